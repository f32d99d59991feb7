import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { arenaAction } from "./arena-action.js";

/**
 * How many times a match may lose its worker before it has no result: MAX_STALLED + 1 of
 * @rulekit/rps-arena, written out here so that `--help` works without the arena installed
 * (test/rps/arena-optional.test.ts holds the two together).
 */
export const WORKER_LOSSES_BEFORE_NO_RESULT = 4;

export interface WorkerFlags {
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
worker ${WORKER_LOSSES_BEFORE_NO_RESULT} times has no result). A lost Redis is reconnected to, for ever.
Ctrl-C (or SIGTERM) stops taking matches and ends when the running ones are reported; a second
Ctrl-C stops at once. Progress goes to stderr, one line per match.`,
    )
    .action(arenaAction("rulekit rps worker", async () => (await import("./worker-action.js")).workerAction));
}
