import type { MatchSummary } from "./match-summary.js";
import { computeRatings, type SkillRating } from "./ratings.js";

export type { MatchSummary, SkillRating };

export interface Standing {
  rank: number;
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
 * The table: points, then wins, then fewer faults, then name. A match without a result
 * (infrastructure_error) counts as played for nobody's points. Each row also carries the bot's
 * skill rating over the same matches (computeRatings), shown next to the points.
 */
export function computeStandings(names: readonly string[], matches: readonly MatchSummary[]): Standing[] {
  const ratings = computeRatings(names, matches);
  const rows = new Map<string, Standing>(
    names.map((name) => [
      name,
      {
        rank: 0,
        name,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        faults: 0,
        noResult: 0,
        points: 0,
        cpuMs: 0,
        rating: ratings.get(name)!,
      },
    ]),
  );
  for (const match of matches) {
    const noResult = match.status === "aborted" && match.faults.length === 0;
    match.players.forEach((name, player) => {
      const row = rows.get(name);
      if (!row) return;
      row.cpuMs += match.cpuMs[player] ?? 0;
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
  const sorted = [...rows.values()].sort(
    (a, b) => b.points - a.points || b.wins - a.wins || a.faults - b.faults || a.name.localeCompare(b.name),
  );
  sorted.forEach((row, i) => {
    row.rank = i + 1;
    row.cpuMs = Math.round(row.cpuMs);
  });
  return sorted;
}
