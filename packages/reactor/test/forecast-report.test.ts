import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type ForecastWarning,
  forecast,
  type GameState,
  type Level,
  MAX_FORECAST_HORIZON,
  newGame,
  placeProp,
  type RuleEvent,
} from "../src/index.js";
import { baseLevel, endTurns, P, play, setPropField } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";
import { surfaceLab } from "./helpers/surface-lab.js";

// The forecast report (docs/reactor/rules.md "Forecasts", design "Forecasts"): `horizon` simulated turns on
// a copy, as if the player only ended turns; it stops at a terminal loss; each warning kind with its turn;
// a hazard band rise is reported the first time only; the horizon is validated.

const B = DEFAULT_BALANCE;

const event = (id: string, fields: Partial<RuleEvent>): RuleEvent => ({
  id,
  enabled: true,
  repeat: "repeat",
  priority: 0,
  phase: "end-of-turn",
  when: [{ kind: "turn", op: "ge", value: 1 }],
  effects: [],
  ...fields,
});

const doomAt = (turn: number): Level => ({
  ...baseLevel(),
  events: [
    event("doom", {
      repeat: "once",
      when: [{ kind: "turn", op: "ge", value: turn }],
      effects: [{ kind: "lose", reason: "the timer ran out" }],
    }),
  ],
});

const won = () =>
  play(newGame({ ...baseLevel(), robot: { at: P(3, 1), inventory: [], heatImmunity: 0 } }), [
    { type: "EndTurn" },
    { type: "ActivateReactor" },
  ]).state;

describe("the turns a forecast simulates", () => {
  it("one entry per simulated turn, with the level state that turn ends in", () => {
    const report = forecast(newGame(baseLevel()), 3);
    expect(report).toMatchObject({ fromTurn: 1, horizon: 3 });
    expect(report.turns).toEqual([
      { turn: 1, levelState: "Ready" },
      { turn: 2, levelState: "Ready" },
      { turn: 3, levelState: "Ready" },
    ]);
  });

  it("stops at the turn that loses, however long the horizon", () => {
    const report = forecast(newGame(doomAt(3)), 8);
    expect(report.turns.map((t) => t.turn)).toEqual([1, 2, 3]);
    expect(report.turns.at(-1)!.levelState).toBe("Lost");
    expect(report.lossTurn).toBe(3);
    expect(report.warnings.filter((w) => w.kind === "terminal-loss")).toHaveLength(1);
  });

  it("a won or lost level has nothing left to forecast", () => {
    const lost = endTurns(newGame(doomAt(1)), 1).state;
    expect(lost.levelState).toBe("Lost");
    for (const state of [won(), lost]) {
      expect(forecast(state, 4)).toEqual({
        fromTurn: state.turn,
        horizon: 4,
        turns: [],
        warnings: [],
        lossTurn: null,
        readyTurn: null,
      });
    }
  });
});

