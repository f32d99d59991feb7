import { describe, expect, it } from "vitest";
import { DEFAULT_BALANCE, forecast, type GameState, newGame, step } from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play, setPropField } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

const B = DEFAULT_BALANCE;
const kinds = (s: GameState, horizon?: number) => forecast(s, horizon).warnings.map((w) => w.kind);

describe("forecasts report terminal loss, ready state, starved required consumers and growing hazards (design test requirement 14)", () => {
  it("reports the reactor becoming ready, and when", () => {
    const report = forecast(newGame(baseLevel()));
    expect(report.readyTurn).toBe(1);
    expect(report.warnings.find((w) => w.kind === "reactor-ready")).toMatchObject({
      reactor: "core",
      turn: 1,
    });
  });

  it("reports a starved required consumer", () => {
    const report = forecast(newGame(setPropField(baseLevel(), "coolant-src", { enabled: false })));
    expect(report.warnings.find((w) => w.kind === "starved-consumer")).toMatchObject({
      consumer: "coolant-use",
      required: true,
      turn: 1,
    });
    expect(report.readyTurn).toBeNull();
  });

  it("reports a terminal loss within the horizon and makes the level Critical", () => {
    const level = {
      ...baseLevel(),
      events: [
        {
          id: "doom",
          enabled: true,
          repeat: "once" as const,
          priority: 0,
          phase: "end-of-turn" as const,
          when: [{ kind: "turn" as const, op: "ge" as const, value: 3 }],
          effects: [{ kind: "lose" as const, reason: "the timer ran out" }],
          forecastText: "The timer runs out at the end of turn 3.",
        },
      ],
    };
    const state = newGame(setPropField(level, "coolant-src", { enabled: false }));
    const report = forecast(state);
    expect(report.lossTurn).toBe(3);
    expect(report.warnings.find((w) => w.kind === "terminal-loss")).toMatchObject({
      turn: 3,
      reason: "rule-terminal",
    });
    expect(report.warnings.find((w) => w.kind === "rule-event")).toMatchObject({
      event: "doom",
      text: "The timer runs out at the end of turn 3.",
    });
    expect(state.levelState).toBe("Critical");
    expect(forecast(state, 2).lossTurn).toBeNull();
  });

  it("reports hazards growing across caution and critical, with the cell and the turn", () => {
    const state = gameWith({
      ...baseLevel(),
      leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 2, repaired: false }],
    });
    const rises = forecast(state, 6).warnings.filter((w) => w.kind === "hazard-band");
    expect(rises.find((w) => w.kind === "hazard-band" && w.band === "caution")).toMatchObject({
      at: P(2, 0),
      element: "fuel",
    });
    expect(rises.some((w) => w.kind === "hazard-band" && w.band === "critical")).toBe(true);
    const first = (band: string) => rises.find((w) => w.kind === "hazard-band" && w.band === band)!.turn;
    expect(first("caution")).toBeLessThan(first("critical"));
  });

  it("reports the robot's predicted loss on a hazard it is standing in", () => {
    const state = gameWith(baseLevel(), (s) => {
      for (const p of [P(3, 3), P(2, 3), P(4, 3), P(3, 2)]) s.hazards.fuel[cell(s, p)] = B.clamps.fuel.max;
    });
    expect(forecast(state).warnings.find((w) => w.kind === "terminal-loss")).toMatchObject({
      reason: "robot-hazard",
      turn: 1,
    });
  });

  it("never mutates the state it forecasts (also refreshed by step 16 of every simulation)", () => {
    const state = gameWith({
      ...baseLevel(),
      leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 2, repaired: false }],
    });
    const before = stableStringifyState(state);
    forecast(state, 8);
    expect(stableStringifyState(state)).toBe(before);
    const after = endTurns(state, 1).state;
    expect(after.forecast?.fromTurn).toBe(2);
    expect(kinds(after)).toContain("hazard-band");
  });

  it("a forecast of a level equals the forecast of its new game", () => {
    const level = baseLevel();
    expect(forecast(level)).toEqual(forecast(newGame(level)));
  });

  it("the horizon defaults to the balance's forecast horizon", () => {
    const state = newGame(setPropField(baseLevel(), "coolant-src", { enabled: false }));
    expect(forecast(state).turns).toHaveLength(B.forecastHorizon);
    const short = newGame({
      ...setPropField(baseLevel(), "coolant-src", { enabled: false }),
      balance: { forecastHorizon: 2 },
    });
    expect(forecast(short).turns).toHaveLength(2);
  });

  it("forecasting from the middle of a turn assumes the player ends it now", () => {
    const level = { ...baseLevel(), robot: { at: P(0, 2), inventory: [], heatImmunity: 0 } };
    const off = play(newGame(level), [{ type: "InteractProp" }]).state;
    expect(forecast(off).warnings.find((w) => w.kind === "starved-consumer")).toMatchObject({
      turn: 1,
      consumer: "coolant-use",
    });
    const r = step(off, { type: "EndTurn" });
    expect(r.ok && r.state.services["coolant-use"]).toBe("starved");
  });
});
