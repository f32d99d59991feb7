import { describe, expect, it } from "vitest";
import {
  type Action,
  checkAction,
  DEFAULT_BALANCE,
  legalActions,
  newGame,
  parseActions,
  placeProp,
  REFUSALS,
  replayActions,
  setTerrain,
  startGame,
  step,
} from "../src/index.js";
import { baseLevel, P, play } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

const B = DEFAULT_BALANCE;
const move = (direction: "north" | "east" | "south" | "west"): Action => ({ type: "MoveRobot", direction });

describe("starting a game", () => {
  it("startGame refuses a level with errors and starts one with warnings, returning the whole report", () => {
    const broken = startGame({ ...baseLevel(), robot: { at: P(40, 0), inventory: [], heatImmunity: 0 } });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors.map((e) => e.code)).toEqual(["robot-out-of-bounds"]);
    expect(broken.report.ok).toBe(false);
    const warned = placeProp(baseLevel(), {
      kind: "remedy-supply",
      id: "crate",
      at: P(1, 3),
      supply: "CoolantRemedySupply",
      depleted: false,
    });
    const started = startGame(warned);
    if (!started.ok) throw new Error("a level with warnings only must start");
    expect(started.report.warnings.map((w) => w.code)).toContain("unused-remedy-supply");
    expect(started.state.forecast?.horizon).toBe(B.forecastHorizon);
    // The game keeps its own copy: editing the level afterwards changes nothing in the game.
    warned.props.length = 0;
    expect(started.state.level.props).toHaveLength(8);
  });
});

