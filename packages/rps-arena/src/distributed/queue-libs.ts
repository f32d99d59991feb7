import type * as BullMQ from "bullmq";
import type IORedis from "ioredis";

/** BullMQ and ioredis, loaded only by the distributed mode (the embedded one never pays for them). */
export interface QueueLibs {
  Queue: typeof BullMQ.Queue;
  Worker: typeof BullMQ.Worker;
  QueueEvents: typeof BullMQ.QueueEvents;
  Job: typeof BullMQ.Job;
  Redis: typeof IORedis;
}

let loaded: Promise<QueueLibs> | null = null;

export function loadQueueLibs(): Promise<QueueLibs> {
  loaded ??= (async () => {
    const bullmq = await import("bullmq");
    const ioredis = await import("ioredis");
    return {
      Queue: bullmq.Queue,
      Worker: bullmq.Worker,
      QueueEvents: bullmq.QueueEvents,
      Job: bullmq.Job,
      Redis: ioredis.Redis,
    };
  })();
  return loaded;
}
