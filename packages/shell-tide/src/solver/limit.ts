import type { Level } from "../level/schema.js";
import { objectiveOf } from "../rules/topology.js";

/**
 * The exact balance proof numbers every starfish distribution of a board (each sand node holding
 * 0 … objective, at most the objective in all) and keeps per-state data in flat arrays, so it stops
 * above this many distributions. Same value as the state space's MAX_DENSE_STATES.
 */
export const EXACT_STATE_LIMIT = 1 << 24;

/**
 * The solver packs a board into one integer key, (objective + 1) ^ sandNodes, which must stay an exact
 * double. Beyond it not even the solver can search the board.
 */
export const SOLVER_KEY_LIMIT = 2 ** 53;

/** The balance proof cannot number this board's distributions (the solver may still search it). */
export const STATE_SPACE_TOO_LARGE = "STATE_SPACE_TOO_LARGE" as const;
/** The solver's key cannot hold this board: neither a solve nor a proof is possible. */
export const KEY_TOO_LARGE = "KEY_TOO_LARGE" as const;
export type SolverLimitCode = typeof STATE_SPACE_TOO_LARGE | typeof KEY_TOO_LARGE;

/**
 * A board beyond one of the exact search's limits. A RangeError (what the solver always threw), with
 * the figures a UI needs to explain the limit instead of showing a raw number.
 */
export class SolverLimitError extends RangeError {
  constructor(
    readonly code: SolverLimitCode,
    readonly sandNodes: number,
    readonly starfish: number,
  ) {
    const distributions = distributionCount(sandNodes, starfish);
    super(
      code === STATE_SPACE_TOO_LARGE
        ? `balance proof: ${sandNodes} sand nodes holding up to ${starfish} starfish have ${distributions} distributions; the exact proof numbers at most ${EXACT_STATE_LIMIT}`
        : `solver: ${sandNodes} sand nodes with ${starfish} starfish do not fit an exact integer key`,
    );
    this.name = "SolverLimitError";
    this.distributions = distributions;
  }
  /** Distributions of the board: C(starfish + sandNodes, sandNodes). */
  readonly distributions: number;
}

/** Distributions of at most `starfish` starfish over `sandNodes` nodes: C(starfish + sandNodes, sandNodes). */
export function distributionCount(sandNodes: number, starfish: number): number {
  let count = 1;
  // C(T + m, m) = Π_{i=1..m} (T + i) / i; each partial product is itself a binomial, so it stays whole
  for (let i = 1; i <= sandNodes; i++) count = (count * (starfish + i)) / i;
  return Math.round(count);
}

/** Whether the solver's key holds `sandNodes` nodes of 0 … starfish: (starfish + 1) ^ sandNodes ≤ 2^53. */
export function fitsSolverKey(sandNodes: number, starfish: number): boolean {
  return (starfish + 1) ** sandNodes <= SOLVER_KEY_LIMIT;
}

/** The largest n in 0 … high with fits(n) (fits must hold for 0 and turn false at most once). */
function lastFitting(high: number, fits: (n: number) => boolean): number {
  let low = 0;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface LimitFigures {
  withinLimit: boolean;
  /** The most starfish these sand nodes can hold and stay within the limit. */
  maxStarfish: number;
  /** The most sand nodes this many starfish can lie on and stay within the limit. */
  maxSandNodes: number;
}

export interface ExactLimitReport {
  sandNodes: number;
  starfish: number;
  distributions: number;
  /** The balance proof's limit: at most EXACT_STATE_LIMIT distributions. */
  proof: LimitFigures & { limit: number };
  /** The solver's limit: the key (starfish + 1) ^ sandNodes within 2^53. */
  solver: LimitFigures;
}

/** Where a level stands against the exact search's two limits, and what would bring it within each. */
export function exactLimitReport(level: Level): ExactLimitReport {
  const sandNodes = level.nodes.filter((node) => node.type === "sand").length;
  const starfish = objectiveOf(level);
  const inProof = (m: number, t: number) => distributionCount(m, t) <= EXACT_STATE_LIMIT;
  return {
    sandNodes,
    starfish,
    distributions: distributionCount(sandNodes, starfish),
    proof: {
      limit: EXACT_STATE_LIMIT,
      withinLimit: inProof(sandNodes, starfish),
      maxStarfish: lastFitting(EXACT_STATE_LIMIT, (t) => inProof(sandNodes, t)),
      maxSandNodes: lastFitting(sandNodes, (m) => inProof(m, starfish)),
    },
    solver: {
      withinLimit: fitsSolverKey(sandNodes, starfish),
      maxStarfish: lastFitting(SOLVER_KEY_LIMIT, (t) => fitsSolverKey(sandNodes, t)),
      maxSandNodes: lastFitting(sandNodes, (m) => fitsSolverKey(m, starfish)),
    },
  };
}
