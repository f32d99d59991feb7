import type { Queue } from "bullmq";
import type IORedis from "ioredis";
import type { MatchJobData } from "./match-job.js";

/** Attempts of a job whose worker failed (a machinery fault: no snapshot, a lost connection, …). */
export const JOB_ATTEMPTS = 3;
/** Completed and failed jobs nobody collected (their tournament stopped) are dropped after a week. */
const KEEP_SECONDS = 7 * 24 * 3600;

/**
 * Adds match jobs under their ids. BullMQ adds nothing for an id that exists (waiting, running or
 * finished and not yet collected), so enqueuing the same matches again — a second run of the same
 * tournament, a reconnection — adds nothing. Returns how many jobs were new.
 */
export async function enqueueMatchJobs(
  queue: Queue,
  redis: IORedis,
  jobs: readonly { id: string; data: MatchJobData }[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < jobs.length; i += 500) {
    const batch = jobs.slice(i, i + 500);
    const pipeline = redis.pipeline();
    for (const job of batch) pipeline.exists(queue.toKey(job.id));
    const existed = ((await pipeline.exec()) ?? []).map(([error, value]) => error === null && value === 1);
    await queue.addBulk(
      batch.map((job) => ({
        name: "match",
        data: job.data,
        opts: {
          jobId: job.id,
          attempts: JOB_ATTEMPTS,
          backoff: { type: "fixed", delay: 1000 },
          removeOnComplete: { age: KEEP_SECONDS },
          removeOnFail: { age: KEEP_SECONDS },
        },
      })),
    );
    added += existed.filter((exists) => !exists).length;
  }
  return added;
}
