import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Leak,
  type Level,
  newGame,
  REFUSALS,
  step,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, setPropField } from "./helpers/levels.js";

// Step 6 (docs/reactor/rules.md, balance.md "Networks"): a leak injects
// severity × (leakAmountFactor × amount + leakPotentialFactor × pressure/voltage) at its cell into its
// access floor cell, and logs it; the amount is an isolated formula, computed here by hand.

const fuel = DEFAULT_BALANCE.carriers.fuel;

const fuelLeak = (severity: number, extra: Partial<Leak> = {}): Leak => ({
  id: "k",
  carrier: "fuel",
  at: P(2, 0),
  access: P(2, 0),
  severity,
  repaired: false,
  ...extra,
});

const withLeaks = (leaks: Leak[], level: Level = baseLevel()): Level => ({ ...level, leaks });

const injections = (s: GameState) => s.log.filter((e) => e.type === "leak-injected");

describe("leak injection amounts and their log entries", () => {
  it("a fuel leak two cells from the source injects severity × (0.15 × 9 + 0.05 × 9) with the defaults", () => {
    const { state } = endTurns(newGame(withLeaks([fuelLeak(2)])), 1);
    const amount = fuel.sourceAmount - 2 * fuel.amountFalloff;
    const pressure = fuel.sourcePotential - 2 * fuel.potentialFalloff;
    const injected = 2 * (fuel.leakAmountFactor * amount + fuel.leakPotentialFactor * pressure);
    expect(injections(state)).toHaveLength(1);
    expect(injections(state)[0]).toMatchObject({
      type: "leak-injected",
      step: "inject-leaks",
      leak: "k",
      at: { x: 2, y: 0 },
      element: "fuel",
      blocked: false,
    });
    const entry = injections(state)[0]!;
    expect(entry.type === "leak-injected" && entry.amount).toBeCloseTo(injected, 12);
  });

  it("a leak with no flow at its cell injects nothing and logs nothing", () => {
    const level = setPropField(withLeaks([fuelLeak(3)]), "fuel-src", { enabled: false });
    const { state } = endTurns(newGame(level), 1);
    expect(injections(state)).toEqual([]);
    expect(state.hazards.fuel.every((v) => v === 0)).toBe(true);
  });

  it("a repaired leak logs nothing; a leak blocked by a remedy logs amount 0, blocked", () => {
    const repaired = endTurns(newGame(withLeaks([fuelLeak(2, { repaired: true })])), 1).state;
    expect(injections(repaired)).toEqual([]);
    const blocked = gameWith(withLeaks([fuelLeak(2)]), (s) => {
      s.blocks.fuel[cell(s, P(2, 0))] = 2;
    });
    const after = endTurns(blocked, 1).state;
    expect(injections(after)).toEqual([
      {
        type: "leak-injected",
        step: "inject-leaks",
        leak: "k",
        at: { x: 2, y: 0 },
        element: "fuel",
        amount: 0,
        blocked: true,
      },
    ]);
    expect(after.hazards.fuel[cell(after, P(2, 0))]).toBe(0);
  });
});

describe("hand-made states with leaks the engine never makes", () => {
  it("a leak without an access cell, or on a cell its network lacks, never throws: refused as an invalid state, or injecting nothing", () => {
    const copy = JSON.parse(JSON.stringify(newGame(baseLevel()))) as GameState;
    copy.leaks = [
      fuelLeak(2, { id: "no-access", access: null }),
      fuelLeak(2, { id: "no-cell", at: P(3, 1), access: P(3, 1) }),
    ];
    const result = step(copy, { type: "EndTurn" });
    if (!result.ok) {
      expect(result.code).toBe(REFUSALS.invalidState);
      return;
    }
    expect(injections(result.state)).toEqual([]);
    expect(result.state.hazards.fuel.every((v) => v === 0)).toBe(true);
  });
});
