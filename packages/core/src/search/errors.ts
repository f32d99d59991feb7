import type { SearchStats } from "./types.js";

/** The search kept more states than it was allowed. */
export const SEARCH_STATE_LIMIT = "STATE_LIMIT" as const;
/** The search's AbortSignal was aborted. */
export const SEARCH_ABORTED = "ABORTED" as const;

/**
 * A search stopped at its state limit: a RangeError (like Shell Tide's SolverLimitError) with the limit
 * and the figures so far, so a caller can say what to change instead of running without end.
 */
export class SearchLimitError extends RangeError {
  readonly code = SEARCH_STATE_LIMIT;
  constructor(
    readonly limit: number,
    readonly stats: SearchStats,
  ) {
    super(
      `search: more than ${limit} states (${stats.expanded} expanded); raise the state limit or lower the horizon`,
    );
    this.name = "SearchLimitError";
  }
}

/** A search stopped by its AbortSignal, with the figures so far. */
export class SearchAbortedError extends Error {
  readonly code = SEARCH_ABORTED;
  constructor(readonly stats: SearchStats) {
    super(`search: aborted after ${stats.states} states (${stats.expanded} expanded)`);
    this.name = "AbortError";
  }
}
