import { entrantsOf } from "./entrant-index.js";
import type { MatchSummary } from "./match-summary.js";
import { computeEntrantRatings, type SkillRating } from "./ratings.js";

export type { MatchSummary, SkillRating };

export interface Standing {
  rank: number;
  /** The entrant's index in the tournament's bot list: what the row counts by. */
  entrant: number;
  /** Its display name (unique in a tournament: see uniqueNames). */
  name: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  /** Matches this bot lost by its own fault (included in losses). */
  faults: number;
  /** Matches that ended in an infrastructure failure (no result). */
  noResult: number;
  /** 1 per win, ½ per draw. */
  points: number;
  cpuMs: number;
  /** The openskill rating after these matches, in schedule order (see computeRatings); not used to rank. */
  rating: SkillRating;
}

export const POINTS = { win: 1, draw: 0.5, loss: 0 } as const;

/**
 * The table, one row per entrant (index = place in `names`, the tournament's bot list; a match
 * counts for the entrants it names, see entrantsOf, never by display name): points, then wins, then
 * fewer faults, then name, then entrant. A match without a result (infrastructure_error) counts as
 * played for nobody's points. Each row also carries the bot's skill rating over the same matches
 * (computeEntrantRatings), shown next to the points.
 */
export function computeStandings(names: readonly string[], matches: readonly MatchSummary[]): Standing[] {
  const ratings = computeEntrantRatings(names, matches);
  const entrants = entrantsOf(names);
  const rows: Standing[] = names.map((name, entrant) => ({
    rank: 0,
    entrant,
    name,
    played: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    faults: 0,
    noResult: 0,
    points: 0,
    cpuMs: 0,
    rating: ratings[entrant]!,
  }));
  for (const match of matches) {
    const pair = entrants(match);
    if (!pair) continue;
    const noResult = match.status === "aborted" && match.faults.length === 0;
    pair.forEach((entrant, player) => {
      const row = rows[entrant]!;
      row.cpuMs += match.cpuMs?.[player] ?? 0;
      if (noResult) {
        row.noResult++;
        return;
      }
      row.played++;
      if (match.faults.some((f) => f.player === player)) row.faults++;
      if (match.winner === null) {
        row.draws++;
        row.points += POINTS.draw;
      } else if (match.winner === player) {
        row.wins++;
        row.points += POINTS.win;
      } else row.losses++;
    });
  }
  const sorted = [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      a.faults - b.faults ||
      a.name.localeCompare(b.name) ||
      a.entrant - b.entrant,
  );
  sorted.forEach((row, i) => {
    row.rank = i + 1;
    row.cpuMs = Math.round(row.cpuMs);
  });
  return sorted;
}
