import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countReachableMoves,
  estimateProof,
  exactLimitReport,
  PROOF_MOVE_LIMIT,
  parseLevel,
  proofMoveBound,
  proveLevel,
} from "../src/index.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { buildFullGraph } from "../src/solver/full-graph.js";
import { levelArb } from "./arbitraries.js";
import { ringLevel } from "./helpers.js";
import { packLevel, packLevels } from "./pack-files.js";

/**
 * The balance proof's move limit (solver/limit.ts PROOF_MOVE_LIMIT): the proof's time grows with the
 * moves of the graph it builds, so parseLevel refuses, before any proof, a board whose reachable
 * boards have more than the limit's moves, and accepts every other board within the old limits.
 */

const start = (level: ReturnType<typeof ringLevel>) => level.nodes.map((node) => node.starfish);

/** 12 sand nodes, 12 starfish, three Current Arrows, Sweep: at most 28,393,638 moves. */
const justInside = () =>
  ringLevel([[2, "right"], 1, 1, 1, 2, 1, [1, "left"], 1, 1, [1, "left"], 0, 0], { sweep: true });
/** 12 sand nodes, 12 starfish, two Current Arrows, Sweep: 29,635,816 moves reachable, over the limit. */
const justOutside = () =>
  ringLevel([[2, "right"], 1, 1, 1, 2, 1, [1, "left"], 1, 1, 1, 0, 0], { sweep: true });

describe("countReachableMoves", () => {
  it("counts the edges and boards of the graph the proof builds", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 9, maxStarfish: 10 }), (level) => {
        if (!exactLimitReport(level).withinLimits) return;
        const graph = buildFullGraph(compileBoard(level), start(level));
        expect(countReachableMoves(compileBoard(level), start(level), Number.MAX_SAFE_INTEGER)).toEqual({
          moves: graph.edgeChild.length,
          states: graph.order.length,
          complete: true,
        });
      }),
      { numRuns: 40 },
    );
  });

  it("stops once it has counted more than the cap", () => {
    const level = packLevel(7);
    const all = countReachableMoves(compileBoard(level), start(level), Number.MAX_SAFE_INTEGER);
    expect(all).toEqual({ moves: 438_946, states: 49_910, complete: true });
    const capped = countReachableMoves(compileBoard(level), start(level), 100_000);
    expect(capped.complete).toBe(false);
    expect(capped.moves).toBeGreaterThan(100_000);
    // it stops within the board that crossed the cap: at most one board's moves beyond it
    expect(capped.moves).toBeLessThanOrEqual(100_000 + 2 * level.nodes.length);
    expect(capped.states).toBeLessThan(all.states);
    expect(countReachableMoves(compileBoard(level), start(level), all.moves).complete).toBe(true);
  });
});

describe("the proof's move limit", () => {
  it("bounds the moves of every distribution: two directions per sand node holding some, one with an arrow", () => {
    expect(proofMoveBound(0, 5, 0)).toBe(0);
    expect(proofMoveBound(3, 0, 6)).toBe(0);
    // 2 sand nodes, at most 2 starfish: 01 10 11 02 20 have a pile at one node or both: 6 sources, 12 moves
    expect(proofMoveBound(2, 2, 4)).toBe(12);
    expect(proofMoveBound(13, 11, 25)).toBe(28_601_650);
  });

  it("accepts every pack level, the largest counted (Level 10) and the most moves (Level 8) within it", () => {
    for (const level of packLevels()) {
      const estimate = estimateProof(level);
      expect(estimate.withinLimits).toBe(true);
      expect(estimate.moves).toBeLessThanOrEqual(PROOF_MOVE_LIMIT);
    }
    // Level 10: 58.8 million moves over every distribution, 13.3 million over the boards it reaches
    const ten = exactLimitReport(packLevel(10)).proof;
    expect(ten.moveBound).toBeGreaterThan(PROOF_MOVE_LIMIT);
    expect(ten).toMatchObject({ moves: 13_340_426, reachableStates: 1_309_398, movesComplete: true });
    expect(exactLimitReport(packLevel(8)).proof).toMatchObject({ moveBound: 28_393_638, moves: null });
  });

  it("a ring just inside the limit is accepted and proven; one just outside is refused naming the limit", () => {
    const inside = parseLevel(justInside());
    expect(inside.ok).toBe(true);
    const estimate = estimateProof(justInside());
    expect(estimate.moves).toBe(28_393_638);
    expect(estimate.moves).toBeLessThanOrEqual(PROOF_MOVE_LIMIT);
    const proof = proveLevel(justInside());
    expect(proof.reachableStates).toBe(2_694_406);
    expect(proof.optimalTurns).toBe(5);

    const outside = parseLevel(justOutside());
    expect(outside.ok).toBe(false);
    if (outside.ok) return;
    expect(outside.issues).toHaveLength(1);
    const [issue] = outside.issues;
    expect(issue).toMatchObject({ path: "$.nodes", code: "beyond_exact_solver" });
    expect(issue!.message).toContain(`more than ${PROOF_MOVE_LIMIT} moves, its limit`);
    // the level's own figures: where the count stopped and the bound over every distribution
    expect(issue!.message).toMatch(/the count stopped at 29\d{6} moves on \d+ boards/);
    expect(issue!.message).toContain("29745716 over every distribution of 12 starfish on 12 sand nodes");
    expect(issue!.message).toContain("at most 11 starfish on 12 sand nodes");
    // the same board as a warning, for a tool that explains it
    const warned = parseLevel(justOutside(), { beyondSolver: "warn" });
    expect(warned.ok && warned.warnings?.[0]?.code).toBe("beyond_exact_solver");
  }, 120_000);

  it("any level parseLevel accepts has a proof estimate within the limit", () => {
    fc.assert(
      fc.property(levelArb({ minNodes: 12, maxNodes: 12, maxPile: 3, maxStarfish: 16 }), (level) => {
        const parsed = parseLevel(level);
        const estimate = estimateProof(level);
        expect(parsed.ok).toBe(estimate.withinLimits);
        if (parsed.ok) expect(estimate.moves).toBeLessThanOrEqual(PROOF_MOVE_LIMIT);
        else expect(parsed.issues.map((i) => i.code)).toContain("beyond_exact_solver");
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