describe("actions and the action budget", () => {
  it("each action costs one; the simulation runs once when the budget is spent", () => {
    let state = newGame(baseLevel());
    expect(state.actionsLeft).toBe(B.actionsPerTurn);
    const r1 = step(state, move("west"));
    if (!r1.ok) throw new Error(r1.message);
    expect(r1.state.actionsLeft).toBe(B.actionsPerTurn - 1);
    expect(r1.events.some((e) => e.type === "simulation-started")).toBe(false);
    state = play(
      r1.state,
      Array.from({ length: B.actionsPerTurn - 2 }, () => move("east")),
    ).state;
    const last = step(state, move("east"));
    if (!last.ok) throw new Error(last.message);
    expect(last.events.filter((e) => e.type === "simulation-started")).toHaveLength(1);
    expect(last.state.turn).toBe(2);
    expect(last.state.actionsLeft).toBe(B.actionsPerTurn);
  });

  it("EndTurn forfeits the remaining actions and simulates at once", () => {
    const r = step(newGame(baseLevel()), { type: "EndTurn" });
    if (!r.ok) throw new Error(r.message);
    expect(r.events[0]).toMatchObject({ type: "action-accepted", cost: B.actionsPerTurn, actionsLeft: 0 });
    expect(r.state.turn).toBe(2);
  });

  it("a level can change action costs and the budget", () => {
    const state = newGame({ ...baseLevel(), balance: { actionsPerTurn: 2, actionCosts: { MoveRobot: 2 } } });
    const r = step(state, move("west"));
    expect(r.ok && r.state.turn).toBe(2);
    const half = newGame({ ...baseLevel(), balance: { actionsPerTurn: 3, actionCosts: { MoveRobot: 2 } } });
    const after = play(half, [move("west")]).state;
    expect(step(after, move("west"))).toMatchObject({ ok: false, code: REFUSALS.notEnoughActions });
  });

  it("refused actions change nothing and cost nothing", () => {
    const level = setTerrain(baseLevel(), P(3, 4), "wall");
    const state = newGame(level);
    const before = stableStringifyState(state);
    const refusals: [Action, string][] = [
      [move("south"), REFUSALS.notFloor],
      [{ type: "InteractProp" }, REFUSALS.noProp],
      [{ type: "InteractLeak", use: "repair", leak: "nope" }, REFUSALS.noSuchLeak],
      [{ type: "ApplyHeatShield" }, REFUSALS.noHeatShield],
      [{ type: "ActivateReactor" }, REFUSALS.notAtReactor],
      [{ type: "Dance" } as unknown as Action, REFUSALS.malformedAction],
    ];
    for (const [action, code] of refusals) {
      expect(step(state, action)).toMatchObject({ ok: false, code });
      expect(checkAction(state, action)?.code).toBe(code);
    }
    expect(stableStringifyState(state)).toBe(before);
    const edge = newGame({ ...baseLevel(), robot: { at: P(0, 3), inventory: [], heatImmunity: 0 } });
    expect(step(edge, move("west"))).toMatchObject({ ok: false, code: REFUSALS.offGrid });
  });

  it("InteractProp covers every prop: flow, consumer, junction, door, terminal, supply — and not the reactor", () => {
    let level = baseLevel();
    level = placeProp(level, { kind: "terminal", id: "eye", at: P(2, 3), unlocked: false });
    level = placeProp(level, {
      kind: "remedy-supply",
      id: "crate",
      at: P(4, 3),
      supply: "HeatRemedySupply",
      depleted: false,
    });
    level = placeProp(level, { kind: "door", id: "door", at: P(5, 3), edge: [P(5, 3), P(6, 3)], open: true });
    const at = (x: number, y: number) =>
      newGame({ ...level, robot: { at: P(x, y), inventory: [], heatImmunity: 0 } });
    const changed = (x: number, y: number) => {
      const r = step(at(x, y), { type: "InteractProp" });
      if (!r.ok) throw new Error(r.message);
      return r.events.map((e) => e.type);
    };
    expect(changed(0, 0)).toContain("prop-changed"); // flow
    expect(changed(6, 2)).toContain("prop-changed"); // consumer
    expect(changed(2, 3)).toContain("terminal-unlocked");
    expect(changed(4, 3)).toContain("remedy-picked-up");
    expect(changed(5, 3)).toContain("prop-changed"); // door
    expect(step(at(3, 1), { type: "InteractProp" })).toMatchObject({
      ok: false,
      code: REFUSALS.notInteractable,
    });
    expect(step(at(2, 3), { type: "InteractProp", mode: "2/2" })).toMatchObject({
      ok: false,
      code: REFUSALS.modeUnavailable,
    });
    const unlocked = play(at(2, 3), [{ type: "InteractProp" }]).state;
    expect(step(unlocked, { type: "InteractProp" })).toMatchObject({
      ok: false,
      code: REFUSALS.alreadyUnlocked,
    });
  });

  it("legalActions is exactly the set of candidate actions step accepts", () => {
    let level = placeProp(baseLevel(), {
      kind: "remedy-supply",
      id: "crate",
      at: P(3, 3),
      supply: "FuelRemedySupply",
      depleted: false,
    });
    level = {
      ...level,
      leaks: [{ id: "k", carrier: "fuel", at: P(3, 0), access: P(3, 0), severity: 1, repaired: false }],
    };
    const state = newGame(level);
    const legal = legalActions(state);
    expect(legal).toContainEqual({ type: "InteractProp" });
    expect(legal).toContainEqual({ type: "EndTurn" });
    for (const action of legal) expect(step(state, action).ok).toBe(true);
    expect(legal).not.toContainEqual({ type: "ApplyHeatShield" });
    expect(legalActions(play(newGame(baseLevel()), [{ type: "EndTurn" }]).state).length).toBeGreaterThan(0);
  });

  it("replayActions groups a recorded line into turns and stops at the first refusal", () => {
    const outcome = replayActions(newGame(baseLevel()), [
      move("north"),
      move("north"),
      move("west"),
      { type: "EndTurn" },
      move("west"),
    ]);
    expect(outcome.ok).toBe(true);
    expect(outcome.turns.map((t) => t.actions.length)).toEqual([3, 1]);
    expect(outcome.openActions).toEqual([move("west")]);
    const refused = replayActions(newGame(baseLevel()), [
      move("north"),
      move("north"),
      move("north"),
      move("north"),
    ]);
    expect(refused.ok).toBe(false);
    expect(refused.refused).toMatchObject({ index: 3 });
  });
});

