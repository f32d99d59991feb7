/**
 * The exact balance proof numbers every starfish distribution of a board (each sand node holding
 * 0 … objective, at most the objective in all) and keeps per-state data in flat arrays, so it stops
 * above this many distributions. Same value as the state space's MAX_DENSE_STATES.
 */
export const EXACT_STATE_LIMIT = 1 << 24;

/**
 * The most moves a balance proof may follow: the legal moves of every board reachable from the start,
 * the edges of the graph its passes read (the proof's time grows with them; docs/benchmarks.md has
 * the measurements this limit comes from: about 8 s of one core for the proof of a ring at the limit).
 * The pack's largest, Level 8, has 28,391,685; every board of Level 8's figures (11 sand nodes, 13
 * starfish, a Current Arrow or more) has at most 21 · C(23, 11) = 28,393,638 over all its distributions.
 */
export const PROOF_MOVE_LIMIT = 29_000_000;

/**
 * The moves of every distribution of at most `starfish` starfish over `sandNodes` sand nodes whose
 * sources have `directions` directions in all (two per sand node, one with a Current Arrow): a node is
 * a source in C(sandNodes + starfish − 1, sandNodes) distributions (those where it holds some). The
 * graph a balance proof builds when every distribution is reachable, and a bound on it otherwise.
 */
export function proofMoveBound(sandNodes: number, starfish: number, directions: number): number {
  if (sandNodes === 0 || starfish === 0) return 0;
  return directions * distributionCount(sandNodes, starfish - 1);
}

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
/** More than MAX_SOLVER_NODES nodes or MAX_SOLVER_STARFISH starfish: the exact search cannot take the board. */
export const BOARD_TOO_LARGE = "BOARD_TOO_LARGE" as const;
/** The balance proof would follow more than PROOF_MOVE_LIMIT moves (its time budget). */
export const TOO_MANY_MOVES = "TOO_MANY_MOVES" as const;
/** `solve`'s search of a board beyond the dense index kept more states than its budget (`maxStates`). */
export const SEARCH_BUDGET = "SEARCH_BUDGET" as const;
export type SolverLimitCode =
  | typeof STATE_SPACE_TOO_LARGE
  | typeof KEY_TOO_LARGE
  | typeof BOARD_TOO_LARGE
  | typeof TOO_MANY_MOVES
  | typeof SEARCH_BUDGET;

/**
 * A board beyond one of the exact search's limits. A RangeError (what the solver always threw), with
 * the figures a UI needs to explain the limit instead of showing a raw number. `message`, when given,
 * replaces the words made from the code (`proveLevel` gives the loader's own, naming every limit).
 */
export class SolverLimitError extends RangeError {
  constructor(
    readonly code: SolverLimitCode,
    readonly sandNodes: number,
    readonly starfish: number,
    message?: string,
  ) {
    const distributions = distributionCount(sandNodes, starfish);
    super(
      message ??
        (code === STATE_SPACE_TOO_LARGE
          ? `balance proof: ${sandNodes} sand nodes holding up to ${starfish} starfish have ${distributions} distributions; the exact proof numbers at most ${EXACT_STATE_LIMIT}`
          : `solver: ${sandNodes} sand nodes with ${starfish} starfish do not fit an exact integer key`),
    );
    if (message === undefined)
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
