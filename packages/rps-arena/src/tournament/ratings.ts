import { ordinal, rate, rating } from "openskill";
import { entrantsOf } from "./entrant-index.js";
import type { MatchSummary } from "./match-summary.js";

/** A bot's skill estimate (openskill's Weng–Lin Plackett–Luce model, default parameters). */
export interface SkillRating {
  /** The mean skill (starts at 25). */
  mu: number;
  /** The uncertainty (starts at 25/3 and shrinks as the bot plays). */
  sigma: number;
  /** The conservative estimate μ − 3σ (starts at 0): the figure to rank by. */
  ordinal: number;
}

/** Decimals kept in what is reported (the computation itself runs at full precision). */
const REPORTED_DECIMALS = 6;

/**
 * The ratings after the given matches, per entrant (index = the entrant's place in `names`, the
 * tournament's bot list). The order is part of the definition (a Weng–Lin update depends on the
 * ratings before it): matches are taken in schedule order (`index`, then `key`), never in the order
 * they finished, so every run of the same results — embedded or on a worker fleet, resumed or not —
 * gives the same ratings. Each match is one two-player game: the winner ranked first, a draw ranked
 * equal. A match without a result (infrastructure failure), one that both bots lost by their own
 * fault (both failed to build), one of an entrant against itself and one that names no entrant of
 * this list (see entrantsOf) say nothing about skill and are skipped.
 */
export function computeEntrantRatings(
  names: readonly string[],
  matches: readonly MatchSummary[],
): SkillRating[] {
  const current = names.map(() => rating());
  const entrants = entrantsOf(names);
  const ordered = [...matches].sort(
    (a, b) => a.index - b.index || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  for (const match of ordered) {
    if (!rates(match)) continue;
    const pair = entrants(match);
    if (!pair || pair[0] === pair[1]) continue;
    const [a, b] = pair;
    const rank = match.winner === null ? [1, 1] : match.winner === 0 ? [1, 2] : [2, 1];
    const [[afterA], [afterB]] = rate([[current[a]!], [current[b]!]], { rank });
    current[a] = afterA!;
    current[b] = afterB!;
  }
  return current.map((r) => ({ mu: round(r.mu), sigma: round(r.sigma), ordinal: round(ordinal(r)) }));
}

/**
 * {@link computeEntrantRatings} keyed by name, for names that are unique (a tournament's display
 * names, or a service's competitor ids). Where a name repeats, the map holds its last entrant only:
 * use computeEntrantRatings.
 */
export function computeRatings(
  names: readonly string[],
  matches: readonly MatchSummary[],
): Map<string, SkillRating> {
  const ratings = computeEntrantRatings(names, matches);
  return new Map(names.map((name, i) => [name, ratings[i]!]));
}

/** Whether a match moves the ratings (see computeRatings). */
function rates(match: MatchSummary): boolean {
  if (match.status === "aborted" && match.faults.length === 0) return false;
  return !(match.faults.length === 2 && match.winner === null);
}

function round(value: number): number {
  const factor = 10 ** REPORTED_DECIMALS;
  return Math.round(value * factor) / factor;
}