describe("forecast warnings", () => {
  it("a hazard band rise is reported once per cell, element and band, at the first turn it happens", () => {
    // A one-cell pocket at (3,0), walled in: every simulation pours fuel into it (caution, nowhere to flow)
    // and every turn ends by mopping it up, so the cell rises from safe into caution every single turn.
    const pour = B.bands.fuel.caution + 1;
    const level: Level = {
      ...surfaceLab(["###.###"]),
      events: [
        event("pour", {
          phase: "start-of-simulation",
          effects: [{ kind: "hazard", at: P(3, 0), element: "fuel", amount: pour }],
        }),
        event("mop", { effects: [{ kind: "hazard", at: P(3, 0), element: "fuel", amount: -pour }] }),
      ],
    };
    const game = newGame(level);
    let state = game;
    for (let turn = 1; turn <= 3; turn++) {
      state = endTurns(state, 1).state;
      expect(
        state.log.filter((e) => e.type === "hazard-band-rise"),
        `turn ${turn}`,
      ).toEqual([expect.objectContaining({ at: P(3, 0), element: "fuel", band: "caution" })]);
    }
    const rises = forecast(game, 4).warnings.filter((w) => w.kind === "hazard-band");
    expect(rises).toEqual([{ kind: "hazard-band", turn: 1, at: P(3, 0), element: "fuel", band: "caution" }]);
  });

  it("a rule event is reported every turn it fires; without forecast text it carries no text", () => {
    const level = { ...baseLevel(), events: [event("tick", { effects: [{ kind: "warn", text: "tick" }] })] };
    const fired = forecast(newGame(level), 3).warnings.filter((w) => w.kind === "rule-event");
    expect(fired).toEqual([
      { kind: "rule-event", turn: 1, event: "tick", phase: "end-of-turn" },
      { kind: "rule-event", turn: 2, event: "tick", phase: "end-of-turn" },
      { kind: "rule-event", turn: 3, event: "tick", phase: "end-of-turn" },
    ]);
    for (const w of fired) expect(Object.keys(w)).not.toContain("text");
  });

  it("readyTurn is the first turn any reactor is ready; each reactor is reported once, when it gets ready", () => {
    // A second reactor bound to a consumer that a rule event switches on at the end of turn 1.
    let level = placeProp(baseLevel(), {
      kind: "consumer",
      id: "late",
      at: P(5, 0),
      carrier: "fuel",
      enabled: false,
    });
    level = placeProp(level, {
      kind: "reactor-control",
      id: "second",
      at: P(5, 1),
      bindings: { fuel: P(5, 0), coolant: P(6, 2), electricity: P(6, 4) },
      activated: false,
    });
    level = {
      ...level,
      events: [
        event("switch-on", {
          repeat: "once",
          when: [{ kind: "turn", op: "eq", value: 1 }],
          effects: [{ kind: "set-prop", at: P(5, 0), state: "enabled" }],
        }),
      ],
    };
    const report = forecast(newGame(level), 4);
    expect(report.readyTurn).toBe(1);
    expect(report.warnings.filter((w) => w.kind === "reactor-ready")).toEqual([
      { kind: "reactor-ready", turn: 1, reactor: "core", at: P(3, 1) },
      { kind: "reactor-ready", turn: 2, reactor: "second", at: P(5, 1) },
    ]);
  });

  it("starved-consumer warnings name consumers only, whatever else a state from outside keeps in its services", () => {
    const copy = JSON.parse(
      JSON.stringify(newGame(setPropField(baseLevel(), "coolant-src", { enabled: false }))),
    );
    copy.services["fuel-src"] = "starved";
    const starved = forecast(copy as GameState, 2).warnings.filter((w) => w.kind === "starved-consumer");
    expect(starved.map((w) => w.kind === "starved-consumer" && w.consumer)).toEqual(["coolant-use"]);
  });

  it("every warning is one of the five kinds", () => {
    const kinds: ForecastWarning["kind"][] = [
      "terminal-loss",
      "reactor-ready",
      "starved-consumer",
      "hazard-band",
      "rule-event",
    ];
    for (const level of [baseLevel(), doomAt(2)]) {
      for (const w of forecast(newGame(level), 3).warnings) expect(kinds).toContain(w.kind);
    }
  });
});

describe("the forecast horizon", () => {
  it("is a whole number of turns from 1 to MAX_FORECAST_HORIZON; anything else is a RangeError naming the range and the value", () => {
    const state = newGame(baseLevel());
    expect(forecast(state, 1).turns).toHaveLength(1);
    expect(forecast(state, MAX_FORECAST_HORIZON).horizon).toBe(MAX_FORECAST_HORIZON);
    for (const bad of [0, -1, 1.5, Number.NaN, MAX_FORECAST_HORIZON + 1]) {
      expect(() => forecast(state, bad)).toThrow(RangeError);
      expect(() => forecast(state, bad)).toThrow(`from 1 to ${MAX_FORECAST_HORIZON}, got ${bad}`);
    }
  });

  it("a level with balance overrides is forecast as a level: its new game, with its own horizon", () => {
    const level = { ...baseLevel(), balance: { forecastHorizon: 2 } };
    const report = forecast(level);
    expect(report.turns.map((t) => t.turn)).toEqual([1, 2]);
    expect(report).toEqual(forecast(newGame(level)));
  });

  it("a forecast of a level never changes the level", () => {
    const level = doomAt(2);
    const before = JSON.stringify(level);
    expect(forecast(level, 3).lossTurn).toBe(2);
    expect(JSON.stringify(level)).toBe(before);
    const state = newGame(level);
    const copy = stableStringifyState(state);
    forecast(state, 3);
    expect(stableStringifyState(state)).toBe(copy);
  });
});
