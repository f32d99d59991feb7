import { stableHash } from "@rulekit/core";
import type { Limits } from "@rulekit/rps-grid";
import { valueHash } from "../util/hash.js";

/** The hash a match's limits are keyed by (stable JSON: key order does not matter). */
export function limitsHash(limits: Limits): string {
  return stableHash(limits);
}

/**
 * What decides a match's result, and so its identity: the competition, both sides' source hashes
 * (player 0 first), the seed, the RuleSet's hash and the limits' hash. Two requests for the same
 * key are the same match: it is played once.
 */
export function matchKey(parts: {
  competitionId: number;
  sourceHashes: readonly [string, string];
  seed: string;
  rulesHash: string;
  limitsHash: string;
}): string {
  return valueHash({
    v: 1,
    competition: parts.competitionId,
    sources: parts.sourceHashes,
    seed: parts.seed,
    rules: parts.rulesHash,
    limits: parts.limitsHash,
  });
}
