import { and, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { rejudgeMatch } from "../admin.js";
import { actorOf, type Principal } from "../auth.js";
import { columnsBut } from "../db/columns.js";
import { fixtureLinks, fixtures, matches, matchResults, submissions } from "../db/schema.js";
import { ArenaError, notFound } from "../errors.js";
import type { ArenaService } from "../service.js";
import type { HotCache, ReplayFacts } from "./hot-cache.js";
import { defineRoute, denyPrivate } from "./route.js";
import { competitionBySlug } from "./routes-competitions.js";
import { IdParams, IdText, Paging, Slug } from "./schemas.js";
import { frozenAtCached, hiddenByFreeze, ownSides, redactFault, redactReplay } from "./visibility.js";

type MatchRow = typeof matches.$inferSelect;
/** A result as views read it: without its replay and logs (large; read by their own routes). */
const VIEWED_RESULT = columnsBut(matchResults, "replay", "logs");
type ResultRow = Omit<typeof matchResults.$inferSelect, "replay" | "logs">;

function matchView(match: MatchRow, result: ResultRow | null, hidden: boolean, visible: Set<0 | 1>) {
  const faults = (result?.faults ?? []) as { player: 0 | 1; code: string; message: string }[];
  return {
    id: match.id,
    kind: match.kind,
    competitionId: match.competitionId,
    seed: match.seed,
    rulesHash: match.rulesHash,
    limits: match.limits,
    status: hidden ? "hidden" : match.status,
    judging: match.judging,
    players: [0, 1].map((i) => ({
      name: i === 0 ? match.name0 : match.name1,
      sourceHash: i === 0 ? match.sourceHash0 : match.sourceHash1,
      submissionId: i === 0 ? match.submission0 : match.submission1,
    })),
    result:
      hidden || !result
        ? null
        : {
            judging: result.judging,
            status: result.status,
            winner: result.winner,
            winReason: result.winReason,
            moves: result.moves,
            infrastructureError: result.infrastructureError,
            attempts: result.attempts,
            faults: faults.map((f) => redactFault(f, visible)),
            totals: result.totals,
            finishedAt: result.finishedAt,
            reproducibility: result.meta,
          },
    hidden,
    replayUrl: `/api/matches/${match.id}/replay`,
    logsUrl: `/api/matches/${match.id}/logs`,
  };
}

export function matchRoutes(service: ArenaService, hot: HotCache) {
  const { db } = service.ctx;
  const frozenAt = (competitionId: number) => frozenAtCached(hot, db, competitionId);
  const load = async (id: number, principal: Principal) => {
    const [row] = await db
      .select({ match: matches, result: VIEWED_RESULT })
      .from(matches)
      .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
      .where(eq(matches.id, id));
    if (!row) throw notFound("match");
    const frozen = await frozenAt(row.match.competitionId);
    const hidden = hiddenByFreeze(principal, row.match.kind, frozen, row.result?.finishedAt);
    return { ...row, hidden, visible: await ownSides(db, principal, row.match) };
  };
  const replayFacts = async (id: number): Promise<ReplayFacts | null> => {
    const [row] = await db
      .select({
        id: matches.id,
        competitionId: matches.competitionId,
        kind: matches.kind,
        resultId: matches.resultId,
        finishedAt: matchResults.finishedAt,
        sourceHash0: matches.sourceHash0,
        sourceHash1: matches.sourceHash1,
      })
      .from(matches)
      .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
      .where(eq(matches.id, id));
    return row ?? null;
  };
  return [
    defineRoute({
      method: "GET",
      url: "/api/competitions/:slug/matches",
      summary:
        "Matches of a competition, newest first; filter by competitor, round, kind (check | round) or status. Results recorded after a freeze are hidden from all but admins",
      tags: ["matches"],
      access: "public",
      params: z.object({ slug: Slug }),
      query: Paging.extend({
        competitor: IdText.optional(),
        round: IdText.optional(),
        kind: z.enum(["check", "round"]).optional(),
        status: z.enum(["queued", "running", "dispatched", "done"]).optional(),
      }),
      handler: async ({ params, query, principal }) => {
        const competition = await competitionBySlug(db, params.slug);
        const where: SQL[] = [eq(matches.competitionId, competition.id)];
        if (query.kind) where.push(eq(matches.kind, query.kind));
        if (query.status) where.push(eq(matches.status, query.status));
        if (query.before) where.push(lt(matches.id, query.before));
        if (query.round !== undefined || query.competitor !== undefined) {
          const linkWhere: SQL[] = [];
          if (query.round !== undefined) linkWhere.push(eq(fixtureLinks.roundId, query.round));
          if (query.competitor !== undefined) {
            linkWhere.push(
              or(eq(fixtures.player0, query.competitor), eq(fixtures.player1, query.competitor))!,
            );
          }
          const linked = db
            .selectDistinct({ id: fixtureLinks.matchId })
            .from(fixtureLinks)
            .innerJoin(fixtures, eq(fixtures.id, fixtureLinks.fixtureId))
            .where(and(...linkWhere));
          if (query.competitor !== undefined && query.round === undefined) {
            const own = db
              .select({ id: submissions.id })
              .from(submissions)
              .where(eq(submissions.competitorId, query.competitor));
            where.push(
              or(
                inArray(matches.id, linked),
                and(
                  eq(matches.kind, "check"),
                  or(inArray(matches.submission0, own), inArray(matches.submission1, own)),
                ),
              )!,
            );
          } else where.push(inArray(matches.id, linked));
        }
        const rows = await db
          .select({ match: matches, result: VIEWED_RESULT })
          .from(matches)
          .leftJoin(matchResults, eq(matchResults.id, matches.resultId))
          .where(and(...where))
          .orderBy(desc(matches.id))
          .limit(query.limit);
        const frozen = competition.frozenAt;
        return Promise.all(
          rows.map(async (r) =>
            matchView(
              r.match,
              r.result,
              hiddenByFreeze(principal, r.match.kind, frozen, r.result?.finishedAt),
              principal.kind === "anonymous" ? new Set() : await ownSides(db, principal, r.match),
            ),
          ),
        );
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/matches/:id",
      summary:
        "A match: its players, result and reproducibility record (engine, runner, RuleSet, seed, limits, sources, toolchains)",
      tags: ["matches"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        const { match, result, hidden, visible } = await load(params.id, principal);
        return matchView(match, result, hidden, visible);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/matches/:id/replay",
      summary:
        "A match's replay (rulekit-rps-replay v1: rules, seed, limits, bots, every move with its CPU and wall time, the result); ?judging=N for an earlier judging",
      tags: ["matches"],
      access: "public",
      params: IdParams,
      query: z.object({ judging: IdText.optional() }),
      handler: async ({ params, query, principal, request, reply }) => {
        // From memory when the match was read since its last result or rejudge (hot-cache.ts); the
        // rules below are applied to every request as they are to a freshly read row.
        const match = await hot.replayFacts(params.id, () => replayFacts(params.id));
        if (!match) throw notFound("match");
        const frozen = await frozenAt(match.competitionId);
        if (hiddenByFreeze(principal, match.kind, frozen, match.finishedAt)) {
          throw new ArenaError(
            403,
            "frozen",
            "the leaderboard is frozen: this result is hidden until it is unfrozen",
          );
        }
        const visible =
          principal.kind === "anonymous" ? new Set<0 | 1>() : await ownSides(db, principal, match);
        let resultId = match.resultId;
        if (query.judging !== undefined) {
          const [chosen] = await db
            .select({ id: matchResults.id })
            .from(matchResults)
            .where(and(eq(matchResults.matchId, match.id), eq(matchResults.judging, query.judging)));
          resultId = chosen?.id ?? null;
        }
        if (resultId === null) throw notFound("replay (the match has not been played yet)");
        const id = resultId;
        const answer = await hot.replay(id, [...visible].sort().join(""), async () => {
          const [stored] = await db
            .select({ replay: matchResults.replay })
            .from(matchResults)
            .where(eq(matchResults.id, id));
          return redactReplay(stored!.replay as Record<string, unknown>, visible);
        });
        return answer.send(request, reply);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/matches/:id/logs",
      summary:
        "The bots' stderr per move (bounded, control characters escaped): the sides the caller owns, both for admins",
      tags: ["matches"],
      access: "public",
      params: IdParams,
      handler: async ({ params, principal }) => {
        const { match, result, visible } = await load(params.id, principal);
        if (visible.size === 0) denyPrivate(principal, "only a bot's owner and the admins read its logs");
        const [stored] = result
          ? await db
              .select({ logs: matchResults.logs })
              .from(matchResults)
              .where(eq(matchResults.id, result.id))
          : [];
        const logs = ((stored?.logs ?? []) as { ply: number; player: 0 | 1; stderr: string }[]).filter((l) =>
          visible.has(l.player),
        );
        return { matchId: match.id, judging: result?.judging ?? null, sides: [...visible].sort(), logs };
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/matches/:id/rejudge",
      summary: "Play a match again (admin): a new judging; earlier results are kept",
      tags: ["admin", "matches"],
      access: "admin",
      params: IdParams,
      handler: async ({ params, principal }) => ({
        rejudged: await rejudgeMatch(service.ctx, params.id, actorOf(principal)),
      }),
    }),
  ];
}
