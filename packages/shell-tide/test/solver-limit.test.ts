import { describe, expect, it } from "vitest";
import {
  distributionCount,
  EXACT_STATE_LIMIT,
  exactLimitReport,
  fitsSolverKey,
  KEY_TOO_LARGE,
  PROOF_MOVE_LIMIT,
  proofMoveBound,
  proveLevel,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  solve,
} from "../src/index.js";
import { MAX_DENSE_STATES } from "../src/solver/state-space.js";
import { ringLevel } from "./helpers.js";

/** 12 nodes, 2 wet pits, 35 starfish on 10 sand nodes: the board behind the raw number. */
const heavy = () => ringLevel([8, "W", 3, 0, 4, 2, 0, 5, "W", 6, 0, 7]);

describe("distributionCount", () => {
  it("counts the distributions of at most T starfish over m nodes, C(T + m, m)", () => {
    expect(distributionCount(1, 5)).toBe(6);
    expect(distributionCount(2, 2)).toBe(6); // 00 01 02 10 11 20
    expect(distributionCount(10, 35)).toBe(3190187286);
    expect(distributionCount(10, 16)).toBe(5311735); // Level 10 of the pack
  });

  it("uses the state space's own limit", () => {
    expect(EXACT_STATE_LIMIT).toBe(MAX_DENSE_STATES);
  });
});

describe("exactLimitReport", () => {
  it("says a pack-sized board is within both limits", () => {
    const report = exactLimitReport(ringLevel([1, 0, 0, 2, 0, 2, 0, 1]));
    expect(report).toMatchObject({ sandNodes: 8, starfish: 6, distributions: 3003 });
    expect(report.proof.withinLimit).toBe(true);
    expect(report.solver.withinLimit).toBe(true);
  });

  it("gives the figures and the largest board within reach of the proof for a heavy one", () => {
    const report = exactLimitReport(heavy());
    expect(report).toMatchObject({ sandNodes: 10, starfish: 35, distributions: 3190187286 });
    expect(report.proof).toEqual({
      limit: 1 << 24,
      moveLimit: PROOF_MOVE_LIMIT,
      moveBound: 49_625_135_560,
      moves: null,
      movesComplete: false,
      reachableStates: null,
      withinLimit: false,
      maxStarfish: 14,
      maxSandNodes: 5,
    });
    expect(report.solver.withinLimit).toBe(true);
    // the advice is exact: one starfish more, or one sand node more, crosses a limit (here the moves'
    // bound, 20 directions over 10 sand nodes, 10 over 5), whatever the start
    expect(proofMoveBound(10, 14, 20)).toBeLessThanOrEqual(PROOF_MOVE_LIMIT);
    expect(proofMoveBound(10, 15, 20)).toBeGreaterThan(PROOF_MOVE_LIMIT);
    expect(distributionCount(5, 35)).toBeLessThanOrEqual(EXACT_STATE_LIMIT);
    expect(proofMoveBound(5, 35, 10)).toBeLessThanOrEqual(PROOF_MOVE_LIMIT);
    expect(proofMoveBound(6, 35, 12)).toBeGreaterThan(PROOF_MOVE_LIMIT);
  });

  it("knows when not even the solver's key holds the board", () => {
    const report = exactLimitReport(ringLevel([5, 5, 5, 5, "W", 5, 5, 5, 5, "W", 0, 0]));
    expect(report.solver).toEqual({ withinLimit: false, maxStarfish: 38, maxSandNodes: 9 });
    expect(fitsSolverKey(10, 38)).toBe(true);
    expect(fitsSolverKey(10, 39)).toBe(false);
    expect(() => solve(ringLevel([5, 5, 5, 5, "W", 5, 5, 5, 5, "W", 0, 0]))).toThrow(SolverLimitError);
  });
});

describe("SolverLimitError", () => {
  it("is what the balance proof throws beyond its limit: typed, a RangeError, with the figures", () => {
    let thrown: unknown;
    try {
      proveLevel(heavy());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SolverLimitError);
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown).toMatchObject({
      code: STATE_SPACE_TOO_LARGE,
      distributions: 3190187286,
      sandNodes: 10,
      starfish: 35,
      name: "SolverLimitError",
    });
  });

  it("is what the solver throws when its key cannot hold the board", () => {
    expect(() => solve(ringLevel([21, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toThrow(
      expect.objectContaining({ code: KEY_TOO_LARGE, sandNodes: 12, starfish: 21 }),
    );
  });

  it("does not stop the solver below its key limit: it searches such a board with a hash set", () => {
    expect(exactLimitReport(heavy()).proof.withinLimit).toBe(false);
    expect(solve(heavy()).optimalTurns).toBe(6);
  });
});

describe("solve progress", () => {
  it("reports a growing count of states on a long search and never on a short one", () => {
    const seen: number[] = [];
    solve(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]), undefined, { onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([]);
    const long: number[] = [];
    // about half the states of [5,5,5,W,5,5,5,W,0,0,0,0] (0.5 M, 6 reports): the cheapest long search
    // found with three reports or more, since mutation runs repeat this test for every solver mutant
    const result = solve(ringLevel([5, 5, 5, "W", 4, 4, 4, "W", 0, 0, 0, 0]), undefined, {
      onProgress: (n) => long.push(n),
    });
    expect(long.length).toBeGreaterThan(2);
    expect([...long].sort((a, b) => a - b)).toEqual(long);
    expect(long[long.length - 1]!).toBeLessThanOrEqual(result.statesExplored);
  });
});
