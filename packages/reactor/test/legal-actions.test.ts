import { stableStringify } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { type Action, type GameState, legalActions, newGame, reactorEngine, step } from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, losingLevel, P, play, robotAt } from "./helpers/levels.js";

// legalActions(state) is every action `step` accepts (docs/reactor/api.md), derived here from the action
// table of docs/reactor/rules.md: the exact set, compared without regard to order.

const moves = (...directions: ("north" | "east" | "south" | "west")[]): Action[] =>
  directions.map((direction) => ({ type: "MoveRobot", direction }));
const modes = (...list: string[]) => list.map((mode) => ({ type: "InteractProp", mode }) as Action);
const END: Action = { type: "EndTurn" };

function expectLegal(state: GameState, expected: Action[]): void {
  const sorted = (actions: Action[]) => actions.map((a) => stableStringify(a)).sort();
  const legal = legalActions(state);
  expect(sorted(legal)).toEqual(sorted(expected));
  for (const action of legal) expect(step(state, action).ok).toBe(true);
}

const fuelLeak = (id: string, x: number) => ({
  id,
  carrier: "fuel" as const,
  at: P(x, 0),
  access: P(x, 0),
  severity: 1,
  repaired: false,
});

describe("legal actions: exactly the actions step accepts", () => {
  it("in the open: the floor neighbours and EndTurn", () => {
    expectLegal(newGame(baseLevel()), [...moves("north", "east", "south", "west"), END]);
  });

  it("at a reachable leak with remedies: repair and remedy it, neutralizers on the own cell, the shield", () => {
    const level = { ...baseLevel(), leaks: [fuelLeak("far", 5), fuelLeak("k", 2)] };
    const state = newGame(robotAt(level, 2, 0, ["CoolantNeutralizer", "HeatShield", "FuelNeutralizer"]));
    expectLegal(state, [
      ...moves("east", "south", "west"),
      { type: "InteractLeak", use: "repair", leak: "k" },
      { type: "InteractLeak", use: "remedy", leak: "k" },
      { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" },
      { type: "InteractLeak", use: "remedy", remedy: "CoolantNeutralizer" },
      { type: "ApplyHeatShield" },
      END,
    ]);
  });

  it("at a leak without its neutralizer: repair only", () => {
    const level = { ...baseLevel(), leaks: [fuelLeak("k", 2)] };
    expectLegal(newGame(robotAt(level, 2, 0)), [
      ...moves("east", "south", "west"),
      { type: "InteractLeak", use: "repair", leak: "k" },
      END,
    ]);
  });

  it("on a T-junction: cycle it, or select any T mode but the current one", () => {
    expectLegal(newGame(junctionLevel("t-junction", "2/2")), [
      ...moves("north", "east", "south", "west"),
      { type: "InteractProp" },
      ...modes("0/4", "1/3", "3/1", "4/0"),
      END,
    ]);
  });

  it("on a cross-junction: cycle it, or select any cross mode but the current one", () => {
    expectLegal(newGame(junctionLevel("cross-junction", "2/2/2")), [
      ...moves("north", "east", "south", "west"),
      { type: "InteractProp" },
      ...modes("0/3/3", "3/0/3", "3/3/0"),
      END,
    ]);
  });

  it("on another prop: interact without a mode", () => {
    expectLegal(newGame(robotAt(baseLevel(), 0, 0)), [
      ...moves("east", "south"),
      { type: "InteractProp" },
      END,
    ]);
  });

  it("at a ready reactor: activate it (a reactor control is not interacted with)", () => {
    const state = play(newGame(robotAt(baseLevel(), 3, 1)), [END]).state;
    expect(state.levelState).toBe("Ready");
    expectLegal(state, [...moves("north", "east", "south", "west"), { type: "ActivateReactor" }, END]);
  });

  it("nothing once the level is won or lost", () => {
    const won = play(newGame(robotAt(baseLevel(), 3, 1)), [END, { type: "ActivateReactor" }]).state;
    expect(won.levelState).toBe("Won");
    expect(legalActions(won)).toEqual([]);
    const doomed = newGame(
      losingLevel(baseLevel(), "the timer ran out", [{ kind: "turn", op: "ge", value: 1 }]),
    );
    expect(legalActions(play(doomed, [END]).state)).toEqual([]);
  });

  it("a leak in a state from outside that has no access cell offers nothing, and does not throw", () => {
    const game = newGame(robotAt({ ...baseLevel(), leaks: [fuelLeak("k", 2)] }, 2, 0, ["FuelNeutralizer"]));
    const copy = JSON.parse(JSON.stringify(game)) as GameState;
    copy.leaks[0]!.access = null;
    expectLegal(copy, [
      ...moves("east", "south", "west"),
      { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" },
      END,
    ]);
  });
});

describe("the generic engine object", () => {
  it("is the package's legalActions and step", () => {
    const state = newGame(baseLevel());
    expect(reactorEngine.legalActions(state)).toEqual(legalActions(state));
    const r = reactorEngine.step(state, END);
    expect(r.ok && r.state.turn).toBe(2);
  });
});
