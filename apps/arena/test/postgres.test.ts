import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect.js";
import { POSTGRES_HOLD_KEYS } from "../src/db/single-service.js";
import { DatabaseInUseError } from "../src/index.js";
import { rowsOf } from "../src/matches/match-store.js";
import { until } from "./helpers/api.js";
import { firstMovePython, gitBot, greedyPython, tempRoot } from "./helpers/git-bot.js";
import { freshDataDir } from "./helpers/pglite-template.js";
import { PostgresServer } from "./helpers/postgres-server.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * The same service on a real PostgreSQL (Debian's, started by the test on a free loopback port as
 * an unprivileged user): the same migrations give the same schema as PGlite, an event plays, and
 * the server killed and restarted under the running service loses and doubles nothing.
 */
let server: PostgresServer;
let arena: TestArena;

beforeAll(async () => {
  server = await PostgresServer.start();
});
afterAll(async () => {
  await arena?.close();
  await server?.stop();
});

const COLUMNS = sql`SELECT table_name, column_name, data_type, is_nullable, column_default
  FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`;

describe("on PostgreSQL", () => {
  it("the migrations make the very same schema as on PGlite", async () => {
    const root = tempRoot("rulekit-arena-schema-");
    const onPglite = await openDatabase({ kind: "pglite", dataDir: await freshDataDir(root) });
    const onPostgres = await openDatabase({ kind: "postgres", url: server.url });
    try {
      const a = rowsOf(await onPglite.db.execute(COLUMNS));
      const b = rowsOf(await onPostgres.db.execute(COLUMNS));
      expect(a.length).toBeGreaterThan(50);
      expect(b).toEqual(a);
    } finally {
      await onPglite.close();
      await onPostgres.close();
    }
  });

  it("plays an event, and a PostgreSQL killed mid-round loses and doubles nothing", async () => {
    arena = await startTestArena({ databaseUrl: server.url, healMs: 1000 });
    const repos = [
      gitBot(arena.root, "one", greedyPython()).dir,
      gitBot(arena.root, "two", firstMovePython("two")).dir,
    ];
    const subs: number[] = [];
    for (const [i, repo] of repos.entries()) {
      const reg = await arena.api("POST", "/api/competitions/main/competitors", {
        json: { displayName: `Bot ${i}` },
      });
      const sub = await arena.api("POST", "/api/me/submissions", {
        token: reg.body.token,
        json: { url: repo, ref: "main" },
      });
      expect(sub.status).toBe(202);
      subs.push(sub.body.id);
    }
    for (const id of subs) {
      await until(
        () => arena.api("GET", `/api/submissions/${id}`, { token: arena.admin }),
        (r) => r.body.status === "accepted",
      );
    }
    const round = await arena.api("POST", "/api/competitions/main/rounds", {
      token: arena.admin,
      json: { kind: "scoring", games: 2 },
    });
    expect(round.status).toBe(201);
    // Killed while the round's matches are being played; started again on the same data.
    await server.restart(1500);
    await until(
      () => arena.api("GET", `/api/rounds/${round.body.id}`).catch(() => ({ status: 0, body: {} }) as never),
      (r) => r.status === 200 && r.body.status === "finished",
    );
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const doubled = await client.query(
        "SELECT match_id, judging, count(*)::int AS n FROM match_results GROUP BY 1, 2 HAVING count(*) > 1",
      );
      expect(doubled.rows).toEqual([]);
      const fixtures = await client.query(
        `SELECT f.id, m.status, m.result_id, (SELECT count(*)::int FROM match_results r WHERE r.match_id = m.id) AS results
         FROM fixtures f JOIN matches m ON m.id = f.match_id WHERE f.round_id = $1`,
        [round.body.id],
      );
      expect(fixtures.rows).toHaveLength(4);
      for (const row of fixtures.rows) {
        expect(row.status).toBe("done");
        expect(row.result_id).not.toBeNull();
        expect(row.results).toBe(1);
      }
    } finally {
      await client.end();
    }
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(board.body.rows).toHaveLength(2);
    expect(board.body.rows.map((r: { played: number }) => r.played)).toEqual([4, 4]);
    const health = await arena.api("GET", "/api/health");
    expect(health.body.database).toBe("postgres");
  });

  it("refuses a second service on the database, the first one's hold taken again after the restart above", async () => {
    // `arena` has run since before the server was killed and restarted: it must hold the database again.
    const refused = await startTestArena({ databaseUrl: server.url }).then(
      (second) => second.close().then(() => null),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    expect((refused as Error).message).toContain(
      `the database postgres://arena@127.0.0.1:${server.port}/arena`,
    );
    // The refused one put nothing back in the queue and the first still answers.
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(board.body.rows.map((r: { played: number }) => r.played)).toEqual([4, 4]);
    // Once the first stops, the next one starts on the same data.
    await arena.close();
    arena = await startTestArena({ databaseUrl: server.url });
    const again = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(again.body.rows).toHaveLength(2);
  });

  it("says so when another service took the database while the hold's connection was gone, and when it holds it again", async () => {
    await arena.close();
    const lines: string[] = [];
    arena = await startTestArena({ databaseUrl: server.url, log: (line) => lines.push(line) });
    const other = new pg.Client({ connectionString: server.url, application_name: "rulekit-arena 4242" });
    await other.connect();
    try {
      // The hold's connection ends (as when the server restarts) and another takes the lock at once:
      // pg_advisory_lock waits in the server and is granted as the ended backend lets go.
      const ended = await other.query(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2`,
        [...POSTGRES_HOLD_KEYS],
      );
      expect(ended.rows).toEqual([{ ok: true }]);
      await other.query("SELECT pg_advisory_lock($1, $2)", [...POSTGRES_HOLD_KEYS]);
      const said = async () => lines.slice();
      const warned = await until(said, (all) => all.some((l) => l.includes("was taken by another")));
      expect(warned.filter((l) => l.includes("was taken by another"))).toEqual([
        expect.stringContaining(
          `the database postgres://arena@127.0.0.1:${server.port}/arena was taken by another Rulekit Arena service (process 4242)`,
        ),
      ]);
      // Said once, not at every try; the service answers meanwhile.
      const board = await arena.api("GET", "/api/competitions/main/leaderboard");
      expect(board.status).toBe(200);
      await other.query("SELECT pg_advisory_unlock($1, $2)", [...POSTGRES_HOLD_KEYS]);
      await until(said, (all) => all.some((l) => l.endsWith("held by this service again")));
      expect(lines.filter((l) => l.includes("was taken by another"))).toHaveLength(1);
      const tried = await other.query("SELECT pg_try_advisory_lock($1, $2) AS held", [...POSTGRES_HOLD_KEYS]);
      expect(tried.rows).toEqual([{ held: false }]);
    } finally {
      await other.end();
    }
  });
});
