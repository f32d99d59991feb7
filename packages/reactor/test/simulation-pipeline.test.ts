import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  type RuleEvent,
  resizeLevel,
  SIMULATION_STEPS,
  type SimulationEvent,
  step,
} from "../src/index.js";
import { createContext } from "../src/simulation/context.js";
import { refreshForecasts } from "../src/simulation/pipeline.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, cell, endTurns, gameWith, P, setPropField } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

const B = DEFAULT_BALANCE;

const rule = (id: string, extra: Partial<RuleEvent> = {}): RuleEvent => ({
  id,
  enabled: true,
  repeat: "once",
  priority: 0,
  phase: "end-of-turn",
  when: [],
  effects: [],
  ...extra,
});
const withRules = (events: RuleEvent[], level: Level = baseLevel()): Level => ({ ...level, events });
const ofType = <T extends SimulationEvent["type"]>(log: SimulationEvent[], type: T) =>
  log.filter((e): e is Extract<SimulationEvent, { type: T }> => e.type === type);
const fired = (s: GameState) => ofType(s.log, "rule-event-fired").map((e) => e.event);
/** An end-of-turn event that loses on turn `turn`. */
const doom = (turn: number) =>
  rule("doom", {
    when: [{ kind: "turn", op: "eq", value: turn }],
    effects: [{ kind: "lose", reason: "doom" }],
  });