describe("the budget never refuses EndTurn, and a state from outside is checked first", () => {
  it("EndTurn is accepted whatever the balance says it costs: it spends what is left", () => {
    const level = { ...baseLevel(), balance: { actionsPerTurn: 3, actionCosts: { EndTurn: 3 } } };
    const after = play(newGame(level), [move("west")]).state;
    expect(after.actionsLeft).toBe(2);
    expect(checkAction(after, { type: "EndTurn" })).toBeNull();
    const r = step(after, { type: "EndTurn" });
    if (!r.ok) throw new Error(r.message);
    expect(r.events[0]).toMatchObject({ type: "action-accepted", cost: 2, actionsLeft: 0 });
    expect(r.state.turn).toBe(2);
  });

  it("checkAction refuses every action on a value that is not a game state (invalid-state)", () => {
    const copy = { ...JSON.parse(JSON.stringify(newGame(baseLevel()))), turn: 0 };
    expect(checkAction(copy, { type: "EndTurn" })?.code).toBe(REFUSALS.invalidState);
    expect(checkAction(copy, { type: "Dance" })?.code).toBe(REFUSALS.invalidState);
  });
});

describe("replaying and reading action lists", () => {
  const north = move("north");
  const winning: Action[] = [{ type: "EndTurn" }, north, north, { type: "ActivateReactor" }];

  it("an empty list changes nothing and records nothing", () => {
    const state = newGame(baseLevel());
    expect(replayActions(state, [])).toEqual({ ok: true, state, turns: [], openActions: [], events: [] });
  });

  it("a turn closed by a simulation keeps its log; the turn closed by winning has none", () => {
    const outcome = replayActions(newGame(baseLevel()), winning);
    expect(outcome.ok).toBe(true);
    expect(outcome.state.levelState).toBe("Won");
    expect(outcome.turns.map(({ turn, actions, levelState }) => ({ turn, actions, levelState }))).toEqual([
      { turn: 1, actions: [{ type: "EndTurn" }], levelState: "Ready" },
      { turn: 2, actions: [north, north, { type: "ActivateReactor" }], levelState: "Won" },
    ]);
    expect(outcome.turns[0]!.log[0]).toMatchObject({ type: "simulation-started", turn: 1 });
    expect(outcome.turns[1]!.log).toEqual([]);
    expect(outcome.openActions).toEqual([]);
    expect(outcome.events.map((events) => events[0]!.type)).toEqual(Array(4).fill("action-accepted"));
  });

  it("reports progress after each applied action, not for a refused one", () => {
    const calls: [number, number][] = [];
    replayActions(newGame(baseLevel()), winning, { onAction: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    calls.length = 0;
    const refused = replayActions(newGame(baseLevel()), [north, { type: "ActivateReactor" }, north], {
      onAction: (done, total) => calls.push([done, total]),
    });
    expect(refused.refused).toMatchObject({ index: 1, code: REFUSALS.notAtReactor });
    expect(calls).toEqual([[1, 3]]);
  });

  it("parseActions reads a bare array as a reactor-actions file, a file as it is, and refuses the rest", () => {
    expect(parseActions(winning)).toEqual({
      ok: true,
      value: { format: "reactor-actions", version: 1, actions: winning },
    });
    const file = { format: "reactor-actions", version: 1, expect: "Won", actions: winning };
    expect(parseActions(file)).toEqual({ ok: true, value: file });
    for (const bad of [
      [{ type: "Dance" }],
      { format: "reactor-actions", version: 2, actions: [] },
      "EndTurn",
    ]) {
      const parsed = parseActions(bad);
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.issues.length).toBeGreaterThan(0);
    }
  });
});
