import type { Job, Queue, QueueEvents } from "bullmq";
import type IORedis from "ioredis";
import type { MatchRecord } from "../match/match-types.js";
import { finalize, infrastructureRecord } from "../match/run-match.js";
import type { MatchRunner, MatchRunnerFactory, RunnerContext } from "../tournament/match-runner.js";
import type { ScheduledMatch } from "../tournament/schedule.js";
import { enqueueMatchJobs } from "./enqueue.js";
import { matchJobData, parseJobResult } from "./match-job.js";
import { noticeIfSlow } from "./notice-if-slow.js";
import { loadQueueLibs, type QueueLibs } from "./queue-libs.js";
import { matchJobId, QUEUE } from "./queue-names.js";
import { redisOptions } from "./redis-url.js";
import { storeForWorkers } from "./snapshot-store.js";

export interface QueueRunnerOptions {
  /** `redis://HOST:PORT`: where the workers take their matches. */
  redis: string;
  /** The queue (default `rps-matches`). */
  queue?: string;
  /**
   * How often every outstanding match is looked up in Redis (ms, default 5 000), besides the
   * queue's events: a result whose event was missed, a failed job, or a job Redis lost (restarted
   * without its data) is found at the latest then, and a lost job is added again.
   */
  sweepMs?: number;
  /** Times a match whose result did not verify is played again before it is given up (default 2). */
  maxRejected?: number;
  onEvent?: (event: QueueRunnerEvent) => void;
}

export type QueueRunnerEvent =
  | { type: "enqueued"; added: number; workers: number }
  | { type: "connection"; state: "waiting" | "lost" | "ready" }
  | { type: "requeued"; keys: string[] }
  | { type: "rejected"; key: string; reason: string; again: boolean }
  | { type: "failed"; key: string; message: string };

/**
 * The tournament side of a distributed tournament: each match to play becomes a BullMQ job whose
 * id is `<tournament id>-<match key>` (adding it again adds nothing), the bots' snapshots and the
 * tournament's settings are stored for the workers, and results are collected as the queue reports
 * them (its events, and a sweep over the outstanding jobs every `sweepMs`). A collected result goes
 * to the tournament, which verifies it before it counts; the job is then removed. A job that failed
 * for good (its attempts used up, or stalled too often) is recorded as an infrastructure failure —
 * no result, retried on resume, as in the embedded mode. When Redis comes back after a restart, the
 * store is written again and every outstanding match is looked up; those Redis lost are added again.
 */
export function queueRunner(options: QueueRunnerOptions): MatchRunnerFactory {
  return async (context) => {
    const libs = await loadQueueLibs();
    const connection = redisOptions(options.redis);
    const redis = new libs.Redis(connection);
    const name = options.queue ?? QUEUE.name;
    const queue = new libs.Queue(name, { connection, prefix: QUEUE.prefix });
    const events = new libs.QueueEvents(name, { connection, prefix: QUEUE.prefix });
    for (const emitter of [redis, queue, events] as { on(e: string, f: () => void): unknown }[]) {
      // Reconnection is automatic; outages are reported through the store connection below.
      emitter.on("error", () => {});
    }
    try {
      await noticeIfSlow(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), () =>
        options.onEvent?.({ type: "connection", state: "waiting" }),
      );
    } catch (error) {
      await closeAll(redis, queue, events);
      throw error;
    }
    return new QueueRunner(libs, context, options, redis, queue, events);
  };
}

class QueueRunner implements MatchRunner {
  private readonly outstanding = new Map<string, ScheduledMatch>();
  private readonly rejectedCount = new Map<string, number>();
  private tail: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private withdrawn = false;
  private readonly removals = new Set<Promise<void>>();

  constructor(
    private readonly libs: QueueLibs,
    private readonly context: RunnerContext,
    private readonly options: QueueRunnerOptions,
    private readonly redis: IORedis,
    private readonly queue: Queue,
    private readonly events: QueueEvents,
  ) {}

