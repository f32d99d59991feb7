import { describe, expect, it } from "vitest";
import { commit, newAttempt } from "../src/index.js";
import { R, ringLevel } from "./helpers.js";

describe("the end of a turn", () => {
  it("rates a win 1★ when no optimum is known (no 3★ or 2★ band can be proven)", () => {
    // won on turn 1 of 6: with an optimum of 1 this would be 3★
    const state = newAttempt(ringLevel([1, "W", 0, 0]), { optimalTurns: null, maxTurns: 6 });
    const result = commit(state, R(0));
    if (!result.ok) throw new Error(result.code);
    expect(result.state.levelStatus).toBe("won");
    expect(result.state.rating).toBe(1);
    expect(result.events.at(-1)).toEqual({ type: "won", turnsUsed: 1, rating: 1 });
  });
});
