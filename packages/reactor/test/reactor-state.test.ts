import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type Element,
  type GameState,
  newGame,
  type Pos,
  REFUSALS,
  step,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play, setPropField, withProp } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;
/** The base level's reactor area: its control cell and the four floor neighbours. */
const AREA = [P(3, 1), P(2, 1), P(4, 1), P(3, 0), P(3, 2)];
/** A cell and its four neighbours at one value: same-band pairs hold, so the centre keeps it this turn. */
function pool(s: GameState, centre: Pos, element: Element, value: number): void {
  for (const p of [
    centre,
    P(centre.x - 1, centre.y),
    P(centre.x + 1, centre.y),
    P(centre.x, centre.y - 1),
    P(centre.x, centre.y + 1),
  ]) {
    s.hazards[element][cell(s, p)] = value;
  }
}

describe("consumers derive disabled, starved, supplied and producing (design test requirement 4)", () => {
  it("before any simulation an enabled, fed consumer is supplied (input), after one it is producing (output)", () => {
    const state = newGame(baseLevel());
    expect(state.services["fuel-use"]).toBe("supplied");
    expect(endTurns(state, 1).state.services["fuel-use"]).toBe("producing");
  });

  it("an enabled consumer without enough carrier is starved; a disabled one is disabled, not starved", () => {
    const level = setPropField(
      setPropField(baseLevel(), "coolant-src", { enabled: false }),
      "electricity-use",
      { enabled: false },
    );
    const { state } = endTurns(newGame(level), 1);
    expect(state.services["coolant-use"]).toBe("starved");
    expect(state.services["electricity-use"]).toBe("disabled");
  });

  it("demand is a predicate on amount and pressure/voltage: too far from the source starves", () => {
    const far =
      Math.ceil(
        (B.carriers.fuel.sourceAmount - B.carriers.fuel.demandAmount) / B.carriers.fuel.amountFalloff,
      ) + 2;
    const level = baseLevel(far + 1);
    expect(endTurns(newGame(level), 1).state.services["fuel-use"]).toBe("starved");
    expect(endTurns(newGame(baseLevel(7)), 1).state.services["fuel-use"]).toBe("producing");
  });

  it("toggling a consumer makes it unknown (on) or disabled (off) until the next simulation decides", () => {
    const level = { ...baseLevel(), robot: { at: P(6, 2), inventory: [], heatImmunity: 0 } };
    const off = play(newGame(level), [{ type: "InteractProp" }]).state;
    expect(off.services["coolant-use"]).toBe("disabled");
    const on = play(off, [{ type: "InteractProp" }]).state;
    expect(on.services["coolant-use"]).toBe("unknown");
    expect(endTurns(on, 1).state.services["coolant-use"]).toBe("producing");
  });
});

describe("bound reactor readiness requires the three bound consumers and safe reactor heat (design test requirement 5)", () => {
  it("all three bound consumers producing and cool reactor area → Ready", () => {
    const { state } = endTurns(newGame(baseLevel()), 1);
    expect(state.reactors[0]).toMatchObject({ id: "core", ready: true });
    expect(state.levelState).toBe("Ready");
  });

  for (const carrier of ["fuel", "coolant", "electricity"] as const) {
    it(`a missing ${carrier} service blocks readiness (Caution, not a loss)`, () => {
      const { state } = endTurns(newGame(setPropField(baseLevel(), `${carrier}-src`, { enabled: false })), 1);
      expect(state.reactors[0]!.ready).toBe(false);
      expect(state.levelState).toBe("Caution");
      expect(state.loss).toBeNull();
    });
  }

  it("reactor heat in the caution band blocks readiness; the critical band makes the level Critical", () => {
    const warm = gameWith(baseLevel(), (s) => {
      for (const p of AREA) s.hazards.heat[cell(s, p)] = B.reactor.caution + 0.5;
    });
    const { state } = endTurns(warm, 1);
    expect(state.reactors[0]!.heat).toBeGreaterThanOrEqual(B.reactor.caution);
    expect(state.reactors[0]!.ready).toBe(false);
    const hot = gameWith(baseLevel(), (s) => {
      for (const p of AREA) s.hazards.heat[cell(s, p)] = B.reactor.critical + 1;
    });
    expect(endTurns(hot, 1).state.levelState).toBe("Critical");
  });
});

