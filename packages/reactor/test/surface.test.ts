import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  newGame,
  type Pos,
  placeProp,
  REFUSALS,
  setTerrain,
  step,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

/** The base level with a fuel leak at (2,0), a coolant leak at (2,2) and an electricity wall leak at (2,4) facing (2,3). */
function leakyLevel() {
  let level = setTerrain(baseLevel(), P(2, 4), "wall");
  level = {
    ...level,
    leaks: [
      { id: "fuel-leak", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false },
      { id: "coolant-leak", carrier: "coolant", at: P(2, 2), access: P(2, 2), severity: 1, repaired: false },
      {
        id: "power-leak",
        carrier: "electricity",
        at: P(2, 4),
        access: P(2, 3),
        severity: 1,
        repaired: false,
      },
    ],
  };
  return level;
}

const total = (s: GameState, element: "fuel" | "coolant" | "electricity" | "heat") =>
  s.hazards[element].reduce((a, b) => a + b, 0);

describe("fuel, coolant and electricity leaks inject through their valid access rules (design test requirement 10)", () => {
  it("fuel and coolant leaks inject into their own floor cell; an electricity wall leak into its stored face only", () => {
    const { state, events } = endTurns(newGame(leakyLevel()), 1);
    expect(state.hazards.fuel[cell(state, P(2, 0))]).toBeGreaterThan(0);
    expect(state.hazards.coolant[cell(state, P(2, 2))]).toBeGreaterThan(0);
    expect(state.hazards.electricity[cell(state, P(2, 3))]).toBeGreaterThan(0);
    expect(state.hazards.electricity[cell(state, P(2, 4))]).toBe(0); // the wall never stores hazards
    expect(total(state, "electricity")).toBeCloseTo(state.hazards.electricity[cell(state, P(2, 3))]!, 12);
    const injected = events
      .filter((e) => e.type === "leak-injected")
      .map((e) => e.type === "leak-injected" && e.leak);
    expect(injected).toEqual(["fuel-leak", "coolant-leak", "power-leak"]);
  });

  it("the injected amount is severity × (amountFactor × amount + potentialFactor × potential) at the leak cell (isolated formula)", () => {
    const state = newGame(leakyLevel());
    const { state: after } = endTurns(state, 1);
    const c = cell(after, P(2, 0));
    const f = B.carriers.fuel;
    expect(after.hazards.fuel[c]).toBeCloseTo(
      f.leakAmountFactor * after.networks.fuel.amount[c]! +
        f.leakPotentialFactor * after.networks.fuel.potential[c]!,
      10,
    );
  });

  it("a leaking cell still carries flow, a leak with no flow injects nothing, and a repaired leak stops injecting without cleaning", () => {
    const { state } = endTurns(newGame(leakyLevel()), 1);
    expect(state.services["fuel-use"]).toBe("producing");
    const noFlow = {
      ...leakyLevel(),
      props: leakyLevel().props.map((p) => (p.id === "fuel-src" ? { ...p, enabled: false } : p)),
    };
    expect(endTurns(newGame(noFlow), 1).state.hazards.fuel[cell(state, P(2, 0))]).toBe(0);
    const atLeak = { ...leakyLevel(), robot: { at: P(2, 0), inventory: [], heatImmunity: 0 } };
    const first = endTurns(newGame(atLeak), 1).state;
    const spilled = total(first, "fuel");
    const repaired = play(first, [
      { type: "InteractLeak", use: "repair", leak: "fuel-leak" },
      { type: "EndTurn" },
    ]).state;
    expect(repaired.leaks.find((l) => l.id === "fuel-leak")!.repaired).toBe(true);
    expect(total(repaired, "fuel")).toBeCloseTo(spilled, 10); // no new fuel, none cleaned
  });

  it("a leak is reached only from its access cell", () => {
    const state = newGame({ ...leakyLevel(), robot: { at: P(2, 4 - 1), inventory: [], heatImmunity: 0 } });
    expect(step(state, { type: "InteractLeak", use: "repair", leak: "power-leak" }).ok).toBe(true);
    expect(step(state, { type: "InteractLeak", use: "repair", leak: "fuel-leak" })).toMatchObject({
      ok: false,
      code: REFUSALS.leakNotReachable,
    });
  });

  it("higher severity injects more", () => {
    const level = leakyLevel();
    const worse = {
      ...level,
      leaks: level.leaks.map((l) => (l.id === "coolant-leak" ? { ...l, severity: 3 } : l)),
    };
    const a = endTurns(newGame(level), 1).state;
    const b = endTurns(newGame(worse), 1).state;
    expect(b.hazards.coolant[cell(b, P(2, 2))]).toBeGreaterThan(a.hazards.coolant[cell(a, P(2, 2))]!);
  });
});

