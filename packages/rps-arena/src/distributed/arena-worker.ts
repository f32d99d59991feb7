import { stableHash } from "@rulekit/core";
import type { Job } from "bullmq";
import type { PreparedBot, PrepareOptions } from "../bot/prepare-bot.js";
import type { MatchOptions } from "../match/match-types.js";
import { runMatch } from "../match/run-match.js";
import { inertRecord } from "../replay/inert-record.js";
import { type PrepareBot, prepareEntrant } from "../tournament/prepare-entrant.js";
import { unbuiltBot } from "../tournament/unbuilt-bot.js";
import { BotCache } from "./bot-cache.js";
import {
  decodeSettings,
  type JobBot,
  jobResult,
  type MatchJobData,
  type MatchJobResult,
  parseMatchJob,
  type TournamentSettings,
} from "./match-job.js";
import { noticeIfSlow } from "./notice-if-slow.js";
import { loadQueueLibs } from "./queue-libs.js";
import { QUEUE, settingsKey } from "./queue-names.js";
import { redisOptions } from "./redis-url.js";
import { fetchSubmission } from "./snapshot-store.js";

export interface ArenaWorkerOptions {
  /** `redis://HOST:PORT`: where the tournaments' queue is. */
  redis: string;
  /** The queue (default `rps-matches`). */
  queue?: string;
  /** Matches played at the same time by this worker (default 1). */
  concurrency?: number;
  /**
   * How long a job stays this worker's without a sign of life (ms, default 30 000). A worker renews
   * its lock every half of it; one that dies (kill -9, a lost machine) lets it lapse, and the
   * stalled-job check of any other worker then gives the match to another worker.
   */
  lockMs?: number;
  /** Built bots kept between matches (default 64). */
  botCacheSize?: number;
  prepare?: PrepareOptions;
  /** The worker's name as BullMQ records it on the jobs it takes. */
  name?: string;
  onEvent?: (event: WorkerEvent) => void;
  /** Injected by tests and benchmarks: how a bot is prepared and how a move is played. */
  prepareBot?: PrepareBot;
  runMove?: MatchOptions["runMove"];
}

export type WorkerEvent =
  | { type: "waiting" }
  | { type: "ready"; queue: string; concurrency: number }
  | { type: "started"; jobId: string; key: string; bots: [string, string]; stalled: number }
  | {
      type: "finished";
      jobId: string;
      key: string;
      winner: string | null;
      reason: string | null;
      moves: number;
      matchMs: number;
    }
  | { type: "failed"; jobId: string; message: string }
  | { type: "error"; message: string };

export interface ArenaWorker {
  /** Stops taking matches, lets the running ones end and be reported, then disconnects. */
  close(): Promise<void>;
}

/** A job stalls this many times (its worker died each time) before it fails as an infrastructure error. */
export const MAX_STALLED = 3;

/**
 * A worker of the fleet: takes match jobs from the queue, gets each bot's snapshot from the store
 * (verifying its hash before anything is built), builds each bot once (kept between matches), plays
 * the match with the arena's runner exactly as the embedded mode does (`runMatch`: fresh sandboxes,
 * infrastructure failures replayed from the start, at most twice more) and returns the inert
 * record. A bot's fault is a result like any other. A failure of the machinery (no snapshot, a hash
 * that does not match, a build that fails for the machine's reasons) fails the attempt, and BullMQ
 * tries the job again, on whichever worker takes it.
 */
export async function startArenaWorker(options: ArenaWorkerOptions): Promise<ArenaWorker> {
  const libs = await loadQueueLibs();
  const connection = redisOptions(options.redis);
  const store = new libs.Redis(connection);
  const report = (event: WorkerEvent) => options.onEvent?.(event);
  store.on("error", () => {
    // ioredis reconnects by itself; the queue's own connection reports the outage.
  });
  const bots = new BotCache(options.botCacheSize ?? 64);
  const settings = new Map<string, Promise<TournamentSettings>>();
  const lockMs = options.lockMs ?? 30_000;
  const queue = options.queue ?? QUEUE.name;

  const settingsOf = (data: MatchJobData): Promise<TournamentSettings> => {
    const key = `${data.tournament}|${data.rulesHash}`;
    let found = settings.get(key);
    if (!found) {
      found = store.get(settingsKey(data.tournament)).then((text) => decodeSettings(text, data.rulesHash));
      found.catch(() => settings.delete(key));
      if (settings.size > 32) settings.delete(settings.keys().next().value!);
      settings.set(key, found);
    }
    return found;
  };

  const acquire = async (ref: JobBot, limits: TournamentSettings["limits"]) => {
    if (ref.refused !== undefined) {
      const bot = unbuiltBot({ ...ref, dir: "(refused)" }, `refused submission: ${ref.refused}`);
      return { bot, release: () => {} };
    }
    const key = `${ref.sourceHash}|${stableHash(limits)}`;
    const built = await bots.acquire(key, async () =>
      prepareEntrant(
        await fetchSubmission(store, ref.sourceHash, ref.name),
        { ...options.prepare, limits },
        options.prepareBot,
      ),
    );
    // The same build serves every name a tournament gives these files.
    const bot: PreparedBot = { ...built, name: ref.name };
    return { bot, release: () => bots.release(key) };
  };

  const processor = async (job: Job): Promise<MatchJobResult> => {
    const data = parseMatchJob(job.data);
    report({
      type: "started",
      jobId: job.id!,
      key: data.key,
      bots: [data.bots[0].name, data.bots[1].name],
      stalled: job.stalledCounter ?? 0,
    });
    const { rules, limits } = await settingsOf(data);
    const sides = [] as { bot: PreparedBot; release: () => void }[];
    try {
      for (const ref of data.bots) sides.push(await acquire(ref, limits));
      const start = performance.now();
      const record = inertRecord(
        await runMatch({
          bots: [sides[0]!.bot, sides[1]!.bot],
          rules,
          seed: data.seed,
          limits,
          runMove: options.runMove,
        }),
      );
      const { result } = record.replay;
      report({
        type: "finished",
        jobId: job.id!,
        key: data.key,
        winner: result.winner === null ? null : record.replay.bots[result.winner].name,
        reason: result.winReason,
        moves: record.replay.moves.length,
        matchMs: performance.now() - start,
      });
      return jobResult(record);
    } finally {
      for (const side of sides) side.release();
    }
  };

  const worker = new libs.Worker(queue, processor, {
    connection,
    prefix: QUEUE.prefix,
    concurrency: options.concurrency ?? 1,
    lockDuration: lockMs,
    stalledInterval: Math.max(500, Math.round(lockMs / 2)),
    maxStalledCount: MAX_STALLED,
    name: options.name,
  });
  worker.on("failed", (job, error) => {
    if (job?.id) report({ type: "failed", jobId: job.id, message: error.message });
  });
  // While Redis is away every reconnection attempt fails the same way: said once a minute at most.
  const said = new Map<string, number>();
  worker.on("error", (error) => {
    const now = Date.now();
    if (now - (said.get(error.message) ?? 0) < 60_000) return;
    said.set(error.message, now);
    report({ type: "error", message: error.message });
  });
  await noticeIfSlow(worker.waitUntilReady(), () => report({ type: "waiting" }));
  report({ type: "ready", queue, concurrency: options.concurrency ?? 1 });

  return {
    async close() {
      await worker.close();
      await bots.clear();
      store.disconnect();
    },
  };
}
