import { stableHash } from "@rulekit/core";
import type { Limits, RuleSet } from "@rulekit/rps-grid";
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { ArenaContext } from "../context.js";
import type { Db } from "../db/connect.js";
import {
  competitors,
  fixtureLinks,
  fixtures,
  matches,
  ratings,
  roundEntries,
  rounds,
  ruleSets,
} from "../db/schema.js";
import { badRequest } from "../errors.js";
import { limitsHash } from "../matches/match-key.js";
import { ensureMatches, type MatchSpec, PRIORITY } from "../matches/match-store.js";
import { type ActiveSide, activeSides } from "./active-sides.js";
import { gameSeed, ladderPairs, pairingFor, roundRobinPairs } from "./pairing.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type RoundRow = typeof rounds.$inferSelect;

export interface NewRound {
  competitionId: number;
  kind: "scoring" | "trial";
  name?: string;
  rules: RuleSet;
  rulesName: string;
  limits: Limits;
  games: number;
  seed?: string;
  /** Trial matches: who plays (at least two). Scoring rounds take every competitor who can play. */
  entrants?: number[];
  roundRobinMax: number;
  opponents: number;
  createdBy: string;
}

/** Stores a RuleSet by its hash (once). */
export async function storeRuleSet(tx: Pick<Db, "insert">, rules: RuleSet, name: string): Promise<string> {
  const hash = stableHash(rules);
  await tx
    .insert(ruleSets)
    .values({ hash, name, body: rules })
    .onConflictDoNothing({ target: ruleSets.hash });
  return hash;
}

/**
 * Creates a round and schedules every match of it at once: a round robin of the entrants for a
 * small field, a ladder over the ratings for a large one; each pairing plays `games` seeds, each
 * from both sides. A match whose key was played before (same versions, seed, rules, limits) is not
 * played again. Scoring rounds enter every competitor who is active with an accepted version.
 */
export async function createRound(ctx: ArenaContext, input: NewRound): Promise<RoundRow> {
  const round = await ctx.db.transaction(async (tx) => {
    const rulesHash = await storeRuleSet(tx, input.rules, input.rulesName);
    const [last] = await tx
      .select({ number: rounds.number })
      .from(rounds)
      .where(eq(rounds.competitionId, input.competitionId))
      .orderBy(desc(rounds.number))
      .limit(1);
    const number = (last?.number ?? 0) + 1;
    const candidates =
      input.kind === "trial"
        ? [...new Set(input.entrants ?? [])]
        : (
            await tx
              .select({ id: competitors.id })
              .from(competitors)
              .where(
                and(
                  eq(competitors.competitionId, input.competitionId),
                  eq(competitors.status, "active"),
                  isNotNull(competitors.activeSubmissionId),
                ),
              )
          ).map((r) => r.id);
    const sides = await activeSides(tx, candidates);
    if (input.kind === "trial") {
      const missing = candidates.filter((id) => !sides.has(id));
      if (missing.length > 0) {
        throw badRequest(
          `competitors ${missing.join(", ")} cannot play (not in this competition, not active, or no accepted version)`,
        );
      }
      const foreign = await tx
        .select({ id: competitors.id })
        .from(competitors)
        .where(and(inArray(competitors.id, candidates), ne(competitors.competitionId, input.competitionId)));
      if (foreign.length > 0) throw badRequest("every entrant must be a competitor of this competition");
      if (candidates.length < 2) throw badRequest("a trial match needs at least two entrants");
    }
    const entrants = [...sides.keys()];
    const pairing = pairingFor(entrants.length, input.roundRobinMax);
    const [row] = await tx
      .insert(rounds)
      .values({
        competitionId: input.competitionId,
        number,
        kind: input.kind,
        name: input.name ?? (input.kind === "scoring" ? `Round ${number}` : `Trial ${number}`),
        rulesHash,
        limits: input.limits,
        limitsHash: limitsHash(input.limits),
        games: input.games,
        seed: input.seed ?? `round-${number}`,
        pairing,
        opponents: input.opponents,
        status: "running",
        createdBy: input.createdBy,
      })
      .returning();
    const created = row!;
    if (entrants.length > 0) {
      await tx
        .insert(roundEntries)
        .values(entrants.map((competitorId) => ({ roundId: created.id, competitorId })));
    }
    const pairs =
      pairing === "round_robin"
        ? roundRobinPairs(entrants)
        : ladderPairs(await rankedByRating(tx, input.competitionId, entrants), input.opponents);
    await addFixtures(tx, created, pairs, sides, PRIORITY.round);
    if (pairs.length === 0) {
      await tx
        .update(rounds)
        .set({ status: "finished", finishedAt: new Date() })
        .where(eq(rounds.id, created.id));
      return { ...created, status: "finished" };
    }
    return created;
  });
  ctx.events.emitEvent({
    type: "round",
    competitionId: round.competitionId,
    roundId: round.id,
    status: round.status,
  });
  ctx.changed(round.competitionId);
  ctx.wake();
  return round;
}

