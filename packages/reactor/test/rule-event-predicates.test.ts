import { describe, expect, it } from "vitest";
import { DEFAULT_BALANCE, type GameState, newGame, type Predicate } from "../src/index.js";
import { evaluatePredicate } from "../src/simulation/rules.js";
import { baseLevel, cell, P } from "./helpers/levels.js";

// Each predicate of a rule event is an isolated formula over the state (docs/reactor/rules.md, "Rule
// events"), so these tests call the predicate rule on hand-set states and expect exact truth values.

const B = DEFAULT_BALANCE;
const holds = (state: GameState, predicate: Predicate) => evaluatePredicate(state, state.balance, predicate);

/** A fresh base-level game (7×5: lines on rows 0, 2, 4; reactor control at (3,1); robot at (3,3)). */
const fresh = () => newGame(baseLevel());

/** [predicate, expected] pairs checked one by one, so a failure names the case. */
function expectCases(state: GameState, cases: [Predicate, boolean][]) {
  const actual = cases.map(([p]) => [p, holds(state, p)]);
  expect(actual).toEqual(cases);
}

describe("rule event predicates: turn and robot-has compare with eq/ne/lt/le/gt/ge", () => {
  it("turn: each comparison below, at and above the current turn", () => {
    const state = fresh();
    state.turn = 5;
    const table: Record<string, [boolean, boolean, boolean]> = {
      // value 4, 5, 6 (turn 5 compared with it)
      eq: [false, true, false],
      ne: [true, false, true],
      lt: [false, false, true],
      le: [false, true, true],
      gt: [true, false, false],
      ge: [true, true, false],
    };
    for (const [op, expected] of Object.entries(table)) {
      const got = [4, 5, 6].map((value) =>
        holds(state, { kind: "turn", op: op as "eq", value } as Predicate),
      );
      expect({ op, got }).toEqual({ op, got: expected });
    }
  });

  it("robot-has counts only the named remedy in the inventory", () => {
    const state = fresh();
    state.robot.inventory = ["HeatShield", "FuelNeutralizer", "HeatShield"];
    expectCases(state, [
      [{ kind: "robot-has", remedy: "HeatShield", op: "eq", count: 2 }, true],
      [{ kind: "robot-has", remedy: "HeatShield", op: "ge", count: 3 }, false],
      [{ kind: "robot-has", remedy: "FuelNeutralizer", op: "eq", count: 1 }, true],
      [{ kind: "robot-has", remedy: "CoolantNeutralizer", op: "eq", count: 0 }, true],
      [{ kind: "robot-has", remedy: "CoolantNeutralizer", op: "gt", count: 0 }, false],
    ]);
  });
});

describe("rule event predicates: level state, reactors, robot and diagnostics", () => {
  it("level-state: `is` true holds only for that state, `is` false only for the others", () => {
    const state = fresh();
    state.levelState = "Caution";
    expectCases(state, [
      [{ kind: "level-state", is: true, state: "Caution" }, true],
      [{ kind: "level-state", is: true, state: "Ready" }, false],
      [{ kind: "level-state", is: false, state: "Ready" }, true],
      [{ kind: "level-state", is: false, state: "Caution" }, false],
    ]);
  });

  it("reactor: ready, activated and overheated (heat at or above reactor.terminal) read the reactor at the control", () => {
    const state = fresh();
    const reactor = state.reactors[0]!;
    const at = P(3, 1);
    reactor.ready = false;
    reactor.activated = true;
    reactor.heat = 0;
    expectCases(state, [
      [{ kind: "reactor", at, is: true, condition: "activated" }, true],
      [{ kind: "reactor", at, is: false, condition: "activated" }, false],
      [{ kind: "reactor", at, is: true, condition: "ready" }, false],
      [{ kind: "reactor", at, is: true, condition: "overheated" }, false],
    ]);
    reactor.activated = false;
    reactor.heat = B.reactor.terminal;
    expectCases(state, [
      [{ kind: "reactor", at, is: true, condition: "overheated" }, true],
      [{ kind: "reactor", at, is: true, condition: "activated" }, false],
      [{ kind: "reactor", at, is: false, condition: "activated" }, true],
    ]);
    reactor.heat = B.reactor.terminal - 0.01;
    expectCases(state, [
      [{ kind: "reactor", at, is: true, condition: "overheated" }, false],
      [{ kind: "reactor", at, is: false, condition: "overheated" }, true],
    ]);
  });

  it("reactor: a position without a reactor control never holds, whatever `is` asks", () => {
    const state = fresh();
    expectCases(state, [
      [{ kind: "reactor", at: P(1, 1), is: true, condition: "ready" }, false],
      [{ kind: "reactor", at: P(1, 1), is: false, condition: "ready" }, false],
    ]);
  });

  it("robot-at and diagnostics-unlocked compare with `is`", () => {
    const state = fresh();
    expectCases(state, [
      [{ kind: "robot-at", at: P(3, 3), is: true }, true],
      [{ kind: "robot-at", at: P(3, 3), is: false }, false],
      [{ kind: "robot-at", at: P(2, 3), is: false }, true],
      [{ kind: "diagnostics-unlocked", is: false }, true],
      [{ kind: "diagnostics-unlocked", is: true }, false],
    ]);
    state.diagnosticsUnlocked = true;
    expectCases(state, [
      [{ kind: "diagnostics-unlocked", is: true }, true],
      [{ kind: "diagnostics-unlocked", is: false }, false],
    ]);
  });
});

