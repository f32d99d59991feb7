import { stableHash } from "@rulekit/core";
import {
  enqueueMatchJobs,
  type MatchJobData,
  type MatchRecord,
  matchJobId,
  parseJobResult,
  QUEUE,
  redisOptions,
  storeForWorkers,
  verifyReplay,
} from "@rulekit/rps-arena";
import { Job, Queue, QueueEvents } from "bullmq";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import type { ArenaContext } from "../context.js";
import { matches } from "../db/schema.js";
import { claimNextMatch, type MatchRow, recordResult } from "../matches/match-store.js";
import { afterResult } from "./after-result.js";
import { matchInputs, noResultRecord, resultMeta } from "./play-stored.js";

export interface RedisDispatcherOptions {
  redis: string;
  queue?: string;
  /** How often every dispatched match is looked up in Redis (ms, default 5000). */
  sweepMs?: number;
}

/** The settings id the workers read a match's rules and limits under (one per RuleSet and limits). */
function settingsId(match: MatchRow): string {
  return `arena-${stableHash({ rules: match.rulesHash, limits: match.limitsHash })}`;
}

/** The job of one judging of a match: `arena-<settings>-m<id>-j<judging>` (stable, so adding it twice adds nothing). */
export function jobIdOf(match: MatchRow): string {
  return matchJobId(settingsId(match), `m${match.id}-j${match.judging}`);
}

function parseJobId(id: string): { matchId: number; judging: number } | null {
  const m = /-m(\d+)-j(\d+)$/.exec(id);
  return m ? { matchId: Number(m[1]), judging: Number(m[2]) } : null;
}

/**
 * Sends matches to the existing BullMQ workers (`rulekit rps worker`) instead of playing them here.
 * A queued match is claimed in the database (`dispatched`), what the workers need is stored in Redis
 * (snapshots by source hash, rules and limits) and the job is added under a stable id. Results come
 * back through the queue's events and a periodic sweep over the dispatched matches in the database;
 * each is verified (the replay re-run by the engine; bots, seed, rules and limits are the match's)
 * before it is written, exactly once. A job Redis lost is added again; a service killed between the
 * claim and the enqueue finds the match `dispatched` with no job at the next sweep and adds it.
 */
export class RedisDispatcher {
  private queue!: Queue;
  private events!: QueueEvents;
  private redis!: Redis;
  private timer: NodeJS.Timeout | null = null;
  private dispatching: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private tail: Promise<void> = Promise.resolve();
  private readonly rejected = new Map<number, number>();

  constructor(
    private readonly ctx: ArenaContext,
    private readonly options: RedisDispatcherOptions,
  ) {}

  async start(): Promise<void> {
    const connection = redisOptions(this.options.redis);
    const name = this.options.queue ?? QUEUE.name;
    this.redis = new Redis(connection);
    this.redis.on("error", () => {});
    this.queue = new Queue(name, { connection, prefix: QUEUE.prefix });
    this.queue.on("error", () => {});
    this.events = new QueueEvents(name, { connection, prefix: QUEUE.prefix });
    this.events.on("error", () => {});
    this.events.on("completed", ({ jobId }) => this.serial(() => this.collect(jobId)));
    this.events.on("failed", ({ jobId }) => this.serial(() => this.collect(jobId)));
    this.redis.on("ready", () => this.serial(() => this.sweep()));
    const every = this.options.sweepMs ?? 5000;
    this.timer = setInterval(() => this.serial(() => this.sweep()), every);
    this.timer.unref();
    await this.serial(() => this.sweep());
  }

  /** Dispatches every queued match. */
  kick(): void {
    if (this.stopped) return;
    if (this.dispatching) {
      this.again = true;
      return;
    }
    this.dispatching = (async () => {
      do {
        this.again = false;
        for (;;) {
          const match = await claimNextMatch(this.ctx.db, this.ctx.instance, "dispatched");
          if (!match) break;
          await this.enqueue([match]).catch(() => {
            // Redis is away: the match stays `dispatched` and the sweep adds it when Redis is back.
          });
        }
      } while (this.again && !this.stopped);
    })()
      .catch(() => {})
      .finally(() => {
        this.dispatching = null;
      });
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const run = this.tail.then(step).catch(() => {});
    this.tail = run;
    return run;
  }

