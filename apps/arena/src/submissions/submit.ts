import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { CompetitorRow } from "../auth.js";
import type { ArenaContext } from "../context.js";
import { submissions } from "../db/schema.js";
import { badRequest, forbidden, tooManyRequests } from "../errors.js";
import type { CompetitionSettings } from "../settings.js";
import { ARCHIVE_LIMITS, archiveFormat } from "./archive.js";
import { checkGitSource } from "./git-source.js";

export type SubmissionInput = { kind: "git"; url: string; ref?: string } | { kind: "archive"; data: Buffer };

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * A competitor hands in a version: a git URL + ref (checked at the boundary: see git-source.ts) or
 * an uploaded zip/tar (its format and size checked now, its content when it is unpacked). Rate
 * limited per competitor (at most `maxPerWindow` in `windowSeconds`, at least `minIntervalSeconds`
 * apart), counted in the same transaction that adds it. The version is queued: it is fetched,
 * checked and plays its check games in the background.
 */
export async function createSubmission(
  ctx: ArenaContext,
  competitor: CompetitorRow,
  settings: CompetitionSettings,
  input: SubmissionInput,
): Promise<SubmissionRow> {
  if (competitor.status !== "active") {
    throw forbidden(`this competitor is ${competitor.status} and cannot submit`);
  }
  let source: {
    sourceKind: string;
    sourceUrl: string | null;
    ref: string | null;
    archive: Buffer | null;
    archiveFormat: string | null;
  };
  if (input.kind === "git") {
    const checked = checkGitSource(input.url, input.ref, ctx.gitPolicy);
    source = {
      sourceKind: "git",
      sourceUrl: checked.shown,
      ref: checked.ref,
      archive: null,
      archiveFormat: null,
    };
  } else {
    if (input.data.length > ARCHIVE_LIMITS.maxBytes) {
      throw badRequest(`the archive is larger than ${ARCHIVE_LIMITS.maxBytes} bytes`);
    }
    const format = archiveFormat(input.data);
    if (format === null) throw badRequest("the upload is not a zip, tar or tar.gz archive");
    source = {
      sourceKind: "archive",
      sourceUrl: null,
      ref: null,
      archive: input.data,
      archiveFormat: format,
    };
  }
  const limits = settings.submissions;
  const row = await ctx.db.transaction(async (tx) => {
    // One submission at a time per competitor: the count below cannot be raced.
    await tx.execute(sql`SELECT id FROM competitors WHERE id = ${competitor.id} FOR UPDATE`);
    const since = new Date(Date.now() - limits.windowSeconds * 1000);
    const recent = await tx
      .select({ createdAt: submissions.createdAt })
      .from(submissions)
      .where(and(eq(submissions.competitorId, competitor.id), gt(submissions.createdAt, since)))
      .orderBy(desc(submissions.createdAt));
    const now = Date.now();
    const last = recent[0]?.createdAt.getTime();
    if (last !== undefined && now - last < limits.minIntervalSeconds * 1000) {
      const wait = Math.ceil((last + limits.minIntervalSeconds * 1000 - now) / 1000);
      throw tooManyRequests(
        `submit at most once every ${limits.minIntervalSeconds} s (try again in ${wait} s)`,
        wait,
      );
    }
    if (recent.length >= limits.maxPerWindow) {
      const oldest = recent[limits.maxPerWindow - 1]!.createdAt.getTime();
      const wait = Math.max(1, Math.ceil((oldest + limits.windowSeconds * 1000 - now) / 1000));
      throw tooManyRequests(
        `at most ${limits.maxPerWindow} submissions in ${limits.windowSeconds} s (try again in ${wait} s)`,
        wait,
      );
    }
    const [top] = await tx
      .select({ version: submissions.version })
      .from(submissions)
      .where(eq(submissions.competitorId, competitor.id))
      .orderBy(desc(submissions.version))
      .limit(1);
    const [inserted] = await tx
      .insert(submissions)
      .values({
        competitionId: competitor.competitionId,
        competitorId: competitor.id,
        version: (top?.version ?? 0) + 1,
        ...source,
        status: "queued",
      })
      .returning();
    return inserted!;
  });
  ctx.events.emitEvent({
    type: "submission",
    competitionId: row.competitionId,
    competitorId: row.competitorId,
    submissionId: row.id,
    status: row.status,
  });
  ctx.wake();
  return row;
}
