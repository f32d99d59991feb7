import { type ArenaWorker, startArenaWorker } from "@rulekit/rps-arena";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisServer } from "../../../packages/rps-arena/test/helpers/redis-server.js";
import { until } from "./helpers/api.js";
import { brokenCpp, firstMovePython, gitBot, greedyPython } from "./helpers/git-bot.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * `--redis`: the service sends its matches (check games included) to the existing BullMQ workers
 * of rps-arena (`rulekit rps worker`) on a real redis-server, and takes their results back
 * verified, exactly once — also when Redis restarts empty in the middle of a round.
 */
let redis: RedisServer;
let arena: TestArena;
const workers: ArenaWorker[] = [];

beforeAll(async () => {
  redis = await RedisServer.start();
  for (let i = 0; i < 2; i++)
    workers.push(await startArenaWorker({ redis: redis.url, lockMs: 4000, name: `w${i}` }));
  arena = await startTestArena({ redis: redis.url, sweepMs: 500 });
});
afterAll(async () => {
  await arena?.close();
  for (const worker of workers) await worker.close();
  await redis?.stop();
});

describe("matches played by BullMQ workers", () => {
  it("takes versions in, plays a round on the workers, and survives Redis restarting empty", async () => {
    const repos = [
      gitBot(arena.root, "one", greedyPython()).dir,
      gitBot(arena.root, "two", firstMovePython("two")).dir,
      gitBot(arena.root, "three", brokenCpp()).dir,
    ];
    const subs: number[] = [];
    for (const [i, repo] of repos.entries()) {
      const reg = await arena.api("POST", "/api/competitions/main/competitors", {
        json: { displayName: `Worker bot ${i}` },
      });
      const sub = await arena.api("POST", "/api/me/submissions", {
        token: reg.body.token,
        json: { url: repo, ref: "main" },
      });
      subs.push(sub.body.id);
    }
    const final = ["accepted", "build_error", "check_fault", "refused", "infrastructure_error"];
    const statuses = [];
    for (const id of subs) {
      const r = await until(
        () => arena.api("GET", `/api/submissions/${id}`, { token: arena.admin }),
        (x) => final.includes(x.body.status),
      );
      statuses.push(r.body.status);
      if (r.body.status === "build_error") expect(r.body.buildLog).toMatch(/g\+\+|error/);
    }
    expect(statuses).toEqual(["accepted", "accepted", "build_error"]);
    const check = await arena.api("GET", "/api/competitions/main/matches?kind=check", { token: arena.admin });
    expect(check.body.every((m: { result: { reproducibility: unknown } }) => m.result.reproducibility)).toBe(
      true,
    );

    const round = await arena.api("POST", "/api/competitions/main/rounds", {
      token: arena.admin,
      json: { kind: "scoring", games: 2 },
    });
    expect(round.status).toBe(201);
    await redis.restart(300);
    await until(
      () => arena.api("GET", `/api/rounds/${round.body.id}`),
      (r) => r.body.status === "finished",
    );
    const matches = await arena.api("GET", `/api/competitions/main/matches?round=${round.body.id}`, {
      token: arena.admin,
    });
    expect(matches.body).toHaveLength(4);
    for (const m of matches.body) {
      expect(m.status).toBe("done");
      expect(m.judging).toBe(1);
      expect(m.result.judging).toBe(1);
      const replay = await arena.api("GET", m.replayUrl);
      expect(replay.status).toBe(200);
    }
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(board.body.rows.map((r: { played: number }) => r.played)).toEqual([4, 4]);
    // The logs came back from the workers with the results.
    const twoSide = await arena.api("GET", matches.body[0].logsUrl, { token: arena.admin });
    expect(twoSide.body.logs.some((l: { stderr: string }) => l.stderr.startsWith("two thinking"))).toBe(true);
    expect((await arena.api("GET", "/api/health")).body.runner).toBe("redis");
  });
});
