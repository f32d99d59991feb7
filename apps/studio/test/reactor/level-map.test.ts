import { CARRIERS, type Level } from "@rulekit/reactor";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clearHazards,
  setHazard,
  setNetworkCell,
  setRobotStart,
  setTerrain,
  toggleLeak,
} from "../../src/routes/reactor/editor/level-edits.ts";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";
import { type LevelMap, mapFromLevel } from "../../src/routes/reactor/map/level-map.ts";
import { sameData } from "../../src/routes/reactor/map/map-model.ts";
import { authorSmallLevel } from "./helpers.ts";

const W = 9;
const H = 7;
const pos = fc.record({ x: fc.integer({ min: 0, max: W - 1 }), y: fc.integer({ min: 0, max: H - 1 }) });
const edit: fc.Arbitrary<(l: Level) => Level> = fc.oneof(
  fc.tuple(pos, fc.constantFrom("wall", "floor" as const)).map(
    ([p, t]) =>
      (l: Level) =>
        setTerrain(l, p, t),
  ),
  fc.tuple(fc.constantFrom(...CARRIERS), pos, fc.boolean()).map(
    ([c, p, on]) =>
      (l: Level) =>
        setNetworkCell(l, c, p, on),
  ),
  fc.tuple(pos, fc.integer({ min: 1, max: 9 })).map(
    ([p, n]) =>
      (l: Level) =>
        setHazard(l, p, "heat", n),
  ),
  pos.map((p) => (l: Level) => clearHazards(l, p)),
  fc.tuple(fc.constantFrom(...CARRIERS), pos).map(
    ([c, p]) =>
      (l: Level) =>
        toggleLeak(l, c, p),
  ),
  pos.map((p) => (l: Level) => setRobotStart(l, p)),
);

describe("the editor map built from the last one", () => {
  it("draws exactly what a map built from scratch draws, after any series of edits", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), (edits) => {
        let level = starterLevelOfSize(W, H);
        let last: LevelMap = { level, model: mapFromLevel(level) };
        for (const apply of edits) {
          level = apply(level);
          const model = mapFromLevel(level, last);
          expect(sameData(model, mapFromLevel(level))).toBe(true);
          last = { level, model };
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the cell objects of every row a wall or a pipe cannot touch", () => {
    const level = authorSmallLevel().history.present;
    const before = mapFromLevel(level);
    const last = { level, model: before };
    const rowsRebuilt = (next: Level) => {
      const model = mapFromLevel(next, last);
      return [...new Set(model.cells.filter((c, i) => c !== before.cells[i]).map((c) => c.at.y))].sort();
    };
    // A wall rebuilds its own row; a pipe its row and the rows beside it (their links may change).
    expect(rowsRebuilt(setTerrain(level, { x: 4, y: 2 }, "wall"))).toEqual([2]);
    expect(rowsRebuilt(setNetworkCell(level, "fuel", { x: 1, y: 1 }, true))).toEqual([0, 1, 2]);
    // A change to the props, leaks, hazards or robot may sit anywhere: the whole map is built again.
    expect(rowsRebuilt(setHazard(level, { x: 0, y: 0 }, "heat", 3)).length).toBe(level.height);
  });
});
