import { RulekitValidationError } from "@rulekit/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  startGame,
  validateLevel,
} from "../src/index.js";
import { baseLevel, cell, losingLevel, P, setPropField } from "./helpers/levels.js";

/** docs/reactor/api.md "Playing" and rules.md: the state at the start of a level. */

const withHazards = (): Level => ({
  ...baseLevel(),
  hazards: [
    { at: P(1, 1), fuel: 4 },
    { at: P(2, 1), heat: 2 },
    { at: P(5, 3), coolant: 2.5, electricity: 1 },
  ],
});

describe("a new game starts at turn 1 with nothing done yet", () => {
  let level!: Level;
  let state!: GameState;
  beforeEach(() => {
    level = withHazards();
    state = newGame(level);
  });

  it("the turn, the budget and empty records", () => {
    expect(state).toMatchObject({
      width: 7,
      height: 5,
      turn: 1,
      actionsLeft: DEFAULT_BALANCE.actionsPerTurn,
      movesThisTurn: 0,
      turnActions: [],
      networkEdits: [],
      firedEvents: [],
      loss: null,
      log: [],
      diagnosticsUnlocked: false,
    });
    expect(newGame({ ...baseLevel(), balance: { actionsPerTurn: 2 } }).actionsLeft).toBe(2);
    expect(newGame({ ...baseLevel(), diagnosticsUnlocked: true }).diagnosticsUnlocked).toBe(true);
  });

  it("the robot, props and leaks as the level authored them", () => {
    expect(state.robot).toEqual(level.robot);
    expect(state.props).toEqual(level.props);
    expect(state.leaks).toEqual(level.leaks);
    expect(state.blocks).toEqual({
      fuel: Array(35).fill(0),
      coolant: Array(35).fill(0),
      electricity: Array(35).fill(0),
    });
  });

  it("the surface holds the level's initial hazards, untouched by the forecast it already made", () => {
    // The forecast simulates turns ahead on a copy: the fuel at (1,1) and the heat next to it spread and react.
    expect(state.forecast).not.toBeNull();
    expect(state.forecast!.turns.length).toBeGreaterThan(0);
    expect(state.hazards.fuel[cell(state, P(1, 1))]).toBe(4);
    expect(state.hazards.heat[cell(state, P(2, 1))]).toBe(2);
    expect(state.hazards.coolant[cell(state, P(5, 3))]).toBe(2.5);
    expect(state.hazards.electricity[cell(state, P(5, 3))]).toBe(1);
    const total = (s: GameState) =>
      Object.values(s.hazards).reduce((sum, layer) => sum + layer.reduce((a, b) => a + b, 0), 0);
    expect(total(state)).toBe(4 + 2 + 2.5 + 1);
    // networks are propagated once, and nothing else ran: no surface value moved
    expect(state.networks.fuel.amount[cell(state, P(0, 0))]).toBe(DEFAULT_BALANCE.carriers.fuel.sourceAmount);
  });

  it("consumers say whether they would be supplied; reactors are offline and not ready", () => {
    expect(state.services).toEqual({
      "fuel-use": "supplied",
      "coolant-use": "supplied",
      "electricity-use": "supplied",
    });
    expect(state.reactors).toEqual([{ id: "core", at: P(3, 1), heat: 2, ready: false, activated: false }]);
    const off = newGame(setPropField(baseLevel(), "coolant-use", { enabled: false }));
    expect(off.services["coolant-use"]).toBe("disabled");
  });

  it("keeps its own copy of the level: editing the level object afterwards changes nothing", () => {
    const mine = withHazards();
    const game = newGame(mine);
    mine.props.length = 0;
    (mine.hazards[0] as { fuel?: number }).fuel = 9;
    expect(game.level).toEqual(withHazards());
  });
});

/** A rule event loses the level at the end of turn 2. */
const doomed = (level: Level): Level =>
  losingLevel(level, "the shift ends", [{ kind: "turn", op: "eq", value: 2 }]);

describe("the level state at the start (step 16: a forecast loss turns a Stable or Caution level Critical)", () => {
  it("a level that waits for its services starts in Caution when nothing is forecast to lose", () => {
    const state = newGame(baseLevel());
    expect(state.forecast?.lossTurn).toBeNull();
    expect(state.levelState).toBe("Caution");
  });

  it("a level forecast to lose starts Critical", () => {
    const state = newGame(doomed(baseLevel()));
    expect(state.forecast?.lossTurn).toBe(2);
    expect(state.levelState).toBe("Critical");
  });

  it("a level whose reactors are all activated starts Won, and a won game forecasts nothing", () => {
    const level = setPropField(baseLevel(), "core", { activated: true });
    expect(validateLevel(level).errors).toEqual([]);
    const state = newGame(doomed(level));
    expect(state.levelState).toBe("Won");
    expect(state.forecast).toMatchObject({ lossTurn: null, turns: [] });
  });
});

describe("levels with validation errors do not start", () => {
  let broken!: Level;
  beforeEach(() => {
    broken = { ...baseLevel(), robot: { at: P(40, 40), inventory: [], heatImmunity: 0 } };
  });

  it("startGame returns the errors with the whole report", () => {
    const started = startGame(broken);
    const report = validateLevel(broken);
    expect(started).toEqual({ ok: false, errors: report.errors, report });
  });

  it("newGame throws a RulekitValidationError listing each error's path, code and message", () => {
    const report = validateLevel(broken);
    let thrown: unknown;
    try {
      newGame(broken);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RulekitValidationError);
    const error = thrown as RulekitValidationError;
    expect(error.kind).toBe("reactor level");
    expect(error.issues).toEqual(
      report.errors.map((e) => ({ path: e.location.path, code: e.code, message: e.message })),
    );
    expect(error.issues[0]).toMatchObject({ path: "$.robot.at", code: "robot-out-of-bounds" });
  });

  it("startGame of a valid level returns the state with its report (warnings too)", () => {
    const warned: Level = { ...baseLevel(), hazards: [{ at: P(2, 3), fuel: 4 }] };
    const started = startGame(warned);
    expect(started.ok).toBe(true);
    expect(started.report).toEqual(validateLevel(warned));
    expect(started.report.warnings.length).toBeGreaterThan(0);
  });
});
