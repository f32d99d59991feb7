import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import type { MatchOptions } from "@rulekit/rps-arena";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addVersion, classicScoringRound, instantMove, instantPrepare } from "../bench/seed-field.js";
import { registerCompetitor } from "../src/competitors.js";
import { ArenaEvents } from "../src/context.js";
import { competitions } from "../src/db/schema.js";
import { buildArenaApp } from "../src/http/app.js";
import { HotCache, type ReplayFacts } from "../src/http/hot-cache.js";
import { until } from "./helpers/api.js";
import { PostgresServer } from "./helpers/postgres-server.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * A replay is answered from memory when its match was read since its last change; every rule of the
 * uncached path still holds: a freeze hides results recorded after it, a rejudge's new result is
 * what is served, and a refusal is the very answer a fresh process (empty caches) gives. On PGlite
 * and on a real PostgreSQL, with instant in-process bots whose moves the test can change (so a
 * rejudge records a different replay).
 */

/** `greedy`: the engine's greedy move; `last`: the last legal move (a different game). */
let play: "greedy" | "last" = "greedy";
const switchableMove: NonNullable<MatchOptions["runMove"]> = async (bot, request, limits, budget) => {
  const greedy = await instantMove(bot, request, limits, budget);
  if (play === "greedy" || greedy.kind !== "move") return greedy;
  const last = request.legal_moves.at(-1)!;
  return {
    ...greedy,
    move: { fromRow: last.fromRow, fromCol: last.fromCol, toRow: last.toRow, toCol: last.toCol },
  };
};

interface Field {
  arena: TestArena;
  /** A fresh app on the same service and database: its caches start empty (the uncached path). */
  cold(): Promise<FastifyInstance>;
  tokens: string[];
  roundMatches: number[];
}

async function playedField(databaseUrl?: string): Promise<Field> {
  const arena = await startTestArena({
    ...(databaseUrl ? { databaseUrl } : {}),
    prepareBot: instantPrepare,
    runMove: switchableMove,
  });
  const { db } = arena.service.ctx;
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, "main"));
  const scratch = mkdtempSync(join(arena.root, "versions-"));
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { competitor, token } = await registerCompetitor(
      arena.service.ctx,
      competition!.id,
      `Bot ${i}`,
      "test",
    );
    await addVersion(arena.service, competitor.id, competition!.id, scratch, `print("bot ${i}")\n`, 1);
    tokens.push(token);
  }
  await classicScoringRound(arena.service, competition!.id, {
    games: 1,
    roundRobinMax: 4,
    opponents: 2,
    createdBy: "test",
  });
  await arena.service.idle();
  const listed = await arena.api("GET", "/api/competitions/main/matches?kind=round", { token: arena.admin });
  const roundMatches = (listed.body as { id: number; status: string }[])
    .filter((m) => m.status === "done")
    .map((m) => m.id);
  expect(roundMatches.length).toBeGreaterThanOrEqual(3);
  return { arena, tokens, roundMatches, cold: () => buildArenaApp(arena.service) };
}

/** What a caller gets: status, type and the body's text (gzip left out: the tests compare text). */
async function ask(field: Field, url: string, token?: string) {
  const r = await field.arena.api("GET", url, token ? { token } : {});
  return { status: r.status, type: r.headers.get("content-type"), text: r.text };
}

async function askCold(field: Field, url: string, token?: string) {
  const app = await field.cold();
  const r = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  await app.close();
  return { status: r.statusCode, type: r.headers["content-type"] as string, text: r.body };
}

/** The match's current judging, as an admin sees it. */
async function judgingOf(field: Field, id: number): Promise<number | null> {
  const r = await field.arena.api("GET", `/api/matches/${id}`, { token: field.arena.admin });
  return r.body.result?.judging ?? null;
}

async function rejudge(field: Field, id: number, to: number): Promise<void> {
  const r = await field.arena.api("POST", `/api/matches/${id}/rejudge`, { token: field.arena.admin });
  expect(r.status).toBe(200);
  await until(
    () => judgingOf(field, id),
    (j) => j === to,
  );
}

let pg: PostgresServer | undefined;
afterAll(async () => {
  await pg?.stop();
});