  async play(
    matches: readonly ScheduledMatch[],
    done: (match: ScheduledMatch, record: MatchRecord) => string | null,
    signal?: AbortSignal,
  ): Promise<void> {
    if (matches.length === 0) return;
    const report = this.options.onEvent ?? (() => {});
    for (const match of matches) this.outstanding.set(this.jobId(match), match);
    await this.store();
    const added = await this.add(matches);
    report({ type: "enqueued", added, workers: await this.queue.getWorkersCount().catch(() => 0) });

    const onCompleted = ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) => {
      if (this.outstanding.has(jobId)) this.serial(() => this.completed(jobId, returnvalue, done));
    };
    // Looked up: a job's attempt can fail and the job still be retried.
    const onFailed = ({ jobId }: { jobId: string }) => {
      if (this.outstanding.has(jobId)) this.serial(() => this.collect(jobId, done));
    };
    let connected = true;
    const onLost = () => {
      if (!connected) return;
      connected = false;
      report({ type: "connection", state: "lost" });
    };
    const onReady = () => {
      if (connected) return;
      connected = true;
      report({ type: "connection", state: "ready" });
      this.serial(() => this.sweep(done));
    };
    const onAbort = () => {
      this.withdrawn = true;
      this.serial(() => this.withdrawWaiting());
    };
    this.events.on("completed", onCompleted);
    this.events.on("failed", onFailed);
    this.redis.on("close", onLost);
    this.redis.on("ready", onReady);
    signal?.addEventListener("abort", onAbort);
    if (signal?.aborted) onAbort();
    const sweepMs = this.options.sweepMs ?? 5000;
    try {
      // Sweeps until nothing is outstanding: they also find what the events did not say.
      while (this.outstanding.size > 0) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, sweepMs).unref();
        });
        this.wake = null;
        if (this.outstanding.size > 0) await this.serial(() => this.sweep(done));
      }
      await this.tail;
    } finally {
      this.events.off("completed", onCompleted);
      this.events.off("failed", onFailed);
      this.redis.off("close", onLost);
      this.redis.off("ready", onReady);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  async close(): Promise<void> {
    await Promise.race([
      Promise.all(this.removals),
      new Promise((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
    await closeAll(this.redis, this.queue, this.events);
  }

  private jobId(match: ScheduledMatch): string {
    return matchJobId(this.context.id, match.key);
  }

  /** Runs one step at a time (collecting, sweeping), so no job is handled twice at once. */
  private serial(step: () => Promise<void>): Promise<void> {
    const run = this.tail.then(step).catch(() => {
      // Redis went away in the middle: the next sweep (after the reconnection) does it again.
    });
    this.tail = run;
    return run;
  }

  private store(): Promise<void> {
    const { id, submissions, rules, limits } = this.context;
    return storeForWorkers(this.redis, id, submissions, { rules, limits });
  }

  /** Adds the matches' jobs; an id that exists adds nothing. Returns how many were new. */
  private add(matches: readonly ScheduledMatch[]): Promise<number> {
    const { id, submissions, rules } = this.context;
    return enqueueMatchJobs(
      this.queue,
      this.redis,
      matches.map((match) => ({ id: this.jobId(match), data: matchJobData(id, match, submissions, rules) })),
    );
  }

  /** Looks every outstanding job up: collects the finished ones, adds back the ones Redis lost. */
  private async sweep(done: (match: ScheduledMatch, record: MatchRecord) => string | null): Promise<void> {
    const ids = [...this.outstanding.keys()];
    const lost: ScheduledMatch[] = [];
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids.slice(i, i + 1000);
      const pipeline = this.redis.pipeline();
      for (const id of batch) pipeline.hmget(this.queue.toKey(id), "timestamp", "finishedOn");
      const replies = (await pipeline.exec()) ?? [];
      for (const [j, [error, value]] of replies.entries()) {
        if (error) throw error;
        const [created, finished] = value as [string | null, string | null];
        const id = batch[j]!;
        if (created === null) {
          // After an interruption a lost job is not added back: it is simply not played.
          if (this.withdrawn) this.finish(id);
          else lost.push(this.outstanding.get(id)!);
        } else if (finished !== null) await this.collect(id, done);
      }
    }
    if (lost.length > 0) {
      await this.store();
      await this.add(lost);
      this.options.onEvent?.({ type: "requeued", keys: lost.map((m) => m.key) });
    }
  }

  /** Looks a finished job up and takes its outcome to the tournament. */
  private async collect(
    id: string,
    done: (match: ScheduledMatch, record: MatchRecord) => string | null,
  ): Promise<void> {
    if (!this.outstanding.has(id)) return;
    const job: Job | undefined = await this.libs.Job.fromId(this.queue, id);
    if (!job || job.finishedOn === undefined) return;
    const state = await job.getState();
    if (state === "completed") await this.settle(id, { completed: job.returnvalue }, done);
    else if (state === "failed") await this.settle(id, { failed: job.failedReason }, done);
  }

  /**
   * A job's `completed` event carries its return value: it is taken as is, without looking the job
   * up, unless a result of that match was refused before (the event could then be the old one's).
   */
  private async completed(
    id: string,
    returnvalue: unknown,
    done: (match: ScheduledMatch, record: MatchRecord) => string | null,
  ): Promise<void> {
    const match = this.outstanding.get(id);
    if (!match) return;
    if (this.rejectedCount.has(match.key)) return this.collect(id, done);
    await this.settle(id, { completed: returnvalue }, done);
  }

  /** Records a finished job's outcome (or refuses it and plays it again), then removes the job. */
  private async settle(
    id: string,
    outcome: { completed: unknown } | { failed: string },
    done: (match: ScheduledMatch, record: MatchRecord) => string | null,
  ): Promise<void> {
    const match = this.outstanding.get(id);
    if (!match) return;
    const report = this.options.onEvent ?? (() => {});
    if ("completed" in outcome) {
      const record = parseJobResult(outcome.completed);
      const problem = record === null ? "the worker's result is not a match record" : done(match, record);
      if (problem !== null) {
        const times = (this.rejectedCount.get(match.key) ?? 0) + 1;
        this.rejectedCount.set(match.key, times);
        const again = times <= (this.options.maxRejected ?? 2);
        report({ type: "rejected", key: match.key, reason: problem, again });
        await this.queue.remove(id);
        if (again) await this.add([match]);
        else this.finish(id);
        return;
      }
    } else {
      report({ type: "failed", key: match.key, message: outcome.failed });
      done(match, this.noResult(match, `the match job failed: ${outcome.failed}`));
    }
    this.finish(id);
    // Not waited for: the result is recorded, the next one need not wait on Redis.
    const removal = this.queue.remove(id).then(
      () => {},
      () => {},
    );
    this.removals.add(removal);
    void removal.then(() => this.removals.delete(removal));
  }

  private finish(id: string): void {
    this.outstanding.delete(id);
    if (this.outstanding.size === 0) this.wake?.();
  }

  /** After an interruption: the jobs no worker has taken are withdrawn; the running ones end as usual. */
  private async withdrawWaiting(): Promise<void> {
    for (const id of [...this.outstanding.keys()]) {
      const job = await this.libs.Job.fromId(this.queue, id);
      const state = job ? await job.getState() : "unknown";
      if (job && (state === "waiting" || state === "delayed" || state === "prioritized")) {
        try {
          await job.remove();
          this.finish(id);
        } catch {
          // Taken by a worker meanwhile: its result is collected like the others.
        }
      }
    }
  }

  /** A match without a result, as the embedded mode records an infrastructure failure. */
  private noResult(match: ScheduledMatch, message: string): MatchRecord {
    const { submissions, rules, limits } = this.context;
    const bot = (i: number) => {
      const entrant = submissions[i]!;
      const language = "refused" in entrant ? entrant.language : entrant.manifest.language;
      return { name: entrant.name, language, sourceHash: entrant.sourceHash };
    };
    const setup = {
      bots: [bot(match.players[0]), bot(match.players[1])] as const,
      rules,
      seed: match.seed,
      limits,
    };
    return finalize(infrastructureRecord(setup, [message]), [message], true);
  }
}

async function closeAll(redis: IORedis, queue: Queue, events: QueueEvents): Promise<void> {
  // close() waits for Redis; a Redis that is gone must not hold the command open.
  const bounded = (p: Promise<unknown>) =>
    Promise.race([p.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  await bounded(events.close());
  await bounded(queue.close());
  redis.disconnect();
}