/** The entrants best first by rating (ordinal, then μ), ties by competitor id. */
async function rankedByRating(tx: Tx, competitionId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: ratings.competitorId, ordinal: ratings.ordinal, mu: ratings.mu })
    .from(ratings)
    .where(eq(ratings.competitionId, competitionId));
  const by = new Map(rows.map((r) => [r.id, r]));
  return [...ids].sort((a, b) => {
    const ra = by.get(a);
    const rb = by.get(b);
    return (rb?.ordinal ?? 0) - (ra?.ordinal ?? 0) || (rb?.mu ?? 25) - (ra?.mu ?? 25) || a - b;
  });
}

/** Fixtures for each pair × game × side, their matches (new keys only are queued) and the links. */
async function addFixtures(
  tx: Tx,
  round: RoundRow,
  pairs: readonly [number, number][],
  sides: Map<number, ActiveSide>,
  priority: number,
): Promise<void> {
  const slots: { player0: number; player1: number; game: number; seed: string }[] = [];
  for (let game = 0; game < round.games; game++) {
    const seed = gameSeed(round.seed, game);
    for (const [a, b] of pairs) {
      slots.push({ player0: a, player1: b, game, seed });
      slots.push({ player0: b, player1: a, game, seed });
    }
  }
  if (slots.length === 0) return;
  const matchIds = await ensureMatches(
    tx,
    slots.map((slot) => specFor(round, slot, sides, priority)),
  );
  for (let i = 0; i < slots.length; i += 500) {
    const batch = slots.slice(i, i + 500);
    const inserted = await tx
      .insert(fixtures)
      .values(batch.map((slot, j) => ({ ...slot, roundId: round.id, matchId: matchIds[i + j]! })))
      .returning({
        id: fixtures.id,
        matchId: fixtures.matchId,
        player0: fixtures.player0,
        player1: fixtures.player1,
      });
    await tx.insert(fixtureLinks).values(
      inserted.map((f) => ({
        roundId: round.id,
        fixtureId: f.id,
        matchId: f.matchId,
        submission0: sides.get(f.player0)!.submissionId,
        submission1: sides.get(f.player1)!.submissionId,
      })),
    );
  }
}

function specFor(
  round: RoundRow,
  slot: { player0: number; player1: number; seed: string },
  sides: Map<number, ActiveSide>,
  priority: number,
): MatchSpec {
  return {
    kind: "round",
    competitionId: round.competitionId,
    rulesHash: round.rulesHash,
    limits: round.limits as Limits,
    seed: slot.seed,
    sides: [sides.get(slot.player0)!, sides.get(slot.player1)!],
    priority,
  };
}

/** The live scoring round: the latest one. Placement matches are played in it. */
export async function liveScoringRound(
  db: Pick<Db, "select">,
  competitionId: number,
): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.competitionId, competitionId), eq(rounds.kind, "scoring")))
    .orderBy(desc(rounds.number))
    .limit(1);
  return row ?? null;
}

/**
 * A competitor's active version changed (a version accepted, another picked, or it came back):
 * its placement matches in the live scoring round. Already an entrant: each of its fixtures (about
 * k of them, or the field in a round robin) points at the match of the new version, queued unless
 * that key was played before. Not yet an entrant: it enters, against every entrant in a round robin
 * or its ⌈k/2⌉ nearest above and below in rating in a ladder — found through the ratings index, so
 * the cost does not grow with the field. Returns the number of matches it points at.
 */