describe("a lost level is never ready", () => {
  it("a robot lost on the turn the services come up: no REACTOR READY, activation refused", () => {
    const state = gameWith({ ...baseLevel(), robot: { at: P(3, 1), inventory: [], heatImmunity: 0 } }, (s) =>
      pool(s, P(3, 1), "fuel", B.clamps.fuel.max),
    );
    const { state: after, events } = endTurns(state, 1);
    expect(after.services).toMatchObject({ "fuel-use": "producing", "coolant-use": "producing" });
    expect(after.levelState).toBe("Lost");
    expect(after.reactors[0]!.ready).toBe(false);
    expect(events.some((e) => e.type === "reactor-ready" && e.ready)).toBe(false);
    expect(step(after, { type: "ActivateReactor" })).toMatchObject({ ok: false, code: REFUSALS.gameOver });
  });
});

describe("activation wins only from Ready (design test requirement 6)", () => {
  // a function, not a constant: a level built while the file loads would make every mutant it reaches
  // "static" under Stryker (run against every test, and never re-tested by an incremental run)
  const atCore = () => ({ ...baseLevel(), robot: { at: P(3, 1), inventory: [], heatImmunity: 0 } });

  it("ActivateReactor at a ready reactor's control wins", () => {
    const ready = endTurns(newGame(atCore()), 1).state;
    expect(ready.levelState).toBe("Ready");
    const won = step(ready, { type: "ActivateReactor" });
    if (!won.ok) throw new Error(won.message);
    expect(won.state.levelState).toBe("Won");
    expect(won.events.map((e) => e.type)).toContain("level-won");
    expect(step(won.state, { type: "EndTurn" })).toMatchObject({ ok: false, code: REFUSALS.gameOver });
  });

  it("with two reactors the level is won only when both are activated", () => {
    const level = withProp(atCore(), {
      kind: "reactor-control",
      id: "core-2",
      at: P(3, 2),
      bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
      activated: false,
    });
    const ready = endTurns(newGame(level), 1).state;
    expect(ready.reactors.map((r) => r.ready)).toEqual([true, true]);
    const one = play(ready, [{ type: "ActivateReactor" }]).state;
    expect(one.levelState).toBe("Ready");
    expect(one.reactors.map((r) => r.activated)).toEqual([true, false]);
    expect(step(one, { type: "ActivateReactor" })).toMatchObject({
      ok: false,
      code: REFUSALS.reactorAlreadyActive,
    });
    const both = play(one, [{ type: "MoveRobot", direction: "south" }, { type: "ActivateReactor" }]).state;
    expect(both.levelState).toBe("Won");
  });

  it("is refused (changing nothing) before the reactor is ready, and away from the control", () => {
    const fresh = newGame(atCore());
    expect(step(fresh, { type: "ActivateReactor" })).toMatchObject({
      ok: false,
      code: REFUSALS.reactorNotReady,
    });
    const ready = endTurns(newGame(baseLevel()), 1).state;
    expect(step(ready, { type: "ActivateReactor" })).toMatchObject({
      ok: false,
      code: REFUSALS.notAtReactor,
    });
  });

  it("disabling a bound consumer during the player phase takes readiness away at once", () => {
    const level = { ...baseLevel(), robot: { at: P(6, 0), inventory: [], heatImmunity: 0 } };
    const ready = endTurns(newGame(level), 1).state;
    const off = play(ready, [{ type: "InteractProp" }, { type: "MoveRobot", direction: "south" }]).state;
    expect(off.reactors[0]!.ready).toBe(false);
  });
});

