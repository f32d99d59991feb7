import { commit, legalMoves, newAttempt, previewAll } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { known } from "../../src/routes/shell-tide/analyzer-answer.ts";

/** Every preview of the attempt (the analyzer always reads an attempt the engine made). */
function previewsOf(attempt: Parameters<typeof previewAll>[0]) {
  const previews = known(previewAll(attempt));
  if (!previews) throw new Error("the analyzer could not read an attempt the engine made");
  return previews;
}

import { boardGeometry } from "../../src/routes/shell-tide/board/board-geometry.ts";
import {
  NODE_BOX,
  orderText,
  overlayMarks,
  routePoints,
  SLOTS,
  type Slot,
} from "../../src/routes/shell-tide/board/overlay-marks.ts";
import { boardTurns, directionOfTurn, turnAt } from "../../src/routes/shell-tide/board/screen-turn.ts";
import { overlayOfPreview } from "../../src/routes/shell-tide/play/overlays.ts";
import { makeLevel } from "./levels.ts";
import { packLevels } from "./pack-levels.ts";

const overlap = (a: Slot, b: Slot) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (a: Slot, b: Slot) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

describe("mark slots", () => {
  it("are all inside the node and none overlaps another", () => {
    const slots = Object.entries(SLOTS).filter(([name]) => name !== "ring");
    for (const [name, slot] of slots) expect(within(slot, NODE_BOX), name).toBe(true);
    for (let i = 0; i < slots.length; i++) {
      for (let j = i + 1; j < slots.length; j++) {
        expect(overlap(slots[i]![1], slots[j]![1]), `${slots[i]![0]} / ${slots[j]![0]}`).toBe(false);
      }
    }
    // STOP's ring runs on the node's own border, clear of the number drawn inside it
    expect(SLOTS.ring.y + SLOTS.ring.height).toBeLessThanOrEqual(SLOTS.index.y);
  });
});

describe("overlay marks", () => {
  it("put at most one outcome on a node and STOP on exactly one, for every preview of every pack level", () => {
    for (const { level } of packLevels) {
      let attempt = newAttempt(level);
      // the start and a few turns in (taking the first legal move each time)
      for (let turn = 0; turn < 3 && attempt.levelStatus === "playing"; turn++) {
        for (const p of previewsOf(attempt)) {
          const marks = overlayMarks(overlayOfPreview(p, "primary"));
          expect(marks.filter((m) => m.stop)).toHaveLength(1);
          expect(marks.find((m) => m.stop)!.index).toBe(p.stop);
          expect(marks.filter((m) => m.vortex).map((m) => m.index)).toEqual(
            [...new Set(p.captures.map((c) => c.empty))].sort((a, b) => a - b),
          );
          for (const c of p.captures)
            expect(marks.find((m) => m.index === c.rich)!.outcome?.text).toBe(`−${c.count}`);
          // every drop is numbered on the node it lands on
          expect(marks.reduce((n, m) => n + m.orders.length, 0)).toBe(p.route.length);
        }
        const next = commit(attempt, legalMoves(attempt)[0]!);
        if (!next.ok) throw new Error(next.message);
        attempt = next.state;
      }
    }
  });

  it("writes the last drop of the STOP node as the word STOP", () => {
    expect(orderText({ index: 3, orders: [3], stop: true, vortex: false, outcome: null })).toBe("STOP");
    expect(orderText({ index: 3, orders: [2, 10], stop: true, vortex: false, outcome: null })).toBe("2·STOP");
    expect(orderText({ index: 3, orders: [2, 10], stop: false, vortex: false, outcome: null })).toBe("2·10");
  });

  it("draws the Flow on the rim of the lake, each further lap a little further in", () => {
    const level = makeLevel([9, 0, 0, 0, 0, 0, 0, 0]);
    const g = boardGeometry(level);
    const p = previewsOf(newAttempt(level, { optimalTurns: null, maxTurns: 5 })).find(
      (x) => x.direction === "right",
    )!;
    const points = routePoints(overlayOfPreview(p, "primary"), g);
    for (const pt of points) {
      expect(pt.x).toBeGreaterThanOrEqual(g.lake.x);
      expect(pt.x).toBeLessThanOrEqual(g.lake.x + g.lake.width);
      expect(pt.y).toBeGreaterThanOrEqual(g.lake.y);
      expect(pt.y).toBeLessThanOrEqual(g.lake.y + g.lake.height);
    }
    // the 9th drop is on the second lap: further in than the 1st on the same node
    expect(points[9]!).not.toEqual(points[1]!);
  });
});

describe("screen turns", () => {
  it("names the standard layout's right clockwise at every node, and left counter-clockwise", () => {
    for (const { level } of packLevels) {
      const g = boardGeometry(level);
      for (let node = 0; node < level.nodes.length; node++) {
        expect(turnAt(g, level, node, "right")).toBe("cw");
        expect(turnAt(g, level, node, "left")).toBe("ccw");
      }
      expect(boardTurns(g, level)).toEqual({ right: "cw", left: "ccw" });
    }
  });

  it("follows the layout, not the logical name: a mirrored layout makes right counter-clockwise", () => {
    const level = makeLevel([1, 0, 0, 2, 0, 2, 0, 1]);
    // node i on the i-th perimeter cell counter-clockwise from the top-left corner
    const slots = [
      { row: 0, col: 0 },
      { row: 1, col: 0 },
      { row: 2, col: 0 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 1, col: 2 },
      { row: 0, col: 2 },
      { row: 0, col: 1 },
    ];
    const mirrored = {
      ...level,
      layout: { template: "3x3" as const, slots, centerLake: { row: 1, col: 1, width: 1, height: 1 } },
    };
    const turns = boardTurns(boardGeometry(mirrored), mirrored);
    expect(turns).toEqual({ right: "ccw", left: "cw" });
    expect(directionOfTurn(turns, "cw")).toBe("left");
  });
});
