import { randomBytes } from "node:crypto";
import { inertRecord, inertText, type MatchRecord, playMatch } from "@rulekit/rps-arena";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { checkOutputPath, defaultOutputPath, writeJsonAtomic } from "../../../io/write-file.js";
import { loadRules } from "../engine/load-rules.js";
import { formatMatch, matchJson } from "./format.js";
import { inertErrors, shown } from "./inert-output.js";
import { collect, loadBots, loadLimits } from "./inputs.js";

interface MatchFlags {
  bot: string[];
  rules?: string;
  seed?: string;
  limits?: string;
  out?: string;
  json?: boolean;
}

export function registerMatch(group: Command): void {
  jsonCommand(group, "match", "play one match between two bots in the sandbox and write its replay")
    .option(
      "--bot <dir>",
      "a bot folder (ott.json + bot/); give it twice, the first moves first",
      collect,
      [],
    )
    .option("--rules <file|classic>", "a RuleSet file, or classic / classic-v1 / classic-v2", "classic")
    .option("--seed <seed>", "the setup seed (default: a random one, printed)")
    .option("--limits <file|json>", "override protocol limits, e.g. '{\"moveCpuMs\":200}'")
    .option(
      "--out <replay.json>",
      "where to write the replay (default: rps-match-<seed>.json, or -2, -3, … when taken)",
    )
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
2 bad usage (a folder that is not a bot or is refused, an invalid RuleSet)`,
    )
    .action(
      inertErrors(async (flags: MatchFlags) => {
        if (flags.bot.length !== 2)
          throw usageError(`give exactly two bots with --bot DIR (got ${flags.bot.length})`);
        const submissions = loadBots(flags.bot, 2);
        const { rules } = loadRules(flags.rules ?? "classic");
        const limits = loadLimits(flags.limits);
        const seed = flags.seed ?? randomBytes(6).toString("hex");
        const out = flags.out ?? defaultOutputPath("rps-match", seed);
        // Before anything is played: a device, a FIFO, a folder or a missing folder is refused now.
        checkOutputPath(out, "the replay");
        if (!flags.json) {
          note(`match ${shown(submissions[0]!.name)} vs ${shown(submissions[1]!.name)}, seed ${shown(seed)}`);
        }
        const played: MatchRecord = await playMatch({
          submissions: [submissions[0]!, submissions[1]!],
          rules,
          seed,
          limits,
          onEvent: (event) => {
            if (event.type === "attempt_failed") {
              note(`infrastructure failure (attempt ${event.attempt}): ${inertText(event.message)}`);
            }
          },
        });
        // Names, stderr tails and compiler messages are the bots': inert before they are written or shown.
        const record = inertRecord(played);
        writeJsonAtomic(out, record.replay, "the replay");
        const value = matchJson(record, out);
        if (record.replay.result.winReason === "infrastructure_error") {
          throw ruleFailure(
            `match aborted after ${record.attempts} attempts (infrastructure_error): ${record.infrastructureErrors.at(-1) ?? "unknown"}`,
            value,
          );
        }
        printResult(flags, value, () => formatMatch(record, out));
      }),
    );
}