  private async enqueue(list: readonly MatchRow[]): Promise<void> {
    for (const match of list) {
      const inputs = await matchInputs(this.ctx, match);
      await storeForWorkers(this.redis as never, settingsId(match), inputs.sides, {
        rules: inputs.rules,
        limits: inputs.limits,
      });
      const data: MatchJobData = {
        tournament: settingsId(match),
        key: `m${match.id}-j${match.judging}`,
        index: match.id,
        seed: match.seed,
        bots: [0, 1].map((i) => ({
          name: inputs.names[i]!,
          language: inputs.sides[i]!.manifest.language,
          sourceHash: inputs.sides[i]!.sourceHash,
        })) as MatchJobData["bots"],
        rulesHash: match.rulesHash,
      };
      // The same BullMQ as rps-arena's, resolved through another peer set: the types differ, not the class.
      await enqueueMatchJobs(this.queue as never, this.redis as never, [{ id: jobIdOf(match), data }]);
    }
  }

  /** Looks every dispatched match up: collects finished jobs, adds back jobs Redis does not have. */
  private async sweep(): Promise<void> {
    if (this.stopped) return;
    const dispatched = await this.ctx.db.select().from(matches).where(eq(matches.status, "dispatched"));
    const lost: MatchRow[] = [];
    for (const match of dispatched) {
      const id = jobIdOf(match);
      const job = await Job.fromId(this.queue, id);
      if (!job) lost.push(match);
      else if (job.finishedOn !== undefined) await this.collect(id);
    }
    if (lost.length > 0) await this.enqueue(lost);
  }

  private async collect(jobId: string): Promise<void> {
    const ids = parseJobId(jobId);
    if (!ids || !jobId.startsWith("arena-")) return;
    const [match] = await this.ctx.db.select().from(matches).where(eq(matches.id, ids.matchId));
    if (match?.status !== "dispatched" || match.judging !== ids.judging || jobIdOf(match) !== jobId) return;
    const job = await Job.fromId(this.queue, jobId);
    if (!job || job.finishedOn === undefined) return;
    const state = await job.getState();
    let record: MatchRecord | null = null;
    if (state === "completed") {
      record = parseJobResult(job.returnvalue);
      const problem =
        record === null ? "the worker's result is not a match record" : this.problemWith(match, record);
      if (problem !== null) {
        const times = (this.rejected.get(match.id) ?? 0) + 1;
        this.rejected.set(match.id, times);
        await job.remove().catch(() => {});
        if (times <= 2) {
          await this.enqueue([match]);
          return;
        }
        record = noResultRecord(match, null, `the workers' results did not verify: ${problem}`);
      }
    } else if (state === "failed") {
      record = noResultRecord(match, null, `the match job failed: ${job.failedReason}`);
    } else return;
    const meta = resultMeta(this.ctx, match, record!, null);
    if (await recordResult(this.ctx.db, match, record!, meta, `redis:${job.processedBy ?? "worker"}`)) {
      await afterResult(this.ctx, match);
    }
    this.rejected.delete(match.id);
    await job.remove().catch(() => {});
  }

  /** Why an arrived result is not this match's, or null: the engine re-runs it, bots and setup must agree. */
  private problemWith(match: MatchRow, record: MatchRecord): string | null {
    const replay = record.replay;
    if (replay.seed !== match.seed) return "another seed";
    if (stableHash(replay.rules) !== match.rulesHash) return "other rules";
    if (stableHash(replay.limits) !== match.limitsHash) return "other limits";
    if (replay.bots[0].sourceHash !== match.sourceHash0 || replay.bots[1].sourceHash !== match.sourceHash1) {
      return "other bots";
    }
    const check = verifyReplay(replay);
    if (!check.ok) return `the replay does not verify (${check.problems.slice(0, 2).join("; ")})`;
    return null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.dispatching;
    await this.tail;
    const bounded = (p: Promise<unknown>) =>
      Promise.race([p.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    await bounded(this.events.close());
    await bounded(this.queue.close());
    this.redis.disconnect();
  }
}
