import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2, DEFAULT_LIMITS } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { type ArenaWorker, startArenaWorker } from "../src/distributed/arena-worker.js";
import { enqueueMatchJobs } from "../src/distributed/enqueue.js";
import { jobResult, matchJobData, parseMatchJob } from "../src/distributed/match-job.js";
import { loadQueueLibs } from "../src/distributed/queue-libs.js";
import { matchJobId, QUEUE, snapshotKey } from "../src/distributed/queue-names.js";
import { type QueueRunnerEvent, queueRunner } from "../src/distributed/queue-runner.js";
import { redisOptions } from "../src/distributed/redis-url.js";
import { encodeSnapshot } from "../src/distributed/snapshot.js";
import { runMatch } from "../src/match/run-match.js";
import { loadSubmission, type Submission } from "../src/submission/load-submission.js";
import { TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import { runTournament, type TournamentOptions } from "../src/tournament/run-tournament.js";
import { scheduleRoundRobin } from "../src/tournament/schedule.js";
import { tournamentId, uniqueNames } from "../src/tournament/tournament-manifest.js";
import { FIGURES, greedyRunner, inProcessBot } from "./helpers/in-process.js";
import { botDir } from "./helpers/real-bots.js";
import { RedisServer } from "./helpers/redis-server.js";

// The queue, the store, the workers and Redis are real; the bots play in-process (the sandboxed
// runs are covered by the CLI's distributed test), so these tests are about the machinery.
let redis: RedisServer;
beforeAll(async () => {
  redis = await RedisServer.start();
});
afterAll(async () => {
  await redis?.stop();
});

const submissions = ["python-greedy", "cpp-greedy", "templates/python"].map((b) => loadSubmission(botDir(b)));
const built: Submission[] = [];
const prepareBot = async (submission: Submission): Promise<PreparedBot> => {
  built.push(submission);
  return {
    ...inProcessBot(submission.name),
    sourceHash: submission.sourceHash,
    language: submission.manifest.language,
  };
};
// A little wall time per move, so that matches overlap with what the test does meanwhile.
const runMove: TournamentOptions["runMove"] = async (bot, request) => {
  await new Promise((resolve) => setTimeout(resolve, 3));
  return greedyRunner(bot, request);
};
const base = (seed: string) => ({
  submissions,
  games: 2,
  seed,
  rules: { ...CLASSIC_V2, maxMoves: 40 },
  limits: DEFAULT_LIMITS,
  concurrency: 2,
});
const out = () => mkdtempSync(join(tmpdir(), "rulekit-queue-"));
const keysOf = (dir: string) =>
  readFileSync(join(dir, TOURNAMENT_FILES.results), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line).key as string);
const points = (standings: { cpuMs: number }[]) => standings.map(({ cpuMs: _cpu, ...row }) => row);

async function workers(queue: string, count: number): Promise<ArenaWorker[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      startArenaWorker({ redis: redis.url, queue, concurrency: 2, lockMs: 5000, prepareBot, runMove }),
    ),
  );
}

