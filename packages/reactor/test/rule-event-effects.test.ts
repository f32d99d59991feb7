import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type Effect,
  type GameState,
  type Level,
  newGame,
  placeProp,
  setNetworkCell,
  setTerrain,
} from "../src/index.js";
import { createContext } from "../src/simulation/context.js";
import { applyEffect } from "../src/simulation/rules.js";
import { baseLevel, cell, P } from "./helpers/levels.js";

// Each effect of a rule event is an isolated formula over the state (docs/reactor/rules.md, "Rule events"):
// these tests apply one effect to a fresh game and expect exact results. `apply` returns why the effect was
// rejected (what `rule-effect-rejected` logs), or null.

const B = DEFAULT_BALANCE;

/**
 * The base level (lines on rows 0, 2, 4) with: a wall at (2,4) over the electricity line, a lone coolant
 * cell under (2,0) next to the fuel line, a terminal at (1,3), a door at (5,3), and three leaks — fuel "a"
 * at (2,0), fuel "b" at (4,0) and coolant "c" at (2,0).
 */
function effectsLevel(): Level {
  let level = setTerrain(baseLevel(), P(2, 4), "wall");
  level = setNetworkCell(level, "coolant", P(2, 0), true);
  level = placeProp(level, { kind: "terminal", id: "eye", at: P(1, 3), unlocked: false });
  level = placeProp(level, { kind: "door", id: "hatch", at: P(5, 3), edge: [P(5, 3), P(6, 3)], open: true });
  return {
    ...level,
    leaks: [
      { id: "a", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false },
      { id: "b", carrier: "fuel", at: P(4, 0), access: P(4, 0), severity: 1, repaired: false },
      { id: "c", carrier: "coolant", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false },
    ],
  };
}

const fresh = () => newGame(effectsLevel());
const apply = (state: GameState, effect: Effect) => applyEffect(createContext(state, false), effect);
const leak = (state: GameState, id: string) => state.leaks.find((l) => l.id === id);
const hazard = (
  state: GameState,
  element: "fuel" | "coolant" | "electricity" | "heat",
  x: number,
  y: number,
) => state.hazards[element][cell(state, P(x, y))];

describe("rule effects: hazard and heat add or remove surface values, clamped (isolated formulas)", () => {
  it("adds and removes exactly the amount", () => {
    const state = fresh();
    expect(apply(state, { kind: "heat", at: P(1, 1), amount: 2.5 })).toBeNull();
    expect(hazard(state, "heat", 1, 1)).toBe(2.5);
    expect(apply(state, { kind: "heat", at: P(1, 1), amount: -1 })).toBeNull();
    expect(hazard(state, "heat", 1, 1)).toBe(1.5);
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "coolant", amount: 1.25 })).toBeNull();
    expect(hazard(state, "coolant", 1, 1)).toBe(1.25);
    expect(hazard(state, "fuel", 1, 1)).toBe(0);
  });

  it("clamps to the element's balance range", () => {
    const state = fresh();
    state.hazards.fuel[cell(state, P(1, 1))] = 9;
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "fuel", amount: 3 })).toBeNull();
    expect(hazard(state, "fuel", 1, 1)).toBe(B.clamps.fuel.max);
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "fuel", amount: -25 })).toBeNull();
    expect(hazard(state, "fuel", 1, 1)).toBe(B.clamps.fuel.min);
    expect(apply(state, { kind: "heat", at: P(1, 1), amount: 99 })).toBeNull();
    expect(hazard(state, "heat", 1, 1)).toBe(B.clamps.heat.max);
  });

  it("a remedy block keeps additions of its element out (rejected), but not removals or other elements", () => {
    const state = fresh();
    const c = cell(state, P(1, 1));
    state.blocks.fuel[c] = 2;
    state.hazards.fuel[c] = 2;
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "fuel", amount: 1 })).toBeTruthy();
    expect(hazard(state, "fuel", 1, 1)).toBe(2);
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "fuel", amount: 0 })).toBeNull();
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "fuel", amount: -0.5 })).toBeNull();
    expect(hazard(state, "fuel", 1, 1)).toBe(1.5);
    expect(apply(state, { kind: "hazard", at: P(1, 1), element: "coolant", amount: 1 })).toBeNull();
    expect(hazard(state, "coolant", 1, 1)).toBe(1);
    expect(apply(state, { kind: "heat", at: P(1, 1), amount: 1 })).toBeNull();
    expect(hazard(state, "heat", 1, 1)).toBe(1);
  });

  it("a wall or a cell outside the level is rejected and nothing changes", () => {
    const state = fresh();
    const before = structuredClone(state.hazards);
    expect(apply(state, { kind: "heat", at: P(2, 4), amount: 1 })).toBeTruthy();
    expect(apply(state, { kind: "hazard", at: P(2, 4), element: "fuel", amount: 1 })).toBeTruthy();
    // (-1, 1) would be flat index 6 = (6, 0), a floor cell
    expect(apply(state, { kind: "heat", at: P(-1, 1), amount: 1 })).toBeTruthy();
    expect(apply(state, { kind: "hazard", at: P(-1, 1), element: "fuel", amount: 1 })).toBeTruthy();
    expect(state.hazards).toEqual(before);
  });
});

