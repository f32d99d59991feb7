import { ProofHeartbeat, type ProofSignal } from "../balance/proof-progress.js";
import { levelFingerprint } from "../level/fingerprint.js";
import type { Level } from "../level/schema.js";
import type { Move } from "../types.js";
import { bfsOptimum, type SearchProgress } from "./bfs.js";
import { compileBoard } from "./compiled-board.js";
import { assertPlayableLevel, assertStart } from "./solver-input.js";

export interface SolveResult {
  /** Fewest turns to Full Rescue; null when no Full Rescue exists. */
  optimalTurns: number | null;
  /** One optimal path (empty when there is none). */
  path: Move[];
  /** Distinct starfish distributions discovered before the optimum was proven. */
  statesExplored: number;
  fingerprint: string;
}

export function moveOfCode(code: number): Move {
  return { node: code >> 1, direction: (code & 1) === 0 ? "left" : "right" };
}

/**
 * The most boards `solve` keeps on a board beyond the dense index (more than EXACT_STATE_LIMIT
 * distributions, which `parseLevel` refuses) before it gives up with a SolverLimitError SEARCH_BUDGET:
 * about 120 MB and a few seconds of one core. A board `parseLevel` accepts is always searched to the end.
 */
export const SOLVE_STATE_BUDGET = 1 << 21;

export interface SolveOptions {
  /** A heartbeat for long searches: the states kept so far, every 8192 expansions. */
  onProgress?: SearchProgress;
  /**
   * The most boards kept on a board beyond the dense index (default SOLVE_STATE_BUDGET); past it
   * `solve` throws a SolverLimitError with the code SEARCH_BUDGET.
   */
  maxStates?: number;
  /**
   * An `AbortSignal`: read before the search and at every heartbeat; once aborted, `solve` throws its
   * `reason` (an `AbortError`). The search is synchronous: abort from `onProgress`, or run it in a worker.
   */
  signal?: ProofSignal;
}

/**
 * Exact minimum-turn proof from the level's start (or from `starfish`, a mid-game board). A level the
 * rules cannot run (edges that are not reversible node indexes, …) or a start that does not fit it is
 * refused at once with a RulekitValidationError naming the JSON path; a board beyond the solver's key,
 * nodes or starfish throws a RangeError (SolverLimitError for the key); a board beyond the dense index
 * is searched within `maxStates`.
 */
export function solve(level: Level, starfish?: readonly number[], options: SolveOptions = {}): SolveResult {
  assertPlayableLevel(level, "solve");
  if (starfish !== undefined) assertStart(level, starfish);
  const heart = new ProofHeartbeat(undefined, options.signal, "the exact search");
  heart.check();
  const board = compileBoard(level);
  const start = starfish ?? level.nodes.map((node) => node.starfish);
  const onProgress = options.signal
    ? (kept: number) => {
        heart.check();
        options.onProgress?.(kept);
        heart.check();
      }
    : options.onProgress;
  const result = bfsOptimum(board, start, {
    maxStates: options.maxStates ?? SOLVE_STATE_BUDGET,
    ...(onProgress ? { onProgress } : {}),
  });
  return {
    optimalTurns: result.optimalTurns,
    path: result.path.map(moveOfCode),
    statesExplored: result.statesExplored,
    fingerprint: levelFingerprint(level),
  };
}
