import { POINTS } from "@rulekit/rps-arena";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { competitors, fixtures, matches, matchResults, submissions } from "../db/schema.js";
import { liveScoringRound } from "../scheduling/rounds.js";
import type { RatingNow } from "./ratings.js";

export interface LeaderboardRow {
  rank: number;
  competitorId: number;
  displayName: string;
  /** The active version's number (null: none accepted yet). */
  version: number | null;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  /** Losses by the competitor's own fault (included in losses). */
  faults: number;
  /** Infrastructure errors: no result for either side. */
  noResult: number;
  /** Matches of its fixtures not played yet. */
  pending: number;
  points: number;
  rating: { mu: number; sigma: number; ordinal: number };
  /** Rated matches so far, over every scoring round and version. */
  rated: number;
  /** How far the ordinal moved in the latest round. */
  trend: number;
}

export interface Leaderboard {
  competitionId: number;
  round: { id: number; number: number; name: string; status: string } | null;
  frozen: boolean;
  frozenAt: string | null;
  computedAt: string;
  tieBreak: string;
  rows: LeaderboardRow[];
}

export const TIE_BREAK =
  "points, then points in the matches between the tied competitors (head-to-head), then rating ordinal (μ − 3σ), then wins, then fewer faults; competitors still equal share the rank";

/**
 * The standings of the live scoring round at each competitor's active version: every fixture of
 * the round counts with the result of the match it points at now (1 point a win, ½ a draw). Only
 * competitors whose status is `active` and who have an accepted version are ranked, and only their
 * matches against each other count.
 */
export async function computeLeaderboard(
  db: Db,
  competitionId: number,
  ratingsNow: Map<number, RatingNow>,
): Promise<Omit<Leaderboard, "frozen" | "frozenAt">> {
  const field = await db
    .select({
      id: competitors.id,
      displayName: competitors.displayName,
      status: competitors.status,
      version: submissions.version,
    })
    .from(competitors)
    .leftJoin(submissions, eq(submissions.id, competitors.activeSubmissionId))
    .where(eq(competitors.competitionId, competitionId));
  const round = await liveScoringRound(db, competitionId);
  const rows = new Map<number, LeaderboardRow>();
  for (const c of field) {
    // Ranked: competitors in the event (status active) with an accepted version.
    if (c.status !== "active" || c.version === null) continue;
    const r = ratingsNow.get(c.id);
    rows.set(c.id, {
      rank: 0,
      competitorId: c.id,
      displayName: c.displayName,
      version: c.version ?? null,
      played: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      faults: 0,
      noResult: 0,
      pending: 0,
      points: 0,
      rating: { mu: r?.mu ?? 25, sigma: r?.sigma ?? 25 / 3, ordinal: r?.ordinal ?? 0 },
      rated: r?.rated ?? 0,
      trend: r?.trend ?? 0,
    });
  }
  const played: { p: [number, number]; winner: 0 | 1 | null }[] = [];
  if (round) {
    const results = await db
      .select({
        player0: fixtures.player0,
        player1: fixtures.player1,
        winner: matchResults.winner,
        infrastructureError: matchResults.infrastructureError,
        faults: matchResults.faults,
      })
      .from(fixtures)
      .innerJoin(matches, eq(matches.id, fixtures.matchId))
      .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
      .where(eq(fixtures.roundId, round.id));
    for (const f of results) {
      const a = rows.get(f.player0);
      const b = rows.get(f.player1);
      if (!a || !b) continue;
      const sides = [a, b];
      if (f.infrastructureError === null) {
        a.pending++;
        b.pending++;
        continue;
      }
      if (f.infrastructureError) {
        a.noResult++;
        b.noResult++;
        continue;
      }
      const winner = f.winner as 0 | 1 | null;
      played.push({ p: [f.player0, f.player1], winner });
      const faults = (f.faults as { player: number }[]).map((x) => x.player);
      sides.forEach((row, player) => {
        row.played++;
        if (faults.includes(player)) row.faults++;
        if (winner === null) {
          row.draws++;
          row.points += POINTS.draw;
        } else if (winner === player) {
          row.wins++;
          row.points += POINTS.win;
        } else row.losses++;
      });
    }
  }
  return {
    competitionId,
    round: round ? { id: round.id, number: round.number, name: round.name, status: round.status } : null,
    computedAt: new Date().toISOString(),
    tieBreak: TIE_BREAK,
    rows: rankRows([...rows.values()], played),
  };
}

/** Orders rows by TIE_BREAK and gives equal rows the same rank. Never by name or id for the rank. */
export function rankRows(
  rows: LeaderboardRow[],
  played: readonly { p: [number, number]; winner: 0 | 1 | null }[],
): LeaderboardRow[] {
  const byPoints = new Map<number, LeaderboardRow[]>();
  for (const row of rows) byPoints.set(row.points, [...(byPoints.get(row.points) ?? []), row]);
  const headToHead = new Map<number, number>();
  for (const group of byPoints.values()) {
    if (group.length < 2) continue;
    const ids = new Set(group.map((r) => r.competitorId));
    for (const m of played) {
      if (!ids.has(m.p[0]) || !ids.has(m.p[1])) continue;
      m.p.forEach((id, player) => {
        const points = m.winner === null ? POINTS.draw : m.winner === player ? POINTS.win : POINTS.loss;
        headToHead.set(id, (headToHead.get(id) ?? 0) + points);
      });
    }
  }
  const key = (r: LeaderboardRow) => [
    r.points,
    headToHead.get(r.competitorId) ?? 0,
    r.rating.ordinal,
    r.wins,
    -r.faults,
  ];
  const compare = (a: LeaderboardRow, b: LeaderboardRow) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  // Equal rows keep a fixed order for display (registration order) but share the rank.
  const sorted = [...rows].sort((a, b) => compare(a, b) || a.competitorId - b.competitorId);
  sorted.forEach((row, i) => {
    row.rank = i > 0 && compare(sorted[i - 1]!, row) === 0 ? sorted[i - 1]!.rank : i + 1;
  });
  return sorted;
}
