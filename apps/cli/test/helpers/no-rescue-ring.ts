import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A 12-node Shell Tide ring the loader accepts with no Full Rescue, written to a fresh temp file: the
 * exact search keeps every one of its 2,495,799 reachable boards (two seconds or more of one core), so
 * a command that solves it shows its search's progress for a while.
 */
export function noRescueRing(): string {
  const cells: (number | "W" | [number, "left" | "right"])[] = [
    1,
    0,
    3,
    0,
    [2, "left"],
    "W",
    [0, "right"],
    3,
    3,
    [0, "right"],
    1,
    0,
  ];
  const n = cells.length;
  const nodes = cells.map((cell, index) =>
    cell === "W"
      ? { index, type: "wet_pit", starfish: 0 }
      : Array.isArray(cell)
        ? { index, type: "sand", starfish: cell[0], currentDirection: cell[1] }
        : { index, type: "sand", starfish: cell },
  );
  const level = {
    id: "no-rescue-12",
    nodes,
    edges: {
      left: nodes.map((_, i) => (i + n - 1) % n),
      right: nodes.map((_, i) => (i + 1) % n),
    },
    rules: { finalTideSweep: false, wetPitRescue: true },
  };
  const file = join(mkdtempSync(join(tmpdir(), "rulekit-no-rescue-")), "no-rescue-12.json");
  writeFileSync(file, JSON.stringify(level));
  return file;
}
