import { describe, expect, it } from "vitest";
import { type Action, forecast, type GameState, type Level, newGame, step } from "../src/index.js";
import { baseLevel, cell, P, readJson, recorded, tutorial } from "./helpers/levels.js";

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

describe("what a step changes, it changes in its own copy", () => {
  it("neutralizing coolant and electricity on the robot's cell leaves the given state's surface as it was", () => {
    const level: Level = {
      ...baseLevel(),
      hazards: [{ at: P(3, 3), fuel: 1, coolant: 2, electricity: 1.5 }],
      robot: { at: P(3, 3), inventory: ["CoolantNeutralizer", "ElectricityNeutralizer"], heatImmunity: 0 },
    };
    let state = newGame(level);
    const at = cell(state, P(3, 3));
    for (const [remedy, element] of [
      ["CoolantNeutralizer", "coolant"],
      ["ElectricityNeutralizer", "electricity"],
    ] as const) {
      const before = structuredClone(state);
      const result = step(state, { type: "InteractLeak", use: "remedy", remedy });
      if (!result.ok) throw new Error(result.code);
      expect(result.state.hazards[element][at], remedy).toBe(0);
      expect(state, remedy).toEqual(before);
      expect(state.hazards[element][at], remedy).toBe(before.hazards[element][at]);
      state = result.state;
    }
  });

  it("a rule effect that removes a network cell records it in the new state only, also when forecast", () => {
    const level: Level = {
      ...baseLevel(),
      events: [
        {
          id: "cut",
          enabled: true,
          repeat: "once",
          priority: 0,
          phase: "end-of-turn",
          when: [],
          effects: [{ kind: "disable-cell", carrier: "fuel", at: P(2, 0) }],
        },
      ],
    };
    const game = newGame(level);
    // the start's forecast already saw the cell go, in its own copy
    expect(game.forecast?.warnings.some((w) => w.kind === "rule-event")).toBe(true);
    expect(game.networkEdits).toEqual([]);
    expect(game.networks.fuel.present[cell(game, P(2, 0))]).toBe(1);
    const result = step(game, { type: "EndTurn" });
    if (!result.ok) throw new Error(result.code);
    expect(result.state.networkEdits).toEqual([`fuel:${cell(game, P(2, 0))}`]);
    expect(result.state.networks.fuel.present[cell(game, P(2, 0))]).toBe(0);
    expect(game.networkEdits).toEqual([]);
    expect(game.networks.fuel.present[cell(game, P(2, 0))]).toBe(1);
  });

  it("an action that does not end the turn keeps the reactors' statuses as they were", () => {
    const game = newGame({ ...baseLevel(), hazards: [{ at: P(3, 2), heat: 2 }] });
    expect(game.reactors).toEqual([{ id: "core", at: P(3, 1), heat: 2, ready: false, activated: false }]);
    const moved = step(game, { type: "MoveRobot", direction: "west" });
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.state.actionsLeft).toBe(game.actionsLeft - 1);
    expect(moved.state.reactors).toEqual(game.reactors);
    expect(moved.state.log).toEqual(game.log);
  });
});
