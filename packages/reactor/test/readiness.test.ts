import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  type Pos,
  REFUSALS,
  setTerrain,
  step,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play, setPropField, withProp } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

/** Heat never flows between cells (both flow rates 0), so a cell keeps the heat written into it. */
const still = (level: Level): Level => ({ ...level, balance: { pairs: { heatFlow: 0, heatFlow2: 0 } } });

/** The base level without heat flow, the robot at `robot`. */
const calm = (robot: Pos = P(3, 3)): Level => ({
  ...still(baseLevel()),
  robot: { at: robot, inventory: [], heatImmunity: 0 },
});

const heatAt = (s: GameState, p: Pos, value: number) => {
  s.hazards.heat[cell(s, p)] = value;
};

/** One simulation from a fresh game of `level` with heat written in first. */
const afterTurn = (level: Level, heat: [Pos, number][]) =>
  endTurns(
    gameWith(level, (s) => {
      for (const [p, v] of heat) heatAt(s, p, v);
    }),
    1,
  ).state;

/** A second reactor "core-2" controlled at `at`, bound to the base level's three consumers unless told. */
const secondReactor = (level: Level, at: Pos, extra: { area?: Pos[]; fuel?: Pos } = {}): Level =>
  withProp(level, {
    kind: "reactor-control",
    id: "core-2",
    at,
    bindings: { fuel: extra.fuel ?? P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
    activated: false,
    ...(extra.area ? { area: extra.area } : {}),
  });

describe("the reactor area: the control cell and its floor neighbours, or the authored area", () => {
  const hot = B.reactor.critical + 1; // critical, below terminal

  it("heat on any one of the four floor neighbours of the control cell is the reactor's heat", () => {
    for (const p of [P(2, 1), P(4, 1), P(3, 0), P(3, 2)]) {
      const after = afterTurn(calm(), [[p, hot]]);
      expect(after.reactors[0]!.heat).toBe(hot);
      expect(after.reactors[0]!.ready).toBe(false);
      expect(after.levelState).toBe("Critical");
    }
  });

  it("the reactor heat is the highest heat in the area; cells outside it do not count", () => {
    const after = afterTurn(calm(), [
      [P(3, 1), 1],
      [P(2, 1), 2],
      [P(4, 1), 0.5],
      [P(2, 2), hot], // diagonal: not a neighbour
      [P(5, 1), hot], // two cells away
    ]);
    expect(after.reactors[0]!.heat).toBe(2);
    expect(after.reactors[0]!.ready).toBe(true);
  });

  it("a control cell on the level's edge has no neighbour beyond the edge (nothing wraps to another row)", () => {
    // Control at (0,1): its area is (0,1), (1,1), (0,0), (0,2); "(-1,1)" would be cell index 6, i.e. (6,0).
    const left = setPropField(calm(), "core", { at: P(0, 1) });
    const after = afterTurn(left, [[P(6, 0), hot]]);
    expect(after.reactors[0]).toMatchObject({ heat: 0, ready: true });
    // The same on the right edge: (7,1) would be (0,2).
    const right = setPropField(calm(), "core", { at: P(6, 1) });
    const after2 = afterTurn(right, [[P(0, 2), hot]]);
    expect(after2.reactors[0]).toMatchObject({ heat: 0, ready: true });
  });

  it("a wall beside the control cell is not part of the area", () => {
    // The wall at (4,1) is no floor neighbour; even holding heat (a state a test wrote) it is not reactor heat.
    const level = setTerrain(calm(P(3, 1)), P(4, 1), "wall");
    const ready = endTurns(newGame(level), 1).state;
    expect(ready.reactors[0]!.ready).toBe(true);
    heatAt(ready, P(4, 1), hot);
    const won = step(ready, { type: "ActivateReactor" });
    expect(won).toMatchObject({ ok: true });
    if (won.ok) expect(won.state.levelState).toBe("Won");
  });

  it("an authored area replaces the default one", () => {
    const level = setPropField(calm(), "core", { area: [P(5, 3), P(1, 3)] });
    const inArea = afterTurn(level, [[P(5, 3), hot]]);
    expect(inArea.reactors[0]!.heat).toBe(hot);
    expect(inArea.levelState).toBe("Critical");
    const atControl = afterTurn(level, [
      [P(3, 1), hot],
      [P(3, 0), hot],
    ]);
    expect(atControl.reactors[0]).toMatchObject({ heat: 0, ready: true });
    expect(atControl.levelState).toBe("Ready");
  });
});

describe("readiness needs reactor heat below reactor.caution (balance thresholds are inclusive)", () => {
  it("heat exactly at reactor.caution blocks readiness and makes the level Caution", () => {
    const after = afterTurn(calm(), [[P(3, 1), B.reactor.caution]]);
    expect(after.reactors[0]).toMatchObject({ heat: B.reactor.caution, ready: false });
    expect(after.levelState).toBe("Caution");
  });

  it("heat just below reactor.caution is safe: Ready", () => {
    const after = afterTurn(calm(), [[P(3, 1), B.reactor.caution - 0.01]]);
    expect(after.reactors[0]!.ready).toBe(true);
    expect(after.levelState).toBe("Ready");
  });

  it("heat exactly at reactor.critical makes the level Critical; just below it is Caution", () => {
    expect(afterTurn(calm(), [[P(3, 1), B.reactor.critical]]).levelState).toBe("Critical");
    expect(afterTurn(calm(), [[P(3, 1), B.reactor.critical - 0.01]]).levelState).toBe("Caution");
  });
});

describe("the level state is derived from the reactors and the services", () => {
  it("at level start nothing produces yet: the required services are missing, so the level is Caution", () => {
    const state = newGame(baseLevel());
    expect(Object.values(state.services)).toEqual(["supplied", "supplied", "supplied"]);
    expect(state.reactors[0]!.ready).toBe(false);
    expect(state.levelState).toBe("Caution");
  });

  it("a reactor whose only problem is its heat (caution band) makes the level Caution", () => {
    const after = afterTurn(calm(), [[P(3, 1), B.reactor.caution + 1]]);
    expect(after.services).toMatchObject({
      "fuel-use": "producing",
      "coolant-use": "producing",
      "electricity-use": "producing",
    });
    expect(after.levelState).toBe("Caution");
  });

  it("one reactor's critical heat makes the level Critical even when another reactor is cool", () => {
    // core-2 is cool but not ready (its fuel consumer is off); core is critically hot.
    let level = withProp(calm(), {
      kind: "consumer",
      id: "fuel-use-2",
      at: P(3, 0),
      carrier: "fuel",
      enabled: false,
    });
    level = secondReactor(level, P(1, 3), { fuel: P(3, 0), area: [P(1, 3)] });
    const after = afterTurn(level, [[P(3, 1), B.reactor.critical]]);
    expect(after.reactors.map((r) => r.heat)).toEqual([B.reactor.critical, 0]);
    expect(after.reactors.map((r) => r.ready)).toEqual([false, false]);
    expect(after.levelState).toBe("Critical");
  });

  it("after one of two reactors is activated, the other's caution heat keeps the level at Caution", () => {
    // core-2's authored area (1,3) is warm, so only core is ready; activating core leaves core-2 warm.
    const level = secondReactor(calm(P(3, 1)), P(1, 3), { area: [P(1, 3)] });
    const ready = afterTurn(level, [[P(1, 3), B.reactor.caution + 1]]);
    expect(ready.reactors.map((r) => r.ready)).toEqual([true, false]);
    const { state } = play(ready, [{ type: "ActivateReactor" }]);
    expect(state.reactors.map((r) => r.activated)).toEqual([true, false]);
    expect(state.levelState).toBe("Caution");
  });

  it("after one of two reactors is activated, a required consumer just switched on (unknown) keeps Caution", () => {
    // core-2 needs fuel-use-2 at (3,0), off at first: core is ready alone. The robot switches fuel-use-2 on
    // (its service is unknown until the next simulation) and activates core with an action to spare.
    let level = withProp(
      { ...calm(P(3, 0)), balance: { actionsPerTurn: 4, pairs: { heatFlow: 0, heatFlow2: 0 } } },
      { kind: "consumer", id: "fuel-use-2", at: P(3, 0), carrier: "fuel", enabled: false },
    );
    level = secondReactor(level, P(1, 3), { fuel: P(3, 0) });
    const ready = endTurns(newGame(level), 1).state;
    expect(ready.reactors.map((r) => r.ready)).toEqual([true, false]);
    const { state } = play(ready, [
      { type: "InteractProp" },
      { type: "MoveRobot", direction: "south" },
      { type: "ActivateReactor" },
    ]);
    expect(state.actionsLeft).toBe(1);
    expect(state.services["fuel-use-2"]).toBe("unknown");
    expect(state.reactors.map((r) => r.activated)).toEqual([true, false]);
    expect(state.levelState).toBe("Caution");
  });

  it("activation is refused at heat exactly reactor.caution (re-checked at the moment of activation)", () => {
    const ready = endTurns(newGame(calm(P(3, 1))), 1).state;
    heatAt(ready, P(3, 2), B.reactor.caution);
    expect(step(ready, { type: "ActivateReactor" })).toMatchObject({
      ok: false,
      code: REFUSALS.reactorNotReady,
    });
  });
});
