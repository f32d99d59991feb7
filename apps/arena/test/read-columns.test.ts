import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addVersion, classicScoringRound, instantMove, instantPrepare } from "../bench/seed-field.js";
import { registerCompetitor } from "../src/competitors.js";
import { competitions } from "../src/db/schema.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/*
 * What a request reads from the database: the large columns — a match's replay and its bots' logs,
 * an uploaded archive (up to 8 MiB) — are read only by the route that sends them. A list of 500
 * matches, asked for by anyone, used to read 500 replays and 500 logs into the service's memory; a
 * version's page, its uploaded archive. Seen through the SQL the service sends (drizzle's logger).
 */
let arena: TestArena;
let sql: string[] = [];
let token = "";
let matchId = 0;
let submissionId = 0;
let competitorId = 0;

// The only columns of these names (schema.ts); a query on one table does not name the table.
const LARGE = [/"replay"/, /"logs"/, /"archive"/];
const readsLarge = (queries: string[]) => queries.filter((q) => LARGE.some((column) => column.test(q)));

beforeAll(async () => {
  arena = await startTestArena({
    prepareBot: instantPrepare,
    runMove: instantMove,
    logQuery: (text) => sql.push(text),
  });
  const { db } = arena.service.ctx;
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, "main"));
  const scratch = mkdtempSync(join(arena.root, "versions-"));
  for (let i = 0; i < 2; i++) {
    const registered = await registerCompetitor(arena.service.ctx, competition!.id, `Bot ${i}`, "test");
    await addVersion(
      arena.service,
      registered.competitor.id,
      competition!.id,
      scratch,
      `print("bot ${i}")\n`,
      1,
    );
    if (i === 0) ({ token } = registered);
    if (i === 0) competitorId = registered.competitor.id;
  }
  await classicScoringRound(arena.service, competition!.id, {
    games: 1,
    roundRobinMax: 4,
    opponents: 1,
    createdBy: "test",
  });
  await arena.service.idle();
  const listed = await arena.api("GET", "/api/competitions/main/matches?kind=round", { token: arena.admin });
  matchId = (listed.body as { id: number; status: string }[]).find((m) => m.status === "done")!.id;
  const versions = await arena.api("GET", `/api/competitors/${competitorId}/submissions`, { token });
  submissionId = (versions.body as { id: number }[])[0]!.id;
}, 240_000);

afterAll(async () => {
  await arena?.close();
});

describe("reading what a request sends, and no more", () => {
  it("match lists and a match's page read no replay and no logs; a version's pages read no archive", async () => {
    for (const [url, who] of [
      ["/api/competitions/main/matches?limit=500", undefined],
      ["/api/competitions/main/matches?limit=500", arena.admin],
      [`/api/competitions/main/matches?competitor=${competitorId}`, undefined],
      [`/api/matches/${matchId}`, arena.admin],
      [`/api/competitors/${competitorId}/submissions`, undefined],
      [`/api/competitors/${competitorId}/submissions`, token],
      [`/api/submissions/${submissionId}`, token],
    ] as const) {
      sql = [];
      const answer = await arena.api("GET", url, who ? { token: who } : {});
      expect(answer.status, url).toBe(200);
      expect(sql.length, url).toBeGreaterThan(0);
      expect(readsLarge(sql), url).toEqual([]);
    }
  });

  it("the replay and the logs are still read by their own routes, and answered", async () => {
    sql = [];
    const replay = await arena.api("GET", `/api/matches/${matchId}/replay`);
    expect(replay.status).toBe(200);
    expect(sql.some((q) => LARGE[0]!.test(q))).toBe(true);
    sql = [];
    const logs = await arena.api("GET", `/api/matches/${matchId}/logs`, { token: arena.admin });
    expect(logs.status).toBe(200);
    expect(logs.body.matchId).toBe(matchId);
    expect(Array.isArray(logs.body.logs)).toBe(true);
    expect(logs.body.sides).toEqual([0, 1]);
    expect(sql.some((q) => LARGE[1]!.test(q))).toBe(true);
  });
});
