import {
  type ArenaWorker,
  inertText,
  RedisUrlError,
  redisOptions,
  shownRedisUrl,
  startArenaWorker,
  type WorkerEvent,
} from "@rulekit/rps-arena";
import { usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { inertErrors, shown } from "./inert-output.js";
import type { WorkerFlags } from "./worker-command.js";

/** The action of `rulekit rps worker`. */
export const workerAction = inertErrors(async (flags: WorkerFlags) => {
  if (flags.redis === undefined)
    throw usageError("give the Redis to work for with --redis redis://HOST:PORT");
  const where = shownRedisUrl(flags.redis);
  try {
    redisOptions(flags.redis);
  } catch (error) {
    if (error instanceof RedisUrlError) throw usageError(`--redis ${where}: ${error.message}`);
    throw error;
  }
  const counts = { played: 0, failed: 0 };
  let worker: ArenaWorker | null = null;
  let stopping: (() => void) | null = null;
  const stopped = new Promise<void>((resolve) => {
    stopping = resolve;
  });
  const onSignal = () => {
    if (worker === null || stopping === null) process.exit(130);
    note("stopping: finishing the running matches (Ctrl-C again to stop now)");
    stopping();
    stopping = null;
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    worker = await startArenaWorker({
      redis: flags.redis,
      queue: flags.queue,
      concurrency: flags.concurrency,
      lockMs: flags.lockMs,
      onEvent: (event) => {
        if (event.type === "finished") counts.played++;
        if (event.type === "failed") counts.failed++;
        note(workerNews(event, where));
      },
    });
    await stopped;
    await worker.close();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  printResult(
    flags,
    { redis: where, queue: flags.queue, ...counts },
    () => `played ${counts.played} matches`,
  );
});

function workerNews(event: WorkerEvent, where: string): string {
  switch (event.type) {
    case "waiting":
      return `waiting for ${where} (is Redis running there?)`;
    case "ready":
      return `worker ready on ${where}, queue ${shown(event.queue)}, ${event.concurrency} at a time`;
    case "started":
      return `started ${shown(event.key)}: ${shown(event.bots[0])} vs ${shown(event.bots[1])}${event.stalled > 0 ? ` (taken over after ${event.stalled} stalled attempt${event.stalled > 1 ? "s" : ""})` : ""}`;
    case "finished":
      return `finished ${shown(event.key)}: ${event.winner === null ? "no winner" : `${shown(event.winner)} wins`} (${shown(event.reason ?? "")}) after ${event.moves} moves, ${Math.round(event.matchMs)} ms`;
    case "failed":
      return `failed ${shown(event.jobId)}: ${inertText(event.message)}`;
    case "error":
      return `redis: ${inertText(event.message)}`;
  }
}
