import { InfrastructureError, runTournament, TournamentMismatchError } from "@rulekit/rps-arena";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { createProgress, type Progress } from "../../../io/progress.js";
import { loadRules } from "../engine/load-rules.js";
import { describeMatch, formatStandings } from "./format.js";
import { inertErrors } from "./inert-output.js";
import { collect, loadEntrants, loadLimits, prepareOutFolder } from "./inputs.js";

interface TournamentFlags {
  bot: string[];
  games: number;
  concurrency: number;
  out: string;
  rules?: string;
  seed: string;
  limits?: string;
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
    .addHelpText(
      "after",
      `
Every finished match is appended to <out>/results.jsonl and its replay written to <out>/replays/ at
once: run the same command again after an interruption and only the missing matches are played.
On resume each recorded result is checked against its replay; one that does not verify is set
aside in <out>/results.rejected.jsonl and played again. Results without <out>/tournament.json are
refused. A bot folder that is refused (a symbolic link, a bad file name, a bad ott.json) still
takes part and loses each of its matches with bot_error.
Standings: 1 point per win, ½ per draw; a fault is a loss; an infrastructure failure is no result.`,
    )
    .action(
      inertErrors(async (flags: TournamentFlags) => {
        const submissions = loadEntrants(flags.bot, 2);
        const { rules } = loadRules(flags.rules ?? "classic");
        const limits = loadLimits(flags.limits);
        prepareOutFolder(flags.out);
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
