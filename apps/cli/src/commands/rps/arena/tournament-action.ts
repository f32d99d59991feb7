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
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { createProgress, type Progress } from "../../../io/progress.js";
import { loadRules } from "../engine/load-rules.js";
import { describeMatch, formatRatings, formatStandings } from "./format.js";
import { inertErrors, shown } from "./inert-output.js";
import { loadEntrants, loadLimits, prepareOutFolder } from "./inputs.js";
import type { TournamentFlags } from "./tournament-command.js";

/** The action of `rulekit rps tournament`. */
export const tournamentAction = inertErrors(async (flags: TournamentFlags) => {
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
    note("some matches have no result (infrastructure_error): run the same command again to retry them");
    process.exitCode = 1;
  }
});

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
