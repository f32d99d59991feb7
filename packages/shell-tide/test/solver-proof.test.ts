import { describe, expect, it } from "vitest";
import { type Level, proveLevel } from "../src/index.js";
import { resolveTurn } from "../src/rules/resolve-turn.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { buildFullGraph, UNREACHABLE } from "../src/solver/full-graph.js";
import { moveOfCode } from "../src/solver/solve.js";
import { indexOf } from "../src/solver/state-space.js";
import { type Cell, ringLevel } from "./helpers.js";
import {
  movesOf,
  type ReferenceState,
  referenceGraph,
  referenceSolve,
  replay,
  startOf,
} from "./reference-search.js";

/**
 * The balance proof's solver figures (docs/shell-tide/balance.md §1–3) against the reference search
 * over the rules (reference-search.ts): the optimum, its path and the states the search kept, the
 * reachable states, exact distances (dead states, mid-game routes, dead moves) — every expected value
 * recomputed from the rules, none taken from the proof.
 */

const BOARDS: [name: string, cells: Cell[], sweep: boolean][] = [
  ["setup then capture, Sweep", [1, 0, 1, 0, 1, 1, 0, 1], true],
  ["four twos", [2, 0, 2, 0, 2, 0, 2, 0], false],
  ["four twos, Sweep", [2, 0, 2, 0, 2, 0, 2, 0], true],
  ["two Current Arrows", [[2, "left"], 0, 1, 0, "W", 0, [1, "right"], 0], true],
  ["two Current Arrows, no Sweep", [[2, "left"], 0, 1, 0, "W", 0, [1, "right"], 0], false],
  ["wet pit and Sweep, one turn", [2, "W", 0, 1, 0, 0, 3, 0], true],
  // 0 right drops its starfish into the wet pit and the Sweep takes the pile on 6: the empty board is
  // first reached by a Sweep (of a pile in the last part of the solver's key)
  ["the empty board first reached by the Sweep", [1, "W", 0, 0, 0, 0, 3, 0], true],
  ["12 nodes, a wet pit and an arrow", [1, 0, 0, "W", 0, 0, 1, 0, 0, 0, [1, "left"], 0], true],
  ["12 nodes, no Sweep", [0, 1, 0, 0, 2, 0, 0, "W", 0, 1, 0, 0], false],
];

const levelOf = ([name, cells, sweep]: (typeof BOARDS)[number]): Level =>
  ringLevel(cells, { sweep, id: name });

const isEmpty = (board: number[]) => board.every((count) => count === 0);
const total = (board: number[]) => board.reduce((a, b) => a + b, 0);
const round = (x: number) => Math.round(x * 1e9) / 1e9;

describe("proveLevel's solver figures against the rules", () => {
  it.each(BOARDS)("%s", (...board) => {
    const level = levelOf(board);
    const proof = proveLevel(level, { emotionSeed: 2 });
    const solution = referenceSolve(level);
    const graph = referenceGraph(level);
    const states = [...graph.values()];
    const start = graph.get(startOf(level).join(","))!;

    // §1: O, the breadth-first path and the states the search kept
    expect(proof.optimalTurns).toBe(solution.optimalTurns);
    expect(proof.optimalPath).toEqual(solution.path);
    expect(proof.statesExplored).toBe(solution.statesExplored);
    expect(start.dist).toBe(solution.optimalTurns);

    // §1: every reachable state, and the share of the non-empty ones with no way to Full Rescue
    expect(proof.reachableStates).toBe(graph.size);
    const live = states.filter((s) => !isEmpty(s.board));
    const dead = live.filter((s) => s.dist === Infinity);
    expect(proof.deadStateRate).toBeCloseTo(round(dead.length / live.length), 9);

    // §3: mid-game routes along the optimal path: winning (Full Rescue within maxTurns), mastery
    // (the distance drops by one), safe (winning but slower)
    const O = solution.optimalTurns!;
    const along: { state: ReferenceState; turn: number }[] = O === 1 ? [{ state: start, turn: 0 }] : [];
    let here = start;
    solution.path.slice(0, -1).forEach((move, i) => {
      const edge = here.edges.find((e) => e.move.node === move.node && e.move.direction === move.direction)!;
      here = graph.get(edge.child)!;
      along.push({ state: here, turn: i + 1 });
    });
    expect(proof.midGame).toEqual(
      along.map(({ state, turn }) => {
        const left = proof.maxTurns - turn - 1;
        const dists = state.edges.map((e) => graph.get(e.child)!.dist);
        const winningMoves = dists.filter((d) => d <= left).length;
        const masteryMoves = dists.filter((d) => d <= left && d === state.dist - 1).length;
        return { turn, winningMoves, masteryMoves, safeMoves: winningMoves - masteryMoves };
      }),
    );

    // §2: dead moves among the legal moves of the boards reachable in fewer than maxTurns turns: no
    // rescue, no setup (the emptied source a Vortex point of a capture on the next board), and the
    // distance gets worse
    let moves = 0;
    let deadMoves = 0;
    for (const state of states) {
      if (state.depth >= proof.maxTurns) continue;
      for (const edge of state.edges) {
        moves++;
        const child = graph.get(edge.child)!;
        const rescue = total(child.board) < total(state.board);
        const setup = child.edges.some((e) => e.vortex.includes(edge.move.node));
        if (!rescue && !setup && child.dist > state.dist) deadMoves++;
      }
    }
    expect(proof.deadMoveRate).toBeCloseTo(round(deadMoves / moves), 9);

    // §3: each band's witness replays to a win in its turns with its rating
    for (const witness of [proof.bands.three, proof.bands.two, proof.bands.one]) {
      if (witness === null) continue;
      const end = replay(level, witness.path);
      expect(end.levelStatus).toBe("won");
      expect(end.turnsUsed).toBe(witness.turns);
    }
    expect(proof.bands.three?.turns).toBe(O);
  });

  it("a board with no Full Rescue: every reachable board with starfish is dead", () => {
    // no Sweep and no wet pit: the lone pile is sown around and never captured
    const level = ringLevel([0, 0, 0, 3, 0, 0, 0, 0], { id: "stuck" });
    const proof = proveLevel(level);
    const graph = referenceGraph(level);
    expect(proof.optimalTurns).toBeNull();
    expect(proof.optimalPath).toEqual([]);
    expect(proof.statesExplored).toBe(graph.size);
    expect(proof.reachableStates).toBe(graph.size);
    expect(proof.deadStateRate).toBe(1);
  });
});

