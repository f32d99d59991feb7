import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { freeze, rejudgeInfrastructureErrors, unfreeze } from "../admin.js";
import { audit } from "../audit.js";
import { actorOf, type Principal } from "../auth.js";
import type { Db } from "../db/connect.js";
import { auditLog, competitions, matches, rounds, submissions } from "../db/schema.js";
import { conflict, notFound } from "../errors.js";
import type { ArenaService } from "../service.js";
import { CompetitionSettingsSchema, parseSettings } from "../settings.js";
import type { Leaderboard } from "../standings/leaderboard.js";
import { leaderboardCsv } from "../standings/leaderboard-csv.js";
import { sharedSources } from "../submissions/shared-sources.js";
import type { EventStreams } from "./event-streams.js";
import type { HotCache } from "./hot-cache.js";
import { defineRoute } from "./route.js";
import { ShownText, Slug } from "./schemas.js";

export type CompetitionRow = typeof competitions.$inferSelect;

export async function competitionBySlug(db: Db, slug: string): Promise<CompetitionRow> {
  const [row] = await db.select().from(competitions).where(eq(competitions.slug, slug));
  if (!row) throw notFound("competition");
  return row;
}

export function competitionView(row: CompetitionRow) {
  const settings = parseSettings(row.settings);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    frozen: row.frozenAt !== null,
    frozenAt: row.frozenAt,
    registration: settings.registration,
    settings,
    createdAt: row.createdAt,
  };
}

const SlugParams = z.object({ slug: Slug });

/** Settings as an admin sends them: the check games' seed is shown in replays, so it is checked as shown text. */
const SettingsBody = CompetitionSettingsSchema.extend({ checkSeed: ShownText(100).default("check") });

