import { describe, expect, it } from "vitest";
import {
  BANDS,
  type Band,
  DEFAULT_BALANCE,
  ELEMENTS,
  type Element,
  pairEffect,
  SIMULATION_PIPELINE,
  SIMULATION_STEPS,
} from "../src/index.js";
import { endOfTurnEvents, refreshForecasts, startOfSimulationEvents } from "../src/simulation/pipeline.js";
import { accumulateDeltas, applyDeltas, clampValues } from "../src/simulation/stages/deltas.js";
import { advanceDurations } from "../src/simulation/stages/durations.js";
import { injectLeaks } from "../src/simulation/stages/inject-leaks.js";
import { neighbourInteractions, sameCellInteractions } from "../src/simulation/stages/interactions.js";
import { deriveLevelStateStage } from "../src/simulation/stages/level-state.js";
import { checkRuntimeState, commitPlayerPhase } from "../src/simulation/stages/player-phase.js";
import { propagateNetworks } from "../src/simulation/stages/propagate-networks.js";
import { resolveConsumers } from "../src/simulation/stages/resolve-consumers.js";
import { robotSafety } from "../src/simulation/stages/robot-safety.js";
import { baseLevel, cell, endTurns, gameWith, P, play } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

/** The design's pair table as printed in the V1 design ("Condition Bands And Pair Table"), upper triangle. */
const DESIGN_TABLE = `
| Row\\Col|FuelSafe|FuelCaution|FuelCritical|CoolantSafe|CoolantCaution|CoolantCritical|ElectricitySafe|ElectricityCaution|ElectricityCritical|HeatSafe|HeatCaution|HeatCritical |
| FuelSafe|Hold|FuelFlow|FuelFlow|Hold|Hold|Hold|Hold|Warm1|Warm2|Hold|Warm1|Warm2 |
| FuelCaution|| Hold|FuelFlow|Hold|Hold|Hold|Warm1|Ignite1|Ignite2|Warm1|Ignite1|Ignite2 |
| FuelCritical|||Hold|Hold|Hold|Hold|Warm2|Ignite2|Ignite2|Warm2|Ignite2|Ignite2 |
| CoolantSafe|||| Hold|CoolFlow|CoolFlow|Hold|Short1|Short2|Hold|Quench1|Quench1 |
| CoolantCaution|||||Hold|CoolFlow|Short1|Short1|Short2|Hold|Quench1|Quench2 |
| CoolantCritical|||||| Hold|Short2|Short2|Short2|Hold|Quench2|Quench2 |
| ElectricitySafe|||||||Hold|ChargeFlow|ChargeFlow|Hold|Hold|Hold |
| ElectricityCaution|||||||| Hold|ChargeFlow|Hold|Hold|Hold |
| ElectricityCritical|||||||||Hold|Hold|Hold|Hold |
| HeatSafe|||||||||| Hold|HeatFlow|HeatFlow2 |
| HeatCaution|||||||||||Hold|HeatFlow |
| HeatCritical|||||||||||| Hold |`;

/** "FuelCaution" → ["fuel", "caution"]. */
function parseLabel(label: string): [Element, Band] {
  const element = ELEMENTS.find((e) => label.toLowerCase().startsWith(e));
  const band = BANDS.find((b) => label.toLowerCase().endsWith(b));
  if (!element || !band) throw new Error(`not a band label: ${label}`);
  return [element, band];
}

describe("the pair table (design table, decisions of specs/reactor.md)", () => {
  it("every one of the design table's 78 cells, read at (lower, higher) in both argument orders", () => {
    const [header, ...rows] = DESIGN_TABLE.trim()
      .split("\n")
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    const columns = header!.slice(1).map(parseLabel);
    let checked = 0;
    for (const row of rows) {
      const [a, aBand] = parseLabel(row[0]!);
      row.slice(1).forEach((effect, k) => {
        if (!effect) return;
        const [b, bBand] = columns[k]!;
        expect(pairEffect(a, aBand, b, bBand), `${row[0]} × ${k}`).toBe(effect);
        expect(pairEffect(b, bBand, a, aBand), `${k} × ${row[0]}`).toBe(effect);
        checked++;
      });
    }
    expect(checked).toBe(78);
  });

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

const newGameAt = () => gameWith(baseLevel());

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

  it("runs the stage function of each step, in that order", () => {
    expect(SIMULATION_PIPELINE.map((s) => s.run)).toEqual([
      commitPlayerPhase,
      checkRuntimeState,
      startOfSimulationEvents,
      propagateNetworks,
      resolveConsumers,
      injectLeaks,
      sameCellInteractions,
      neighbourInteractions,
      accumulateDeltas,
      applyDeltas,
      clampValues,
      robotSafety,
      deriveLevelStateStage,
      endOfTurnEvents,
      advanceDurations,
      refreshForecasts,
    ]);
  });

  it("each step sees what the steps before it did in the same simulation", () => {
    // 4 → 6 → 7 → 11: a leak injects what the network just carried, the injected fuel reacts with the
    // electricity already there in the same simulation, and the result is clamped.
    const leaky = gameWith(
      {
        ...baseLevel(),
        leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 30, repaired: false }],
      },
      (s) => {
        s.hazards.electricity[cell(s, P(2, 0))] = B.bands.electricity.caution + 0.5;
      },
    );
    const first = endTurns(leaky, 1).state;
    expect(first.hazards.fuel[cell(first, P(2, 0))]).toBeLessThanOrEqual(B.clamps.fuel.max);
    expect(first.hazards.heat[cell(first, P(2, 0))]).toBeGreaterThan(0);
    // 12 → 13: a robot lost at step 12 makes the level Lost at step 13, not a turn later.
    const standing = gameWith(baseLevel(), (s) => {
      for (const p of [P(3, 3), P(2, 3), P(4, 3), P(3, 2), P(3, 4)])
        s.hazards.fuel[cell(s, p)] = B.clamps.fuel.max;
    });
    const lost = endTurns(standing, 1).state;
    expect(lost.log.find((e) => e.type === "level-state-changed")).toMatchObject({
      step: "derive-level-state",
      to: "Lost",
    });
    // 13 → 14: an end-of-turn event reads the level state derived in the same simulation.
    const ready = gameWith({
      ...baseLevel(),
      events: [
        {
          id: "on-ready",
          enabled: true,
          repeat: "once",
          priority: 0,
          phase: "end-of-turn",
          when: [{ kind: "level-state", is: true, state: "Ready" }],
          effects: [{ kind: "warn", text: "ready" }],
        },
      ],
    });
    expect(endTurns(ready, 1).state.log.map((e) => e.type)).toContain("rule-warning");
    // 15 → 16: the forecast is refreshed from the turn that just began.
    const next = play(newGameAt(), [{ type: "EndTurn" }]).state;
    expect(next.forecast?.fromTurn).toBe(next.turn);
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
