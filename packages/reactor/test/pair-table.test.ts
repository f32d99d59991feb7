import { describe, expect, it } from "vitest";
import { DEFAULT_BALANCE, pairEffect, SIMULATION_PIPELINE, SIMULATION_STEPS } from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

describe("the pair table (design table, decisions of specs/reactor.md)", () => {
  it("matches the design's rows, read at (lower, higher) in both argument orders", () => {
    const rows: [Parameters<typeof pairEffect>, string][] = [
      [["fuel", "safe", "fuel", "caution"], "FuelFlow"],
      [["fuel", "caution", "fuel", "caution"], "Hold"],
      [["fuel", "safe", "electricity", "caution"], "Warm1"],
      [["fuel", "safe", "electricity", "critical"], "Warm2"],
      [["fuel", "caution", "electricity", "safe"], "Warm1"],
      [["fuel", "caution", "electricity", "caution"], "Ignite1"],
      [["fuel", "critical", "heat", "safe"], "Warm2"],
      [["fuel", "caution", "heat", "critical"], "Ignite2"],
      [["fuel", "critical", "coolant", "critical"], "Hold"],
      [["coolant", "safe", "coolant", "critical"], "CoolFlow"],
      [["coolant", "caution", "electricity", "safe"], "Short1"],
      [["coolant", "safe", "electricity", "safe"], "Hold"],
      [["coolant", "critical", "electricity", "safe"], "Short2"],
      [["coolant", "safe", "heat", "critical"], "Quench1"],
      [["coolant", "caution", "heat", "critical"], "Quench2"],
      [["coolant", "critical", "heat", "safe"], "Hold"],
      [["electricity", "safe", "electricity", "critical"], "ChargeFlow"],
      [["electricity", "critical", "heat", "critical"], "Hold"],
      [["electricity", "caution", "heat", "safe"], "Hold"],
      [["heat", "safe", "heat", "caution"], "HeatFlow"],
      [["heat", "safe", "heat", "critical"], "HeatFlow2"],
      [["heat", "caution", "heat", "critical"], "HeatFlow"],
      [["heat", "critical", "heat", "critical"], "Hold"],
    ];
    for (const [[a, ab, b, bb], effect] of rows) {
      expect(pairEffect(a, ab, b, bb), `${a}${ab}×${b}${bb}`).toBe(effect);
      expect(pairEffect(b, bb, a, ab), `${b}${bb}×${a}${ab}`).toBe(effect);
    }
  });

  it("electricity × heat is always Hold and every safe × safe pair is Hold", () => {
    const bands = ["safe", "caution", "critical"] as const;
    for (const x of bands)
      for (const y of bands) expect(pairEffect("electricity", x, "heat", y)).toBe("Hold");
    const elements = ["fuel", "coolant", "electricity", "heat"] as const;
    for (const a of elements) for (const b of elements) expect(pairEffect(a, "safe", b, "safe")).toBe("Hold");
  });

  it("fuel only gets dangerous through electricity or heat: a fuel pool alone never warms", () => {
    const state = gameWith(baseLevel(), (s) => {
      s.hazards.fuel[cell(s, P(1, 3))] = B.bands.fuel.critical + 1;
    });
    const after = endTurns(state, 2).state;
    expect(after.hazards.heat.every((h) => h === 0)).toBe(true);
  });

  it("same-cell pairs react: fuel with electricity heats the cell (Ignite) and burns fuel", () => {
    const state = gameWith(baseLevel(), (s) => {
      const c = cell(s, P(1, 3));
      s.hazards.fuel[c] = B.bands.fuel.caution + 0.5;
      s.hazards.electricity[c] = B.bands.electricity.caution + 0.5;
    });
    const { state: after, events } = endTurns(state, 1);
    expect(after.hazards.heat[cell(after, P(1, 3))]).toBeGreaterThan(0);
    const counts = events.find((e) => e.type === "pair-effects");
    expect(counts?.type === "pair-effects" && counts.counts.Ignite1).toBeGreaterThanOrEqual(1);
  });

  it("coolant opposes heat (Quench) and shorts with electricity (heat and discharge)", () => {
    const quench = gameWith(baseLevel(), (s) => {
      const c = cell(s, P(1, 3));
      s.hazards.coolant[c] = 1;
      s.hazards.heat[c] = B.bands.heat.critical + 1;
    });
    const q = endTurns(quench, 1).state;
    expect(q.hazards.heat[cell(q, P(1, 3))]).toBeLessThan(B.bands.heat.critical + 1 - 0.5);
    const short = gameWith(baseLevel(), (s) => {
      const c = cell(s, P(1, 3));
      s.hazards.coolant[c] = B.bands.coolant.caution + 0.5;
      s.hazards.electricity[c] = 1;
    });
    const sh = endTurns(short, 1).state;
    expect(sh.hazards.heat[cell(sh, P(1, 3))]).toBeGreaterThan(0);
    expect(sh.hazards.electricity[cell(sh, P(1, 3))]).toBeLessThan(1);
  });

  it("neighbour pairs: heat flows from a critical cell into its safe neighbour and values stay within clamps", () => {
    const state = gameWith(baseLevel(), (s) => {
      s.hazards.heat[cell(s, P(1, 3))] = B.clamps.heat.max;
    });
    const after = endTurns(state, 1).state;
    expect(after.hazards.heat[cell(after, P(2, 3))]).toBeGreaterThan(0);
    expect(after.hazards.heat[cell(after, P(1, 3))]).toBeLessThan(B.clamps.heat.max);
    for (const values of Object.values(after.hazards))
      for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
  });
});

describe("the simulation is the design's 16-step order", () => {
  it("names its 16 stages in order", () => {
    expect(SIMULATION_PIPELINE.map((s) => s.name)).toEqual([...SIMULATION_STEPS]);
    expect(SIMULATION_PIPELINE.map((s) => s.step)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(SIMULATION_STEPS).toEqual([
      "commit-player-phase",
      "check-runtime-state",
      "start-of-simulation-events",
      "propagate-networks",
      "resolve-consumers",
      "inject-leaks",
      "same-cell-interactions",
      "neighbour-interactions",
      "accumulate-deltas",
      "apply-deltas",
      "clamp-values",
      "robot-safety",
      "derive-level-state",
      "end-of-turn-events",
      "advance-durations",
      "refresh-forecasts",
    ]);
  });

  it("the event log follows the order: every logged step is at or after the previous one", () => {
    const state = gameWith({
      ...baseLevel(),
      leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 2, repaired: false }],
    });
    const { state: after } = endTurns(state, 3);
    const order = after.log.map((e) => SIMULATION_STEPS.indexOf(e.step));
    expect(order.length).toBeGreaterThan(4);
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThanOrEqual(order[i - 1]!);
  });

  it("a runtime state that cannot be simulated loses at step 2 instead of throwing", () => {
    const state = gameWith(baseLevel(), (s) => {
      s.hazards.fuel[0] = Number.NaN;
    });
    const after = endTurns(state, 1).state;
    expect(after.loss?.reason).toBe("invalid-runtime-state");
    expect(after.log.find((e) => e.type === "runtime-invalid")).toBeDefined();
  });
});