export function competitionRoutes(service: ArenaService, hot: HotCache, streams: EventStreams) {
  const { db } = service.ctx;
  /**
   * The leaderboard as `principal` may see it: while frozen, the board kept at the freeze (null if none),
   * unless an admin asks for the live one; `fresh` when it was computed for this answer only.
   */
  const visibleBoard = async (
    slug: string,
    principal: Principal,
    live: boolean,
  ): Promise<{ board: Leaderboard; fresh: boolean } | null> => {
    const row = await hot.competition(slug, () => competitionBySlug(db, slug));
    if (row.frozenAt && !(principal.kind === "admin" && live))
      return row.frozenBoard ? { board: row.frozenBoard as Leaderboard, fresh: false } : null;
    const board = await service.leaderboard(row.id);
    if (row.frozenAt)
      return { board: { ...board, frozen: true, frozenAt: row.frozenAt.toISOString() }, fresh: true };
    return { board, fresh: false };
  };
  return [
    defineRoute({
      method: "GET",
      url: "/api/competitions",
      summary: "List the competitions",
      tags: ["competitions"],
      access: "public",
      handler: async () =>
        (await db.select().from(competitions).orderBy(competitions.id)).map(competitionView),
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitions",
      summary: "Create a competition (admin)",
      tags: ["competitions", "admin"],
      access: "admin",
      status: 201,
      body: z.object({
        slug: Slug,
        name: ShownText(100),
        settings: SettingsBody.optional(),
      }),
      handler: async ({ body, principal }) => {
        const settings = CompetitionSettingsSchema.parse(body.settings ?? {});
        const [row] = await db
          .insert(competitions)
          .values({ slug: body.slug, name: body.name, settings })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(`a competition '${body.slug}' exists`);
        await audit(db, {
          competitionId: row.id,
          actor: actorOf(principal),
          action: "competition.create",
          details: { slug: body.slug },
        });
        return competitionView(row);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug",
      summary: "A competition and its settings",
      tags: ["competitions"],
      access: "public",
      params: SlugParams,
      handler: async ({ params }) => competitionView(await competitionBySlug(db, params.slug)),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/competitions/:slug/settings",
      summary: "Change a competition's settings (admin; limits, submission rate limits, scheduling)",
      tags: ["competitions", "admin"],
      access: "admin",
      params: SlugParams,
      body: SettingsBody,
      handler: async ({ params, body, principal }) => {
        const row = await competitionBySlug(db, params.slug);
        const [updated] = await db
          .update(competitions)
          .set({ settings: body })
          .where(eq(competitions.id, row.id))
          .returning();
        await audit(db, {
          competitionId: row.id,
          actor: actorOf(principal),
          action: "competition.settings",
          details: body,
        });
        service.ctx.changed(row.id);
        return competitionView(updated!);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/leaderboard",
      summary:
        "The leaderboard of the live scoring round (while frozen, the public gets the board as it was at the freeze; admins get the live one with ?live=true)",
      tags: ["leaderboard"],
      access: "public",
      params: SlugParams,
      query: z.object({ live: z.stringbool().optional() }),
      handler: async ({ params, query, principal, request, reply }) => {
        const seen = await visibleBoard(params.slug, principal, query.live === true);
        if (seen === null || seen.fresh) return seen?.board ?? null;
        return hot.answer(seen.board).send(request, reply);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/leaderboard.csv",
      summary:
        "The leaderboard as a CSV file for a spreadsheet (what the JSON leaderboard shows the same caller; a text a spreadsheet would take for a formula starts with ')",
      tags: ["leaderboard"],
      access: "public",
      params: SlugParams,
      query: z.object({ live: z.stringbool().optional() }),
      handler: async ({ params, query, principal, reply }) => {
        const seen = await visibleBoard(params.slug, principal, query.live === true);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${params.slug}-leaderboard.csv"`)
          .send(leaderboardCsv(seen?.board.rows ?? []));
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/progress",
      summary: "Work in progress: submissions being taken in, matches queued, running and done (for polling)",
      tags: ["live"],
      access: "public",
      params: SlugParams,
      handler: async ({ params }) => {
        const row = await competitionBySlug(db, params.slug);
        const counts = await db
          .select({ status: matches.status, n: sql<number>`count(*)::int` })
          .from(matches)
          .where(eq(matches.competitionId, row.id))
          .groupBy(matches.status);
        const intake = await db
          .select({ status: submissions.status, n: sql<number>`count(*)::int` })
          .from(submissions)
          .where(eq(submissions.competitionId, row.id))
          .groupBy(submissions.status);
        const live = await db
          .select()
          .from(rounds)
          .where(eq(rounds.competitionId, row.id))
          .orderBy(desc(rounds.number))
          .limit(1);
        return {
          matches: Object.fromEntries(counts.map((c) => [c.status, c.n])),
          submissions: Object.fromEntries(intake.map((c) => [c.status, c.n])),
          latestRound: live[0]
            ? { id: live[0].id, number: live[0].number, kind: live[0].kind, status: live[0].status }
            : null,
        };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/events",
      summary:
        "Server-sent events: submission, match, round, leaderboard and competitor changes of this competition (ids and statuses only)",
      tags: ["live"],
      access: "public",
      params: SlugParams,
      handler: async ({ params, reply, request }) => {
        const row = await competitionBySlug(db, params.slug);
        streams.admit(request.ip);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        res.write("retry: 2000\n\n");
        const listener = (event: { competitionId: number; type: string }) => {
          if (event.competitionId === row.id)
            res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        service.ctx.events.on("event", listener);
        const ping = setInterval(() => res.write(": ping\n\n"), 15_000);
        ping.unref();
        streams.hold(request.ip, res, () => {
          clearInterval(ping);
          service.ctx.events.off("event", listener);
        });
        return undefined;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitions/:slug/freeze",
      summary:
        "Freeze the leaderboard (admin): the public keeps seeing it as it is now, later results are hidden",
      tags: ["admin", "leaderboard"],
      access: "admin",
      params: SlugParams,
      handler: async ({ params, principal }) => {
        const row = await competitionBySlug(db, params.slug);
        await freeze(service.ctx, row.id, await service.leaderboard(row.id), actorOf(principal));
        return competitionView(await competitionBySlug(db, params.slug));
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitions/:slug/unfreeze",
      summary: "Unfreeze the leaderboard (admin)",
      tags: ["admin", "leaderboard"],
      access: "admin",
      params: SlugParams,
      handler: async ({ params, principal }) => {
        const row = await competitionBySlug(db, params.slug);
        await unfreeze(service.ctx, row.id, actorOf(principal));
        return competitionView(await competitionBySlug(db, params.slug));
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitions/:slug/rejudge-infrastructure-errors",
      summary: "Play again every match whose result is an infrastructure error (admin)",
      tags: ["admin", "matches"],
      access: "admin",
      params: SlugParams,
      handler: async ({ params, principal }) => {
        const row = await competitionBySlug(db, params.slug);
        return { rejudged: await rejudgeInfrastructureErrors(service.ctx, row.id, actorOf(principal)) };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/shared-sources",
      summary:
        "Graded files (manifest + bot/) that two or more competitors submitted, byte for byte: groups with a disqualified competitor first (admin)",
      tags: ["admin", "submissions"],
      access: "admin",
      params: SlugParams,
      handler: async ({ params }) => {
        const row = await competitionBySlug(db, params.slug);
        return sharedSources(db, row.id);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/audit",
      summary: "The audit log of admin actions, newest first (admin)",
      tags: ["admin"],
      access: "admin",
      params: SlugParams,
      query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
      handler: async ({ params, query }) => {
        const row = await competitionBySlug(db, params.slug);
        return db
          .select()
          .from(auditLog)
          .where(eq(auditLog.competitionId, row.id))
          .orderBy(desc(auditLog.id))
          .limit(query.limit);
      },
    }),
  ];
}
