import { describe, expect, it } from "vitest";
import {
  type Action,
  checkAction,
  DEFAULT_BALANCE,
  type GameState,
  type Leak,
  newGame,
  placeProp,
  REFUSALS,
  type Remedy,
  setHazard,
  step,
} from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, cell, P, play, robotAt, setPropField } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

// The action table of docs/reactor/rules.md, action by action: what each accepted action changes and
// reports (its events), and which refusal code each broken precondition gives (changing nothing).

const B = DEFAULT_BALANCE;

/** The events of one accepted action, after its `action-accepted` event. */
function effects(state: GameState, action: Action) {
  const { state: next, events } = play(state, [action]);
  expect(events[0]).toMatchObject({ type: "action-accepted", action });
  return { state: next, events: events.slice(1) };
}

/** The refusal code of `action` (step and checkAction agree, and nothing changes). */
function refusalCode(state: GameState, action: Action): string {
  const before = stableStringifyState(state);
  const r = step(state, action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  expect(checkAction(state, action)?.code).toBe(r.code);
  expect(stableStringifyState(state)).toBe(before);
  return r.code;
}

const fuelLeak = (id: string, x: number): Leak => ({
  id,
  carrier: "fuel",
  at: P(x, 0),
  access: P(x, 0),
  severity: 1,
  repaired: false,
});

describe("MoveRobot", () => {
  it("moves the robot one cell and reports from where to where", () => {
    const { state, events } = effects(newGame(baseLevel()), { type: "MoveRobot", direction: "east" });
    expect(state.robot.at).toEqual(P(4, 3));
    expect(state.movesThisTurn).toBe(1);
    expect(events).toEqual([{ type: "robot-moved", from: P(3, 3), to: P(4, 3) }]);
  });
});

describe("InteractProp on junctions: cycle or select a mode of the junction's own kind", () => {
  const tAt = (mode: string) => newGame(junctionLevel("t-junction", mode));
  const crossAt = (mode: string) => newGame(junctionLevel("cross-junction", mode));
  const junction = (s: GameState) => s.props.find((p) => p.id === "split") as { mode: string };

  it("a T-junction cycles to its next mode and reports it", () => {
    const { state, events } = effects(tAt("2/2"), { type: "InteractProp" });
    expect(junction(state).mode).toBe("3/1");
    expect(events).toEqual([{ type: "prop-changed", prop: "split", at: P(4, 3), state: "3/1" }]);
    expect(junction(effects(tAt("4/0"), { type: "InteractProp" }).state).mode).toBe("0/4");
  });

  it("a cross-junction cycles through the cross modes (wrapping), never into a T mode", () => {
    expect(junction(effects(crossAt("0/3/3"), { type: "InteractProp" }).state).mode).toBe("3/0/3");
    const { state, events } = effects(crossAt("2/2/2"), { type: "InteractProp" });
    expect(junction(state).mode).toBe("0/3/3");
    expect(events).toEqual([{ type: "prop-changed", prop: "split", at: P(4, 3), state: "0/3/3" }]);
  });

  it("selecting a mode sets it; the current mode or one of the other kind is refused", () => {
    expect(junction(effects(tAt("2/2"), { type: "InteractProp", mode: "0/4" }).state).mode).toBe("0/4");
    const cross = effects(crossAt("2/2/2"), { type: "InteractProp", mode: "3/3/0" });
    expect(junction(cross.state).mode).toBe("3/3/0");
    expect(cross.events).toEqual([{ type: "prop-changed", prop: "split", at: P(4, 3), state: "3/3/0" }]);
    expect(refusalCode(tAt("2/2"), { type: "InteractProp", mode: "2/2" })).toBe(REFUSALS.modeUnavailable);
    expect(refusalCode(tAt("2/2"), { type: "InteractProp", mode: "2/2/2" })).toBe(REFUSALS.modeUnavailable);
    expect(refusalCode(crossAt("3/0/3"), { type: "InteractProp", mode: "3/0/3" })).toBe(
      REFUSALS.modeUnavailable,
    );
    expect(refusalCode(crossAt("3/0/3"), { type: "InteractProp", mode: "1/3" })).toBe(
      REFUSALS.modeUnavailable,
    );
  });

  it("a prop that is no junction refuses every mode, T and cross alike", () => {
    let level = placeProp(baseLevel(), { kind: "terminal", id: "eye", at: P(2, 3), unlocked: false });
    level = placeProp(level, { kind: "door", id: "door", at: P(4, 3), edge: [P(4, 3), P(5, 3)], open: true });
    for (const [x, y] of [
      [2, 3], // terminal
      [4, 3], // door
      [0, 0], // flow
      [6, 2], // consumer
    ] as const) {
      for (const mode of ["2/2", "2/2/2", "0/3/3"] as const) {
        expect(refusalCode(newGame(robotAt(level, x, y)), { type: "InteractProp", mode })).toBe(
          REFUSALS.modeUnavailable,
        );
      }
    }
  });
});

describe("InteractProp on toggles reports the new state by name", () => {
  it("flow props: enabled ↔ disabled, and nothing else changes (a flow prop has no service)", () => {
    const start = newGame(robotAt(baseLevel(), 0, 0));
    const off = effects(start, { type: "InteractProp" });
    expect(off.state.services).toEqual(start.services);
    expect(off.state.reactors).toEqual(start.reactors);
    expect(off.events).toEqual([{ type: "prop-changed", prop: "fuel-src", at: P(0, 0), state: "disabled" }]);
    const on = effects(off.state, { type: "InteractProp" });
    expect(on.events).toEqual([{ type: "prop-changed", prop: "fuel-src", at: P(0, 0), state: "enabled" }]);
  });

  it("consumers: enabled ↔ disabled, the service disabled / unknown until the next simulation", () => {
    const off = effects(newGame(robotAt(baseLevel(), 6, 2)), { type: "InteractProp" });
    expect(off.events).toEqual([
      { type: "prop-changed", prop: "coolant-use", at: P(6, 2), state: "disabled" },
    ]);
    expect(off.state.services["coolant-use"]).toBe("disabled");
    const on = effects(off.state, { type: "InteractProp" });
    expect(on.events).toEqual([{ type: "prop-changed", prop: "coolant-use", at: P(6, 2), state: "enabled" }]);
    expect(on.state.services["coolant-use"]).toBe("unknown");
  });

  it("doors: open ↔ closed", () => {
    const level = placeProp(baseLevel(), {
      kind: "door",
      id: "door",
      at: P(4, 3),
      edge: [P(4, 3), P(5, 3)],
      open: true,
    });
    const closed = effects(newGame(robotAt(level, 4, 3)), { type: "InteractProp" });
    expect(closed.events).toEqual([{ type: "prop-changed", prop: "door", at: P(4, 3), state: "closed" }]);
    const open = effects(closed.state, { type: "InteractProp" });
    expect(open.events).toEqual([{ type: "prop-changed", prop: "door", at: P(4, 3), state: "open" }]);
  });
});

describe("InteractProp on terminals and remedy supplies", () => {
  it("a terminal is refused only once it and the diagnostics are unlocked", () => {
    const level = placeProp(baseLevel(), { kind: "terminal", id: "eye", at: P(2, 3), unlocked: false });
    // The level starts with the diagnostics unlocked, but this terminal was never used: it still unlocks.
    const { state, events } = effects(newGame({ ...robotAt(level, 2, 3), diagnosticsUnlocked: true }), {
      type: "InteractProp",
    });
    expect(events).toEqual([{ type: "terminal-unlocked", prop: "eye", at: P(2, 3) }]);
    expect(refusalCode(state, { type: "InteractProp" })).toBe(REFUSALS.alreadyUnlocked);
  });

  it("a supply gives its remedy once, and never beyond the inventory capacity", () => {
    const level = placeProp(baseLevel(), {
      kind: "remedy-supply",
      id: "crate",
      at: P(2, 3),
      supply: "ElectricityRemedySupply",
      depleted: false,
    });
    const { state, events } = effects(newGame(robotAt(level, 2, 3)), { type: "InteractProp" });
    expect(events).toEqual([{ type: "remedy-picked-up", prop: "crate", remedy: "ElectricityNeutralizer" }]);
    expect(state.robot.inventory).toEqual(["ElectricityNeutralizer"]);
    expect(refusalCode(state, { type: "InteractProp" })).toBe(REFUSALS.supplyDepleted);
    const full = newGame(robotAt(level, 2, 3, Array(B.inventoryCapacity).fill("HeatShield")));
    expect(refusalCode(full, { type: "InteractProp" })).toBe(REFUSALS.inventoryFull);
  });
});

describe("InteractLeak: repair a reachable leak", () => {
  const twoLeaks = (robotX: number, inventory: Remedy[] = []) =>
    newGame(robotAt({ ...baseLevel(), leaks: [fuelLeak("a", 1), fuelLeak("b", 2)] }, robotX, 0, inventory));

  it("repairs the leak it names (not another one) and reports it", () => {
    const { state, events } = effects(twoLeaks(2), { type: "InteractLeak", use: "repair", leak: "b" });
    expect(events).toEqual([{ type: "leak-repaired", leak: "b", at: P(2, 0) }]);
    expect(state.leaks.map((l) => [l.id, l.repaired])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });

  it("refuses a repaired leak, an unreachable one, an unknown one and a repair that names no leak", () => {
    const repaired = effects(twoLeaks(2), { type: "InteractLeak", use: "repair", leak: "b" }).state;
    expect(refusalCode(repaired, { type: "InteractLeak", use: "repair", leak: "b" })).toBe(
      REFUSALS.leakAlreadyRepaired,
    );
    expect(refusalCode(twoLeaks(2), { type: "InteractLeak", use: "repair", leak: "a" })).toBe(
      REFUSALS.leakNotReachable,
    );
    expect(refusalCode(twoLeaks(2), { type: "InteractLeak", use: "repair", leak: "c" })).toBe(
      REFUSALS.noSuchLeak,
    );
    // A repair needs `leak`; carrying a neutralizer does not turn it into a remedy.
    const carrying = twoLeaks(2, ["FuelNeutralizer"]);
    expect(refusalCode(carrying, { type: "InteractLeak", use: "repair" })).toBe(REFUSALS.noSuchLeak);
    expect(refusalCode(carrying, { type: "InteractLeak", use: "repair", remedy: "FuelNeutralizer" })).toBe(
      REFUSALS.noSuchLeak,
    );
  });
});

describe("InteractLeak: apply a neutralizer to a leak's face or to the robot's own cell", () => {
  const leaking = (inventory: Remedy[]) =>
    newGame(
      robotAt(
        setHazard({ ...baseLevel(), leaks: [fuelLeak("a", 1), fuelLeak("b", 2)] }, P(2, 0), "fuel", 4),
        2,
        0,
        inventory,
      ),
    );

  it("the leak's neutralizer clears and blocks its element on the leak's face, using up the remedy", () => {
    const { state, events } = effects(leaking(["CoolantNeutralizer", "FuelNeutralizer"]), {
      type: "InteractLeak",
      use: "remedy",
      leak: "b",
    });
    expect(events).toEqual([
      {
        type: "remedy-applied",
        leak: "b",
        remedy: "FuelNeutralizer",
        at: P(2, 0),
        element: "fuel",
        removed: 4,
        blockTurns: B.remedyBlockTurns,
      },
    ]);
    expect(state.robot.inventory).toEqual(["CoolantNeutralizer"]);
    expect(state.hazards.fuel[cell(state, P(2, 0))]).toBe(0);
    expect(state.blocks.fuel[cell(state, P(2, 0))]).toBe(B.remedyBlockTurns);
    expect(state.leaks.every((l) => !l.repaired)).toBe(true);
  });

  it("naming the wrong neutralizer for the leak is refused even when the right one is carried", () => {
    const both = leaking(["CoolantNeutralizer", "FuelNeutralizer"]);
    expect(
      refusalCode(both, { type: "InteractLeak", use: "remedy", leak: "b", remedy: "CoolantNeutralizer" }),
    ).toBe(REFUSALS.noMatchingRemedy);
    const named = effects(both, {
      type: "InteractLeak",
      use: "remedy",
      leak: "b",
      remedy: "FuelNeutralizer",
    });
    expect(named.events[0]).toMatchObject({ type: "remedy-applied", leak: "b", remedy: "FuelNeutralizer" });
    expect(
      refusalCode(leaking(["CoolantNeutralizer"]), { type: "InteractLeak", use: "remedy", leak: "b" }),
    ).toBe(REFUSALS.noMatchingRemedy);
  });

  it("a neutralizer on the robot's own cell names no leak", () => {
    const level = setHazard(robotAt(baseLevel(), 3, 3, ["CoolantNeutralizer"]), P(3, 3), "coolant", 2);
    const { state, events } = effects(newGame(level), {
      type: "InteractLeak",
      use: "remedy",
      remedy: "CoolantNeutralizer",
    });
    expect(events).toEqual([
      {
        type: "remedy-applied",
        leak: "",
        remedy: "CoolantNeutralizer",
        at: P(3, 3),
        element: "coolant",
        removed: 2,
        blockTurns: B.remedyBlockTurns,
      },
    ]);
    expect(state.robot.inventory).toEqual([]);
    expect(state.blocks.coolant[cell(state, P(3, 3))]).toBe(B.remedyBlockTurns);
  });

  it("a remedy without a leak needs a neutralizer that is named and carried", () => {
    const s = newGame(robotAt(baseLevel(), 3, 3, ["CoolantNeutralizer"]));
    expect(refusalCode(s, { type: "InteractLeak", use: "remedy" })).toBe(REFUSALS.noMatchingRemedy);
    expect(refusalCode(s, { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" })).toBe(
      REFUSALS.noMatchingRemedy,
    );
  });
});

describe("ApplyHeatShield", () => {
  it("uses up one HeatShield (not another remedy) and starts the immunity", () => {
    const s = newGame(robotAt(baseLevel(), 3, 3, ["HeatShield", "FuelNeutralizer"]));
    const { state, events } = effects(s, { type: "ApplyHeatShield" });
    expect(events).toEqual([{ type: "heat-shield-activated", steps: B.heatImmunitySteps }]);
    expect(state.robot.inventory).toEqual(["FuelNeutralizer"]);
    expect(state.robot.heatImmunity).toBe(B.heatImmunitySteps);
  });
});

describe("ActivateReactor", () => {
  const north = { type: "MoveRobot", direction: "north" } as const;

  it("activating the last reactor wins at once: no simulation follows, even with the budget spent", () => {
    const ready = play(newGame(baseLevel()), [{ type: "EndTurn" }, north, north]).state;
    expect(ready.levelState).toBe("Ready");
    expect(ready.actionsLeft).toBe(1);
    const { state, events } = effects(ready, { type: "ActivateReactor" });
    expect(events).toEqual([
      { type: "reactor-activated", reactor: "core", at: P(3, 1) },
      { type: "level-won" },
    ]);
    expect(state.levelState).toBe("Won");
    expect(state.turn).toBe(ready.turn);
    expect(state.actionsLeft).toBe(0);
    expect(state.forecast).toBeNull();
    expect(refusalCode(state, { type: "EndTurn" })).toBe(REFUSALS.gameOver);
  });

  it("activating one of two reactors does not win; the other stays ready and the forecast stays", () => {
    const level = placeProp(baseLevel(), {
      kind: "reactor-control",
      id: "spare",
      at: P(5, 1),
      bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
      activated: false,
    });
    const ready = play(newGame(robotAt(level, 3, 2)), [{ type: "EndTurn" }, north]).state;
    expect(ready.actionsLeft).toBe(2);
    const { state, events } = effects(ready, { type: "ActivateReactor" });
    expect(events).toEqual([{ type: "reactor-activated", reactor: "core", at: P(3, 1) }]);
    expect(state.levelState).toBe("Ready");
    expect(state.reactors.map((r) => [r.id, r.activated, r.ready])).toEqual([
      ["core", true, false],
      ["spare", false, true],
    ]);
    expect(state.forecast).not.toBeNull();
    expect(refusalCode(state, { type: "ActivateReactor" })).toBe(REFUSALS.reactorAlreadyActive);
  });

  it("is refused off a reactor control and at a reactor that is not ready", () => {
    expect(refusalCode(newGame(baseLevel()), { type: "ActivateReactor" })).toBe(REFUSALS.notAtReactor);
    const atCore = newGame(robotAt(baseLevel(), 3, 1));
    expect(refusalCode(atCore, { type: "ActivateReactor" })).toBe(REFUSALS.reactorNotReady);
    const starved = newGame(robotAt(setPropField(baseLevel(), "fuel-src", { enabled: false }), 3, 1));
    const later = play(starved, [{ type: "EndTurn" }]).state;
    expect(refusalCode(later, { type: "ActivateReactor" })).toBe(REFUSALS.reactorNotReady);
  });
});

describe("EndTurn", () => {
  it("has no effect of its own: the simulation follows the acceptance directly", () => {
    const { events } = effects(newGame(baseLevel()), { type: "EndTurn" });
    expect(events[0]).toMatchObject({ type: "simulation-started" });
  });
});
