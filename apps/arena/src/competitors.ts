import { displayNameProblem } from "@rulekit/rps-arena";
import { and, count, eq, sql } from "drizzle-orm";
import { audit } from "./audit.js";
import type { ArenaContext } from "./context.js";
import { competitorStatusEvents, competitors, ratings, submissions } from "./db/schema.js";
import { ArenaError, badRequest, conflict, forbidden, notFound } from "./errors.js";
import { placeCompetitor } from "./scheduling/rounds.js";
import { newToken, tokenHash } from "./util/hash.js";

/** The key display names are unique by: Unicode NFKC, case folded, inner spaces collapsed. */
export function nameKey(displayName: string): string {
  return displayName.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
}

/**
 * Registers a competitor under a display name chosen now (never read from a bot's ott.json) and
 * returns its token, once: only its hash is stored. With `maxCompetitors`, refused (403
 * `competition_full`, nothing written) when the competition holds that many already — counted
 * under a lock on the competition, so registrations at the same time cannot pass it together.
 */
export async function registerCompetitor(
  ctx: ArenaContext,
  competitionId: number,
  displayName: string,
  actor: string,
  maxCompetitors?: number,
) {
  const problem = displayNameProblem(displayName);
  if (problem) throw badRequest(`the display name ${problem}`);
  const token = newToken("rkc");
  const competitor = await ctx.db.transaction(async (tx) => {
    if (maxCompetitors !== undefined) {
      await tx.execute(sql`SELECT id FROM competitions WHERE id = ${competitionId} FOR UPDATE`);
      const [row] = await tx
        .select({ n: count() })
        .from(competitors)
        .where(eq(competitors.competitionId, competitionId));
      if ((row?.n ?? 0) >= maxCompetitors) {
        throw new ArenaError(
          403,
          "competition_full",
          `the competition is full: it holds ${maxCompetitors} competitors, the most its settings let register themselves (an admin may register more)`,
        );
      }
    }
    const inserted = await tx
      .insert(competitors)
      .values({ competitionId, displayName, nameKey: nameKey(displayName), tokenHash: tokenHash(token) })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw conflict(`the display name '${displayName}' is taken in this competition`);
    await tx
      .insert(ratings)
      .values({ competitorId: row.id, competitionId, mu: 25, sigma: 25 / 3, ordinal: 0, rated: 0 });
    await tx
      .insert(competitorStatusEvents)
      .values({ competitorId: row.id, status: "active", reason: "registered", actor });
    return row;
  });
  ctx.events.emitEvent({ type: "competitor", competitionId, competitorId: competitor.id, status: "active" });
  ctx.changed(competitionId);
  return { competitor, token };
}

export const COMPETITOR_STATUSES = ["active", "excluded", "disqualified"] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

/**
 * An admin changes a competitor's status. `excluded` and `disqualified` take it (and its matches)
 * out of the standings and the ratings and keep it out of new rounds; `active` brings it back.
 * Every change is kept in the competitor's history and the audit log.
 */
export async function setCompetitorStatus(
  ctx: ArenaContext,
  competitorId: number,
  status: CompetitorStatus,
  reason: string,
  actor: string,
) {
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(competitors)
      .set({ status })
      .where(eq(competitors.id, competitorId))
      .returning();
    if (!row) throw notFound("competitor");
    await tx.insert(competitorStatusEvents).values({ competitorId, status, reason, actor });
    await audit(tx, {
      competitionId: row.competitionId,
      actor,
      action: `competitor.${status}`,
      target: `competitor:${competitorId}`,
      details: { reason },
    });
    return row;
  });
  ctx.events.emitEvent({ type: "competitor", competitionId: updated.competitionId, competitorId, status });
  if (status === "active") await placeCompetitor(ctx, competitorId);
  ctx.changed(updated.competitionId);
  return updated;
}

/**
 * Makes one of the competitor's accepted versions its active one (the latest accepted is active by
 * default) and plays that version's placement matches.
 */
export async function setActiveVersion(ctx: ArenaContext, competitorId: number, submissionId: number) {
  const [submission] = await ctx.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.competitorId, competitorId)));
  if (!submission) throw notFound("submission");
  if (submission.status !== "accepted")
    throw forbidden(`version ${submission.version} is not accepted (${submission.status})`);
  const [row] = await ctx.db
    .update(competitors)
    .set({ activeSubmissionId: submissionId })
    .where(eq(competitors.id, competitorId))
    .returning();
  await placeCompetitor(ctx, competitorId);
  ctx.changed(row!.competitionId);
  return row!;
}
