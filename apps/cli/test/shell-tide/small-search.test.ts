import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isSmallSearch } from "../../src/commands/shell-tide/search-task.js";
import { noRescueRing } from "../helpers/no-rescue-ring.js";
import { REPO_ROOT } from "../helpers/run-cli.js";

const packLevel = (n: number) =>
  JSON.parse(
    readFileSync(
      join(REPO_ROOT, "levels/shell-tide/full-rescue-v2", `level-${String(n).padStart(2, "0")}.json`),
      "utf8",
    ),
  );

describe("which levels are searched on the main thread (no thread to start: done at once)", () => {
  it("the pack's 8-node levels are; its 12-node ones and the slow ring go to the thread", () => {
    const small = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => isSmallSearch(packLevel(n)));
    expect(small).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(isSmallSearch(JSON.parse(readFileSync(noRescueRing(), "utf8")))).toBe(false);
  });

  it("anything that does not look like a small level goes to the thread (the parse there says what is wrong)", () => {
    const level = packLevel(3);
    for (const data of [
      null,
      42,
      "level",
      {},
      { nodes: "many" },
      { ...level, nodes: [...level.nodes.slice(1), { ...level.nodes[0], starfish: -1 }] },
      { ...level, nodes: [...level.nodes.slice(1), { ...level.nodes[0], starfish: 1.5 }] },
      { ...level, nodes: [...level.nodes.slice(1), { ...level.nodes[0], starfish: "3" }] },
      { ...level, nodes: [...level.nodes.slice(1), { ...level.nodes[0], starfish: 1e300 }] },
      { ...level, nodes: Array.from({ length: 65 }, () => level.nodes[0]) },
    ])
      expect(isSmallSearch(data)).toBe(false);
  });
});