describe.each(["PGlite", "PostgreSQL"] as const)("replays from memory (%s)", (kind) => {
  let field: Field;
  beforeAll(async () => {
    play = "greedy";
    if (kind === "PostgreSQL") pg = await PostgresServer.start();
    field = await playedField(kind === "PostgreSQL" ? pg!.url : undefined);
  });
  afterAll(async () => {
    await field?.arena.close();
    if (kind === "PostgreSQL") {
      await pg?.stop();
      pg = undefined;
    }
  });

  it("a rejudged match serves its new replay to everyone who had the old one from memory", async () => {
    const id = field.roundMatches[0]!;
    const url = `/api/matches/${id}/replay`;
    const who = [undefined, field.tokens[0], field.tokens[2], field.arena.admin];
    const before = await Promise.all(who.map((t) => ask(field, url, t)));
    for (const answer of before) expect(answer.status).toBe(200);
    // read twice: the second comes from memory
    expect(await Promise.all(who.map((t) => ask(field, url, t)))).toEqual(before);

    play = "last";
    await rejudge(field, id, 2);
    const after = await Promise.all(who.map((t) => ask(field, url, t)));
    for (const [i, answer] of after.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toBe(before[i]!.text);
      expect(answer).toEqual(await askCold(field, url, who[i]));
    }
    // the earlier judging is still there by number
    expect((await ask(field, `${url}?judging=1`)).text).toBe(before[0]!.text);
    expect((await ask(field, `${url}?judging=2`)).text).toBe(after[0]!.text);
    play = "greedy";
  });

  it("a cached replay is refused once a freeze hides its new result, exactly as without the cache", async () => {
    const id = field.roundMatches[1]!;
    const url = `/api/matches/${id}/replay`;
    const [competitor, stranger] = [field.tokens[1]!, field.tokens[2]!];
    const callers = [undefined, competitor, stranger];
    for (const token of callers) expect((await ask(field, url, token)).status).toBe(200);

    const frozen = await field.arena.api("POST", "/api/competitions/main/freeze", {
      token: field.arena.admin,
    });
    expect(frozen.status).toBe(200);
    // recorded before the freeze: still shown, from memory or not
    for (const token of callers) expect((await ask(field, url, token)).status).toBe(200);

    await rejudge(field, id, 2);
    // the admin reads first, so the match's facts are in memory when the others ask
    const admin = await ask(field, url, field.arena.admin);
    expect(admin.status).toBe(200);
    for (const token of callers) {
      const refused = await ask(field, url, token);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text).error.code).toBe("frozen");
      expect(refused).toEqual(await askCold(field, url, token));
    }
    // an earlier judging of a hidden match is refused the same way
    expect(await ask(field, `${url}?judging=1`)).toEqual(await askCold(field, `${url}?judging=1`));

    const thawed = await field.arena.api("POST", "/api/competitions/main/unfreeze", {
      token: field.arena.admin,
    });
    expect(thawed.status).toBe(200);
    for (const token of callers) {
      const shown = await ask(field, url, token);
      expect(shown.status).toBe(200);
      expect(shown).toEqual(await askCold(field, url, token));
    }
  });

  it("refuses what the uncached path refuses, with the same answer, cached or not", async () => {
    const id = field.roundMatches[2]!;
    const cases = [
      { url: "/api/matches/999999/replay" },
      { url: `/api/matches/${id}/replay?judging=9` },
      { url: `/api/matches/${id}/replay`, token: "not-a-token-0123456789" },
      { url: "/api/matches/0/replay" },
      { url: `/api/matches/${id}/replay?judging=x` },
    ];
    await ask(field, `/api/matches/${id}/replay`);
    for (const c of cases) {
      const first = await ask(field, c.url, c.token);
      expect(first.status).toBeGreaterThanOrEqual(400);
      expect(await ask(field, c.url, c.token)).toEqual(first);
      expect(first).toEqual(await askCold(field, c.url, c.token));
    }
  });
});

describe("the hot cache's bounds and invalidation", () => {
  const facts = (id: number, resultId: number | null = 1): ReplayFacts => ({
    id,
    competitionId: 1,
    kind: "round",
    resultId,
    finishedAt: null,
    sourceHash0: "a",
    sourceHash1: "b",
  });

  it("keeps at most the bounded number of matches and replays, and of replay text", async () => {
    const hot = new HotCache(new ArenaEvents(), { matches: 5, replays: 4, replayChars: 1000 });
    for (let id = 1; id <= 50; id++) await hot.replayFacts(id, async () => facts(id));
    expect(hot.sizes.matches).toBe(5);
    for (let id = 1; id <= 50; id++) await hot.replay(id, "", async () => ({ text: "x".repeat(100) }));
    expect(hot.sizes.replays).toBe(4);
    for (let id = 51; id <= 70; id++) await hot.replay(id, "01", async () => ({ text: "y".repeat(300) }));
    expect(hot.sizes.replayChars).toBeLessThanOrEqual(1000);
    expect(hot.sizes.replays).toBe(3);
    await hot.replay(99, "", async () => ({ text: "z".repeat(5000) }));
    expect(hot.sizes.replayChars).toBeLessThanOrEqual(1000);
    // the most recently used stay
    let loads = 0;
    await hot.replayFacts(50, async () => {
      loads++;
      return facts(50);
    });
    await hot.replayFacts(1, async () => {
      loads++;
      return facts(1);
    });
    expect(loads).toBe(1);
  });

  it("drops a match's facts on its match event, keeps no missing match, and keeps no load a change overtook", async () => {
    const events = new ArenaEvents();
    const hot = new HotCache(events);
    let version = 1;
    const load = async () => facts(7, version);
    expect((await hot.replayFacts(7, load))?.resultId).toBe(1);
    version = 2;
    events.emitEvent({ type: "match", competitionId: 1, matchId: 8, kind: "round", status: "done" });
    expect((await hot.replayFacts(7, load))?.resultId).toBe(1);
    events.emitEvent({ type: "match", competitionId: 1, matchId: 7, kind: "round", status: "done" });
    expect((await hot.replayFacts(7, load))?.resultId).toBe(2);

    let asked = 0;
    await hot.replayFacts(9, async () => {
      asked++;
      return null;
    });
    await hot.replayFacts(9, async () => {
      asked++;
      return facts(9);
    });
    expect(asked).toBe(2);

    // a load that read the row before a result was recorded is answered but not kept
    version = 3;
    events.emitEvent({ type: "match", competitionId: 1, matchId: 7, kind: "round", status: "done" });
    const stale = facts(7, 3);
    version = 4;
    const racing = hot.replayFacts(7, async () => {
      events.emitEvent({ type: "match", competitionId: 1, matchId: 7, kind: "rejudge", status: "queued" });
      return stale;
    });
    expect(await racing).toBe(stale);
    expect((await hot.replayFacts(7, load))?.resultId).toBe(4);

    // the same for a competition's row and its freeze
    let frozen: Date | null = null;
    const row = async () => ({ id: 1, frozenAt: frozen });
    const racingRow = hot.competition("id:1", async () => {
      const read = await row();
      frozen = new Date();
      events.emitEvent({ type: "leaderboard", competitionId: 1 });
      return read;
    });
    expect((await racingRow).frozenAt).toBeNull();
    expect((await hot.competition("id:1", row)).frozenAt).toEqual(frozen);
  });
});