describe("distributed tournaments (real Redis and BullMQ, in-process bots)", () => {
  it("enqueuing the same matches twice adds nothing", async () => {
    const libs = await loadQueueLibs();
    const connection = redisOptions(redis.url);
    const queue = new libs.Queue("twice", { connection, prefix: QUEUE.prefix });
    const client = new libs.Redis(connection);
    try {
      const spec = base("twice");
      const id = tournamentId(spec, uniqueNames(submissions.map((s) => s.name)));
      const jobs = scheduleRoundRobin(3, 2, "twice").map((m) => ({
        id: matchJobId(id, m.key),
        data: matchJobData(id, m, submissions, spec.rules),
      }));
      expect(await enqueueMatchJobs(queue, client, jobs)).toBe(12);
      expect(await enqueueMatchJobs(queue, client, jobs)).toBe(0);
      expect(await enqueueMatchJobs(queue, client, jobs.slice(0, 3))).toBe(0);
      expect(await queue.getJobCounts("waiting")).toEqual({ waiting: 12 });
      expect((await queue.getJob(jobs[0]!.id))?.data.key).toBe("0v1-g0");
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      client.disconnect();
    }
  });

  it("gives the embedded mode's results; Redis restarted (empty) in the middle loses and doubles nothing", async () => {
    const embedded = await runTournament({ ...base("restart"), outDir: out(), prepareBot, runMove });
    const fleet = await workers("restart", 2);
    const events: QueueRunnerEvent[] = [];
    const dir = out();
    let recorded = 0;
    let restarted: Promise<void> | null = null;
    try {
      const distributed = await runTournament({
        ...base("restart"),
        outDir: dir,
        runner: queueRunner({
          redis: redis.url,
          queue: "restart",
          sweepMs: 300,
          onEvent: (e) => events.push(e),
        }),
        onMatchDone: () => {
          if (++recorded === 5) restarted = redis.restart();
        },
      });
      await restarted;
      expect(distributed.complete).toBe(true);
      const keys = keysOf(dir);
      expect(keys).toHaveLength(12);
      expect(new Set(keys).size).toBe(12);
      expect(points(distributed.standings)).toEqual(points(embedded.standings));
      const line = (m: { key: string; winner: unknown; winReason: unknown; moves: number }) =>
        `${m.key} ${m.winner} ${m.winReason} ${m.moves}`;
      expect(distributed.matches.map(line)).toEqual(embedded.matches.map(line));
      // The restart lost the queue: the tournament noticed and queued the missing matches again.
      expect(events.some((e) => e.type === "connection" && e.state === "lost")).toBe(true);
      expect(events.some((e) => e.type === "requeued")).toBe(true);
    } finally {
      await Promise.all(fleet.map((w) => w.close()));
    }
  });

  it("a bot's fault is a result (never retried); an infrastructure failure is replayed as in the embedded mode", async () => {
    const crasher = submissions[2]!.name;
    // A worker hands each match its own copy of a built bot: the copy tells the match apart.
    const failedOnce = new WeakSet<PreparedBot>();
    // The third bot crashes at its first move; every match's first attempt meets a runner failure once.
    const faulty: TournamentOptions["runMove"] = async (bot, request, limits, budget) => {
      if (request.state.moveCount === 0 && !failedOnce.has(bot)) {
        failedOnce.add(bot);
        return { kind: "infrastructure", message: "the runner lost the bot", figures: { ...FIGURES } };
      }
      if (bot.name === crasher) {
        return { kind: "fault", code: "bot_crash", message: "exited with status 1", figures: { ...FIGURES } };
      }
      return runMove!(bot, request, limits, budget);
    };
    const started: string[] = [];
    const fleet = await Promise.all(
      [1, 2].map(() =>
        startArenaWorker({
          redis: redis.url,
          queue: "faults",
          prepareBot,
          runMove: faulty,
          onEvent: (e) => {
            if (e.type === "started") started.push(e.key);
          },
        }),
      ),
    );
    try {
      const result = await runTournament({
        ...base("faults"),
        games: 1,
        outDir: out(),
        runner: queueRunner({ redis: redis.url, queue: "faults", sweepMs: 300 }),
      });
      expect(result.complete).toBe(true);
      // Each job was taken once: the reruns happened inside it, as embedded, and the faults are results.
      expect(started.sort()).toEqual(result.matches.map((m) => m.key).sort());
      for (const match of result.matches) {
        expect(match.attempts).toBe(2);
        if (match.players.includes(crasher)) {
          expect(match.faults).toEqual([
            { player: match.players.indexOf(crasher), code: "bot_crash", message: "exited with status 1" },
          ]);
          expect(match.players[match.winner!]).not.toBe(crasher);
        } else expect(match.faults).toEqual([]);
      }
    } finally {
      await Promise.all(fleet.map((w) => w.close()));
    }
  });

  it("a worker's result that does not verify is set aside and the match is played again", async () => {
    const libs = await loadQueueLibs();
    const events: QueueRunnerEvent[] = [];
    const dir = out();
    // A broken worker: it plays its first job and answers with the result forged (the winner
    // swapped), then stops (a job it takes meanwhile fails its attempt and goes back to the queue).
    let answered = 0;
    const spec = base("rogue");
    const rogue = new libs.Worker(
      "rogue",
      async (job) => {
        if (answered++ > 0) throw new Error("the rogue worker is stopping");
        const data = parseMatchJob(job.data);
        const bots = data.bots.map(
          (b): PreparedBot => ({ ...inProcessBot(b.name), sourceHash: b.sourceHash, language: "python" }),
        );
        const record = await runMatch({
          bots: [bots[0]!, bots[1]!],
          rules: spec.rules,
          seed: data.seed,
          limits: spec.limits,
          runMove,
        });
        const { result } = record.replay;
        record.replay.result = { ...result, winner: result.winner === 0 ? 1 : 0 };
        return jobResult(record);
      },
      { connection: redisOptions(redis.url), prefix: QUEUE.prefix },
    );
    rogue.on("completed", () => void rogue.close());
    let fleet: ArenaWorker[] = [];
    try {
      const result = await runTournament({
        ...spec,
        games: 1,
        outDir: dir,
        runner: queueRunner({
          redis: redis.url,
          queue: "rogue",
          sweepMs: 300,
          onEvent: (event) => {
            events.push(event);
            if (event.type === "rejected") void workers("rogue", 1).then((started) => fleet.push(...started));
          },
        }),
      });
      expect(result.complete).toBe(true);
      const rejected = events.filter((e) => e.type === "rejected");
      expect(rejected).toHaveLength(1);
      expect(rejected[0]).toMatchObject({
        again: true,
        reason: "the replay does not verify with the engine",
      });
      const setAside = readFileSync(join(dir, TOURNAMENT_FILES.rejected), "utf8");
      expect(setAside).toMatch(/arrived result: the replay does not verify with the engine/);
      expect(new Set(keysOf(dir)).size).toBe(6);
      expect(keysOf(dir)).toHaveLength(6);
    } finally {
      await rogue.close();
      await Promise.all(fleet.map((w) => w.close()));
      fleet = [];
    }
  });

  it("a snapshot that does not hash as it should is never built: its matches have no result", async () => {
    const libs = await loadQueueLibs();
    const client = new libs.Redis(redisOptions(redis.url));
    const victim = submissions[2]!;
    const forged = encodeSnapshot({
      ...victim,
      files: victim.files.map((f) => ({ ...f, content: Buffer.from("import os\n") })),
    });
    let fleet: ArenaWorker[] = [];
    built.length = 0;
    const dir = out();
    try {
      const result = await runTournament({
        ...base("forged"),
        games: 1,
        outDir: dir,
        runner: queueRunner({
          redis: redis.url,
          queue: "forged",
          sweepMs: 300,
          onEvent: (event) => {
            // Between the store and the first worker, someone replaces a snapshot's files.
            if (event.type === "enqueued") {
              void client
                .set(snapshotKey(victim.sourceHash), forged)
                .then(() => workers("forged", 1))
                .then((started) => fleet.push(...started));
            }
          },
        }),
      });
      expect(result.complete).toBe(false);
      for (const match of result.matches) {
        const involved = match.players.includes(victim.name);
        expect(match.status === "aborted" && match.faults.length === 0).toBe(involved);
      }
      const lost = result.matches.find((m) => m.players.includes(victim.name))!;
      const replay = JSON.parse(readFileSync(join(dir, lost.replay), "utf8"));
      expect(replay.result).toMatchObject({ status: "aborted", winReason: "infrastructure_error" });
      expect(replay.infrastructureErrors.join(" ")).toMatch(/the snapshot's files hash to sha256:/);
      expect(built.map((s) => s.sourceHash)).not.toContain(victim.sourceHash);
    } finally {
      await Promise.all(fleet.map((w) => w.close()));
      fleet = [];
      client.disconnect();
    }
  });
});
