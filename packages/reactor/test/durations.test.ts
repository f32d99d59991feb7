import { describe, expect, it } from "vitest";
import { DEFAULT_BALANCE, type GameState, newGame, type ReactorEvent } from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play } from "./helpers/levels.js";

const B = DEFAULT_BALANCE;

const ofType = <T extends ReactorEvent["type"]>(events: ReactorEvent[], type: T) =>
  events.filter((e): e is Extract<ReactorEvent, { type: T }> => e.type === type);

/** Ends `n` turns one by one, keeping each turn's state and events. */
function turns(state: GameState, n: number): { state: GameState; events: ReactorEvent[] }[] {
  const out: { state: GameState; events: ReactorEvent[] }[] = [];
  for (let i = 0; i < n; i++) {
    const next = endTurns(state, 1);
    out.push(next);
    state = next.state;
  }
  return out;
}

describe("step 15: remedy blocks lose one turn per simulation and expire once", () => {
  it("a block of remedyBlockTurns turns counts down to 0, is reported expired on that turn only, and stays 0", () => {
    const at = P(2, 3);
    const state = gameWith(baseLevel(), (s) => {
      s.blocks.coolant[cell(s, at)] = B.remedyBlockTurns;
    });
    const log = turns(state, B.remedyBlockTurns + 2);
    expect(log.map((t) => t.state.blocks.coolant[cell(t.state, at)])).toEqual([
      ...Array.from({ length: B.remedyBlockTurns }, (_, i) => B.remedyBlockTurns - 1 - i),
      0,
      0,
    ]);
    expect(log.map((t) => ofType(t.events, "remedy-block-expired"))).toEqual([
      ...Array.from({ length: B.remedyBlockTurns - 1 }, () => []),
      [{ type: "remedy-block-expired", step: "advance-durations", at, element: "coolant" }],
      [],
      [],
    ]);
    // No other cell ever holds a block, let alone a negative one.
    const others = (t: { state: GameState }) =>
      [...t.state.blocks.fuel, ...t.state.blocks.coolant, ...t.state.blocks.electricity].filter(
        (_, i) => i !== t.state.width * t.state.height + cell(t.state, at),
      );
    for (const t of log) expect(others(t).every((v) => v === 0)).toBe(true);
  });

  it("blocks on several cells and elements expire independently, each reported with its own cell", () => {
    const state = gameWith(baseLevel(), (s) => {
      s.blocks.fuel[cell(s, P(5, 4))] = 1;
      s.blocks.electricity[cell(s, P(1, 2))] = 2;
    });
    const [first, second] = turns(state, 2);
    expect(ofType(first!.events, "remedy-block-expired")).toEqual([
      { type: "remedy-block-expired", step: "advance-durations", at: P(5, 4), element: "fuel" },
    ]);
    expect(ofType(second!.events, "remedy-block-expired")).toEqual([
      { type: "remedy-block-expired", step: "advance-durations", at: P(1, 2), element: "electricity" },
    ]);
  });
});

describe("step 15: heat immunity loses one step per move (a still turn counts as one)", () => {
  it("runs out after its steps, reported on the turn it reaches 0 and never again", () => {
    const level = { ...baseLevel(), robot: { at: P(3, 3), inventory: [], heatImmunity: 2 } };
    const log = turns(newGame(level), 4);
    expect(log.map((t) => t.state.robot.heatImmunity)).toEqual([1, 0, 0, 0]);
    expect(log.map((t) => ofType(t.events, "heat-immunity-expired"))).toEqual([
      [],
      [{ type: "heat-immunity-expired", step: "advance-durations" }],
      [],
      [],
    ]);
  });

  it("without a shield nothing expires", () => {
    const log = turns(newGame(baseLevel()), 2);
    for (const t of log) {
      expect(t.state.robot.heatImmunity).toBe(0);
      expect(ofType(t.events, "heat-immunity-expired")).toEqual([]);
    }
  });

  it("more moves than steps left empties the shield at once (never below 0)", () => {
    const level = { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 2 } };
    const { state, events } = play(newGame(level), [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
    ]);
    expect(state.robot.heatImmunity).toBe(0);
    expect(ofType(events, "heat-immunity-expired")).toHaveLength(1);
  });
});

describe("step 15: the next player phase starts with a full budget", () => {
  it("the turn advances, the budget is full, and the new turn has no actions or moves yet", () => {
    const level = { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 0 } };
    const { state, events } = play(newGame(level), [
      { type: "MoveRobot", direction: "east" },
      { type: "EndTurn" },
    ]);
    expect(ofType(events, "turn-started")).toEqual([
      { type: "turn-started", step: "advance-durations", turn: 2, actionsLeft: B.actionsPerTurn },
    ]);
    expect(state).toMatchObject({
      turn: 2,
      actionsLeft: B.actionsPerTurn,
      movesThisTurn: 0,
      turnActions: [],
    });
    // The next simulation counts only the actions of its own turn.
    const next = play(state, [{ type: "MoveRobot", direction: "east" }, { type: "EndTurn" }]);
    expect(ofType(next.events, "simulation-started")).toEqual([
      { type: "simulation-started", step: "commit-player-phase", turn: 2, actions: 2 },
    ]);
  });
});
