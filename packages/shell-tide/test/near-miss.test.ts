import { describe, expect, it } from "vitest";
import { classifyNearMiss, fullRescueMoves, inNearMissBand } from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";

// 10 starfish. R(0) sows onto 1 (STOP); 2 is empty, so the 8 on node 3 are captured; 4 holds one, so the
// chain stops. Left: one starfish on 1 and one on 4 (20%). With the Sweep, R(1) (captures 4, Sweep takes
// 2) and L(4) (captures 1, Sweep takes 3) each clear the rest; without it no single move does.
const cells = [1, 0, 0, 8, 1, 0, 0, 0];
const TWO_LEFT_SWEEP = ringLevel(cells, { sweep: true });
const TWO_LEFT_NO_SWEEP = ringLevel(cells);
const VORTEX = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);

describe("the near-miss band (10–30% of the objective left)", () => {
  it("includes both ends and nothing outside them", () => {
    expect(inNearMissBand(1, 10)).toBe(true);
    expect(inNearMissBand(3, 10)).toBe(true);
    expect(inNearMissBand(0, 10)).toBe(false);
    expect(inNearMissBand(4, 10)).toBe(false);
    expect(inNearMissBand(1, 11)).toBe(false);
    expect(inNearMissBand(3, 9)).toBe(false);
  });
});

describe("moves that clear the board in one turn", () => {
  it("are exactly the moves whose turn rescues every starfish left", () => {
    const state = play(attempt(TWO_LEFT_SWEEP, 2, 3), R(0));
    expect(state.starfish).toEqual([0, 1, 0, 0, 1, 0, 0, 0]);
    expect(fullRescueMoves(state)).toEqual([R(1), L(4)]);
    expect(fullRescueMoves(play(attempt(TWO_LEFT_NO_SWEEP, 2, 3), R(0)))).toEqual([]);
  });

  it("respect a Current Arrow on the source", () => {
    expect(fullRescueMoves(attempt(ringLevel([[1, "right"], 0, 0, 1, 0, 2, 0, 1])))).toEqual([R(0)]);
    // R(0) would still clear the board, but the arrow only lets node 0 sow left
    expect(fullRescueMoves(attempt(ringLevel([[1, "left"], 0, 0, 1, 0, 2, 0, 1])))).toEqual([]);
  });

  it("are none on a board with nothing left to sow", () => {
    const won = play(attempt(VORTEX, 1, 3), R(0));
    expect(won.levelStatus).toBe("won");
    expect(fullRescueMoves(won)).toEqual([]);
  });
});

describe("classifyNearMiss", () => {
  it("is a near-miss: lost with 20% left in reach of one Full Rescue move", () => {
    const lost = play(attempt(TWO_LEFT_SWEEP, 1, 1), R(0));
    expect(lost.levelStatus).toBe("lost");
    const report = classifyNearMiss(lost);
    expect(report).toMatchObject({
      nearMiss: true,
      failed: true,
      rescuedShare: 0.8,
      remainingShare: 0.2,
      remainingStarfish: 2,
      piles: [1, 4],
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
    });
    expect(report.reason).toMatch(/^20% remain/);
    expect(report.reason).toMatch(/one more turn/);
  });

  it("is not a near-miss when no single move would clear what is left", () => {
    const report = classifyNearMiss(play(attempt(TWO_LEFT_NO_SWEEP, 1, 1), R(0)));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: true,
      inNearMissBand: true,
      oneMoreTurnFullRescue: false,
    });
    expect(report.reason).toMatch(/no single move/);
  });

  it("is not a near-miss when too many starfish are left", () => {
    // L(0) captures 3 of 5 and leaves a pile of 2 on node 7: 40%
    const report = classifyNearMiss(play(attempt(VORTEX, 1, 1), L(0)));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: true,
      inNearMissBand: false,
      remainingShare: 0.4,
    });
    expect(report.rescuedShare).toBe(0.6);
    expect(report.reason).toMatch(/^40% of the starfish remain/);
  });

  it("is not a near-miss while the attempt is still in play, even in the band with a winning move", () => {
    const playing = play(attempt(TWO_LEFT_SWEEP, 2, 3), R(0));
    expect(playing.levelStatus).toBe("playing");
    const report = classifyNearMiss(playing);
    expect(report).toMatchObject({
      nearMiss: false,
      failed: false,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
    });
    expect(report.reason).toMatch(/still in play/);
  });

  it("is not a near-miss after a win", () => {
    const report = classifyNearMiss(play(attempt(VORTEX, 1, 3), R(0)));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: false,
      rescuedShare: 1,
      remainingShare: 0,
      remainingStarfish: 0,
      piles: [],
      oneMoreTurnFullRescue: false,
    });
    expect(report.reason).toMatch(/won/);
  });

  it("counts a loss with every starfish still on the board as a failure outside the band", () => {
    // maxTurns 1: R(5) sows 2 onto 6 and 7 (STOP 7; node 0 is not empty, no capture): all 5 are left
    const lost = play(attempt(VORTEX, 1, 1), R(5));
    const report = classifyNearMiss(lost);
    expect(report).toMatchObject({ failed: true, inNearMissBand: false, nearMiss: false });
    expect(report.reason).toMatch(/^100% of the starfish remain/);
  });

  it("treats a board without starfish as fully rescued", () => {
    const report = classifyNearMiss(attempt(ringLevel([0, 0, 0, 0, 0, 0, 0, 0]), 0, 1));
    expect(report.rescuedShare).toBe(1);
    expect(report.remainingShare).toBe(0);
  });
});
