import { readFileSync } from "node:fs";
import { SearchAbortedError, SearchLimitError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { newGame, REACTOR_ENGINE, step } from "../src/index.js";
import { MAX_SOLVER_HORIZON, type SolveProgress, solveLevel } from "../src/solver/index.ts";
import { baseLevel, setPropField } from "./helpers/levels.js";

const level = setPropField(baseLevel(), "electricity-use", { enabled: false });

describe("solveLevel's limits, progress and inputs", () => {
  it("stops at maxStates with core's SearchLimitError, naming the limit", () => {
    expect(() => solveLevel(level, { maxStates: 20 })).toThrow(SearchLimitError);
    try {
      solveLevel(level, { maxStates: 20 });
    } catch (error) {
      expect((error as SearchLimitError).code).toBe("STATE_LIMIT");
      expect((error as SearchLimitError).limit).toBe(20);
      expect((error as SearchLimitError).stats.states).toBe(20);
    }
  });

  it("stops when its signal is aborted, here from its own progress", () => {
    const controller = new AbortController();
    const seen: SolveProgress[] = [];
    expect(() =>
      solveLevel(level, {
        signal: controller.signal,
        progressEvery: 5,
        onProgress: (p) => {
          seen.push(p);
          if (seen.length === 3) controller.abort();
        },
      }),
    ).toThrow(SearchAbortedError);
    expect(seen).toHaveLength(3);
    expect(seen.map((p) => p.expanded)).toEqual([5, 10, 15]);
    for (const p of seen) {
      expect(p.horizon).toBe(20);
      expect(p.turn).toBeGreaterThanOrEqual(1);
      expect(p.turn).toBeLessThanOrEqual(4);
      expect(p.states).toBeGreaterThan(0);
    }
  });

  it("reports a rising bound: the turn searched never goes down", () => {
    const turns: number[] = [];
    solveLevel(level, { progressEvery: 1, onProgress: (p) => turns.push(p.turn) });
    expect(turns.length).toBeGreaterThan(10);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(turns.at(-1)).toBe(4);
  });

  it("refuses a horizon that is not a whole number from 1 to the maximum", () => {
    for (const horizon of [0, -1, 1.5, Number.NaN, MAX_SOLVER_HORIZON + 1])
      expect(() => solveLevel(level, { horizon })).toThrow(/horizon must be an integer from 1 to 200/);
  });

  it("solves a game in progress from where it stands, counting turns from its own", () => {
    const moved = step(newGame(baseLevel()), { type: "MoveRobot", direction: "north" });
    if (!moved.ok) throw new Error(moved.message);
    const result = solveLevel(moved.state);
    // one more move, the turn ends, then the activation: this turn and the next
    expect(result).toMatchObject({ outcome: "won", minTurns: 2, minActions: 2 });
    expect(result.witness[0]!.turn).toBe(1);
  });

  it("throws on a level with validation errors, like newGame", () => {
    expect(() => solveLevel({ ...baseLevel(), props: [] })).toThrow(/reactor level/);
  });

  it("names the engine version of package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      name: string;
      version: string;
    };
    expect(REACTOR_ENGINE).toEqual({ name: pkg.name, version: pkg.version });
  });
});
