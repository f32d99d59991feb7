import {
  InfrastructureError,
  inertText,
  type QueueRunnerEvent,
  queueRunner,
  RedisUrlError,
  redisOptions,
  runTournament,
  shownRedisUrl,
  TournamentMismatchError,
} from "@rulekit/rps-arena";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { createProgress, type Progress } from "../../../io/progress.js";
import { loadRules } from "../engine/load-rules.js";
import { describeMatch, formatRatings, formatStandings } from "./format.js";
import { inertErrors, shown } from "./inert-output.js";
import { collect, loadEntrants, loadLimits, prepareOutFolder } from "./inputs.js";

interface TournamentFlags {
  bot: string[];
  games: number;
  concurrency: number;
  out: string;
  rules?: string;
  seed: string;
  limits?: string;
  rounds: number;
  redis?: string;
  queue?: string;
  json?: boolean;
}

export function registerTournament(group: Command): void {
  jsonCommand(group, "tournament", "round robin between bots, sides swapped, results saved as they finish")
    .option("--bot <dir>", "a bot folder (ott.json + bot/); give two or more", collect, [])
    .requiredOption(
      "--games <n>",
      "seeds per pair of bots; each is played from both sides",
      parseIntOption("--games", 1),
    )
    .option("--concurrency <k>", "matches played at the same time", parseIntOption("--concurrency", 1), 1)
    .option("--out <dir>", "tournament folder: results.jsonl, replays/, summary.json", "rps-tournament")
    .option("--rules <file|classic>", "a RuleSet file, or classic / classic-v1 / classic-v2", "classic")
    .option("--seed <seed>", "base seed; game k of every pair uses '<seed>-g<k>'", "tournament")
    .option("--limits <file|json>", "override protocol limits, e.g. '{\"moveCpuMs\":200}'")
    .option(
      "--rounds <n>",
      "scoring rounds, one after the other; round r ≥ 2 uses the seeds '<seed>-r<r>-g<k>'",
      parseIntOption("--rounds", 1, 1000),
      1,
    )
    .option(
      "--redis <url>",
      "play on a worker fleet: enqueue the matches on this Redis (redis://HOST:PORT) for 'rulekit rps worker'",
    )
    .option("--queue <name>", "with --redis: the queue the workers take matches from", "rps-matches")
    .addHelpText(
      "after",
      `
Every finished match is appended to <out>/results.jsonl and its replay written to <out>/replays/ at
once: run the same command again after an interruption and only the missing matches are played.
On resume each recorded result is checked against its replay; one that does not verify is set
aside in <out>/results.rejected.jsonl and played again. Results without <out>/tournament.json are
refused. A bot folder that is refused (a symbolic link, a bad file name, a bad ott.json) still
takes part and loses each of its matches with bot_error.
Standings: 1 point per win, ½ per draw; a fault is a loss; an infrastructure failure is no result.
Next to the points: an openskill (Weng–Lin) rating, updated match by match in schedule order.
With --redis the matches are jobs on a BullMQ queue played by any number of 'rulekit rps worker'
processes; results, replays and standings are the same as without it (each result is verified
against its replay before it counts), and Ctrl-C withdraws the matches no worker has taken yet.`,
    )
    .action(
      inertErrors(async (flags: TournamentFlags) => {
        const submissions = loadEntrants(flags.bot, 2);
        const { rules } = loadRules(flags.rules ?? "classic");
        const limits = loadLimits(flags.limits);
        prepareOutFolder(flags.out);
        const runner = flags.redis === undefined ? undefined : distributedRunner(flags.redis, flags.queue);
        const controller = new AbortController();
        let progress: Progress | null = null;
        const onSigint = () => {
          if (controller.signal.aborted) process.exit(130);
          controller.abort();
          note(
            "\ninterrupted: finishing the running matches (Ctrl-C again to stop now); run the same command to resume",
          );
        };
        process.on("SIGINT", onSigint);
        let result: Awaited<ReturnType<typeof runTournament>>;
        try {
          result = await runTournament({
            submissions,
            games: flags.games,
            seed: flags.seed,
            rules,
            limits,
            concurrency: flags.concurrency,
            rounds: flags.rounds,
            runner,
            outDir: flags.out,
            signal: controller.signal,
            onStart: ({ total, done, unverified }) => {
              if (unverified > 0) {
                note(
                  `${unverified} recorded results did not verify and will be replayed (set aside in ${flags.out}/results.rejected.jsonl)`,
                );
              }
              if (done > 0) note(`resuming: ${done} of ${total} matches already played in ${flags.out}`);
              progress = createProgress("tournament", total);
              if (done > 0) progress.tick(done);
            },
            onMatchDone: (summary) => progress?.tick(1, describeMatch(summary)),
            onRoundDone: (round) => {
              if (flags.json) return;
              note(`\nafter round ${round.round}/${round.rounds}: ${formatRatings(round.ratings)}`);
            },
          });
        } catch (error) {
          if (error instanceof TournamentMismatchError) throw usageError(error.message);
          if (error instanceof InfrastructureError) {
            throw ruleFailure(`cannot prepare the bots (infrastructure_error): ${error.message}`);
          }
          throw error;
        } finally {
          process.off("SIGINT", onSigint);
        }
        (progress as Progress | null)?.done();
        const value = {
          complete: result.complete,
          total: result.total,
          played: result.matches.length,
          resumed: result.resumed,
          unverified: result.unverified,
          rounds: result.rounds,
          ...(result.ratingsByRound ? { ratingsByRound: result.ratingsByRound } : {}),
          out: flags.out,
          standings: result.standings,
          matches: result.matches,
        };
        printResult(flags, value, () =>
          [
            formatStandings(result.standings),
            "",
            `${result.matches.length}/${result.total} matches${result.complete ? "" : " (incomplete: run again to resume)"}; results in ${flags.out}`,
          ].join("\n"),
        );
        if (controller.signal.aborted) process.exitCode = 130;
        else if (!result.complete) {
          note(
            "some matches have no result (infrastructure_error): run the same command again to retry them",
          );
          process.exitCode = 1;
        }
      }),
    );
}

/** The runner of `--redis`: the URL is checked now (bad usage), the queue's news go to stderr. */
function distributedRunner(url: string, queue: string | undefined) {
  try {
    redisOptions(url);
  } catch (error) {
    if (error instanceof RedisUrlError) throw usageError(`--redis ${shownRedisUrl(url)}: ${error.message}`);
    throw error;
  }
  const where = shownRedisUrl(url);
  return queueRunner({ redis: url, queue, onEvent: (event) => note(queueNews(event, where)) });
}

function queueNews(event: QueueRunnerEvent, where: string): string {
  switch (event.type) {
    case "enqueued":
      return `\nqueued ${event.added} new matches on ${where} (${event.workers} workers connected${event.workers === 0 ? ": start some with 'rulekit rps worker --redis URL'" : ""})`;
    case "connection":
      if (event.state === "waiting") return `waiting for ${where} (is Redis running there?)`;
      return event.state === "lost"
        ? `\nlost the connection to ${where}: reconnecting`
        : `\nreconnected to ${where}: checking the outstanding matches`;
    case "requeued":
      return `\n${event.keys.length} matches were lost by Redis and are queued again`;
    case "rejected":
      return `\nthe result of ${shown(event.key)} did not verify (${event.reason}): ${event.again ? "played again" : "given up"}`;
    case "failed":
      return `\nthe job of ${shown(event.key)} failed (${inertText(event.message)}): no result`;
  }
}
