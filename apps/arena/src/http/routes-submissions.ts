import { verifySnapshot } from "@rulekit/rps-arena";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { rejudgeVersion } from "../admin.js";
import { actorOf, type Principal } from "../auth.js";
import { columnsBut } from "../db/columns.js";
import { competitions, matches, matchResults, snapshots, submissions } from "../db/schema.js";
import { ArenaError, forbidden, notFound } from "../errors.js";
import type { ArenaService } from "../service.js";
import { parseSettings } from "../settings.js";
import { ARCHIVE_LIMITS } from "../submissions/archive.js";
import { createSubmission, type SubmissionRow } from "../submissions/submit.js";
import { defineRoute, denyPrivate } from "./route.js";
import { IdParams } from "./schemas.js";

/** Archive bodies the upload route takes. */
export const ARCHIVE_TYPES = [
  "application/zip",
  "application/x-tar",
  "application/gzip",
  "application/octet-stream",
];

/** A version as views read it: without the uploaded archive (up to 8 MiB; the intake's alone). */
export const VIEWED_SUBMISSION = columnsBut(submissions, "archive");
type ViewedSubmission = Omit<SubmissionRow, "archive">;

/** A version as its owner (and admins) see it, or as everyone else does (no source, reasons or logs). */
export function submissionView(row: ViewedSubmission, full: boolean) {
  const base = {
    id: row.id,
    competitorId: row.competitorId,
    competitionId: row.competitionId,
    version: row.version,
    status: row.status,
    language: row.language,
    sourceHash: row.sourceHash,
    checkMatchIds: row.checkMatchIds ?? [],
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
  if (!full) return base;
  return {
    ...base,
    sourceKind: row.sourceKind,
    sourceUrl: row.sourceUrl,
    ref: row.ref,
    archiveFormat: row.archiveFormat,
    commit: row.commit,
    reason: row.reason,
    buildLog: row.buildLog,
    files: row.files ?? [],
    dropped: row.dropped ?? [],
  };
}

function ownerOrAdmin(principal: Principal, row: Pick<SubmissionRow, "competitorId">): boolean {
  return (
    principal.kind === "admin" ||
    (principal.kind === "competitor" && principal.competitor.id === row.competitorId)
  );
}

export function submissionRoutes(service: ArenaService) {
  const { db } = service.ctx;
  const submissionById = async (id: number) => {
    const [row] = await db.select(VIEWED_SUBMISSION).from(submissions).where(eq(submissions.id, id));
    if (!row) throw notFound("submission");
    return row;
  };
  const settingsOf = async (competitionId: number) => {
    const [row] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
    return parseSettings(row?.settings);
  };
  const competitorOf = (principal: Principal) => {
    if (principal.kind !== "competitor") throw forbidden("competitors only");
    return principal.competitor;
  };
  return [
    defineRoute({
      method: "POST",
      url: "/api/me/submissions",
      summary:
        "Submit a version from git: an https:// or git:// URL (or a local path the admin allows) and a branch, tag or commit. 202: queued; its status moves queued → building → checking → accepted | refused | build_error | check_fault | infrastructure_error",
      tags: ["submissions"],
      access: "competitor",
      status: 202,
      body: z.object({ url: z.string().max(2000), ref: z.string().max(200).optional() }),
      handler: async ({ body, principal }) => {
        const competitor = competitorOf(principal);
        const row = await createSubmission(
          service.ctx,
          competitor,
          await settingsOf(competitor.competitionId),
          {
            kind: "git",
            url: body.url,
            ref: body.ref,
          },
        );
        return submissionView(row, true);
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/me/submissions/archive",
      summary: `Submit a version as a zip, tar or tar.gz archive (the body; at most ${ARCHIVE_LIMITS.maxBytes} bytes): ott.json and bot/ at its root or in its single top folder`,
      tags: ["submissions"],
      access: "competitor",
      status: 202,
      rawBody: ARCHIVE_TYPES,
      bodyLimit: ARCHIVE_LIMITS.maxBytes,
      handler: async ({ body, principal }) => {
        const competitor = competitorOf(principal);
        if (!Buffer.isBuffer(body)) {
          throw new ArenaError(
            415,
            "unsupported_media_type",
            `send the archive as the body with Content-Type ${ARCHIVE_TYPES.slice(0, 3).join(", ")}`,
          );
        }
        const row = await createSubmission(
          service.ctx,
          competitor,
          await settingsOf(competitor.competitionId),
          {
            kind: "archive",
            data: body,
          },
        );
        return submissionView(row, true);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/submissions/:id",
      summary: "A version; its owner and admins also get the source, reason, build log and its check games",
      tags: ["submissions"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        const row = await submissionById(params.id);
        const full = ownerOrAdmin(principal, row);
        const view = submissionView(row, full);
        const ids = row.checkMatchIds ?? [];
        const checks =
          ids.length === 0
            ? []
            : await db
                .select({
                  matchId: matches.id,
                  status: matches.status,
                  winner: matchResults.winner,
                  winReason: matchResults.winReason,
                  moves: matchResults.moves,
                })
                .from(matches)
                .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
                .where(inArray(matches.id, ids));
        return {
          ...view,
          checks: ids.map((id, side) => {
            const c = checks.find((x) => x.matchId === id);
            const outcome =
              !c || c.winReason === null || c.winReason === undefined
                ? "pending"
                : c.winReason === "infrastructure_error"
                  ? "no result"
                  : c.winner === null
                    ? "draw"
                    : c.winner === side
                      ? "win"
                      : "loss";
            return {
              matchId: id,
              side,
              status: c?.status ?? "queued",
              outcome,
              reason: c?.winReason ?? null,
              moves: c?.moves ?? null,
              replay: `/api/matches/${id}/replay`,
            };
          }),
        };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/submissions/:id/source",
      summary: "A version's graded source files (its owner and admins only)",
      tags: ["submissions"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        const row = await submissionById(params.id);
        if (!ownerOrAdmin(principal, row))
          denyPrivate(principal, "only the version's owner and the admins see its source");
        if (row.sourceHash === null) throw notFound("source (this version was not taken in)");
        const [snapshot] = await db.select().from(snapshots).where(eq(snapshots.sourceHash, row.sourceHash));
        const submission = verifySnapshot(snapshot?.body ?? null, row.sourceHash, `v${row.version}`);
        return {
          sourceHash: submission.sourceHash,
          manifest: submission.manifest,
          files: submission.files.map((f) => ({ path: f.path, content: f.content.toString("utf8") })),
        };
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/submissions/:id/rejudge",
      summary: "Play every match of a version again: its check games and its round matches (admin)",
      tags: ["admin", "submissions"],
      access: "admin",
      params: IdParams,
      handler: async ({ params, principal }) => ({
        rejudged: await rejudgeVersion(service.ctx, params.id, actorOf(principal)),
      }),
    }),
  ];
}
