import { SearchLimitError } from "@rulekit/core";
import { ruleFailure } from "../../io/errors.js";

/** Runs a solve; a search past its state limit becomes one line and exit 1, with the figures under --json. */
export function withSearchLimits<T>(source: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SearchLimitError)
      throw ruleFailure(
        `${source}: the search passed ${error.limit} states (${error.stats.expanded} expanded): raise --max-states or lower --horizon`,
        { limit: error.limit, stats: error.stats },
        { code: "state_limit", path: source },
      );
    throw error;
  }
}