describe("rule effects: inventory adds up to the capacity and removes the named remedy", () => {
  it("adds up to the inventory capacity", () => {
    const state = fresh();
    state.robot.inventory = ["FuelNeutralizer"];
    expect(apply(state, { kind: "inventory", remedy: "HeatShield", amount: 5 })).toBeNull();
    expect(state.robot.inventory).toHaveLength(B.inventoryCapacity);
    expect(state.robot.inventory).toEqual(["FuelNeutralizer", "HeatShield", "HeatShield"]);
    expect(apply(state, { kind: "inventory", remedy: "HeatShield", amount: 1 })).toBeNull();
    expect(state.robot.inventory).toEqual(["FuelNeutralizer", "HeatShield", "HeatShield"]);
  });

  it("removes that many of the remedy (the latest first), never another remedy, and stops when none is left", () => {
    const state = fresh();
    state.robot.inventory = ["HeatShield", "FuelNeutralizer", "HeatShield"];
    expect(apply(state, { kind: "inventory", remedy: "HeatShield", amount: -1 })).toBeNull();
    expect(state.robot.inventory).toEqual(["HeatShield", "FuelNeutralizer"]);
    expect(apply(state, { kind: "inventory", remedy: "HeatShield", amount: -1 })).toBeNull();
    expect(state.robot.inventory).toEqual(["FuelNeutralizer"]);
    expect(apply(state, { kind: "inventory", remedy: "CoolantNeutralizer", amount: -2 })).toBeNull();
    expect(state.robot.inventory).toEqual(["FuelNeutralizer"]);
    state.robot.inventory = ["HeatShield", "FuelNeutralizer", "HeatShield"];
    expect(apply(state, { kind: "inventory", remedy: "HeatShield", amount: -5 })).toBeNull();
    expect(state.robot.inventory).toEqual(["FuelNeutralizer"]);
    expect(apply(state, { kind: "inventory", remedy: "FuelNeutralizer", amount: 0 })).toBeNull();
    expect(state.robot.inventory).toEqual(["FuelNeutralizer"]);
  });
});

