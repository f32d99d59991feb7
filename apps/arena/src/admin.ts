import { and, eq, inArray, or, sql } from "drizzle-orm";
import { audit } from "./audit.js";
import type { ArenaContext } from "./context.js";
import { competitions, fixtureLinks, matches, matchResults, rounds, submissions } from "./db/schema.js";
import { conflict, notFound } from "./errors.js";
import type { Leaderboard } from "./standings/leaderboard.js";

/**
 * Plays matches again (a rejudge): each gets a new judging and goes back to the queue; its
 * earlier results are kept (results are stored per judging) and the current one stays shown until
 * the new one is recorded.
 */
async function rejudgeMatches(ctx: ArenaContext, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await ctx.db
    .update(matches)
    .set({ judging: sql`${matches.judging} + 1`, status: "queued", leaseOwner: null, updatedAt: new Date() })
    .where(inArray(matches.id, ids))
    .returning({ id: matches.id, competitionId: matches.competitionId });
  for (const m of updated) {
    ctx.events.emitEvent({
      type: "match",
      competitionId: m.competitionId,
      matchId: m.id,
      kind: "rejudge",
      status: "queued",
    });
  }
  ctx.wake();
  return updated.length;
}

export async function rejudgeMatch(ctx: ArenaContext, matchId: number, actor: string): Promise<number> {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound("match");
  const count = await rejudgeMatches(ctx, [matchId]);
  await audit(ctx.db, {
    competitionId: match.competitionId,
    actor,
    action: "rejudge.match",
    target: `match:${matchId}`,
  });
  await reopenRounds(ctx, [matchId]);
  return count;
}

/** Every match of a version (its check games and every round match of its source), played again. */
export async function rejudgeVersion(
  ctx: ArenaContext,
  submissionId: number,
  actor: string,
): Promise<number> {
  const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw notFound("submission");
  await audit(ctx.db, {
    competitionId: row.competitionId,
    actor,
    action: "rejudge.version",
    target: `submission:${submissionId}`,
  });
  if (row.sourceHash === null) {
    // Never taken in (refused or failed before its check games): take it in again.
    if (row.status === "refused" || row.status === "infrastructure_error") {
      await ctx.db
        .update(submissions)
        .set({ status: "queued", reason: null })
        .where(eq(submissions.id, submissionId));
      ctx.wake();
      return 0;
    }
    throw conflict(`version ${row.version} has no matches yet (${row.status})`);
  }
  const ids = (
    await ctx.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.competitionId, row.competitionId),
          or(eq(matches.sourceHash0, row.sourceHash), eq(matches.sourceHash1, row.sourceHash)),
        ),
      )
  ).map((m) => m.id);
  if (
    ["check_fault", "infrastructure_error", "build_error", "accepted"].includes(row.status) &&
    row.checkMatchIds
  ) {
    await ctx.db.update(submissions).set({ status: "checking" }).where(eq(submissions.id, submissionId));
  }
  const count = await rejudgeMatches(ctx, ids);
  await reopenRounds(ctx, ids);
  return count;
}

/** Every match of the competition whose current result is an infrastructure error, played again. */
export async function rejudgeInfrastructureErrors(
  ctx: ArenaContext,
  competitionId: number,
  actor: string,
): Promise<number> {
  const ids = (
    await ctx.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(matchResults, eq(matchResults.id, matches.resultId))
      .where(
        and(
          eq(matches.competitionId, competitionId),
          eq(matchResults.infrastructureError, true),
          eq(matches.status, "done"),
        ),
      )
  ).map((m) => m.id);
  await audit(ctx.db, {
    competitionId,
    actor,
    action: "rejudge.infrastructure_errors",
    details: { matches: ids.length },
  });
  const count = await rejudgeMatches(ctx, ids);
  await reopenRounds(ctx, ids);
  return count;
}

/** Rounds holding rejudged matches are running again until those are recorded. */
async function reopenRounds(ctx: ArenaContext, matchIds: number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const touched = await ctx.db
    .selectDistinct({ roundId: fixtureLinks.roundId })
    .from(fixtureLinks)
    .where(inArray(fixtureLinks.matchId, matchIds));
  const ids = touched.map((t) => t.roundId);
  if (ids.length === 0) return;
  await ctx.db
    .update(rounds)
    .set({ status: "running", finishedAt: null })
    .where(and(inArray(rounds.id, ids), eq(rounds.status, "finished")));
}

/** Freezes the leaderboard: the public sees it as it is now; results recorded later stay hidden. */
export async function freeze(
  ctx: ArenaContext,
  competitionId: number,
  board: Leaderboard,
  actor: string,
): Promise<void> {
  const at = new Date();
  const updated = await ctx.db
    .update(competitions)
    .set({ frozenAt: at, frozenBoard: { ...board, frozen: true, frozenAt: at.toISOString() } })
    .where(and(eq(competitions.id, competitionId), sql`${competitions.frozenAt} IS NULL`))
    .returning({ id: competitions.id });
  if (updated.length === 0) throw conflict("the leaderboard is already frozen");
  await audit(ctx.db, { competitionId, actor, action: "leaderboard.freeze" });
  ctx.changed(competitionId);
}

export async function unfreeze(ctx: ArenaContext, competitionId: number, actor: string): Promise<void> {
  const updated = await ctx.db
    .update(competitions)
    .set({ frozenAt: null, frozenBoard: null })
    .where(and(eq(competitions.id, competitionId), sql`${competitions.frozenAt} IS NOT NULL`))
    .returning({ id: competitions.id });
  if (updated.length === 0) throw conflict("the leaderboard is not frozen");
  await audit(ctx.db, { competitionId, actor, action: "leaderboard.unfreeze" });
  ctx.changed(competitionId);
}

/** Pauses a round (its queued matches wait) or resumes it. */
export async function setRoundPaused(ctx: ArenaContext, roundId: number, paused: boolean, actor: string) {
  const [round] = await ctx.db.select().from(rounds).where(eq(rounds.id, roundId));
  if (!round) throw notFound("round");
  if (paused && round.status !== "running") throw conflict(`the round is ${round.status}, not running`);
  if (!paused && round.status !== "paused") throw conflict(`the round is ${round.status}, not paused`);
  const ids = (
    await ctx.db
      .selectDistinct({ id: fixtureLinks.matchId })
      .from(fixtureLinks)
      .where(eq(fixtureLinks.roundId, roundId))
  ).map((l) => l.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(rounds)
      .set({ status: paused ? "paused" : "running" })
      .where(eq(rounds.id, roundId));
    for (let i = 0; i < ids.length; i += 1000) {
      await tx
        .update(matches)
        .set({ held: paused })
        .where(and(inArray(matches.id, ids.slice(i, i + 1000)), eq(matches.status, "queued")));
    }
    await audit(tx, {
      competitionId: round.competitionId,
      actor,
      action: paused ? "round.pause" : "round.resume",
      target: `round:${roundId}`,
    });
  });
  ctx.events.emitEvent({
    type: "round",
    competitionId: round.competitionId,
    roundId,
    status: paused ? "paused" : "running",
  });
  if (!paused) ctx.wake();
}
