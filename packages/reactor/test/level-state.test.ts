import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  type Pos,
  type ReactorEvent,
  step,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play, withProp } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

/** The base level's reactor area: its control cell and the four floor neighbours. */
const AREA = [P(3, 1), P(2, 1), P(4, 1), P(3, 0), P(3, 2)];

/** Heat never flows between cells, so the heat written into a cell stays there. */
const still = (level: Level): Level => ({ ...level, balance: { pairs: { heatFlow: 0, heatFlow2: 0 } } });

const ofType = <T extends ReactorEvent["type"]>(events: ReactorEvent[], type: T) =>
  events.filter((e): e is Extract<ReactorEvent, { type: T }> => e.type === type);

const heatAll = (s: GameState, cells: Pos[], value: number) => {
  for (const p of cells) s.hazards.heat[cell(s, p)] = value;
};

/** The base level plus "core-2" at (1,3) whose authored area (1,3) is too warm to ever be ready. */
function twoReactors(): GameState {
  const level = withProp(still(baseLevel()), {
    kind: "reactor-control",
    id: "core-2",
    at: P(1, 3),
    bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
    activated: false,
    area: [P(1, 3)],
  });
  return gameWith(level, (s) => heatAll(s, [P(1, 3)], B.reactor.caution + 1));
}

describe("step 13 reports readiness changes (REACTOR READY) only when they happen", () => {
  it("the simulation that makes the reactor ready reports it once; the next one, still ready, does not", () => {
    const first = endTurns(newGame(baseLevel()), 1);
    expect(ofType(first.events, "reactor-ready")).toEqual([
      { type: "reactor-ready", step: "derive-level-state", reactor: "core", ready: true },
    ]);
    const second = endTurns(first.state, 1);
    expect(second.state.reactors[0]!.ready).toBe(true);
    expect(ofType(second.events, "reactor-ready")).toEqual([]);
  });

  it("a reactor that stops being ready in a simulation is reported as no longer ready", () => {
    // The robot switches the coolant source off; the next simulation starves the coolant consumer.
    const level = { ...baseLevel(), robot: { at: P(0, 2), inventory: [], heatImmunity: 0 } };
    const ready = endTurns(newGame(level), 1).state;
    const { state, events } = play(ready, [{ type: "InteractProp" }, { type: "EndTurn" }]);
    expect(state.services["coolant-use"]).toBe("starved");
    expect(ofType(events, "reactor-ready")).toEqual([
      { type: "reactor-ready", step: "derive-level-state", reactor: "core", ready: false },
    ]);
  });

  it("a reactor that never becomes ready is never reported", () => {
    const level = { ...baseLevel(), props: baseLevel().props.filter((p) => p.id !== "fuel-src") };
    const { events } = endTurns(newGame(level), 2);
    expect(ofType(events, "reactor-ready")).toEqual([]);
  });

  it("with two reactors each one's change is judged against its own previous readiness", () => {
    const first = endTurns(twoReactors(), 1);
    expect(first.state.reactors.map((r) => [r.id, r.ready])).toEqual([
      ["core", true],
      ["core-2", false],
    ]);
    expect(ofType(first.events, "reactor-ready").map((e) => [e.reactor, e.ready])).toEqual([["core", true]]);
    const second = endTurns(first.state, 1);
    expect(second.state.reactors.map((r) => r.ready)).toEqual([true, false]);
    expect(ofType(second.events, "reactor-ready")).toEqual([]);
  });

  it("a state from outside without reactor statuses counts its reactors as not ready before", () => {
    const ready = endTurns(newGame(baseLevel()), 1).state;
    const outside = JSON.parse(JSON.stringify({ ...ready, reactors: [] })) as GameState;
    const next = step(outside, { type: "EndTurn" });
    if (!next.ok) throw new Error(next.message);
    expect(ofType(next.events, "reactor-ready")).toEqual([
      { type: "reactor-ready", step: "derive-level-state", reactor: "core", ready: true },
    ]);
  });
});

describe("step 13 reports level-state changes only when the state changes", () => {
  it("Caution → Ready is reported with both states; Ready again is not reported", () => {
    const first = endTurns(newGame(baseLevel()), 1);
    expect(ofType(first.events, "level-state-changed")).toEqual([
      { type: "level-state-changed", step: "derive-level-state", from: "Caution", to: "Ready" },
    ]);
    const second = endTurns(first.state, 1);
    expect(second.state.levelState).toBe("Ready");
    expect(ofType(second.events, "level-state-changed")).toEqual([]);
  });
});

describe("terminal reactor heat: the reported overheat and loss", () => {
  it("logs the overheated reactor with its heat, then the loss naming the reactor", () => {
    const state = gameWith(still(baseLevel()), (s) => heatAll(s, AREA, B.reactor.terminal));
    const { state: after, events } = endTurns(state, 1);
    expect(ofType(events, "reactor-overheated")).toEqual([
      { type: "reactor-overheated", step: "derive-level-state", reactor: "core", heat: B.reactor.terminal },
    ]);
    const lost = ofType(events, "level-lost");
    expect(lost).toEqual([
      {
        type: "level-lost",
        step: "derive-level-state",
        reason: "reactor-overheat",
        message: after.loss!.message,
      },
    ]);
    expect(after.loss).toMatchObject({ reason: "reactor-overheat", at: P(3, 1) });
    expect(after.loss!.message).toContain("'core'");
  });

  it("when the robot was already lost this simulation, that first loss stands", () => {
    // The robot ends the turn on critical fuel (step 12) and the reactor reaches terminal heat (step 13).
    const state = gameWith(still(baseLevel()), (s) => {
      heatAll(s, AREA, B.reactor.terminal);
      for (const p of [P(3, 3), P(2, 3), P(4, 3), P(3, 4)]) s.hazards.fuel[cell(s, p)] = B.clamps.fuel.max;
    });
    const { state: after, events } = endTurns(state, 1);
    expect(ofType(events, "reactor-overheated")).toHaveLength(1);
    expect(after.loss).toMatchObject({ reason: "robot-hazard", at: P(3, 3) });
    expect(ofType(events, "level-lost").map((e) => [e.step, e.reason])).toEqual([
      ["robot-safety", "robot-hazard"],
    ]);
    expect(after.levelState).toBe("Lost");
  });
});
