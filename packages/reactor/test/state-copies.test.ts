import { describe, expect, it } from "vitest";
import { type Action, forecast, type GameState, newGame, step } from "../src/index.js";
import { readJson, recorded, tutorial } from "./helpers/levels.js";

/**
 * docs/reactor/api.md: "All functions are pure: they never mutate their inputs". step and forecast work on a
 * copy of the state whose every mutable part is fresh, so the state they were handed is the same afterwards
 * however much the simulation changed (surface layers, blocks, networks, removed cells, the log, reactors).
 */

const pack = readJson("pack.json") as { levels: { level: string; solution: string; losing: string }[] };

/** Plays `actions`, checking after every step (and every forecast) that the state handed in is unchanged. */
function playChecked(state: GameState, actions: Action[]): GameState {
  for (const action of actions) {
    const before = structuredClone(state);
    forecast(state, 3);
    expect(state, `forecast before ${JSON.stringify(action)}`).toEqual(before);
    const result = step(state, action);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.code}`);
    expect(state, JSON.stringify(action)).toEqual(before);
    state = result.state;
  }
  return state;
}

describe("step and forecast never change the state they are given", () => {
  for (const entry of pack.levels) {
    it(`${entry.level}: along the recorded solution and losing line`, () => {
      for (const line of [entry.solution, entry.losing]) {
        const end = playChecked(newGame(tutorial(entry.level)), recorded(line).actions);
        expect(["Won", "Lost"]).toContain(end.levelState);
      }
    });
  }

  it("a state that came from JSON is not changed either", () => {
    const start = JSON.parse(JSON.stringify(newGame(tutorial("07-final-shift.json")))) as GameState;
    const before = structuredClone(start);
    const result = step(start, { type: "EndTurn" });
    expect(result.ok).toBe(true);
    expect(start).toEqual(before);
  });
});