describe("rule events in the simulation (steps 3 and 14)", () => {
  it("each fired event is logged at its step with its phase, and with its forecast text only when it has one", () => {
    const level = withRules([
      rule("early", { phase: "start-of-simulation", forecastText: "the pump trips" }),
      rule("late"),
    ]);
    const log = endTurns(newGame(level), 1).state.log;
    expect(ofType(log, "rule-event-fired")).toStrictEqual([
      {
        type: "rule-event-fired",
        step: "start-of-simulation-events",
        event: "early",
        phase: "start-of-simulation",
        text: "the pump trips",
      },
      { type: "rule-event-fired", step: "end-of-turn-events", event: "late", phase: "end-of-turn" },
    ]);
  });

  it("events of equal priority keep their file order", () => {
    const priorities = [1, 0, 1, 0, 1, 1, 0, 1];
    const level = withRules(priorities.map((priority, i) => rule(`e${i}`, { priority })));
    expect(fired(endTurns(newGame(level), 1).state)).toEqual([
      "e1",
      "e3",
      "e6",
      "e0",
      "e2",
      "e4",
      "e5",
      "e7",
    ]);
  });

  it("firedEvents records each once-only event once and never a repeating one", () => {
    const level = withRules([
      rule("o1"),
      rule("r1", { repeat: "repeat" }),
      rule("o2", { when: [{ kind: "turn", op: "eq", value: 2 }] }),
    ]);
    const t1 = endTurns(newGame(level), 1).state;
    expect(t1.firedEvents).toEqual(["o1"]);
    const t3 = endTurns(t1, 2).state;
    expect(t3.firedEvents).toEqual(["o1", "o2"]);
    expect(fired(t3)).toEqual(["r1"]);
  });

  it("a rejected effect is logged with its index and the event's other effects still apply; only warn effects log warnings", () => {
    const level = withRules([
      rule("starter", { enabled: false, effects: [{ kind: "worsen-leak", leak: "later", by: 1 }] }),
      rule("mixed", {
        effects: [
          { kind: "worsen-leak", leak: "later", by: 1 },
          { kind: "heat", at: P(1, 1), amount: 1 },
          { kind: "warn", text: "mind the heat" },
        ],
      }),
      rule("opener", {
        priority: 1,
        effects: [
          {
            kind: "start-leak",
            leak: { id: "later", carrier: "fuel", at: P(5, 0), access: P(5, 0), severity: 1 },
          },
        ],
      }),
    ]);
    const state = endTurns(newGame(level), 1).state;
    const rejected = ofType(state.log, "rule-effect-rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ step: "end-of-turn-events", event: "mixed", effect: 0 });
    expect(rejected[0]!.reason).toContain("later");
    expect(ofType(state.log, "rule-warning")).toStrictEqual([
      { type: "rule-warning", step: "end-of-turn-events", event: "mixed", text: "mind the heat" },
    ]);
    expect(state.hazards.heat[cell(state, P(1, 1))]).toBe(1);
    expect(state.leaks.map((l) => l.id)).toEqual(["later"]);
  });

  it("a terminal end-of-turn effect loses at once (step 14), with one level-lost event; the first loss stays", () => {
    const level = withRules([
      rule("first", { effects: [{ kind: "lose", reason: "first" }] }),
      rule("second", { effects: [{ kind: "lose", reason: "second" }] }),
    ]);
    const state = endTurns(newGame(level), 1).state;
    expect(state.loss).toEqual({ reason: "rule-terminal", message: "first" });
    expect(ofType(state.log, "level-lost")).toStrictEqual([
      { type: "level-lost", step: "end-of-turn-events", reason: "rule-terminal", message: "first" },
    ]);
    expect(ofType(state.log, "level-state-changed").at(-1)).toMatchObject({
      step: "end-of-turn-events",
      to: "Lost",
    });
    expect(fired(state)).toEqual(["first", "second"]);
  });

  it("a loss earlier in the simulation is neither replaced nor reported again by a losing event", () => {
    const level = withRules([rule("late-doom", { effects: [{ kind: "lose", reason: "too late" }] })]);
    const standing = gameWith(level, (s) => {
      for (const p of [P(3, 3), P(2, 3), P(4, 3), P(3, 2), P(3, 4)])
        s.hazards.fuel[cell(s, p)] = B.clamps.fuel.max;
    });
    const state = endTurns(standing, 1).state;
    expect(fired(state)).toEqual(["late-doom"]);
    expect(state.loss?.reason).toBe("robot-hazard");
    expect(ofType(state.log, "level-lost").map((e) => e.reason)).toEqual(["robot-hazard"]);
  });
});

describe("step 16: refresh forecasts", () => {
  it("logs the refresh with the number of warnings and the loss turn", () => {
    const state = endTurns(newGame(withRules([doom(3)])), 1).state;
    expect(state.forecast?.lossTurn).toBe(3);
    expect(ofType(state.log, "forecast-refreshed")).toStrictEqual([
      {
        type: "forecast-refreshed",
        step: "refresh-forecasts",
        warnings: state.forecast!.warnings.length,
        lossTurn: 3,
      },
    ]);
  });

  it("a lost level keeps no forecast", () => {
    const state = endTurns(newGame(withRules([doom(1)])), 1).state;
    expect(state.levelState).toBe("Lost");
    expect(state.forecast).toBeNull();
    expect(ofType(state.log, "forecast-refreshed")).toEqual([]);
  });

  it("a forecast loss turns a Caution level Critical at step 16", () => {
    const level = setPropField(withRules([doom(3)]), "fuel-use", { enabled: false });
    const state = endTurns(newGame(level), 1).state;
    expect(state.levelState).toBe("Critical");
    expect(
      ofType(state.log, "level-state-changed").map(({ step, from, to }) => ({ step, from, to })),
    ).toEqual([
      { step: "derive-level-state", from: "Critical", to: "Caution" },
      { step: "refresh-forecasts", from: "Caution", to: "Critical" },
    ]);
  });

  it("without a forecast loss a Caution level stays Caution", () => {
    const level = setPropField(baseLevel(), "fuel-use", { enabled: false });
    const state = endTurns(newGame(level), 1).state;
    expect(state.forecast?.lossTurn).toBeNull();
    expect(state.levelState).toBe("Caution");
  });

  it("a forecast loss leaves a Ready level Ready", () => {
    const state = endTurns(newGame(withRules([doom(3)])), 1).state;
    expect(state.forecast?.lossTurn).toBe(3);
    expect(state.levelState).toBe("Ready");
    expect(ofType(state.log, "level-state-changed").every((e) => e.step !== "refresh-forecasts")).toBe(true);
  });

  it("the stage itself: a forecast loss turns a Stable level Critical; a won level keeps no forecast", () => {
    const stable = newGame(withRules([doom(2)]));
    stable.levelState = "Stable";
    const ctx = createContext(stable, false);
    refreshForecasts(ctx);
    expect(stable.forecast?.lossTurn).toBe(2);
    expect(stable.levelState).toBe("Critical");
    expect(ctx.events.at(-1)).toEqual({
      type: "level-state-changed",
      step: "refresh-forecasts",
      from: "Stable",
      to: "Critical",
    });
    const won = newGame(withRules([doom(2)]));
    expect(won.forecast).not.toBeNull();
    won.levelState = "Won";
    const wonCtx = createContext(won, false);
    refreshForecasts(wonCtx);
    expect(won.forecast).toBeNull();
    expect(won.levelState).toBe("Won");
    expect(wonCtx.events).toEqual([]);
  });
});

describe("one simulation's shared context", () => {
  it("the log of a simulation starts with the player phase's close and holds only events of the 16 steps", () => {
    const state = endTurns(newGame(baseLevel()), 1).state;
    expect(state.log[0]).toEqual({
      type: "simulation-started",
      step: "commit-player-phase",
      turn: 1,
      actions: 1,
    });
    for (const event of state.log) expect(SIMULATION_STEPS).toContain(event.step);
  });

  it("the pair-effects entry counts the effects of the very first simulation on a level of a new size", () => {
    // 13×5 (a size no other test uses). One cell with caution fuel and some heat: FuelCaution × HeatSafe
    // is Warm1 in the cell, and the fuel flows to its four safe neighbours (FuelFlow); heat 1 next to heat 0
    // is safe × safe (Hold).
    const state = gameWith(baseLevel(13), (s) => {
      s.hazards.fuel[cell(s, P(5, 1))] = B.bands.fuel.caution + 1;
      s.hazards.heat[cell(s, P(5, 1))] = 1;
    });
    const after = endTurns(state, 1).state;
    expect(ofType(after.log, "pair-effects")).toEqual([
      { type: "pair-effects", step: "accumulate-deltas", counts: { Warm1: 1, FuelFlow: 4 } },
    ]);
  });

  it("a big level with many interacting cells simulates each of them like a small level does", () => {
    // 33 identical fuel-and-heat cells three columns apart: hundreds of emitted deltas in one simulation.
    const blob = (s: GameState, x: number) => {
      s.hazards.fuel[cell(s, P(x, 1))] = B.bands.fuel.caution + 1;
      s.hazards.heat[cell(s, P(x, 1))] = 1;
    };
    const xs = Array.from({ length: 33 }, (_, k) => 1 + 3 * k);
    const big = endTurns(
      gameWith(baseLevel(101), (s) => {
        for (const x of xs) blob(s, x);
      }),
      1,
    ).state;
    const small = endTurns(
      gameWith(baseLevel(), (s) => blob(s, 1)),
      1,
    ).state;
    const around = (s: GameState, x: number) =>
      (["fuel", "heat"] as const).flatMap((e) =>
        [P(x, 1), P(x - 1, 1), P(x + 1, 1), P(x, 0), P(x, 2)].map((p) => s.hazards[e][cell(s, p)]),
      );
    const expected = around(small, 1);
    expect(expected[0]).toBeLessThan(B.bands.fuel.caution + 1);
    expect(expected[5]).toBeGreaterThan(1);
    for (const x of xs) expect({ x, values: around(big, x) }).toEqual({ x, values: expected });
  });

  it("disable-cell recomputes the topology at once: a T-junction that lost a branch cell passes no flow, in the same simulation", () => {
    // The T-junction at (4,3) splits fuel north and south. A T-junction needs exactly three neighbouring
    // cells of its carrier; once a rule removes its north branch cell it no longer regulates flow.
    const level = junctionLevel("t-junction", "2/2");
    const untouched = endTurns(newGame(level), 1).state;
    expect(untouched.services.south).toBe("producing");
    const cut = withRules(
      [
        rule("cut", {
          phase: "start-of-simulation",
          effects: [{ kind: "disable-cell", carrier: "fuel", at: P(4, 2) }],
        }),
      ],
      level,
    );
    const t1 = endTurns(newGame(cut), 1).state;
    expect(t1.networks.fuel.present[cell(t1, P(4, 2))]).toBe(0);
    expect(t1.services.south).toBe("starved");
    expect(t1.networks.fuel.amount[cell(t1, P(4, 4))]).toBe(0);
    const t2 = endTurns(t1, 1).state;
    expect(t2.services.south).toBe("starved");
  });

  it("a dense level: identical regions evolve identically wherever they are", () => {
    // Four copies of a 5×5 checkerboard (every other cell holds caution fuel, coolant, electricity and heat)
    // stacked below the base level's rows, each with a clear border: flows and reactions in every region.
    const tops = [6, 13, 20, 27];
    const level = resizeLevel(baseLevel(), 7, 34);
    const state = gameWith(level, (s) => {
      for (const top of tops)
        for (let y = 0; y < 5; y++)
          for (let x = 0; x < 5; x++) {
            if ((x + y) % 2 !== 0) continue;
            const c = cell(s, P(1 + x, top + y));
            s.hazards.fuel[c] = B.bands.fuel.caution + 1;
            s.hazards.coolant[c] = B.bands.coolant.caution + 1;
            s.hazards.electricity[c] = B.bands.electricity.caution + 1;
            s.hazards.heat[c] = B.bands.heat.caution + 1;
          }
    });
    const after = endTurns(state, 1).state;
    const region = (top: number) =>
      (["fuel", "coolant", "electricity", "heat"] as const).map((e) =>
        Array.from(
          { length: 7 * 7 },
          (_, k) => after.hazards[e][cell(after, P(k % 7, top - 1 + Math.floor(k / 7)))],
        ),
      );
    const first = region(tops[0]!);
    // window (1,1) is a loaded cell, window (2,1) an empty one next to it: both changed
    expect(first[0]![1 * 7 + 1]).not.toBe(B.bands.fuel.caution + 1);
    expect(first[0]![1 * 7 + 2]).toBeGreaterThan(0);
    for (const top of tops) expect({ top, values: region(top) }).toEqual({ top, values: first });
  });

  it("a saved game (plain JSON) continues exactly like the game it was saved from, also after a rule removed a cell", () => {
    const level = withRules(
      [
        rule("cut", {
          phase: "start-of-simulation",
          effects: [{ kind: "disable-cell", carrier: "fuel", at: P(4, 2) }],
        }),
      ],
      junctionLevel("t-junction", "2/2"),
    );
    const t1 = endTurns(newGame(level), 1).state;
    const saved = JSON.parse(JSON.stringify(t1)) as GameState;
    const original = step(t1, { type: "EndTurn" });
    const restored = step(saved, { type: "EndTurn" });
    if (!original.ok || !restored.ok) throw new Error("EndTurn refused");
    expect(stableStringifyState(restored.state)).toBe(stableStringifyState(original.state));
    expect(restored.state.services.south).toBe("starved");
  });
});
