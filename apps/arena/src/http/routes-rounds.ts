import { CLASSIC_V2, LimitsSchema, parseRuleSet, type RuleSet } from "@rulekit/rps-grid";
import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import * as zm from "zod/mini";
import { setRoundPaused } from "../admin.js";
import { audit } from "../audit.js";
import { actorOf } from "../auth.js";
import { fixtures, matches, matchResults, roundEntries, rounds, ruleSets } from "../db/schema.js";
import { badRequest, notFound } from "../errors.js";
import { createRound } from "../scheduling/rounds.js";
import type { ArenaService } from "../service.js";
import { parseSettings } from "../settings.js";
import { defineRoute } from "./route.js";
import { competitionBySlug } from "./routes-competitions.js";
import { IdNumber, IdParams, ShownText, Slug } from "./schemas.js";

type RoundRow = typeof rounds.$inferSelect;

export function roundView(row: RoundRow) {
  return {
    id: row.id,
    competitionId: row.competitionId,
    number: row.number,
    kind: row.kind,
    name: row.name,
    status: row.status,
    rulesHash: row.rulesHash,
    limits: row.limits,
    games: row.games,
    seed: row.seed,
    pairing: row.pairing,
    opponents: row.opponents,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

const NewRoundBody = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("scoring"),
    name: ShownText(100).optional(),
    games: z.int().min(1).max(20).optional(),
    seed: ShownText(100).optional(),
  }),
  z.object({
    kind: z.literal("trial"),
    name: ShownText(100).optional(),
    /** A RuleSet (e.g. made in the rule editor); Classic when absent. */
    rules: z.unknown().optional(),
    entrants: z.array(IdNumber).min(2).max(64),
    games: z.int().min(1).max(20).optional(),
    seed: ShownText(100).optional(),
    limits: zm.optional(zm.partial(LimitsSchema)),
  }),
]);

export function roundRoutes(service: ArenaService) {
  const { db } = service.ctx;
  const roundById = async (id: number) => {
    const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
    if (!row) throw notFound("round");
    return row;
  };
  return [
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/rounds",
      summary: "The rounds of a competition: scoring rounds and trial matches, newest first",
      tags: ["rounds"],
      access: "public",
      params: z.object({ slug: Slug }),
      handler: async ({ params }) => {
        const competition = await competitionBySlug(db, params.slug);
        return (
          await db
            .select()
            .from(rounds)
            .where(eq(rounds.competitionId, competition.id))
            .orderBy(desc(rounds.number))
        ).map(roundView);
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/competitions/:slug/rounds",
      summary:
        "Start a scoring round (Classic; every competitor with an accepted version) or a trial match (any RuleSet, the entrants given) (admin)",
      tags: ["admin", "rounds"],
      access: "admin",
      status: 201,
      params: z.object({ slug: Slug }),
      body: NewRoundBody,
      handler: async ({ params, body, principal }) => {
        const competition = await competitionBySlug(db, params.slug);
        const settings = parseSettings(competition.settings);
        let rules: RuleSet = CLASSIC_V2;
        let rulesName = "Classic v2";
        let limits = settings.limits;
        if (body.kind === "trial") {
          if (body.rules !== undefined) {
            const parsed = parseRuleSet(body.rules);
            if (!parsed.ok) {
              throw badRequest(
                `invalid body.rules: ${parsed.issues
                  .slice(0, 5)
                  .map((i) => `${i.path}: ${i.message}`)
                  .join("; ")}`,
                {
                  issues: parsed.issues,
                },
              );
            }
            rules = parsed.value;
            rulesName = typeof rules.id === "string" ? rules.id : "custom";
          }
          limits = { ...limits, ...body.limits };
        }
        const round = await createRound(service.ctx, {
          competitionId: competition.id,
          kind: body.kind,
          name: body.name,
          rules,
          rulesName,
          limits,
          games: body.games ?? settings.scheduling.games,
          seed: body.seed,
          entrants: body.kind === "trial" ? body.entrants : undefined,
          roundRobinMax: settings.scheduling.roundRobinMax,
          opponents: settings.scheduling.opponents,
          createdBy: actorOf(principal),
        });
        await audit(db, {
          competitionId: competition.id,
          actor: actorOf(principal),
          action: `round.create.${body.kind}`,
          target: `round:${round.id}`,
          details: { name: round.name, rulesHash: round.rulesHash, games: round.games },
        });
        return roundView(round);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/rounds/:id",
      summary: "A round with its RuleSet, entrants and progress",
      tags: ["rounds"],
      access: "public",
      params: IdParams,
      handler: async ({ params }) => {
        const row = await roundById(params.id);
        const [rules] = await db.select().from(ruleSets).where(eq(ruleSets.hash, row.rulesHash));
        const entrants = await db
          .select({ id: roundEntries.competitorId })
          .from(roundEntries)
          .where(eq(roundEntries.roundId, row.id));
        const slots = await db
          .select({ status: matches.status })
          .from(fixtures)
          .innerJoin(matches, eq(matches.id, fixtures.matchId))
          .where(eq(fixtures.roundId, row.id));
        return {
          ...roundView(row),
          rules: rules?.body ?? null,
          rulesName: rules?.name ?? null,
          entrants: entrants.map((e) => e.id),
          progress: { matches: slots.length, done: slots.filter((s) => s.status === "done").length },
        };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/rounds/:id/fixtures",
      summary:
        "A round's schedule: each slot (two competitors, a seed, a side) and the match it points at now",
      tags: ["rounds"],
      access: "public",
      params: IdParams,
      handler: async ({ params }) => {
        await roundById(params.id);
        const rows = await db
          .select({
            id: fixtures.id,
            player0: fixtures.player0,
            player1: fixtures.player1,
            game: fixtures.game,
            seed: fixtures.seed,
            matchId: fixtures.matchId,
            status: matches.status,
            finishedAt: matchResults.finishedAt,
          })
          .from(fixtures)
          .innerJoin(matches, eq(matches.id, fixtures.matchId))
          .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
          .where(eq(fixtures.roundId, params.id))
          .orderBy(asc(fixtures.id));
        return rows;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/rounds/:id/pause",
      summary: "Pause a round: its queued matches wait (admin)",
      tags: ["admin", "rounds"],
      access: "admin",
      params: IdParams,
      handler: async ({ params, principal }) => {
        await setRoundPaused(service.ctx, params.id, true, actorOf(principal));
        return roundView(await roundById(params.id));
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/rounds/:id/resume",
      summary: "Resume a paused round (admin)",
      tags: ["admin", "rounds"],
      access: "admin",
      params: IdParams,
      handler: async ({ params, principal }) => {
        await setRoundPaused(service.ctx, params.id, false, actorOf(principal));
        return roundView(await roundById(params.id));
      },
    }),
  ];
}