describe("rule effects: leaks", () => {
  it("start-leak adds a new unrepaired leak (a copy of the rule's leak)", () => {
    const state = fresh();
    const spec = { id: "n", carrier: "fuel" as const, at: P(5, 0), access: P(5, 0), severity: 2 };
    expect(apply(state, { kind: "start-leak", leak: spec })).toBeNull();
    expect(leak(state, "n")).toEqual({ ...spec, repaired: false });
    expect(leak(state, "n")!.at).not.toBe(spec.at);
    expect(state.leaks).toHaveLength(4);
  });

  it("start-leak: an electricity leak in a wall with a floor face is valid; a fuel leak under a wall is not", () => {
    const state = fresh();
    expect(
      apply(state, {
        kind: "start-leak",
        leak: { id: "spark", carrier: "electricity", at: P(2, 4), access: P(2, 3), severity: 1 },
      }),
    ).toBeNull();
    expect(leak(state, "spark")).toMatchObject({ at: P(2, 4), access: P(2, 3), repaired: false });
    expect(
      apply(state, {
        kind: "start-leak",
        leak: { id: "bad", carrier: "electricity", at: P(1, 4), access: P(1, 3), severity: 1 },
      }),
    ).toBeTruthy();
    const walled = newGame(setTerrain(effectsLevel(), P(5, 0), "wall"));
    expect(
      apply(walled, {
        kind: "start-leak",
        leak: { id: "bad", carrier: "fuel", at: P(5, 0), access: P(5, 0), severity: 1 },
      }),
    ).toBeTruthy();
    expect(leak(state, "bad")).toBeUndefined();
    expect(leak(walled, "bad")).toBeUndefined();
  });

  it("start-leak is rejected while a leak of that id is open, or while another open leak of the carrier sits there", () => {
    const state = fresh();
    const spec = { id: "n", carrier: "fuel" as const, at: P(5, 0), access: P(5, 0), severity: 1 };
    expect(apply(state, { kind: "start-leak", leak: spec })).toBeNull();
    expect(apply(state, { kind: "start-leak", leak: { ...spec, severity: 4 } })).toBeTruthy();
    // "a" is an open fuel leak at (2,0): a second fuel leak there clashes
    expect(
      apply(state, { kind: "start-leak", leak: { ...spec, id: "m", at: P(2, 0), access: P(2, 0) } }),
    ).toBeTruthy();
    expect(state.leaks.map((l) => l.id)).toEqual(["a", "b", "c", "n"]);
    expect(leak(state, "n")!.severity).toBe(1);
  });

  it("start-leak may share a cell with a repaired leak, or with an open leak of another carrier", () => {
    const state = fresh();
    leak(state, "a")!.repaired = true;
    const spec = { id: "m", carrier: "fuel" as const, at: P(2, 0), access: P(2, 0), severity: 1 };
    expect(apply(state, { kind: "start-leak", leak: spec })).toBeNull();
    expect(leak(state, "m")).toMatchObject({ at: P(2, 0), repaired: false });
    // the open coolant leak "c" at (2,0) does not clash with a fuel leak
    expect(leak(state, "c")!.repaired).toBe(false);
  });

  it("start-leak re-opens a repaired leak of the same id in place, with the rule's values", () => {
    const state = fresh();
    const spec = { id: "n", carrier: "fuel" as const, at: P(5, 0), access: P(5, 0), severity: 1 };
    expect(apply(state, { kind: "start-leak", leak: spec })).toBeNull();
    leak(state, "n")!.repaired = true;
    expect(apply(state, { kind: "start-leak", leak: { ...spec, severity: 3 } })).toBeNull();
    expect(state.leaks.filter((l) => l.id === "n")).toEqual([{ ...spec, severity: 3, repaired: false }]);
  });

  it("worsen-leak raises that leak's severity and re-opens it; an unknown leak is rejected", () => {
    const state = fresh();
    leak(state, "b")!.repaired = true;
    expect(apply(state, { kind: "worsen-leak", leak: "b", by: 2.5 })).toBeNull();
    expect(leak(state, "b")).toMatchObject({ severity: 3.5, repaired: false });
    expect(leak(state, "a")).toMatchObject({ severity: 1, repaired: false });
    expect(apply(state, { kind: "worsen-leak", leak: "later", by: 1 })).toBeTruthy();
  });

  it("repair-cell repairs exactly the leaks of that carrier on that cell", () => {
    const state = fresh();
    expect(apply(state, { kind: "repair-cell", carrier: "fuel", at: P(2, 0) })).toBeNull();
    expect(state.leaks.map((l) => [l.id, l.repaired])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
    ]);
    expect(state.networks.fuel.present[cell(state, P(2, 0))]).toBe(1);
  });

  it("repair-cell is rejected where that carrier has no cell (absent, removed, or outside the level)", () => {
    const state = fresh();
    expect(apply(state, { kind: "repair-cell", carrier: "fuel", at: P(2, 1) })).toBeTruthy();
    // (-1, 1) would be flat index 6 = (6, 0), a fuel cell
    expect(apply(state, { kind: "repair-cell", carrier: "fuel", at: P(-1, 1) })).toBeTruthy();
    expect(apply(state, { kind: "disable-cell", carrier: "fuel", at: P(4, 0) })).toBeNull();
    expect(apply(state, { kind: "repair-cell", carrier: "fuel", at: P(4, 0) })).toBeTruthy();
    expect(leak(state, "b")!.repaired).toBe(false);
  });
});