describe("terminal reactor heat loses (design test requirement 7)", () => {
  it("reactor-area heat at the terminal threshold loses with reason reactor-overheat", () => {
    const state = gameWith(baseLevel(), (s) => {
      for (const p of AREA) s.hazards.heat[cell(s, p)] = B.clamps.heat.max;
    });
    const { state: after, events } = endTurns(state, 1);
    expect(after.reactors[0]!.heat).toBeGreaterThanOrEqual(B.reactor.terminal);
    expect(after.levelState).toBe("Lost");
    expect(after.loss?.reason).toBe("reactor-overheat");
    expect(events.map((e) => e.type)).toContain("reactor-overheated");
  });

  it("exactly the terminal threshold is terminal (the threshold is inclusive)", () => {
    // The control cell among four area cells at the same value keeps it through the turn (same-band Hold).
    const state = gameWith(baseLevel(), (s) => {
      for (const p of AREA) s.hazards.heat[cell(s, p)] = B.reactor.terminal;
    });
    const after = endTurns(state, 1).state;
    expect(after.reactors[0]!.heat).toBe(B.reactor.terminal);
    expect(after.loss?.reason).toBe("reactor-overheat");
  });

  it("heat just below terminal does not lose", () => {
    const state = gameWith(baseLevel(), (s) => {
      s.hazards.heat[cell(s, P(3, 1))] = B.reactor.terminal - 2;
    });
    expect(endTurns(state, 1).state.loss).toBeNull();
  });
});

describe("unsafe robot final hazard state loses (design test requirement 8)", () => {
  for (const element of ["fuel", "coolant", "electricity", "heat"] as const) {
    it(`ending a turn on ${element} at the robot-safety threshold loses`, () => {
      // Exactly the threshold (the centre of an even pool keeps its value through the turn).
      const state = gameWith(baseLevel(), (s) => pool(s, P(3, 3), element, B.robotSafety[element]));
      const { state: after } = endTurns(state, 1);
      expect(after.hazards[element][cell(after, P(3, 3))]).toBe(B.robotSafety[element]);
      expect(after.loss).toMatchObject({ reason: "robot-hazard", at: P(3, 3) });
      expect(after.levelState).toBe("Lost");
    });
  }

  it("passing through a hazardous cell during the player phase is safe; only the final cell counts", () => {
    const state = gameWith(
      { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 0 } },
      (s) => {
        s.hazards.fuel[cell(s, P(2, 3))] = B.clamps.fuel.max;
      },
    );
    const { state: after } = play(state, [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
    ]);
    expect(after.robot.at).toEqual(P(4, 3));
    expect(after.loss).toBeNull();
  });
});

