import { describe, expect, it } from "vitest";
import { canStillFullRescue, distanceToFullRescue } from "../src/index.js";
import { attempt, play, R, ringLevel } from "./helpers.js";

// The only optimum is R2, R4, R6 (3 turns), so after R2 exactly 2 turns are needed.
const THREE_TURNS = ringLevel([0, 3, 1, 0, 2, 0, 0, 0]);
// 25 nodes: more than the exact solver takes (24), still a ring the rules can play.
const BEYOND_SOLVER = (first: "W" | 0) => ringLevel([1, first, ...Array<0>(23).fill(0)]);

describe("canStillFullRescue", () => {
  it("compares the exact distance with the turns left, counting the turns already used", () => {
    const afterSetup = (maxTurns: number) => play(attempt(THREE_TURNS, 3, maxTurns), R(2));
    expect(distanceToFullRescue(afterSetup(3))).toBe(2);
    expect(canStillFullRescue(afterSetup(3))).toBe(true); // 2 needed, 2 left
    expect(canStillFullRescue(afterSetup(2))).toBe(false); // 2 needed, 1 left
  });

  it("is true after a win and false after a loss", () => {
    const vortex = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);
    expect(canStillFullRescue(play(attempt(vortex, 1, 2), R(0)))).toBe(true);
    // R(7) at the turn limit rescues nothing, though R(0) would have won
    const lost = play(attempt(vortex, 1, 1), R(7));
    expect(lost.levelStatus).toBe("lost");
    expect(canStillFullRescue(lost)).toBe(false);
  });

  it("needs no search once the attempt is over, even on a board beyond the solver", () => {
    const won = play(attempt(BEYOND_SOLVER("W"), 1, 3), R(0));
    expect(won.levelStatus).toBe("won");
    expect(distanceToFullRescue(won)).toBe(0);
    expect(canStillFullRescue(won)).toBe(true);
    const lost = play(attempt(BEYOND_SOLVER(0), 1, 1), R(0));
    expect(lost.levelStatus).toBe("lost");
    expect(canStillFullRescue(lost)).toBe(false);
  });
});
