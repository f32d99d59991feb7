import { describe, expect, it } from "vitest";
import {
  type Direction,
  formatPos,
  ISSUE_CODES,
  inBounds,
  newGame,
  REFUSALS,
  step,
  validateLevel,
} from "../src/index.js";
import { baseLevel, P } from "./helpers/levels.js";

// Grid geometry: a level is width × height cells, (0,0) the north-west corner, x the column and y the row
// (docs/reactor/format.md). Positions print as (x,y).

describe("inBounds: the cells of a width × height level", () => {
  it("columns 0 … width − 1 and rows 0 … height − 1, whole numbers only", () => {
    const cases: [number, number, boolean][] = [
      [0, 0, true],
      [6, 4, true],
      [7, 0, false],
      [0, 5, false],
      [-1, 0, false],
      [0, -1, false],
      [1.5, 1, false],
      [1, 1.5, false],
      [Number.NaN, 0, false],
    ];
    expect(cases.map(([x, y]) => [x, y, inBounds(7, 5, { x, y })])).toEqual(cases);
  });

  it("a robot start one past the last column or row is outside the level, not a wall", () => {
    for (const at of [P(7, 0), P(0, 5)]) {
      const report = validateLevel({ ...baseLevel(), robot: { at, inventory: [], heatImmunity: 0 } });
      expect(report.errors.map((e) => e.code)).toEqual([ISSUE_CODES.robotOutOfBounds]);
    }
  });

  it("the robot cannot step off the level on any side", () => {
    const corner = (at: { x: number; y: number }) =>
      newGame({ ...baseLevel(), robot: { at, inventory: [], heatImmunity: 0 } });
    const off: [{ x: number; y: number }, Direction][] = [
      [P(0, 0), "north"],
      [P(0, 0), "west"],
      [P(6, 4), "east"],
      [P(6, 4), "south"],
    ];
    for (const [at, direction] of off) {
      const result = step(corner(at), { type: "MoveRobot", direction });
      expect(result.ok ? "moved" : result.code).toBe(REFUSALS.offGrid);
    }
  });
});

describe("formatPos: positions in messages read (x,y)", () => {
  it("column first, then row", () => {
    expect([formatPos(P(3, 12)), formatPos(P(0, 0))]).toEqual(["(3,12)", "(0,0)"]);
  });
});
