import { type AttemptState, commit, type Level, legalMoves, type Move, newAttempt } from "../src/index.js";
import { resolveTurn } from "../src/rules/resolve-turn.js";

/**
 * A plain breadth-first search over the RULES (`legalMoves` and the turn of `resolveTurn`), with no
 * solver code: the yardstick the solver's tests compare against. Boards are keyed by their counts as
 * a string; slow, but exact, and small boards are all it is used on.
 */

const keyOf = (board: readonly number[]) => board.join(",");
const isEmpty = (board: readonly number[]) => board.every((count) => count === 0);

/** The legal moves of `board` (node ascending, left before right), as the rules list them. */
export function movesOf(level: Level, board: readonly number[]): Move[] {
  let state = playing.get(level);
  if (!state) {
    state = newAttempt(level, { optimalTurns: null, maxTurns: 1 });
    playing.set(level, state);
  }
  return legalMoves({ ...state, starfish: [...board], remainingStarfish: board.reduce((a, b) => a + b, 0) });
}
const playing = new WeakMap<Level, AttemptState>();

/** The first legal move (in `legalMoves` order) whose turn rescues every starfish left, or null. */
export function finishingMove(level: Level, board: readonly number[]): Move | null {
  return movesOf(level, board).find((move) => isEmpty(resolveTurn(level, board, move).starfish)) ?? null;
}

export interface ReferenceSolution {
  optimalTurns: number | null;
  path: Move[];
  /**
   * What docs/shell-tide/balance.md §1 says the solver keeps: the start, every new board stored in
   * breadth-first order up to the first one with a finishing move, and the empty board.
   */
  statesExplored: number;
}

/**
 * The fewest turns to Full Rescue from `start` by plain breadth-first search: every board is tested
 * for a finishing move when it is first stored, in queue order, children in `legalMoves` order.
 */
export function referenceSolve(level: Level, start: readonly number[] = startOf(level)): ReferenceSolution {
  const { optimalTurns, path, statesExplored } = referenceSearch(level, start);
  return { optimalTurns, path, statesExplored };
}

export interface ReferenceWork extends ReferenceSolution {
  /**
   * Boards a plain breadth-first search (goal test on expansion) expands: every board in queue order up
   * to the goal's parent, the board with the finishing move (all kept boards when there is no Full Rescue).
   */
  statesExpanded: number;
  /** Boards whose children were generated (none when the start itself finishes). */
  statesWithChildren: number;
}

/** `referenceSolve` with the work of the search (the figures of the solver's benchmark). */
export function referenceSearch(level: Level, start: readonly number[] = startOf(level)): ReferenceWork {
  if (isEmpty(start)) {
    return { optimalTurns: 0, path: [], statesExplored: 1, statesExpanded: 0, statesWithChildren: 0 };
  }
  const first = finishingMove(level, start);
  if (first) {
    return { optimalTurns: 1, path: [first], statesExplored: 2, statesExpanded: 1, statesWithChildren: 0 };
  }
  const boards: number[][] = [[...start]];
  const parent: number[] = [-1];
  const via: (Move | null)[] = [null];
  const seen = new Set([keyOf(start)]);
  for (let head = 0; head < boards.length; head++) {
    const board = boards[head]!;
    for (const move of movesOf(level, board)) {
      const child = resolveTurn(level, board, move).starfish;
      const key = keyOf(child);
      if (seen.has(key)) continue;
      seen.add(key);
      boards.push(child);
      parent.push(head);
      via.push(move);
      const last = finishingMove(level, child);
      if (last) {
        const path = [last];
        for (let at = boards.length - 1; at > 0; at = parent[at]!) path.unshift(via[at]!);
        const work = { statesExpanded: boards.length, statesWithChildren: head + 1 };
        return { optimalTurns: path.length, path, statesExplored: boards.length + 1, ...work };
      }
    }
  }
  const all = boards.length;
  return { optimalTurns: null, path: [], statesExplored: all, statesExpanded: all, statesWithChildren: all };
}

export interface ReferenceEdge {
  move: Move;
  child: string;
  rescued: number;
  /** The empty nodes (Vortex points) of the move's captures. */
  vortex: number[];
}

export interface ReferenceState {
  board: number[];
  /** Breadth-first depth from the start. */
  depth: number;
  edges: ReferenceEdge[];
  /** Exact turns to Full Rescue; Infinity when none. */
  dist: number;
}

/** Every board reachable from `start` (breadth-first order, keyed by counts), its moves and its exact distance. */
export function referenceGraph(
  level: Level,
  start: readonly number[] = startOf(level),
): Map<string, ReferenceState> {
  const states = new Map<string, ReferenceState>();
  states.set(keyOf(start), { board: [...start], depth: 0, edges: [], dist: Infinity });
  for (const state of states.values()) {
    if (isEmpty(state.board)) continue;
    for (const move of movesOf(level, state.board)) {
      const turn = resolveTurn(level, state.board, move);
      const child = keyOf(turn.starfish);
      state.edges.push({ move, child, rescued: turn.rescued, vortex: turn.captures.map((c) => c.empty) });
      if (!states.has(child)) {
        states.set(child, { board: turn.starfish, depth: state.depth + 1, edges: [], dist: Infinity });
      }
    }
  }
  // dist = 0 on the empty board, else 1 + the least dist of a child, relaxed until nothing changes
  for (const state of states.values()) if (isEmpty(state.board)) state.dist = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (const state of states.values()) {
      for (const edge of state.edges) {
        const through = states.get(edge.child)!.dist + 1;
        if (through < state.dist) {
          state.dist = through;
          changed = true;
        }
      }
    }
  }
  return states;
}

export function startOf(level: Level): number[] {
  return level.nodes.map((node) => node.starfish);
}

/** Plays `path` from `start` through the public attempt API; the final state (throws on a refusal). */
export function replay(level: Level, path: readonly Move[], start: readonly number[] = startOf(level)) {
  const objective = level.nodes.reduce((sum, node) => sum + node.starfish, 0);
  const onBoard = start.reduce((a, b) => a + b, 0);
  let state = {
    ...newAttempt(level, { optimalTurns: path.length, maxTurns: path.length + 2 }),
    starfish: [...start],
    rescued: objective - onBoard,
    remainingStarfish: onBoard,
  };
  for (const move of path) {
    const result = commit(state, move);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${result.code}`);
    state = result.state;
  }
  return state;
}
