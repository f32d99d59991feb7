import { type Game, perft, type RuleSet } from "@rulekit/rps-grid";
import { startGame } from "./load-rules.js";

/** One row of `rps perft`: the leaves at a depth and how long counting them took. */
export interface PerftDepth {
  depth: number;
  leaves: number;
  ms: number;
}

/** A root move of a deep depth counted (depths from 4 on report them; the others are instant). */
export interface PerftBeat {
  depth: number;
  done: number;
  total: number;
}

/** What the perft thread (perft-worker.ts) is given: the game's start, as `rps perft` read it. */
export interface PerftTask {
  source: string;
  rules: RuleSet;
  seed: string;
  state?: unknown;
  depth: number;
}

export const perftGame = (task: PerftTask): Game =>
  startGame(task.source, task.rules, { seed: task.seed, state: task.state, statePath: "" });

/** The leaves of depths 1..maxDepth, timed one by one. */
export function perftDepths(game: Game, maxDepth: number, beat: (b: PerftBeat) => void): PerftDepth[] {
  const depths: PerftDepth[] = [];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const start = performance.now();
    const leaves = perft(game, depth, {
      onRootMove: depth < 4 ? undefined : (done, total) => beat({ depth, done, total }),
    });
    depths.push({ depth, leaves, ms: Math.round((performance.now() - start) * 10) / 10 });
  }
  return depths;
}