describe("heat immunity prevents only heat-caused robot loss while active (design test requirement 9)", () => {
  const shielded = (edit: (s: ReturnType<typeof newGame>) => void) =>
    gameWith({ ...baseLevel(), robot: { at: P(3, 3), inventory: ["HeatShield"], heatImmunity: 0 } }, edit);

  it("an active heat shield survives critical heat", () => {
    const state = shielded((s) => pool(s, P(3, 3), "heat", B.clamps.heat.max));
    const { state: after } = play(state, [{ type: "ApplyHeatShield" }, { type: "EndTurn" }]);
    expect(after.loss).toBeNull();
    expect(after.hazards.heat[cell(after, P(3, 3))]).toBeGreaterThanOrEqual(B.robotSafety.heat);
  });

  it("does not protect against fuel, coolant or electricity", () => {
    for (const element of ["fuel", "coolant", "electricity"] as const) {
      const state = shielded((s) => pool(s, P(3, 3), element, B.clamps[element].max));
      const { state: after } = play(state, [{ type: "ApplyHeatShield" }, { type: "EndTurn" }]);
      expect(after.loss?.reason).toBe("robot-hazard");
    }
  });

  it("lasts a balance number of movement steps (a still turn counts as one), then heat loses again", () => {
    const state = shielded((s) => pool(s, P(3, 3), "heat", B.clamps.heat.max));
    let current = play(state, [{ type: "ApplyHeatShield" }]).state;
    expect(current.robot.heatImmunity).toBe(B.heatImmunitySteps);
    const turns: number[] = [];
    while (!current.loss && turns.length < B.heatImmunitySteps + 2) {
      current = play(current, [{ type: "EndTurn" }]).state;
      // keep the cell critically hot each turn (tests own their states)
      pool(current, P(3, 3), "heat", B.clamps.heat.max);
      turns.push(current.robot.heatImmunity);
    }
    expect(current.loss?.reason).toBe("robot-hazard");
    expect(turns.length).toBe(B.heatImmunitySteps + 1);
  });

  it("protects the final cell only when the steps left cover the turn's moves", () => {
    const ending = (heatImmunity: number) =>
      gameWith({ ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity } }, (s) =>
        pool(s, P(4, 3), "heat", B.clamps.heat.max),
      );
    const threeMoves = Array.from({ length: 3 }, () => ({ type: "MoveRobot", direction: "east" }) as const);
    expect(play(ending(3), threeMoves).state.loss).toBeNull();
    expect(play(ending(2), threeMoves).state.loss).toMatchObject({ reason: "robot-hazard", at: P(4, 3) });
  });

  it("moves made before the shield is activated do not use it up", () => {
    const level = {
      ...baseLevel(),
      robot: { at: P(1, 3), inventory: ["HeatShield" as const], heatImmunity: 0 },
    };
    const { state } = play(newGame(level), [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
      { type: "ApplyHeatShield" },
    ]);
    expect(state.turn).toBe(2);
    // The turn ended right after the activation: it counts as one still step, the two moves do not count.
    expect(state.robot.heatImmunity).toBe(B.heatImmunitySteps - 1);
  });

  it("movement steps use immunity up: three moves in one turn cost three steps", () => {
    const level = { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 4 } };
    const { state } = play(newGame(level), [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
    ]);
    expect(state.robot.heatImmunity).toBe(1);
  });
});

describe("robot safety (step 12): what the loss reports", () => {
  it("logs the robot lost with its cell and element, then the loss naming both", () => {
    const state = gameWith(baseLevel(), (s) => pool(s, P(3, 3), "coolant", B.clamps.coolant.max));
    const { state: after, events } = endTurns(state, 1);
    expect(events.filter((e) => e.type === "robot-lost")).toEqual([
      { type: "robot-lost", step: "robot-safety", at: P(3, 3), element: "coolant" },
    ]);
    expect(events.filter((e) => e.type === "level-lost")).toEqual([
      { type: "level-lost", step: "robot-safety", reason: "robot-hazard", message: after.loss!.message },
    ]);
    expect(after.loss!.message).toContain("coolant");
    expect(after.loss!.message).toContain("(3,3)");
  });

  it("a loss earlier in the same simulation (a start-of-simulation rule) stands; the robot is still logged", () => {
    const level = {
      ...baseLevel(),
      events: [
        {
          id: "doom",
          enabled: true,
          repeat: "once" as const,
          priority: 0,
          phase: "start-of-simulation" as const,
          when: [],
          effects: [{ kind: "lose" as const, reason: "scripted failure" }],
        },
      ],
    };
    const state = gameWith(level, (s) => pool(s, P(3, 3), "fuel", B.clamps.fuel.max));
    const { state: after, events } = endTurns(state, 1);
    expect(events.filter((e) => e.type === "robot-lost")).toHaveLength(1);
    expect(after.loss).toMatchObject({ reason: "rule-terminal", message: "scripted failure" });
    expect(events.filter((e) => e.type === "level-lost").map((e) => e.step)).toEqual([
      "start-of-simulation-events",
    ]);
  });
});
