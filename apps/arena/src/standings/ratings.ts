import { computeRatings, type MatchSummary, type SkillRating } from "@rulekit/rps-arena";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { competitors, fixtureLinks, fixtures, matches, matchResults, ratings, rounds } from "../db/schema.js";

/** A competitor's rating now, its rated matches, and how much its ordinal moved in the latest round. */
export interface RatingNow extends SkillRating {
  rated: number;
  trend: number;
}

/**
 * Recomputes every competitor's openskill rating from scratch, in the documented order: the links
 * of scoring rounds (a fixture pointed at a match), by round number, then by link id (the order in
 * which the service scheduled them, never the order results arrived); each match counts once per
 * pairing. Matches without a result, infrastructure errors, double build failures and matches of
 * a competitor who is excluded or disqualified are skipped. rps-arena's computeRatings does the
 * arithmetic (Weng–Lin, Plackett–Luce, default parameters), one two-player game at a time.
 */
export async function recomputeRatings(db: Db, competitionId: number): Promise<Map<number, RatingNow>> {
  const field = await db
    .select({ id: competitors.id, status: competitors.status })
    .from(competitors)
    .where(eq(competitors.competitionId, competitionId));
  const inStanding = new Set(field.filter((c) => c.status === "active").map((c) => c.id));
  const rows = await db
    .select({
      link: fixtureLinks.id,
      round: rounds.number,
      matchId: fixtureLinks.matchId,
      player0: fixtures.player0,
      player1: fixtures.player1,
      status: matchResults.status,
      winner: matchResults.winner,
      faults: matchResults.faults,
    })
    .from(fixtureLinks)
    .innerJoin(rounds, eq(rounds.id, fixtureLinks.roundId))
    .innerJoin(fixtures, eq(fixtures.id, fixtureLinks.fixtureId))
    .innerJoin(matches, eq(matches.id, fixtureLinks.matchId))
    .innerJoin(matchResults, eq(matchResults.id, matches.resultId))
    .where(and(eq(rounds.competitionId, competitionId), eq(rounds.kind, "scoring")))
    .orderBy(asc(rounds.number), asc(fixtureLinks.id));
  const seen = new Set<string>();
  const summaries: MatchSummary[] = [];
  const rounded: number[] = [];
  for (const row of rows) {
    const once = `${row.matchId}:${row.player0}:${row.player1}`;
    if (seen.has(once) || !inStanding.has(row.player0) || !inStanding.has(row.player1)) continue;
    seen.add(once);
    rounded.push(row.round);
    summaries.push({
      key: String(row.link).padStart(12, "0"),
      index: summaries.length,
      players: [String(row.player0), String(row.player1)],
      status: row.status as "finished" | "aborted",
      winner: row.winner as 0 | 1 | null,
      faults: row.faults as MatchSummary["faults"],
    } as MatchSummary);
  }
  const names = field.map((c) => String(c.id));
  const final = computeRatings(names, summaries);
  // The trend: how far each ordinal moved since the end of the previous scoring round.
  const lastRound = rows.at(-1)?.round;
  const earlier = summaries.filter((_, i) => rounded[i]! !== lastRound);
  const before = computeRatings(names, earlier);
  const counts = new Map<string, number>();
  for (const s of summaries) for (const p of s.players) counts.set(p, (counts.get(p) ?? 0) + 1);
  const out = new Map<number, RatingNow>();
  for (const c of field) {
    const name = String(c.id);
    const r = final.get(name)!;
    out.set(c.id, {
      ...r,
      rated: counts.get(name) ?? 0,
      trend: round6(r.ordinal - before.get(name)!.ordinal),
    });
  }
  // One statement for the whole field (a row per competitor, written only when it changed).
  const values = [...out].map(([id, r]) => ({
    competitorId: id,
    competitionId,
    mu: r.mu,
    sigma: r.sigma,
    ordinal: r.ordinal,
    rated: r.rated,
  }));
  for (let i = 0; i < values.length; i += 1000) {
    await db
      .insert(ratings)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: ratings.competitorId,
        set: {
          mu: sql`excluded.mu`,
          sigma: sql`excluded.sigma`,
          ordinal: sql`excluded.ordinal`,
          rated: sql`excluded.rated`,
        },
        setWhere: sql`ratings.mu <> excluded.mu OR ratings.sigma <> excluded.sigma OR ratings.rated <> excluded.rated`,
      });
  }
  return out;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
