import { describe, expect, it } from "vitest";
import {
  type BalanceOverrides,
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  type ReactorEvent,
  step,
} from "../src/index.js";
import { baseLevel, endTurns, P, setPropField } from "./helpers/levels.js";

const F = DEFAULT_BALANCE.carriers.fuel;
/** The base level's fuel consumer is 6 cells from its source: what a straight line delivers there. */
const AMOUNT_AT_CONSUMER = F.sourceAmount - 6 * F.amountFalloff;
const POTENTIAL_AT_CONSUMER = F.sourcePotential - 6 * F.potentialFalloff;

const withFuelDemand = (demand: { demandAmount?: number; demandPotential?: number }, level = baseLevel()) =>
  ({ ...level, balance: { carriers: { fuel: demand } } as BalanceOverrides }) satisfies Level;

const fuelService = (level: Level) => endTurns(newGame(level), 1).state.services["fuel-use"];

const serviceChanges = (events: ReactorEvent[]) =>
  events.filter((e): e is Extract<ReactorEvent, { type: "service-changed" }> => e.type === "service-changed");

describe("supply is a predicate on amount and pressure/voltage at the consumer's cell (isolated formula)", () => {
  it("the base line delivers the expected amount and pressure at the consumer", () => {
    const state = endTurns(newGame(baseLevel()), 1).state;
    const at = 6; // (6,0)
    expect(state.networks.fuel.amount[at]).toBe(AMOUNT_AT_CONSUMER);
    expect(state.networks.fuel.potential[at]).toBe(POTENTIAL_AT_CONSUMER);
  });

  it("exactly the demanded amount and pressure is enough (both thresholds are inclusive)", () => {
    const level = withFuelDemand({
      demandAmount: AMOUNT_AT_CONSUMER,
      demandPotential: POTENTIAL_AT_CONSUMER,
    });
    expect(fuelService(level)).toBe("producing");
  });

  it("too little amount starves the consumer even when the pressure is ample", () => {
    const level = withFuelDemand({ demandAmount: AMOUNT_AT_CONSUMER + 0.5, demandPotential: 0 });
    expect(fuelService(level)).toBe("starved");
  });

  it("too little pressure starves the consumer even when the amount is ample", () => {
    const level = withFuelDemand({ demandAmount: 0, demandPotential: POTENTIAL_AT_CONSUMER + 0.5 });
    expect(fuelService(level)).toBe("starved");
  });

  it("with zero demand a consumer still needs carrier on its cell: no flow starves it", () => {
    const level = withFuelDemand(
      { demandAmount: 0, demandPotential: 0 },
      setPropField(baseLevel(), "fuel-src", { enabled: false }),
    );
    const state = endTurns(newGame(level), 1).state;
    expect(state.networks.fuel.amount[6]).toBe(0);
    expect(state.services["fuel-use"]).toBe("starved");
    expect(state.reactors[0]!.ready).toBe(false);
    // …and before any simulation it is not supplied either.
    expect(newGame(level).services["fuel-use"]).toBe("starved");
  });
});

describe("step 5 reports a consumer's service when it changes", () => {
  it("the first simulation turns each supplied consumer producing; the next, unchanged, reports nothing", () => {
    const first = endTurns(newGame(baseLevel()), 1);
    expect(serviceChanges(first.events)).toEqual([
      {
        type: "service-changed",
        step: "resolve-consumers",
        prop: "fuel-use",
        at: P(6, 0),
        carrier: "fuel",
        from: "supplied",
        to: "producing",
      },
      {
        type: "service-changed",
        step: "resolve-consumers",
        prop: "coolant-use",
        at: P(6, 2),
        carrier: "coolant",
        from: "supplied",
        to: "producing",
      },
      {
        type: "service-changed",
        step: "resolve-consumers",
        prop: "electricity-use",
        at: P(6, 4),
        carrier: "electricity",
        from: "supplied",
        to: "producing",
      },
    ]);
    const second = endTurns(first.state, 1);
    expect(serviceChanges(second.events)).toEqual([]);
  });

  it("only the consumer whose service changed is reported", () => {
    const level = { ...baseLevel(), robot: { at: P(6, 2), inventory: [], heatImmunity: 0 } };
    const producing = endTurns(newGame(level), 1).state;
    const off = step(producing, { type: "InteractProp" });
    if (!off.ok) throw new Error(off.message);
    const next = endTurns(off.state, 1);
    expect(serviceChanges(next.events)).toEqual([]);
    const on = step(next.state, { type: "InteractProp" });
    if (!on.ok) throw new Error(on.message);
    const after = endTurns(on.state, 1);
    expect(serviceChanges(after.events).map((e) => [e.prop, e.from, e.to])).toEqual([
      ["coolant-use", "unknown", "producing"],
    ]);
  });

  it("a consumer without a recorded service (a state from outside) changes from unknown", () => {
    const fresh = newGame(baseLevel());
    const outside = JSON.parse(JSON.stringify({ ...fresh, services: {} })) as GameState;
    const next = step(outside, { type: "EndTurn" });
    if (!next.ok) throw new Error(next.message);
    expect(serviceChanges(next.events).map((e) => [e.prop, e.from, e.to])).toEqual([
      ["fuel-use", "unknown", "producing"],
      ["coolant-use", "unknown", "producing"],
      ["electricity-use", "unknown", "producing"],
    ]);
  });
});
