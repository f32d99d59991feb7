import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect.js";
import { rowsOf } from "../src/matches/match-store.js";
import { apiClient, until } from "./helpers/api.js";
import { firstMovePython, gitBot, greedyPython, tempRoot } from "./helpers/git-bot.js";
import { freshDataDir } from "./helpers/pglite-template.js";
import { freePort } from "./helpers/postgres-server.js";
import { killHard, serveProcess } from "./helpers/serve-process.js";

/**
 * kill -9 of the whole service (its process group: the service and the bots it is running) in the
 * middle of the check games and again in the middle of a scoring round, each time started again
 * on the same embedded database: every match ends with exactly one result, nothing recorded before
 * a kill is lost, and no submission is lost or doubled.
 */
const ADMIN = "kill-test-admin-token-0123456789";
const root = tempRoot("rulekit-arena-kill-");
let child: ChildProcess | null = null;

afterAll(async () => {
  if (child) await killHard(child);
  rmSync(root, { recursive: true, force: true });
});

async function startService(dataDir: string, port: number): Promise<ChildProcess> {
  const run = serveProcess(dataDir, port, ["--local-root", root], { RULEKIT_ARENA_ADMIN_TOKEN: ADMIN });
  await run.listening;
  return run.child;
}

describe("kill -9 in the middle of an event", () => {
  it("resumes the check games and the round: every match played and recorded exactly once", async () => {
    const dataDir = await freshDataDir(root);
    const port = await freePort();
    const api = apiClient(`http://127.0.0.1:${port}`);
    child = await startService(dataDir, port);

    const repos = [gitBot(root, "one", greedyPython()).dir, gitBot(root, "two", firstMovePython("two")).dir];
    const subs: number[] = [];
    for (const [i, repo] of repos.entries()) {
      const reg = await api("POST", "/api/competitions/main/competitors", {
        json: { displayName: `Bot ${i}` },
      });
      const sub = await api("POST", "/api/me/submissions", {
        token: reg.body.token,
        json: { url: repo, ref: "main" },
      });
      expect(sub.status).toBe(202);
      subs.push(sub.body.id);
    }
    // First kill: while the versions are being taken in / checked.
    await until(
      () => api("GET", `/api/submissions/${subs[0]}`, { token: ADMIN }),
      (r) => r.body.status === "checking",
    );
    await killHard(child);
    child = await startService(dataDir, port);
    for (const id of subs) {
      await until(
        () => api("GET", `/api/submissions/${id}`, { token: ADMIN }),
        (r) => r.body.status === "accepted",
      );
    }

    const round = await api("POST", "/api/competitions/main/rounds", {
      token: ADMIN,
      json: { kind: "scoring", games: 2 },
    });
    expect(round.status).toBe(201);
    // Second kill: once some of the round's matches are recorded and others are not.
    const partial = await until(
      () => api("GET", `/api/competitions/main/matches?round=${round.body.id}`, { token: ADMIN }),
      (r) =>
        r.body.some((m: { status: string }) => m.status === "done") &&
        r.body.some((m: { status: string }) => m.status !== "done"),
    );
    const recordedBefore = partial.body
      .filter((m: { status: string }) => m.status === "done")
      .map((m: { id: number; result: { finishedAt: string } }) => ({
        id: m.id,
        finishedAt: m.result.finishedAt,
      }));
    await killHard(child);
    child = await startService(dataDir, port);
    await until(
      () => api("GET", `/api/rounds/${round.body.id}`),
      (r) => r.body.status === "finished",
    );
    const after = await api("GET", `/api/competitions/main/matches?round=${round.body.id}`, { token: ADMIN });
    expect(after.body).toHaveLength(4);
    for (const before of recordedBefore) {
      const now = after.body.find((m: { id: number }) => m.id === before.id);
      expect(now.result.finishedAt).toBe(before.finishedAt);
    }
    const board = await api("GET", "/api/competitions/main/leaderboard");
    expect(board.body.rows.map((r: { played: number }) => r.played)).toEqual([4, 4]);
    const versions = await api("GET", `/api/competitions/main/competitors`);
    expect(versions.body.map((c: { activeVersion: number }) => c.activeVersion)).toEqual([1, 1]);

    await new Promise<void>((resolve) => {
      child!.once("exit", () => resolve());
      child!.kill("SIGTERM");
    });
    child = null;
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const doubled = rowsOf(
        await database.db.execute(
          "SELECT match_id, judging, count(*)::int AS n FROM match_results GROUP BY 1, 2 HAVING count(*) > 1" as never,
        ),
      );
      expect(doubled).toEqual([]);
      const counts = rowsOf<{ matches: number; results: number; submissions: number }>(
        await database.db.execute(
          "SELECT (SELECT count(*)::int FROM matches) AS matches, (SELECT count(*)::int FROM match_results) AS results, (SELECT count(*)::int FROM submissions) AS submissions" as never,
        ),
      )[0]!;
      expect(counts.results).toBe(counts.matches);
      expect(counts.submissions).toBe(2);
    } finally {
      await database.close();
    }
  });
});
