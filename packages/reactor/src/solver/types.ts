import type { AbortSignalLike, SearchStats } from "@rulekit/core";
import type { Action } from "../actions/schema.js";
import type { LossReason } from "../constants.js";

/** The turns a solve searches unless told otherwise. */
export const DEFAULT_SOLVER_HORIZON = 20;
/** The most turns a solve may search. */
export const MAX_SOLVER_HORIZON = 200;
/** The most states a solve keeps unless told otherwise (fewer on larger maps: `defaultMaxStates`). */
export const DEFAULT_SOLVER_MAX_STATES = 200_000;

/**
 * The default state limit for a map of `cells` cells: a state waiting to be expanded holds every grid
 * layer (about 100 bytes a cell), so the limit keeps them within about 1 GiB — a search that needs more
 * stops with a SearchLimitError instead of running out of memory. 7×5: ~190,000; 16×16: ~38,000;
 * 64×64: ~2,600.
 */
export function defaultMaxStates(cells: number): number {
  return Math.max(1000, Math.min(DEFAULT_SOLVER_MAX_STATES, Math.floor(2 ** 30 / (cells * 100 + 2048))));
}

export interface SolveProgress {
  /** The turn being searched: every line that wins earlier has been ruled out. */
  turn: number;
  horizon: number;
  /** Distinct states kept so far. */
  states: number;
  /** States expanded so far. */
  expanded: number;
  /** States waiting to be expanded. */
  frontier: number;
}

export interface SolveOptions {
  /** The last turn searched (default DEFAULT_SOLVER_HORIZON, at most MAX_SOLVER_HORIZON). */
  horizon?: number;
  /** Most states kept; beyond it the solve throws a SearchLimitError (default `defaultMaxStates` of the map). */
  maxStates?: number;
  signal?: AbortSignalLike;
  onProgress?: (progress: SolveProgress) => void;
  /** Expansions between two onProgress calls (default 256). */
  progressEvery?: number;
}

/** One turn of a witness: the actions taken in it (an `EndTurn` when the budget was not spent). */
export interface WitnessTurn {
  turn: number;
  actions: Action[];
}

/** Lines that end in the same loss. */
export interface LossSummary {
  reason: LossReason;
  message: string;
  /** Distinct lost states with this loss. */
  states: number;
  /** The earliest turn whose simulation lost this way. */
  turn: number;
  /** One line to it (the cheapest). */
  example: WitnessTurn[];
}

/**
 * - `won`: a win exists; `minTurns` is the fewest turns, `minActions` the fewest actions among those wins.
 * - `unwinnable`: every reachable state was explored and none wins (nothing was cut by the horizon).
 * - `no-win-within-horizon`: no line wins by the end of turn `horizon`; some lines were still alive then.
 */
export type SolveOutcome = "won" | "unwinnable" | "no-win-within-horizon";

export interface SolveResult {
  outcome: SolveOutcome;
  horizon: number;
  /** The turn the winning activation happens in (0: the level is already won); null without a win. */
  minTurns: number | null;
  /** Actions of the winning line, EndTurn not counted (it forfeits the budget; it is not spent). */
  minActions: number | null;
  /** One winning line, turn by turn (empty without a win). */
  witness: WitnessTurn[];
  /** Without a win: what ends the lines — the losses met, by reason and message, earliest first. */
  losses: LossSummary[];
  /**
   * Without a win: states cut by the horizon — still alive after its last turn, or unable to win by then
   * even in the relaxed game of the solver's estimate (no hazard, flow or heat in the way).
   */
  horizonStates: number;
  /**
   * Without a win: the required consumers (ids) never producing in any state the search reached, and
   * the reactors (ids) never ready — why no line can activate.
   */
  neverProducing: string[];
  neverReady: string[];
  stats: SolveStats;
}

/** The search's figures, and how many turn simulations it ran and shared between equal positions. */
export interface SolveStats extends SearchStats {
  simulations: number;
  sharedSimulations: number;
}