describe("remedies remove only matching hazards and create temporary matching blocks (design test requirement 11)", () => {
  const mixed = (
    inventory: ("FuelNeutralizer" | "CoolantNeutralizer" | "ElectricityNeutralizer" | "HeatShield")[],
  ) =>
    gameWith({ ...leakyLevel(), robot: { at: P(2, 0), inventory, heatImmunity: 0 } }, (s) => {
      const c = cell(s, P(2, 0));
      s.hazards.fuel[c] = 2;
      s.hazards.coolant[c] = 1;
      s.hazards.electricity[c] = 1;
      s.hazards.heat[c] = 1;
    });

  it("a fuel neutralizer at the leak face removes the fuel only (not coolant, electricity or heat) and is consumed", () => {
    const state = mixed(["FuelNeutralizer"]);
    const r = step(state, { type: "InteractLeak", use: "remedy", leak: "fuel-leak" });
    if (!r.ok) throw new Error(r.message);
    const c = cell(r.state, P(2, 0));
    expect(r.state.hazards.fuel[c]).toBe(0);
    expect([r.state.hazards.coolant[c], r.state.hazards.electricity[c], r.state.hazards.heat[c]]).toEqual([
      1, 1, 1,
    ]);
    expect(r.state.robot.inventory).toEqual([]);
    expect(r.state.blocks.fuel[c]).toBe(B.remedyBlockTurns);
    expect(r.state.blocks.coolant[c]).toBe(0);
    expect(r.state.leaks.find((l) => l.id === "fuel-leak")!.repaired).toBe(false);
  });

  it("a neutralizer that does not match the leak is refused", () => {
    expect(
      step(mixed(["CoolantNeutralizer"]), { type: "InteractLeak", use: "remedy", leak: "fuel-leak" }),
    ).toMatchObject({ ok: false, code: REFUSALS.noMatchingRemedy });
    expect(step(mixed([]), { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" })).toMatchObject(
      { ok: false, code: REFUSALS.noMatchingRemedy },
    );
  });

  it("the block keeps the leak's element out while it lasts, then expires", () => {
    const state = mixed(["FuelNeutralizer"]);
    let s = play(state, [
      { type: "InteractLeak", use: "remedy", leak: "fuel-leak" },
      { type: "EndTurn" },
    ]).state;
    const c = cell(s, P(2, 0));
    expect(s.hazards.fuel[c]).toBe(0);
    for (let t = 1; t < B.remedyBlockTurns; t++) {
      s = endTurns(s, 1).state;
      expect(s.hazards.fuel[c]).toBe(0);
    }
    expect(s.blocks.fuel[c]).toBe(0);
    expect(s.log.some((e) => e.type === "remedy-block-expired")).toBe(true);
    s = endTurns(s, 1).state;
    expect(s.hazards.fuel[c]).toBeGreaterThan(0);
  });

  it("the block also keeps neighbouring fuel from flowing in, but not other elements", () => {
    const state = gameWith(
      { ...baseLevel(), robot: { at: P(3, 3), inventory: ["FuelNeutralizer"], heatImmunity: 0 } },
      (s) => {
        s.hazards.fuel[cell(s, P(3, 3))] = 4;
        s.hazards.fuel[cell(s, P(2, 3))] = B.bands.fuel.critical + 1;
        s.hazards.heat[cell(s, P(2, 3))] = B.bands.heat.critical + 1;
      },
    );
    const { state: after } = play(state, [
      { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" },
      { type: "EndTurn" },
    ]);
    expect(after.hazards.fuel[cell(after, P(3, 3))]).toBe(0);
    expect(after.hazards.fuel[cell(after, P(4, 3))]).toBe(0);
    expect(after.hazards.heat[cell(after, P(3, 3))]).toBeGreaterThan(0);
  });

  it("a heat shield is consumed, grants immunity and does not reduce heat", () => {
    const state = mixed(["HeatShield"]);
    const r = step(state, { type: "ApplyHeatShield" });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.robot).toMatchObject({ inventory: [], heatImmunity: B.heatImmunitySteps });
    expect(r.state.hazards.heat[cell(r.state, P(2, 0))]).toBe(1);
    expect(step(r.state, { type: "ApplyHeatShield" })).toMatchObject({
      ok: false,
      code: REFUSALS.noHeatShield,
    });
  });

  it("supplies are single-use pickups that respect inventory capacity", () => {
    const level = placeProp(
      { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 0 } },
      {
        kind: "remedy-supply",
        id: "crate",
        at: P(1, 3),
        supply: "ElectricityRemedySupply",
        depleted: false,
      },
    );
    const picked = play(newGame(level), [{ type: "InteractProp" }]).state;
    expect(picked.robot.inventory).toEqual(["ElectricityNeutralizer"]);
    expect(step(picked, { type: "InteractProp" })).toMatchObject({
      ok: false,
      code: REFUSALS.supplyDepleted,
    });
    const full = newGame({
      ...level,
      robot: { ...level.robot, inventory: Array(B.inventoryCapacity).fill("HeatShield") },
    });
    expect(step(full, { type: "InteractProp" })).toMatchObject({ ok: false, code: REFUSALS.inventoryFull });
  });
});

describe("a heat shield never reduces heat or blocks its flow", () => {
  /** The robot at (3,3) with a heat shield in hand; `heat` writes the surface heat before the turn. */
  const hot = (heat: [Pos, number][]) =>
    gameWith({ ...baseLevel(), robot: { at: P(3, 3), inventory: ["HeatShield"], heatImmunity: 0 } }, (s) => {
      for (const [p, v] of heat) s.hazards.heat[cell(s, p)] = v;
    });
  const turn = (state: GameState, shield: boolean) =>
    play(state, shield ? [{ type: "ApplyHeatShield" }, { type: "EndTurn" }] : [{ type: "EndTurn" }]).state;

  it("heat flows into and out of the shielded robot's cell exactly as without the shield", () => {
    const inflow = hot([[P(4, 3), B.bands.heat.critical + 2]]);
    const shielded = turn(inflow, true);
    expect(shielded.robot.heatImmunity).toBeGreaterThan(0);
    expect(shielded.hazards.heat[cell(shielded, P(3, 3))]).toBeGreaterThan(0);
    expect(shielded.hazards).toEqual(turn(inflow, false).hazards);
    const outflow = hot([[P(3, 3), B.clamps.heat.max]]);
    const cooled = turn(outflow, true);
    expect(cooled.loss).toBeNull();
    expect(cooled.hazards.heat[cell(cooled, P(3, 3))]).toBeLessThan(B.clamps.heat.max);
    expect(cooled.hazards.heat[cell(cooled, P(2, 3))]).toBeGreaterThan(0);
    expect(cooled.hazards).toEqual(turn(outflow, false).hazards);
  });

  it("property: shielded or not, the turn leaves the same surface values around the robot", () => {
    const around = [P(3, 3), P(2, 3), P(4, 3), P(3, 2), P(3, 4), P(2, 2), P(4, 4)];
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: B.clamps.heat.max, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (values) => {
          const state = hot(around.map((p, i) => [p, values[i]!]));
          expect(turn(state, true).hazards).toEqual(turn(state, false).hazards);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("closed doors block surface propagation across their edge only (design test requirement 12)", () => {
  /** Critical fuel and heat at (2,3); a door between (2,3) and (3,3). */
  const doorState = (open: boolean) =>
    gameWith(
      placeProp(baseLevel(), { kind: "door", id: "d", at: P(1, 3), edge: [P(2, 3), P(3, 3)], open }),
      (s) => {
        s.hazards.fuel[cell(s, P(2, 3))] = B.bands.fuel.critical + 2;
        s.hazards.heat[cell(s, P(2, 3))] = B.bands.heat.critical + 2;
        s.robot.at = P(5, 3);
      },
    );

  it("open: fuel and heat cross the edge; closed: nothing crosses it", () => {
    const open = endTurns(doorState(true), 1).state;
    const closed = endTurns(doorState(false), 1).state;
    const east = cell(open, P(3, 3));
    expect(open.hazards.fuel[east]).toBeGreaterThan(0);
    expect(open.hazards.heat[east]).toBeGreaterThan(0);
    expect(closed.hazards.fuel[east]).toBe(0);
    expect(closed.hazards.heat[east]).toBe(0);
  });

  it("a closed door still lets hazards spread across every other edge", () => {
    const closed = endTurns(doorState(false), 1).state;
    for (const p of [P(1, 3), P(2, 2), P(2, 4)])
      expect(closed.hazards.fuel[cell(closed, p)]).toBeGreaterThan(0);
  });

  it("a closed door does not block the robot, the networks or consumer supply, and leaves existing hazards", () => {
    const state = doorState(false);
    const before = state.hazards.fuel[cell(state, P(2, 3))]!;
    const moved = play({ ...state, robot: { ...state.robot, at: P(3, 3) } }, [
      { type: "MoveRobot", direction: "west" },
    ]).state;
    expect(moved.robot.at).toEqual(P(2, 3));
    const after = endTurns(state, 1).state;
    expect(after.services).toMatchObject({
      "fuel-use": "producing",
      "coolant-use": "producing",
      "electricity-use": "producing",
    });
    expect(after.hazards.fuel[cell(after, P(2, 3))]).toBeGreaterThan(0);
    expect(after.hazards.fuel[cell(after, P(2, 3))]).toBeLessThan(before);
  });

  it("the robot opens and closes a door from the door prop's cell", () => {
    const state = newGame({
      ...placeProp(baseLevel(), { kind: "door", id: "d", at: P(3, 3), edge: [P(3, 3), P(4, 3)], open: true }),
    });
    const closed = play(state, [{ type: "InteractProp" }]).state;
    expect(closed.props.find((p) => p.id === "d")).toMatchObject({ open: false });
    expect(play(closed, [{ type: "InteractProp" }]).state.props.find((p) => p.id === "d")).toMatchObject({
      open: true,
    });
  });
});
