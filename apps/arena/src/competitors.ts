import { displayNameProblem } from "@rulekit/rps-arena";
import { and, count, eq, sql } from "drizzle-orm";
import { audit } from "./audit.js";
import type { ArenaContext } from "./context.js";
import type { Db } from "./db/connect.js";
import { competitorStatusEvents, competitors, ratings, submissions } from "./db/schema.js";
import { ArenaError, badRequest, forbidden, notFound } from "./errors.js";
import { isInvisibleName, lookAlikeOf, nameKey } from "./names/display-name-key.js";
import { stackedMarksProblem } from "./names/marks.js";
import { placeCompetitor } from "./scheduling/rounds.js";
import { newToken, tokenHash } from "./util/hash.js";

const DISPLAY_NAME_FIELD = "body.displayName";

const nameRefused = (message: string) =>
  badRequest(message, { issues: [{ path: DISPLAY_NAME_FIELD, message }] });

/** Checks that depend on who registers (the route leaves out `maxCompetitors` for an admin). */
export interface RegistrationOptions {
  /** Refuse (403 `competition_full`) when the competition holds this many (self-registration). */
  maxCompetitors?: number;
  /** The competitor whose token sent the request: refused in its own competition. */
  byCompetitorId?: number;
}

/**
 * Registers a competitor under a display name chosen now (never read from a bot's ott.json) and
 * returns its token, once: only its hash is stored. Refused, with nothing written:
 * - a request sent with the token of a competitor of this competition: 403 `disqualified` when it
 *   is disqualified (registering again must not undo that: an admin reinstates it instead),
 *   else 409 `already_registered` — a token is the only identity the arena has, so one token
 *   makes one competitor of a competition;
 * - with `maxCompetitors`, when the competition holds that many already (403 `competition_full`);
 * - a name stacking more than two marks on one character (400, see names/marks.ts);
 * - a name that passes for another competitor's of the competition, whatever its status (409
 *   `name_taken`, see names/display-name-key.ts).
 * All under a lock on the competition, so registrations at the same time cannot pass a check
 * together (two look-alikes, one more than `maxCompetitors`).
 */
export async function registerCompetitor(
  ctx: ArenaContext,
  competitionId: number,
  displayName: string,
  actor: string,
  options: RegistrationOptions = {},
) {
  const problem = displayNameProblem(displayName) ?? stackedMarksProblem(displayName);
  if (problem) throw nameRefused(`the display name ${problem}`);
  if (isInvisibleName(displayName)) throw nameRefused("the display name has no visible character");
  const token = newToken("rkc");
  const competitor = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM competitions WHERE id = ${competitionId} FOR UPDATE`);
    if (options.byCompetitorId !== undefined) {
      await refuseRegisteredCaller(tx, competitionId, options.byCompetitorId);
    }
    if (options.maxCompetitors !== undefined) {
      const [row] = await tx
        .select({ n: count() })
        .from(competitors)
        .where(eq(competitors.competitionId, competitionId));
      if ((row?.n ?? 0) >= options.maxCompetitors) {
        throw new ArenaError(
          403,
          "competition_full",
          `the competition is full: it holds ${options.maxCompetitors} competitors, the most its settings let register themselves (an admin may register more)`,
        );
      }
    }
    const others = await tx
      .select({ id: competitors.id, displayName: competitors.displayName })
      .from(competitors)
      .where(eq(competitors.competitionId, competitionId));
    const lookAlike = lookAlikeOf(displayName, others);
    if (lookAlike) throw nameTaken(displayName, lookAlike);
    const inserted = await tx
      .insert(competitors)
      .values({ competitionId, displayName, nameKey: nameKey(displayName), tokenHash: tokenHash(token) })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw nameTaken(displayName, null);
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

async function refuseRegisteredCaller(tx: Pick<Db, "select">, competitionId: number, competitorId: number) {
  const [caller] = await tx
    .select({ competitionId: competitors.competitionId, status: competitors.status })
    .from(competitors)
    .where(eq(competitors.id, competitorId));
  if (!caller || caller.competitionId !== competitionId) return;
  if (caller.status === "disqualified") {
    throw new ArenaError(
      403,
      "disqualified",
      "this token's competitor is disqualified from this competition and cannot register again (an admin may reinstate it)",
    );
  }
  throw new ArenaError(
    409,
    "already_registered",
    `this token's competitor (${caller.status}) is already registered in this competition: one token, one competitor`,
  );
}

function nameTaken(displayName: string, other: { id: number; displayName: string } | null): ArenaError {
  const message = other
    ? `the display name '${displayName}' passes for '${other.displayName}' (competitor ${other.id}) in this competition: choose another`
    : `the display name '${displayName}' is taken in this competition: choose another`;
  return new ArenaError(409, "name_taken", message, { issues: [{ path: DISPLAY_NAME_FIELD, message }] });
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