export async function placeCompetitor(ctx: ArenaContext, competitorId: number): Promise<number> {
  const result = await ctx.db.transaction(async (tx) => {
    const [who] = await tx.select().from(competitors).where(eq(competitors.id, competitorId));
    if (!who) return null;
    const round = await liveScoringRound(tx, who.competitionId);
    if (!round) return null;
    const own = await activeSides(tx, [competitorId]);
    if (!own.has(competitorId)) return null;
    const [entry] = await tx
      .select()
      .from(roundEntries)
      .where(and(eq(roundEntries.roundId, round.id), eq(roundEntries.competitorId, competitorId)));
    let count = 0;
    if (entry) {
      const mine = await tx
        .select()
        .from(fixtures)
        .where(
          and(
            eq(fixtures.roundId, round.id),
            or(eq(fixtures.player0, competitorId), eq(fixtures.player1, competitorId)),
          ),
        );
      const opponents = mine.map((f) => (f.player0 === competitorId ? f.player1 : f.player0));
      const sides = await activeSides(tx, [competitorId, ...new Set(opponents)]);
      const playable = mine.filter((f) => sides.has(f.player0) && sides.has(f.player1));
      const ids = await ensureMatches(
        tx,
        playable.map((f) => specFor(round, f, sides, PRIORITY.placement)),
      );
      const changed = playable
        .map((f, i) => ({ fixture: f, matchId: ids[i]! }))
        .filter((c) => c.fixture.matchId !== c.matchId);
      for (const { fixture, matchId } of changed) {
        await tx.update(fixtures).set({ matchId }).where(eq(fixtures.id, fixture.id));
      }
      if (changed.length > 0) {
        await tx.insert(fixtureLinks).values(
          changed.map(({ fixture, matchId }) => ({
            roundId: round.id,
            fixtureId: fixture.id,
            matchId,
            submission0: sides.get(fixture.player0)!.submissionId,
            submission1: sides.get(fixture.player1)!.submissionId,
          })),
        );
      }
      count = changed.length;
    } else {
      await tx.insert(roundEntries).values({ roundId: round.id, competitorId });
      const opponents =
        round.pairing === "round_robin"
          ? (
              await tx
                .select({ id: roundEntries.competitorId })
                .from(roundEntries)
                .where(eq(roundEntries.roundId, round.id))
            ).map((r) => r.id)
          : await nearestInRating(tx, round, competitorId);
      const sides = await activeSides(tx, [competitorId, ...opponents.filter((id) => id !== competitorId)]);
      const pairs = [...sides.keys()]
        .filter((id) => id !== competitorId)
        .map((id): [number, number] => (id < competitorId ? [id, competitorId] : [competitorId, id]));
      await addFixtures(tx, round, pairs, sides, PRIORITY.placement);
      count = pairs.length * 2 * round.games;
    }
    if (count > 0 && round.status === "finished") {
      await tx.update(rounds).set({ status: "running", finishedAt: null }).where(eq(rounds.id, round.id));
    }
    return { round, count };
  });
  if (!result) return 0;
  ctx.changed(result.round.competitionId);
  if (result.count > 0) {
    ctx.events.emitEvent({
      type: "round",
      competitionId: result.round.competitionId,
      roundId: result.round.id,
      status: "running",
    });
    ctx.wake();
  }
  return result.count;
}

/** The ⌈k/2⌉ entrants just above and just below the competitor's rating (index range scans). */
async function nearestInRating(tx: Tx, round: RoundRow, competitorId: number): Promise<number[]> {
  const [mine] = await tx.select().from(ratings).where(eq(ratings.competitorId, competitorId));
  const ordinal = mine?.ordinal ?? 0;
  const half = Math.ceil(round.opponents / 2);
  const side = (above: boolean) =>
    tx
      .select({ id: ratings.competitorId })
      .from(ratings)
      .innerJoin(
        roundEntries,
        and(eq(roundEntries.competitorId, ratings.competitorId), eq(roundEntries.roundId, round.id)),
      )
      .innerJoin(competitors, eq(competitors.id, ratings.competitorId))
      .where(
        and(
          eq(ratings.competitionId, round.competitionId),
          ne(ratings.competitorId, competitorId),
          eq(competitors.status, "active"),
          isNotNull(competitors.activeSubmissionId),
          above ? gte(ratings.ordinal, ordinal) : lt(ratings.ordinal, ordinal),
        ),
      )
      .orderBy(above ? ratings.ordinal : desc(ratings.ordinal))
      .limit(half);
  const [up, down] = await Promise.all([side(true), side(false)]);
  return [...up, ...down].map((r) => r.id);
}

/** Marks rounds finished whose every fixture's match is done (or running again when one is not). */
export async function settleRounds(ctx: ArenaContext, matchId: number): Promise<void> {
  const touched = await ctx.db
    .selectDistinct({ roundId: fixtures.roundId })
    .from(fixtures)
    .where(eq(fixtures.matchId, matchId));
  for (const { roundId } of touched) {
    const [open] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fixtures)
      .innerJoin(matches, eq(matches.id, fixtures.matchId))
      .where(and(eq(fixtures.roundId, roundId), ne(matches.status, "done")));
    if ((open?.n ?? 0) > 0) continue;
    const updated = await ctx.db
      .update(rounds)
      .set({ status: "finished", finishedAt: new Date() })
      .where(and(eq(rounds.id, roundId), eq(rounds.status, "running")))
      .returning({ competitionId: rounds.competitionId });
    if (updated[0]) {
      ctx.events.emitEvent({
        type: "round",
        competitionId: updated[0].competitionId,
        roundId,
        status: "finished",
      });
    }
  }
}