describe("rule effects: disable-cell and set-prop", () => {
  it("disable-cell makes the cell absent with no carrier, and records the edit as carrier:index", () => {
    const state = fresh();
    const c = cell(state, P(3, 2));
    expect(state.networks.coolant.amount[c]).toBeGreaterThan(0);
    expect(apply(state, { kind: "disable-cell", carrier: "coolant", at: P(3, 2) })).toBeNull();
    expect(state.networks.coolant.present[c]).toBe(0);
    expect(state.networks.coolant.amount[c]).toBe(0);
    expect(state.networks.coolant.potential[c]).toBe(0);
    expect(state.networkEdits).toEqual([`coolant:${c}`]);
    expect(state.networks.fuel.present[cell(state, P(3, 0))]).toBe(1);
  });

  it("disable-cell is rejected where that carrier has no cell, and changes nothing", () => {
    const state = fresh();
    expect(apply(state, { kind: "disable-cell", carrier: "coolant", at: P(3, 0) })).toBeTruthy();
    expect(apply(state, { kind: "disable-cell", carrier: "fuel", at: P(-1, 1) })).toBeTruthy();
    expect(state.networks.fuel.present[cell(state, P(6, 0))]).toBe(1);
    expect(apply(state, { kind: "disable-cell", carrier: "fuel", at: P(3, 0) })).toBeNull();
    expect(apply(state, { kind: "disable-cell", carrier: "fuel", at: P(3, 0) })).toBeTruthy();
    expect(state.networkEdits).toEqual([`fuel:${cell(state, P(3, 0))}`]);
  });

  it("set-prop: a consumer's service becomes unknown when enabled, disabled when disabled", () => {
    const state = fresh();
    expect(apply(state, { kind: "set-prop", at: P(6, 0), state: "disabled" })).toBeNull();
    expect(state.props.find((p) => p.id === "fuel-use")).toMatchObject({ enabled: false });
    expect(state.services["fuel-use"]).toBe("disabled");
    expect(apply(state, { kind: "set-prop", at: P(6, 0), state: "enabled" })).toBeNull();
    expect(state.services["fuel-use"]).toBe("unknown");
  });

  it("set-prop changes flows and doors without touching the services", () => {
    const state = fresh();
    const services = { ...state.services };
    expect(apply(state, { kind: "set-prop", at: P(0, 2), state: "disabled" })).toBeNull();
    expect(state.props.find((p) => p.id === "coolant-src")).toMatchObject({ enabled: false });
    expect(apply(state, { kind: "set-prop", at: P(5, 3), state: "closed" })).toBeNull();
    expect(state.props.find((p) => p.id === "hatch")).toMatchObject({ open: false });
    expect(state.services).toEqual(services);
  });

  it("set-prop is rejected for terminals, reactor controls, empty cells and unknown state names", () => {
    const state = fresh();
    const props = structuredClone(state.props);
    expect(apply(state, { kind: "set-prop", at: P(1, 3), state: "unlocked" })).toBeTruthy();
    expect(apply(state, { kind: "set-prop", at: P(3, 1), state: "activated" })).toBeTruthy();
    expect(apply(state, { kind: "set-prop", at: P(1, 1), state: "enabled" })).toBeTruthy();
    expect(apply(state, { kind: "set-prop", at: P(0, 0), state: "open" })).toBeTruthy();
    expect(state.props).toEqual(props);
    expect(state.diagnosticsUnlocked).toBe(false);
  });
});

describe("rule effects: lose and warn", () => {
  it("lose marks a terminal loss with its reason; the first loss stays", () => {
    const state = fresh();
    expect(apply(state, { kind: "lose", reason: "first" })).toBeNull();
    expect(apply(state, { kind: "lose", reason: "second" })).toBeNull();
    expect(state.loss).toEqual({ reason: "rule-terminal", message: "first" });
  });

  it("warn changes nothing", () => {
    const state = fresh();
    const before = JSON.stringify(state);
    expect(apply(state, { kind: "warn", text: "careful" })).toBeNull();
    expect(JSON.stringify(state)).toBe(before);
  });
});
