import { levelFingerprint } from "../level/fingerprint.js";
import type { Level } from "../level/schema.js";
import type { Move } from "../types.js";
import { bfsOptimum, type SearchProgress } from "./bfs.js";
import { compileBoard } from "./compiled-board.js";

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

export interface SolveOptions {
  /** A heartbeat for long searches: the states kept so far, every 8192 expansions. */
  onProgress?: SearchProgress;
}

/** Exact minimum-turn proof from the level's start (or from `starfish`, a mid-game board). */
export function solve(level: Level, starfish?: readonly number[], options: SolveOptions = {}): SolveResult {
  const board = compileBoard(level);
  const start = starfish ?? level.nodes.map((node) => node.starfish);
  const result = bfsOptimum(board, start, options.onProgress ? { onProgress: options.onProgress } : {});
  return {
    optimalTurns: result.optimalTurns,
    path: result.path.map(moveOfCode),
    statesExplored: result.statesExplored,
    fingerprint: levelFingerprint(level),
  };
}
