import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { actorOf, type Principal } from "../auth.js";
import {
  COMPETITOR_STATUSES,
  registerCompetitor,
  setActiveVersion,
  setCompetitorStatus,
} from "../competitors.js";
import { competitorStatusEvents, competitors, submissions } from "../db/schema.js";
import { forbidden, notFound } from "../errors.js";
import type { ArenaService } from "../service.js";
import { parseSettings } from "../settings.js";
import { clientKey } from "./client-address.js";
import { ClientRate } from "./client-rate.js";
import { defineRoute, denyPrivate } from "./route.js";
import { competitionBySlug } from "./routes-competitions.js";
import { submissionView, VIEWED_SUBMISSION } from "./routes-submissions.js";
import { IdNumber, IdParams, ShownLines, Slug } from "./schemas.js";

type CompetitorRow = typeof competitors.$inferSelect;

export function competitorView(row: CompetitorRow, activeVersion: number | null) {
  return {
    id: row.id,
    competitionId: row.competitionId,
    displayName: row.displayName,
    status: row.status,
    activeSubmissionId: row.activeSubmissionId,
    activeVersion,
    createdAt: row.createdAt,
  };
}

function isSelfOrAdmin(principal: Principal, competitorId: number): boolean {
  return (
    principal.kind === "admin" ||
    (principal.kind === "competitor" && principal.competitor.id === competitorId)
  );
}

export function competitorRoutes(service: ArenaService) {
  const { db } = service.ctx;
  const registrations = new ClientRate();
  const activeVersionOf = async (row: CompetitorRow) => {
    if (row.activeSubmissionId === null) return null;
    const [s] = await db
      .select({ version: submissions.version })
      .from(submissions)
      .where(eq(submissions.id, row.activeSubmissionId));
    return s?.version ?? null;
  };
  const competitorById = async (id: number) => {
    const [row] = await db.select().from(competitors).where(eq(competitors.id, id));
    if (!row) throw notFound("competitor");
    return row;
  };
  return [
    defineRoute({
      method: "POST",
      url: "/api/competitions/:slug/competitors",
      summary:
        "Register a competitor under a display name no other competitor's of the competition passes for (409 name_taken). The answer holds its token, shown this once only. Sent with a token of a competitor of this competition: 403 disqualified or 409 already_registered.",
      tags: ["competitors"],
      access: "public",
      status: 201,
      params: z.object({ slug: Slug }),
      body: z.object({ displayName: z.string().max(200) }),
      handler: async ({ params, body, principal, request }) => {
        const competition = await competitionBySlug(db, params.slug);
        const settings = parseSettings(competition.settings);
        const admin = principal.kind === "admin";
        if (settings.registration === "closed" && !admin) {
          throw forbidden("registration is closed: an admin registers competitors");
        }
        const perClient = settings.registrationsPerClient;
        // A self-registration takes a place from its client's allowance, given back if it is refused.
        const giveBack = admin
          ? () => {}
          : registrations.take(
              `${competition.id} ${clientKey(request.ip)}`,
              perClient.max,
              perClient.windowSeconds * 1000,
              `at most ${perClient.max} competitors register from one address in ${perClient.windowSeconds} s; an organiser can register more`,
            );
        try {
          const { competitor, token } = await registerCompetitor(
            service.ctx,
            competition.id,
            body.displayName,
            actorOf(principal),
            {
              ...(admin ? {} : { maxCompetitors: settings.maxCompetitors }),
              ...(principal.kind === "competitor" ? { byCompetitorId: principal.competitor.id } : {}),
            },
          );
          return { competitor: competitorView(competitor, null), token };
        } catch (error) {
          giveBack();
          throw error;
        }
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/me",
      summary: "Who this token is: an admin, or a competitor with its competition",
      tags: ["competitors"],
      access: "public",
      handler: async ({ principal }) => {
        if (principal.kind === "admin") return { kind: "admin" };
        if (principal.kind === "anonymous") return { kind: "anonymous" };
        const row = await competitorById(principal.competitor.id);
        return { kind: "competitor", competitor: competitorView(row, await activeVersionOf(row)) };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/competitors",
      summary: "The competitors of a competition",
      tags: ["competitors"],
      access: "public",
      params: z.object({ slug: Slug }),
      handler: async ({ params }) => {
        const competition = await competitionBySlug(db, params.slug);
        const rows = await db
          .select({ c: competitors, version: submissions.version })
          .from(competitors)
          .leftJoin(submissions, eq(submissions.id, competitors.activeSubmissionId))
          .where(eq(competitors.competitionId, competition.id))
          .orderBy(asc(competitors.id));
        return rows.map((r) => competitorView(r.c, r.version ?? null));
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitors/:id",
      summary: "A competitor",
      tags: ["competitors"],
      access: "public",
      params: IdParams,
      handler: async ({ params }) => {
        const row = await competitorById(params.id);
        return competitorView(row, await activeVersionOf(row));
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitors/:id/history",
      summary:
        "A competitor's status history (registered, excluded, disqualified, back): the competitor itself or an admin",
      tags: ["competitors"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        await competitorById(params.id);
        if (!isSelfOrAdmin(principal, params.id))
          denyPrivate(principal, "only the competitor itself and the admins see its history");
        return db
          .select()
          .from(competitorStatusEvents)
          .where(eq(competitorStatusEvents.competitorId, params.id))
          .orderBy(asc(competitorStatusEvents.id));
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitors/:id/status",
      summary: "Exclude, disqualify or reinstate a competitor (admin); the history is kept",
      tags: ["admin", "competitors"],
      access: "admin",
      params: IdParams,
      body: z.object({ status: z.enum(COMPETITOR_STATUSES), reason: ShownLines(1000) }),
      handler: async ({ params, body, principal }) => {
        const row = await setCompetitorStatus(
          service.ctx,
          params.id,
          body.status,
          body.reason,
          actorOf(principal),
        );
        return competitorView(row, await activeVersionOf(row));
      },
    }),
    defineRoute({
      method: "PUT",
      url: "/api/me/active-version",
      summary: "Pick which of my accepted versions plays (the latest accepted is active by default)",
      tags: ["competitors", "submissions"],
      access: "competitor",
      body: z.object({ submissionId: IdNumber }),
      handler: async ({ body, principal }) => {
        if (principal.kind !== "competitor") throw forbidden("competitors only");
        if (principal.competitor.status !== "active")
          throw forbidden(`this competitor is ${principal.competitor.status}`);
        const row = await setActiveVersion(service.ctx, principal.competitor.id, body.submissionId);
        return competitorView(row, await activeVersionOf(row));
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/competitors/:id/submissions",
      summary:
        "A competitor's versions: everyone sees number, status and times; the competitor itself and admins also see source, reasons, build logs and check games",
      tags: ["submissions"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        await competitorById(params.id);
        const rows = await db
          .select(VIEWED_SUBMISSION)
          .from(submissions)
          .where(and(eq(submissions.competitorId, params.id)))
          .orderBy(desc(submissions.version));
        return rows.map((row) => submissionView(row, isSelfOrAdmin(principal, params.id)));
      },
    }),
  ];
}
