import {
  type ArenaWorker,
  inertText,
  MAX_STALLED,
  RedisUrlError,
  redisOptions,
  shownRedisUrl,
  startArenaWorker,
  type WorkerEvent,
} from "@rulekit/rps-arena";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { inertErrors, shown } from "./inert-output.js";

interface WorkerFlags {
  redis?: string;
  queue: string;
  concurrency: number;
  lockMs: number;
  json?: boolean;
}

export function registerWorker(group: Command): void {
  jsonCommand(
    group,
    "worker",
    "play the matches of distributed tournaments (rps tournament --redis) until stopped",
  )
    .option("--redis <url>", "the Redis the tournaments queue their matches on (redis://HOST:PORT)")
    .option("--queue <name>", "the queue to take matches from", "rps-matches")
    .option("--concurrency <k>", "matches played at the same time", parseIntOption("--concurrency", 1, 64), 1)
    .option(
      "--lock-ms <ms>",
      "a match whose worker shows no sign of life for this long goes to another worker",
      parseIntOption("--lock-ms", 1000, 3_600_000),
      30_000,
    )
    .addHelpText(
      "after",
      `
Run one per machine that has the sandbox (bubblewrap, g++, python3), as many as you like, all
on the same --redis. Each match is played exactly as 'rps tournament' plays it without --redis:
the bots' files come from the tournament (stored once in Redis) and their hash is checked before
they are built; each bot is built once per worker. A worker killed in the middle of a match
loses its lock after --lock-ms and another worker plays the match again (a match that loses its
worker ${MAX_STALLED + 1} times has no result). A lost Redis is reconnected to, for ever.
Ctrl-C (or SIGTERM) stops taking matches and ends when the running ones are reported; a second
Ctrl-C stops at once. Progress goes to stderr, one line per match.`,
    )
    .action(
      inertErrors(async (flags: WorkerFlags) => {
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
      }),
    );
}

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
