import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifySnapshot } from "@rulekit/rps-arena";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ArenaContext } from "../context.js";
import { competitions, competitors, matches, matchResults, snapshots, submissions } from "../db/schema.js";
import { ensureMatches, PRIORITY, rowsOf } from "../matches/match-store.js";
import { versionName } from "../scheduling/active-sides.js";
import { placeCompetitor, storeRuleSet } from "../scheduling/rounds.js";
import { parseSettings } from "../settings.js";
import { acquireInChild } from "./acquire-child.js";
import { unpackArchive } from "./archive.js";
import { checkGitSource, checkHostAddresses } from "./git-source.js";
import type { SubmissionRow } from "./submit.js";

/** Bounds on fetching a git submission (as `rps submit`'s defaults). */
export const FETCH_LIMITS = { maxBytes: 64 * 1024 * 1024, timeoutMs: 120_000 };

/** Versions whose check games decided nothing yet: these statuses are re-examined after a restart. */
const FINAL = ["accepted", "refused", "build_error", "check_fault", "infrastructure_error"];

/**
 * Claims the next queued submission of a competitor none of whose versions is being taken in (one
 * statement, `FOR UPDATE SKIP LOCKED`) and marks it `building`. Null when none is waiting.
 * `claimed` is told its id as soon as it is this process's, before anything else can run.
 */
