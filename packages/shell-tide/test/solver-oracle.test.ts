import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exactLimitReport, type Level, solve } from "../src/index.js";
import { resolveTurn } from "../src/rules/resolve-turn.js";
import { bfsOptimum } from "../src/solver/bfs.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { moveOfCode } from "../src/solver/solve.js";
import { levelArb } from "./arbitraries.js";
import { type Cell, ringLevel } from "./helpers.js";
import { movesOf, referenceSearch, referenceSolve, replay, startOf } from "./reference-search.js";

/**
 * The solver against a plain breadth-first search over the rules (reference-search.ts): the same
 * optimum, the same path (the first a breadth-first search in `legalMoves` order finds) and the same
 * count of states kept (docs/shell-tide/balance.md §1), and its path wins through `commit` in exactly
 * that many turns. Every expected value comes from the reference search, none from the solver.
 */

/** Hand-picked small boards: 8 and 12 nodes, wet pits, Current Arrows, the Sweep, laps, no Full Rescue. */
const BOARDS: [name: string, cells: Cell[], sweep: boolean][] = [
  ["one-turn capture chain", [1, 0, 0, 1, 0, 2, 0, 1], false],
  ["setup then capture", [1, 0, 1, 0, 1, 1, 0, 1], false],
  ["three turns with the Sweep", [0, 2, 2, 0, 0, 1, 1, 0], true],
  ["wet pit and Sweep, one turn", [2, "W", 0, 1, 0, 0, 3, 0], true],
  ["wet pit without the Sweep", [2, "W", 0, 1, 0, 0, 3, 0], false],
  ["12 nodes, two wet pits, Sweep", [3, 0, 0, "W", 1, 0, 2, 0, 0, "W", 0, 1], true],
  ["12 nodes, one wet pit", [1, 1, 0, 2, 0, "W", 0, 0, 1, 0, 0, 0], false],
  ["two Current Arrows", [[2, "left"], 0, 1, 0, "W", 0, [1, "right"], 0], true],
  ["a pile that laps the ring into a wet pit", [9, 0, 0, 0, "W", 0, 0, 0], false],
  ["a pile that laps the ring, Sweep", [10, 0, 0, 0, 0, 0, 0, 1], true],
  ["six ones, Sweep", [1, 1, 1, 1, 1, 1, 0, 0], true],
  ["four twos", [2, 0, 2, 0, 2, 0, 2, 0], false],
  ["12 nodes, Sweep", [1, 2, 0, 0, 3, 0, 0, 1, 0, 0, 0, 1], true],
  ["12 nodes, every other node", [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1], false],
  ["12 nodes, a big pile and two pits", [4, 0, "W", 0, 0, 2, 0, 0, 1, 0, "W", 0], true],
  ["12 nodes, arrows both ways", [[3, "right"], 0, 0, [2, "left"], 0, "W", 0, 1, 0, 0, 0, 0], true],
  ["a chain that laps back over its source", [1, 1, 0, 1, 0, 1, 0, 0], false],
  ["a lone starfish, no Sweep, no pit", [0, 0, 0, 0, 0, 3, 0, 0], false],
  ["one starfish goes round and back to the start", [1, 0, 0, 0, 0, 0, 0, 0], false],
  ["a lone pile, the Sweep needs a rescue", [0, 0, 0, 2, 0, 0, 0, 0], true],
  ["arrow pointing away from the only pit", [0, 0, [1, "left"], "W", 0, 0, 0, 0], false],
  ["a pile that laps the ring twice", [17, 0, 0, 0, "W", 0, 0, 0], false],
  ["the last move from node 0, to the left", [0, 1, 0, 0, 0, 17, 0, 0], true],
  ["one turn: node 0 left into a wet pit", [1, 0, 0, 0, 0, 0, 0, "W"], false],
  // 0 right sows onto 1 (STOP); the chain takes 3 (2 empty) and stops at the wet pit 4; the Sweep
  // takes the STOP pile: one turn, though no chain could lap back to 1 over the pit
  ["the Sweep takes the STOP pile past a wet pit", [1, 0, 0, 1, "W", 0, 0, 0], true],
];

