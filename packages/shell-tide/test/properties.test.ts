import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  commit,
  legalMoves,
  type Move,
  newAttempt,
  parseLevel,
  preview,
  solve,
} from "../src/index.js";
import { resolveTurn } from "../src/rules/resolve-turn.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { buildFullGraph, UNREACHABLE } from "../src/solver/full-graph.js";
import { indexOf } from "../src/solver/state-space.js";
import { choicesArb, levelArb } from "./arbitraries.js";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Plays the chosen legal moves (stops when the level is over), checking invariants at every step. */
function playChecked(state: AttemptState, choices: number[]): AttemptState {
  for (const choice of choices) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const move = moves[choice % moves.length]!;
    const seen = preview(state, move);
    const done = commit(state, move);
    expect(seen.ok && done.ok).toBe(true);
    if (!seen.ok || !done.ok) break;
    // preview equals commit, exactly
    expect(done.state).toEqual(seen.state);
    expect(done.events).toEqual(seen.events);
    // one turn per commit
    expect(done.state.turnsUsed).toBe(state.turnsUsed + 1);
    // conservation: on the board + rescued = objective
    expect(sum(done.state.starfish) + done.state.rescued).toBe(done.state.objective);
    expect(done.state.remainingStarfish).toBe(sum(done.state.starfish));
    state = done.state;
  }
  return state;
}

describe("rules invariants (fast-check)", () => {
  it("conserve starfish, count one turn per commit, and preview equals commit", () => {
    fc.assert(
      fc.property(levelArb(), choicesArb, (level, choices) => {
        playChecked(newAttempt(level, { optimalTurns: 1, maxTurns: 8 }), choices);
      }),
      { numRuns: 300 },
    );
  });

  // Legal moves accepted, refusals, frozen inputs, JSON states, replay and mid-game continuation:
  // the engine conformance kit (conformance.test.ts).
  it("round-trip levels through JSON and parseLevel", () => {
    fc.assert(
      fc.property(levelArb(), (level) => {
        const parsed = parseLevel(JSON.parse(JSON.stringify(level)), { allowCustomRing: true });
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.value).toEqual(level);
      }),
      { numRuns: 150 },
    );
  });
});

/** Minimum turns to Full Rescue by plain depth-first search over the rules (no solver code). */
function bruteForce(
  level: ReturnType<typeof levelArb> extends fc.Arbitrary<infer L> ? L : never,
  limit: number,
) {
  const start = level.nodes.map((n) => n.starfish);
  const movesOf = (board: number[]): Move[] =>
    level.nodes.flatMap((node, index) =>
      node.type !== "sand" || board[index]! < 1
        ? []
        : (["left", "right"] as const)
            .filter((d) => node.currentDirection === undefined || node.currentDirection === d)
            .map((direction) => ({ node: index, direction })),
    );
  const reach = (board: number[], depth: number): boolean => {
    if (depth === 0) return false;
    return movesOf(board).some((move) => {
      const next = resolveTurn(level, board, move).starfish;
      return sum(next) === 0 || reach(next, depth - 1);
    });
  };
  for (let depth = 1; depth <= limit; depth++) if (reach(start, depth)) return depth;
  return null;
}

describe("solver (fast-check)", () => {
  it("finds the same optimum as a brute-force search on small rings, and its path wins in that many turns", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 6, maxPile: 2, maxStarfish: 5, permutedEdges: true }), (level) => {
        const limit = 4;
        const expected = bruteForce(level, limit);
        const solved = solve(level);
        if (expected === null) expect(solved.optimalTurns === null || solved.optimalTurns > limit).toBe(true);
        else expect(solved.optimalTurns).toBe(expected);
        if (solved.optimalTurns !== null) {
          let state = newAttempt(level, {
            optimalTurns: solved.optimalTurns,
            maxTurns: solved.optimalTurns + 2,
          });
          for (const move of solved.path) {
            const result = commit(state, move);
            expect(result.ok).toBe(true);
            if (result.ok) state = result.state;
          }
          expect(state.levelStatus).toBe("won");
          expect(state.turnsUsed).toBe(solved.optimalTurns);
          expect(state.rating).toBe(3);
        }
      }),
      { numRuns: 120 },
    );
  });

  it("has a move graph identical to the rules and a consistent exact dist", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 7, maxPile: 3, maxStarfish: 7, permutedEdges: true }), (level) => {
        const start = level.nodes.map((n) => n.starfish);
        const graph = buildFullGraph(compileBoard(level), start);
        const n = level.nodes.length;
        expect(graph.order[0]).toBe(graph.start);
        expect(graph.start).toBe(indexOf(graph.space, start));
        const reachable = new Set(graph.order);
        const indexes = new Set<number>();
        graph.order.forEach((r, p) => {
          const board = Array.from(graph.rows.subarray(p * n, p * n + n));
          indexes.add(r);
          expect(indexOf(graph.space, board)).toBe(r);
          if (r === 0) {
            expect(graph.dist[0]).toBe(0);
            return;
          }
          const state = { ...newAttempt(level, { optimalTurns: 1, maxTurns: 9 }), starfish: board };
          const moves = legalMoves(state);
          expect(graph.edgeCount[r]).toBe(moves.length);
          let best: number = UNREACHABLE;
          moves.forEach((move, i) => {
            const child = graph.edgeChild[graph.edgeFrom[r]! + i]!;
            expect(child).toBe(indexOf(graph.space, resolveTurn(level, board, move).starfish));
            expect(reachable.has(child)).toBe(true);
            best = Math.min(best, graph.dist[child]!);
          });
          // dist(s) = 1 + min over moves of dist(next); impossible stays impossible
          expect(graph.dist[r]).toBe(best === UNREACHABLE ? UNREACHABLE : best + 1);
        });
        // the index is one-to-one on the reachable states
        expect(indexes.size).toBe(graph.order.length);
        for (const r of graph.order) expect(r).toBeLessThan(graph.space.size);
        const optimum = solve(level).optimalTurns;
        expect(graph.dist[graph.start]).toBe(optimum === null ? UNREACHABLE : optimum);
      }),
      { numRuns: 60 },
    );
  });
});