describe("the exact distance graph (buildFullGraph) against the rules", () => {
  const small = [
    "four twos",
    "four twos, Sweep",
    "two Current Arrows",
    "two Current Arrows, no Sweep",
    "the empty board first reached by the Sweep",
  ];
  it.each(BOARDS.filter(([name]) => small.includes(name) || name.startsWith("12 nodes, a")))(
    "%s",
    (...board) => {
      const level = levelOf(board);
      const graph = referenceGraph(level);
      const full = buildFullGraph(compileBoard(level), startOf(level));
      const n = level.nodes.length;
      const indexOfKey = (key: string) => indexOf(full.space, key.split(",").map(Number));
      expect(full.start).toBe(indexOfKey(startOf(level).join(",")));
      expect(full.order.length).toBe(graph.size);
      // breadth-first layers: order[layerStart[d] .. layerStart[d + 1]) are the boards d turns away
      const layers = Math.max(...[...graph.values()].map((s) => s.depth)) + 1;
      const expectedLayers: number[][] = Array.from({ length: layers }, () => []);
      for (const [key, state] of graph) expectedLayers[state.depth]!.push(indexOfKey(key));
      expect(full.layerStart).toHaveLength(layers + 1);
      expect(
        expectedLayers.map((_, d) =>
          [...full.order.subarray(full.layerStart[d]!, full.layerStart[d + 1]!)].sort(),
        ),
      ).toEqual(expectedLayers.map((layer) => layer.sort()));
      // per board: its counts, distance, starfish, moves (child, move, rescued) and Vortex points
      const byIndex = new Map([...graph.entries()].map(([key, s]) => [indexOfKey(key), s]));
      const actual = [...full.order].map((r, p) => ({
        board: [...full.rows.subarray(p * n, p * n + n)],
        dist: full.dist[r],
        total: full.total[r],
        edges: Array.from({ length: full.edgeCount[r]! }, (_, i) => {
          const e = full.edgeFrom[r]! + i;
          return [full.edgeChild[e], full.edgeMove[e], full.edgeRescued[e]];
        }),
        vortex: full.vortexMask[r],
      }));
      const expected = [...full.order].map((r) => {
        const state = byIndex.get(r)!;
        return {
          board: state.board,
          dist: state.dist === Infinity ? UNREACHABLE : state.dist,
          total: total(state.board),
          edges: state.edges.map((edge) => [
            indexOfKey(edge.child),
            edge.move.node * 2 + (edge.move.direction === "left" ? 0 : 1),
            edge.rescued,
          ]),
          vortex: state.edges.reduce((mask, edge) => edge.vortex.reduce((m, e) => m | (1 << e), mask), 0),
        };
      });
      expect(actual).toEqual(expected);
    },
  );

  it("keeps every move of a large graph (over ten thousand boards)", () => {
    // 12 nodes, 6 starfish on 11 sand nodes: C(17, 11) = 12 376 distributions, most of them reachable,
    // so the edge list outgrows its first allocation. The last boards in breadth-first order have
    // their moves at its end.
    const level = ringLevel([[3, "right"], 0, 0, [2, "left"], 0, "W", 0, 1, 0, 0, 0, 0], { sweep: true });
    const full = buildFullGraph(compileBoard(level), startOf(level));
    expect(full.dist[full.start]).toBe(referenceSolve(level).optimalTurns);
    const n = level.nodes.length;
    // every legal move of every reachable board is an edge, and every move the graph says empties the
    // board does so by the rules (a lost edge would read as one)
    let moves = 0;
    const wrong: string[] = [];
    full.order.forEach((r, p) => {
      const board = [...full.rows.subarray(p * n, p * n + n)];
      const legal = movesOf(level, board).length;
      moves += legal;
      if (full.edgeCount[r] !== legal) wrong.push(`${board}: ${full.edgeCount[r]} moves, not ${legal}`);
      for (let e = full.edgeFrom[r]!, end = e + full.edgeCount[r]!; e < end; e++) {
        if (full.edgeChild[e] !== 0) continue;
        const move = moveOfCode(full.edgeMove[e]!);
        if (resolveTurn(level, board, move).starfish.some((count) => count > 0))
          wrong.push(`${board}: ${JSON.stringify(move)}`);
      }
    });
    expect(full.order.length).toBeGreaterThan(10_000);
    expect(wrong).toEqual([]);
    expect(full.edgeChild.length).toBe(moves);
    for (let p = full.order.length - 8; p < full.order.length; p++) {
      const board = [...full.rows.subarray(p * n, p * n + n)];
      const expected = referenceSolve(level, board).optimalTurns;
      expect(full.dist[full.order[p]!]).toBe(expected ?? UNREACHABLE);
    }
  });
});