export async function claimSubmission(
  ctx: ArenaContext,
  claimed: (id: number) => void = () => {},
): Promise<SubmissionRow | null> {
  const result = await ctx.db.execute(sql`
    UPDATE submissions SET status = 'building', lease_owner = ${ctx.instance}, updated_at = now()
    WHERE id = (
      SELECT id FROM submissions s WHERE status = 'queued'
        AND NOT EXISTS (SELECT 1 FROM submissions b WHERE b.competitor_id = s.competitor_id AND b.status = 'building')
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) return null;
  claimed(id);
  const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, id));
  return row ?? null;
}

/** After a restart: submissions a dead process was taking in start again from the beginning. */
export async function requeueIntake(ctx: ArenaContext): Promise<void> {
  await ctx.db
    .update(submissions)
    .set({ status: "queued", leaseOwner: null })
    .where(eq(submissions.status, "building"));
  const checking = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.status, "checking"));
  for (const { id } of checking) await evaluateChecks(ctx, id);
}

async function setStatus(
  ctx: ArenaContext,
  row: SubmissionRow,
  values: Partial<typeof submissions.$inferInsert> & { status: string },
): Promise<void> {
  const final = FINAL.includes(values.status);
  await ctx.db
    .update(submissions)
    .set({ ...values, updatedAt: new Date(), ...(final ? { finishedAt: new Date(), leaseOwner: null } : {}) })
    .where(eq(submissions.id, row.id));
  ctx.events.emitEvent({
    type: "submission",
    competitionId: row.competitionId,
    competitorId: row.competitorId,
    submissionId: row.id,
    status: values.status,
  });
}

/**
 * One submission: fetched (git, in a child process) or unpacked (archive), checked by rps-arena's
 * submission rules, its graded files stored as a snapshot by source hash, then its two check games
 * queued (Classic against the reference bot, once from each side). A refusal is final and says why.
 */
export async function takeIn(ctx: ArenaContext, row: SubmissionRow): Promise<void> {
  const [competition] = await ctx.db
    .select()
    .from(competitions)
    .where(eq(competitions.id, row.competitionId));
  const settings = parseSettings(competition?.settings);
  let scratch: string | null = null;
  try {
    let request: Parameters<typeof acquireInChild>[0];
    if (row.sourceKind === "git") {
      const source = checkGitSource(row.sourceUrl ?? "", row.ref ?? "HEAD", ctx.gitPolicy);
      const pinned = await checkHostAddresses(source, ctx.gitPolicy);
      request = {
        source: source.fetch,
        ref: source.ref,
        folderLabel: source.shown,
        ...FETCH_LIMITS,
        ...(pinned === null ? {} : { pinnedAddress: pinned }),
      };
    } else {
      scratch = await mkdtemp(join(tmpdir(), "rulekit-arena-upload-"));
      const root = await unpackArchive(row.archive ?? Buffer.alloc(0), scratch);
      request = {
        source: { kind: "folder", dir: root },
        ref: "HEAD",
        folderLabel: "archive",
        ...FETCH_LIMITS,
      };
    }
    const answer = await acquireInChild(request);
    if (!answer.ok) {
      await setStatus(ctx, row, {
        status: answer.kind === "refused" ? "refused" : "infrastructure_error",
        reason: answer.message,
        ...(answer.kind === "refused" ? { archive: null } : {}),
      });
      return;
    }
    const [competitor] = await ctx.db.select().from(competitors).where(eq(competitors.id, row.competitorId));
    const name = versionName(competitor!.displayName, row.version);
    // Checked again here: the child's output is not trusted more than a worker's.
    const submission = verifySnapshot(answer.snapshot, answer.sourceHash, name);
    const rulesHash = await storeRuleSet(ctx.db, CLASSIC_V2, "Classic v2");
    const me = { sourceHash: submission.sourceHash, submissionId: row.id, name };
    const reference = { sourceHash: ctx.reference.sourceHash, submissionId: null, name: ctx.reference.name };
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(snapshots)
        .values({
          sourceHash: submission.sourceHash,
          language: submission.manifest.language,
          body: answer.snapshot,
          bytes: answer.snapshot.length,
        })
        .onConflictDoNothing({ target: snapshots.sourceHash });
      const base = {
        kind: "check" as const,
        competitionId: row.competitionId,
        rulesHash,
        limits: settings.limits,
        seed: settings.checkSeed,
        priority: PRIORITY.check,
      };
      const ids = await ensureMatches(tx, [
        { ...base, sides: [me, reference] },
        { ...base, sides: [reference, me] },
      ]);
      await tx
        .update(submissions)
        .set({
          status: "checking",
          commit: answer.commit,
          sourceHash: submission.sourceHash,
          language: submission.manifest.language,
          files: answer.kept,
          dropped: answer.dropped,
          checkMatchIds: ids,
          reason: null,
          updatedAt: new Date(),
        })
        .where(eq(submissions.id, row.id));
    });
    ctx.events.emitEvent({
      type: "submission",
      competitionId: row.competitionId,
      competitorId: row.competitorId,
      submissionId: row.id,
      status: "checking",
    });
    ctx.wake();
    await evaluateChecks(ctx, row.id);
  } catch (error) {
    const known = error instanceof Error && error.name === "ArenaError";
    const message = known
      ? (error as Error).message
      : "intake failed on the service's side (an infrastructure error; an admin may rejudge this version)";
    await setStatus(ctx, row, {
      status: known ? "refused" : "infrastructure_error",
      reason: message.slice(0, 2000),
    });
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Decides a version from its check games once both have a result: `build_error` (it does not
 * build: the compiler's message is its build log), `check_fault` (it faulted: which fault, moving
 * first or second), `infrastructure_error` (a game had no result after its reruns), else
 * `accepted` — it becomes its competitor's active version and plays its placement matches.
 */
export async function evaluateChecks(ctx: ArenaContext, submissionId: number): Promise<void> {
  const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (row?.status !== "checking" || !row.checkMatchIds) return;
  const ids = row.checkMatchIds;
  const results = await ctx.db
    .select({ matchId: matches.id, faults: matchResults.faults, infra: matchResults.infrastructureError })
    .from(matches)
    .innerJoin(matchResults, eq(matchResults.id, matches.resultId))
    .where(and(inArray(matches.id, ids), eq(matches.status, "done")));
  // Both check games are one match when the version is the reference bot itself (the same key).
  if (results.length < new Set(ids).size) return;
  const games = ids.map((id, side) => ({ side, ...results.find((r) => r.matchId === id)! }));
  const own = games.map((g) => ({
    side: g.side,
    infra: g.infra,
    fault: (g.faults as { player: number; code: string; message: string }[]).find((f) => f.player === g.side),
  }));
  let status = "accepted";
  let reason: string | null = null;
  let buildLog: string | null = null;
  const build = own.find((g) => g.fault?.code === "bot_error");
  const faulted = own.find((g) => g.fault);
  const infra = own.find((g) => g.infra);
  if (build) {
    status = "build_error";
    reason = "the bot does not build";
    buildLog = build.fault!.message;
  } else if (faulted) {
    status = "check_fault";
    reason = `${faulted.fault!.code} moving ${faulted.side === 0 ? "first" : "second"}: ${faulted.fault!.message}`;
  } else if (infra) {
    status = "infrastructure_error";
    reason = "a check game had no result after its reruns (an admin may rejudge it)";
  }
  const updated = await ctx.db
    .update(submissions)
    .set({
      status,
      reason,
      buildLog,
      updatedAt: new Date(),
      finishedAt: new Date(),
      leaseOwner: null,
      ...(status === "infrastructure_error" ? {} : { archive: null }),
    })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, "checking")))
    .returning({ id: submissions.id });
  if (updated.length === 0) return;
  ctx.events.emitEvent({
    type: "submission",
    competitionId: row.competitionId,
    competitorId: row.competitorId,
    submissionId,
    status,
  });
  if (status === "accepted") {
    await ctx.db
      .update(competitors)
      .set({ activeSubmissionId: submissionId })
      .where(eq(competitors.id, row.competitorId));
    await placeCompetitor(ctx, row.competitorId);
    ctx.changed(row.competitionId);
  }
}

/** The versions waiting on this check match. */
export async function submissionsCheckedBy(ctx: ArenaContext, matchId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, "checking"),
        sql`${submissions.checkMatchIds} @> ${JSON.stringify([matchId])}::jsonb`,
      ),
    );
  return rows.map((r) => r.id);
}
