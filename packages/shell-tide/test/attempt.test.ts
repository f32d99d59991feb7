import { describe, expect, it } from "vitest";
import { commit, legalMoves, newAttempt, preview, shellTideEngine } from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";

const VORTEX = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);

describe("newAttempt: the turn limit without a balance block", () => {
  it("is the solver's optimum plus the minimum recovery slack of 2", () => {
    const state = newAttempt(VORTEX);
    expect(state.optimalTurns).toBe(1);
    expect(state.maxTurns).toBe(3);
  });

  it("is the number of nodes when the level has no Full Rescue", () => {
    const state = newAttempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 0]));
    expect(state.optimalTurns).toBeNull();
    expect(state.maxTurns).toBe(8);
  });
});

describe("legalMoves", () => {
  it("are the sand nodes holding starfish, left before right, one way on a Current Arrow", () => {
    const state = attempt(ringLevel([2, "W", 0, [1, "left"], 0, 3, [1, "right"], 0]));
    expect(legalMoves(state)).toEqual([L(0), R(0), L(3), L(5), R(5), R(6)]);
  });

  it("are none once the attempt is lost, though starfish are left", () => {
    // L(0) at the turn limit leaves a pile of 2 on node 7
    const lost = play(attempt(VORTEX, 1, 1), L(0));
    expect(lost.levelStatus).toBe("lost");
    expect(lost.starfish[7]).toBe(2);
    expect(legalMoves(lost)).toEqual([]);
  });
});

describe("preview", () => {
  it("says whether a Current Arrow chose the direction", () => {
    const state = attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, [1, "left"]]));
    const locked = preview(state, L(7));
    const free = preview(state, L(0));
    expect(locked.ok && locked.currentLocked).toBe(true);
    expect(free.ok && free.currentLocked).toBe(false);
  });
});

describe("commit", () => {
  it("gives exactly the new state and the events the preview showed", () => {
    const state = attempt(VORTEX);
    const shown = preview(state, R(0));
    if (!shown.ok) throw new Error("refused");
    expect(commit(state, R(0))).toStrictEqual({ ok: true, state: shown.state, events: shown.events });
  });
});

describe("shellTideEngine", () => {
  it("offers the legal moves and plays them as commit does", () => {
    const state = attempt(VORTEX);
    expect(shellTideEngine.legalActions(state)).toEqual(legalMoves(state));
    expect(shellTideEngine.step(state, R(0))).toStrictEqual(commit(state, R(0)));
  });
});
