import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { RULES_OPTION_HELP } from "../engine/load-rules.js";
import { arenaAction, collect } from "./arena-action.js";

export interface MatchFlags {
  bot: string[];
  rules?: string;
  seed?: string;
  limits?: string;
  out?: string;
  json?: boolean;
}

export function registerMatch(group: Command): void {
  jsonCommand(group, "match", "play one match between two bots in the sandbox (--out keeps its replay)")
    .option(
      "--bot <dir>",
      "a bot folder (ott.json + bot/); give it twice, the first moves first",
      collect,
      [],
    )
    .option("--rules <file|name>", RULES_OPTION_HELP, "classic")
    .option("--seed <seed>", "the setup seed (default: a random one, printed)")
    .option("--limits <file|json>", "override protocol limits, e.g. '{\"moveCpuMs\":200}'")
    .option("--out <replay.json>", "write the match's replay to this file (default: not written)")
    .addHelpText(
      "after",
      `
Each move runs in a fresh bubblewrap sandbox (no network, read-only view, private /tmp, no new
processes) under the protocol limits. A bot fault (bot_crash, cpu_timeout, …) loses the match; an
infrastructure failure replays it with the same seed (at most twice more).
A bot folder that is refused (a symbolic link, a file name that could pass for an option or holds
control characters, a bad ott.json) is bad usage: nothing is played. Text a bot controls (names,
stderr, compiler messages) is printed with control characters escaped.
Exit codes: 0 the match was played (whatever the result) · 1 aborted by infrastructure failures ·
2 bad usage (a folder that is not a bot or is refused, an invalid RuleSet) · 130 stopped by Ctrl-C
(one line; no replay written, no sandbox left running)`,
    )
    .action(arenaAction("rulekit rps match", async () => (await import("./match-action.js")).matchAction));
}