const levelOf = ([name, cells, sweep]: (typeof BOARDS)[number]) => ringLevel(cells, { sweep, id: name });
const named = (name: string) => levelOf(BOARDS.find((board) => board[0] === name)!);

/** The solver's answer must be the reference's, and its path must win in exactly that many turns. */
function expectReference(level: Level, start: number[] = startOf(level)) {
  const expected = referenceSolve(level, start);
  const solved = solve(level, start);
  expect({
    optimalTurns: solved.optimalTurns,
    path: solved.path,
    statesExplored: solved.statesExplored,
  }).toEqual(expected);
  if (expected.optimalTurns !== null && expected.optimalTurns > 0) {
    const end = replay(level, solved.path, start);
    expect(end.levelStatus).toBe("won");
    expect(end.turnsUsed).toBe(expected.optimalTurns);
  }
  return expected;
}

describe("solve against a breadth-first search over the rules", () => {
  it.each(BOARDS)("%s", (...board) => {
    expectReference(levelOf(board));
  });

  it("covers optima from 1 to 7 turns and boards with no Full Rescue", () => {
    const optima = new Set(BOARDS.map((board) => referenceSolve(levelOf(board)).optimalTurns));
    expect(optima).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, null]));
  });

  it("agrees on 40 seeded random rings of 8–12 nodes (any edge permutation, arrows, pits, Sweep)", () => {
    const levels = fc.sample(
      levelArb({ minNodes: 8, maxNodes: 12, maxPile: 4, maxStarfish: 7, permutedEdges: true }),
      { seed: 16, numRuns: 40 },
    );
    let unsolvable = 0;
    for (const level of levels) if (expectReference(level).optimalTurns === null) unsolvable++;
    expect(unsolvable).toBeGreaterThan(3);
  });

  it("agrees from mid-game boards: after each board's first and last legal move", () => {
    for (const board of BOARDS) {
      const level = levelOf(board);
      const moves = movesOf(level, startOf(level));
      for (const move of [moves[0]!, moves[moves.length - 1]!]) {
        expectReference(level, resolveTurn(level, startOf(level), move).starfish);
      }
    }
  });

  it("counts a board the search comes back to once: one starfish has 8 places, and no Full Rescue", () => {
    expect(solve(named("one starfish goes round and back to the start"))).toMatchObject({
      optimalTurns: null,
      path: [],
      statesExplored: 8,
    });
  });

  it("needs no turn from an empty board and one from a board with a finishing move", () => {
    const level = named("one-turn capture chain");
    expect(solve(level, [0, 0, 0, 0, 0, 0, 0, 0])).toMatchObject({
      optimalTurns: 0,
      path: [],
      statesExplored: 1,
    });
    // 3 right sows its one starfish onto 4 (STOP); the chain takes 6 (5 empty), 0 (7 empty), 2 (1
    // empty) and 4 itself (3, the emptied source): the board is empty. No earlier move (0 left … 3
    // left) empties it. The start and the empty board: two states.
    const board = [1, 0, 2, 1, 0, 0, 1, 0];
    expect(solve(level, board)).toMatchObject({
      optimalTurns: 1,
      path: [{ node: 3, direction: "right" }],
      statesExplored: 2,
    });
    expectReference(level, board);
  });

  it("gives the same answer when the same board is solved again (nothing of one search leaks into the next)", () => {
    // a large state space searched briefly, then a small one searched to the end, each twice
    for (const name of [
      "a pile that laps the ring, Sweep",
      "a pile that laps the ring into a wet pit",
      "a lone starfish, no Sweep, no pit",
      "a pile that laps the ring, Sweep",
    ]) {
      const level = named(name);
      const expected = referenceSolve(level);
      for (let i = 0; i < 2; i++) {
        const solved = solve(level);
        expect([solved.optimalTurns, solved.statesExplored]).toEqual([
          expected.optimalTurns,
          expected.statesExplored,
        ]);
      }
    }
  });
});