describe("rule event predicates: props and consumer services at a position", () => {
  it("prop: the kind must match; without a state name any state matches", () => {
    const state = fresh();
    expectCases(state, [
      [{ kind: "prop", at: P(0, 0), propKind: "flow" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "flow", state: "enabled" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "consumer" }, false],
      [{ kind: "prop", at: P(0, 0), propKind: "consumer", state: "enabled" }, false],
      [{ kind: "prop", at: P(1, 1), propKind: "flow" }, false],
    ]);
    const flow = state.props.find((p) => p.id === "fuel-src");
    if (flow?.kind !== "flow") throw new Error("no flow");
    flow.enabled = false;
    expectCases(state, [
      [{ kind: "prop", at: P(0, 0), propKind: "flow" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "flow", state: "disabled" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "flow", state: "enabled" }, false],
    ]);
  });

  it("consumer-service: the consumer's current service; no consumer there never holds", () => {
    const state = fresh();
    state.services["fuel-use"] = "starved";
    expectCases(state, [
      [{ kind: "consumer-service", at: P(6, 0), service: "starved" }, true],
      [{ kind: "consumer-service", at: P(6, 0), service: "producing" }, false],
      [{ kind: "consumer-service", at: P(1, 1), service: "starved" }, false],
    ]);
  });
});

describe("rule event predicates: network and hazard bands (is / at-least / at-most)", () => {
  it("hazard-band: each comparison against each band, at the band thresholds", () => {
    const state = fresh();
    const at = P(1, 3);
    const { caution, critical } = B.bands.heat;
    const band = (value: number) => {
      state.hazards.heat[cell(state, at)] = value;
      return (["safe", "caution", "critical"] as const).flatMap((b) =>
        (["is", "at-least", "at-most"] as const).map((op) =>
          holds(state, { kind: "hazard-band", at, element: "heat", op, band: b }),
        ),
      );
    };
    //                        safe: is  ≥     ≤     caution: is ≥     ≤     critical: is ≥     ≤
    expect(band(0)).toEqual([true, true, true, false, false, true, false, false, true]);
    expect(band(caution - 0.01)).toEqual([true, true, true, false, false, true, false, false, true]);
    expect(band(caution)).toEqual([false, true, false, true, true, true, false, false, true]);
    expect(band(critical - 0.01)).toEqual([false, true, false, true, true, true, false, false, true]);
    expect(band(critical)).toEqual([false, true, false, false, true, false, true, true, true]);
  });

  it("network-band reads the amount or the pressure/voltage, whichever the predicate names", () => {
    const state = fresh();
    const at = P(1, 0);
    const c = cell(state, at);
    const layer = state.networks.fuel;
    const amountCaution = { kind: "network-band", at, carrier: "fuel", quantity: "amount" } as const;
    const pressureCaution = { kind: "network-band", at, carrier: "fuel", quantity: "pressure" } as const;
    layer.amount[c] = B.networkBands.amount.caution;
    layer.potential[c] = 0;
    expectCases(state, [
      [{ ...amountCaution, op: "is", band: "caution" }, true],
      [{ ...pressureCaution, op: "is", band: "caution" }, false],
      [{ ...pressureCaution, op: "is", band: "safe" }, true],
    ]);
    layer.amount[c] = 0;
    layer.potential[c] = B.networkBands.potential.critical;
    expectCases(state, [
      [{ ...amountCaution, op: "at-least", band: "caution" }, false],
      [{ ...pressureCaution, op: "at-least", band: "caution" }, true],
      [{ ...pressureCaution, op: "is", band: "critical" }, true],
    ]);
  });

  it("network-band: a cell without that network (or removed by a rule) never holds, not even `is safe`", () => {
    const state = fresh();
    expect(
      holds(state, {
        kind: "network-band",
        at: P(1, 1),
        carrier: "fuel",
        quantity: "amount",
        op: "is",
        band: "safe",
      }),
    ).toBe(false);
    const c = cell(state, P(1, 0));
    state.networks.fuel.present[c] = 0;
    state.networks.fuel.amount[c] = 0;
    expect(
      holds(state, {
        kind: "network-band",
        at: P(1, 0),
        carrier: "fuel",
        quantity: "amount",
        op: "at-most",
        band: "critical",
      }),
    ).toBe(false);
  });

  it("targets outside the level never hold (they do not wrap onto another row)", () => {
    const state = fresh();
    // (-1, 1) would be flat index 6 = (6, 0): a fuel network cell with critical surface fuel on it.
    state.hazards.fuel[cell(state, P(6, 0))] = B.bands.fuel.critical;
    expectCases(state, [
      [
        {
          kind: "network-band",
          at: P(-1, 1),
          carrier: "fuel",
          quantity: "amount",
          op: "at-least",
          band: "safe",
        },
        false,
      ],
      [{ kind: "hazard-band", at: P(-1, 1), element: "fuel", op: "at-least", band: "safe" }, false],
      [{ kind: "hazard-band", at: P(6, 0), element: "fuel", op: "is", band: "critical" }, true],
    ]);
  });
});
