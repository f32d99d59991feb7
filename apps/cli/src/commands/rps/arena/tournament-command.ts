import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { RULES_OPTION_HELP } from "../engine/load-rules.js";
import { arenaAction, collect } from "./arena-action.js";

export interface TournamentFlags {
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
    .requiredOption("--out <dir>", "the tournament folder: results.jsonl, replays/, summary.json")
    .option("--rules <file|name>", RULES_OPTION_HELP, "classic")
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
      arenaAction(
        "rulekit rps tournament",
        async () => (await import("./tournament-action.js")).tournamentAction,
      ),
    );
}