describe("the solver's two visited sets (a dense bit set, a hash set for boards too large to number)", () => {
  it("both give the reference's optimum, path, states and work on every hand-picked board", () => {
    for (const board of BOARDS) {
      const level = levelOf(board);
      const expected = referenceSearch(level);
      const compiled = compileBoard(level);
      // the hash set first: the two searches of one board must not share a kernel built for the other
      for (const dense of [false, true]) {
        const found = bfsOptimum(compiled, startOf(level), { dense });
        expect(found.visited).toBe(dense ? "dense" : "hash");
        expect({
          optimalTurns: found.optimalTurns,
          path: found.path.map(moveOfCode),
          statesExplored: found.statesExplored,
          statesExpanded: found.statesExpanded,
          statesWithChildren: found.statesWithChildren,
        }).toEqual(expected);
      }
    }
  });

  it("both need no turn from an empty board", () => {
    const compiled = compileBoard(named("four twos"));
    for (const dense of [false, true]) {
      expect(bfsOptimum(compiled, [0, 0, 0, 0, 0, 0, 0, 0], { dense })).toMatchObject({
        optimalTurns: 0,
        path: [],
        statesExplored: 1,
        statesExpanded: 0,
        statesWithChildren: 0,
      });
    }
  });

  it("a board beyond the dense numbering is searched with the hash set and still solved exactly", () => {
    // 12 nodes, 2 wet pits, 20 starfish on 10 sand nodes: C(30, 10) = 30 045 015 distributions, over
    // the proof's 2^24, while the key 21^10 < 2^53 fits
    for (const sweep of [false, true]) {
      const level = ringLevel([2, 0, 0, 0, 0, 0, "W", 0, 0, "W", 1, 17], { sweep });
      expect(exactLimitReport(level).proof.withinLimit).toBe(false);
      expectReference(level);
    }
  });
});

describe("solve's progress heartbeat", () => {
  it("beats once per 8192 expansions with the states kept so far, the same with either visited set", () => {
    // no Full Rescue (a 9-node ring, no Sweep, no wet pit), so every state kept is expanded
    const level = ringLevel([0, 2, 1, 0, [0, "right"], 4, 1, 0, [0, "left"]], { id: "heartbeat" });
    const beats: number[] = [];
    const result = solve(level, undefined, { onProgress: (kept) => beats.push(kept) });
    expect(result.optimalTurns).toBeNull();
    expect(result.statesExplored).toBeGreaterThan(2 * 8192);
    expect(beats).toHaveLength(Math.floor(result.statesExplored / 8192));
    beats.forEach((kept, i) => {
      // by the (i + 1)-th beat at least (i + 1) × 8192 states were expanded, each one kept
      expect(kept).toBeGreaterThanOrEqual((i + 1) * 8192);
      expect(kept).toBeLessThanOrEqual(result.statesExplored);
    });
    expect(beats[1]!).toBeGreaterThan(beats[0]!);
    const hashed: number[] = [];
    const found = bfsOptimum(compileBoard(level), startOf(level), {
      dense: false,
      onProgress: (kept) => hashed.push(kept),
    });
    expect(found.statesExplored).toBe(result.statesExplored);
    expect(hashed).toEqual(beats);
  });

  it("a search stopped by throwing from onProgress leaves nothing behind: the next search is whole", () => {
    const level = ringLevel([0, 2, 1, 0, [0, "right"], 4, 1, 0, [0, "left"]], { id: "heartbeat" });
    const whole = solve(level);
    const stop = new Error("cancelled");
    expect(() =>
      solve(level, undefined, {
        onProgress: () => {
          throw stop;
        },
      }),
    ).toThrow(stop);
    expect(solve(level)).toEqual(whole);
    expect(solve(level, [0, 2, 1, 0, 1, 3, 1, 0, 0])).toEqual(solve(level, [0, 2, 1, 0, 1, 3, 1, 0, 0]));
  });
});
