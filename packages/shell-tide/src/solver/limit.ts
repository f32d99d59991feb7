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

/** Most nodes (wet pits included) a board may have for the exact solver. */
export const MAX_SOLVER_NODES = 24;
/** Most starfish the exact solver searches (counts are kept in bytes). */
export const MAX_SOLVER_STARFISH = 255;

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
    this.message +=
      "; exactLimitReport(level) says what brings the board within the limits (parseLevel refuses it)";
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
  /** Every node, wet pits included (the solver takes at most MAX_SOLVER_NODES). */
  nodes: number;
  sandNodes: number;
  starfish: number;
  distributions: number;
  /** The balance proof's limit: at most EXACT_STATE_LIMIT distributions. */
  proof: LimitFigures & { limit: number };
  /** The solver's limit: the key (starfish + 1) ^ sandNodes within 2^53. */
  solver: LimitFigures;
  /**
   * Whether the exact search takes the board at all: within both limits above, at most
   * MAX_SOLVER_NODES nodes and MAX_SOLVER_STARFISH starfish. `parseLevel` refuses a level outside
   * (`beyond_exact_solver`), so every level it accepts can be solved and proven.
   */
  withinLimits: boolean;
}

/** Where a level stands against the exact search's two limits, and what would bring it within each. */
export function exactLimitReport(level: Level): ExactLimitReport {
  const sandNodes = level.nodes.filter((node) => node.type === "sand").length;
  const starfish = objectiveOf(level);
  const inProof = (m: number, t: number) => distributionCount(m, t) <= EXACT_STATE_LIMIT;
  const nodes = level.nodes.length;
  const proofFits = inProof(sandNodes, starfish);
  const keyFits = fitsSolverKey(sandNodes, starfish);
  return {
    nodes,
    sandNodes,
    starfish,
    distributions: distributionCount(sandNodes, starfish),
    proof: {
      limit: EXACT_STATE_LIMIT,
      withinLimit: proofFits,
      maxStarfish: lastFitting(EXACT_STATE_LIMIT, (t) => inProof(sandNodes, t)),
      maxSandNodes: lastFitting(sandNodes, (m) => inProof(m, starfish)),
    },
    solver: {
      withinLimit: keyFits,
      maxStarfish: lastFitting(SOLVER_KEY_LIMIT, (t) => fitsSolverKey(sandNodes, t)),
      maxSandNodes: lastFitting(sandNodes, (m) => fitsSolverKey(m, starfish)),
    },
    withinLimits: proofFits && keyFits && nodes <= MAX_SOLVER_NODES && starfish <= MAX_SOLVER_STARFISH,
  };
}

/**
 * Why the exact search cannot take a board, in words naming each limit it breaks and what would
 * bring it within (from its `exactLimitReport`), or null when it is within every limit.
 */
export function exactLimitProblem(report: ExactLimitReport): string | null {
  if (report.withinLimits) return null;
  const { nodes, sandNodes, starfish, distributions, proof, solver } = report;
  const reasons: string[] = [];
  if (nodes > MAX_SOLVER_NODES) reasons.push(`it takes at most ${MAX_SOLVER_NODES} nodes`);
  if (starfish > MAX_SOLVER_STARFISH) reasons.push(`it takes at most ${MAX_SOLVER_STARFISH} starfish`);
  if (!proof.withinLimit)
    reasons.push(
      `${sandNodes} sand nodes holding up to ${starfish} starfish have ${distributions} distributions, the proof numbers at most ${proof.limit} (within it: at most ${proof.maxStarfish} starfish on ${sandNodes} sand nodes, or at most ${proof.maxSandNodes} sand nodes for ${starfish} starfish)`,
    );
  if (!solver.withinLimit)
    reasons.push(
      `(${starfish} + 1)^${sandNodes} does not fit the solver's key of 2^53 (within it: at most ${solver.maxStarfish} starfish on ${sandNodes} sand nodes, or at most ${solver.maxSandNodes} sand nodes for ${starfish} starfish)`,
    );
  return `the board is beyond the exact solver (${nodes} nodes, ${sandNodes} sand, ${starfish} starfish): ${reasons.join("; ")}`;
}
