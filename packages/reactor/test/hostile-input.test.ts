import { beforeEach, describe, expect, it } from "vitest";
import {
  type Action,
  forecast,
  type GameState,
  LEVEL_TEXT_LIMITS,
  legalActions,
  loadLevel,
  MAX_ACTIONS,
  MAX_FORECAST_HORIZON,
  newGame,
  parseActions,
  REFUSALS,
  step,
} from "../src/index.js";
import { baseLevel, P } from "./helpers/levels.js";

const nested = (depth: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe("step with hostile input", () => {
  // built per test, not while the file loads (see reactor-state.test.ts's atCore)
  let game: GameState;
  beforeEach(() => {
    game = newGame(baseLevel());
  });

  it("reads the action once: a direction that changes between reads moves the robot as first read", () => {
    let reads = 0;
    const shifty = Object.defineProperty({ type: "MoveRobot" }, "direction", {
      enumerable: true,
      get: () => (reads++ === 0 ? "north" : "west"),
    }) as Action;
    const moved = step(game, shifty);
    expect(reads).toBe(1);
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.state.robot.at).toEqual(P(3, 2));
    expect(moved.events[0]).toMatchObject({ action: { type: "MoveRobot", direction: "north" } });
  });

  it("refuses what is not a game state, never throwing", () => {
    const copy = JSON.parse(JSON.stringify(game)) as GameState;
    const bad: unknown[] = [
      null,
      undefined,
      {},
      [],
      "state",
      { ...copy, level: null },
      { ...copy, width: copy.width + 1 },
      { ...copy, hazards: { ...copy.hazards, heat: [1, 2, 3] } },
      { ...copy, robot: { ...copy.robot, at: P(-5, 99) } },
      { ...copy, props: [] },
      { ...copy, levelState: "Melting" },
      { ...copy, turn: Number.NaN },
    ];
    for (const state of bad) {
      const result = step(state as GameState, { type: "EndTurn" });
      expect(result, JSON.stringify(state)?.slice(0, 60)).toMatchObject({
        ok: false,
        code: REFUSALS.invalidState,
      });
    }
  });

  it("runs a state that came back from JSON exactly like the engine's own", () => {
    const copy = JSON.parse(JSON.stringify(game)) as GameState;
    const a = step(game, { type: "EndTurn" });
    const b = step(copy, { type: "EndTurn" });
    expect(b).toEqual(a);
    expect(legalActions(copy)).toEqual(legalActions(game));
  });
});

describe("loaders with hostile input", () => {
  it("refuse action lists over the cap and nesting over the depth limit", () => {
    const many = Array.from({ length: MAX_ACTIONS + 1 }, () => ({ type: "EndTurn" }));
    expect(parseActions(many).ok).toBe(false);
    expect(parseActions(many.slice(1)).ok).toBe(true);
    expect(parseActions(nested(100_000))).toMatchObject({ ok: false, issues: [{ code: "too_deep" }] });
  });

  it("refuse level text nested too deep or too long, naming the limit", () => {
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    expect(loadLevel(deep)).toMatchObject({
      ok: false,
      error: { kind: "invalid-level", message: /64 levels/ },
    });
    const long = `"${"x".repeat(LEVEL_TEXT_LIMITS.maxChars)}"`;
    expect(loadLevel(long)).toMatchObject({ ok: false, error: { message: /characters long/ } });
    expect(loadLevel("{ nope")).toMatchObject({ ok: false, error: { message: /^not valid JSON: / } });
  });

  it("refuse a forecast horizon that would run for ever", () => {
    expect(() => forecast(newGame(baseLevel()), 1e9)).toThrow(RangeError);
    expect(forecast(newGame(baseLevel()), MAX_FORECAST_HORIZON).horizon).toBe(MAX_FORECAST_HORIZON);
  });
});
