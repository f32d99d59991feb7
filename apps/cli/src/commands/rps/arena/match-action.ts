import { randomBytes } from "node:crypto";
import { inertRecord, inertText, type MatchRecord, playMatch } from "@rulekit/rps-arena";
import { interrupted, ruleFailure, usageError } from "../../../io/errors.js";
import { whileInterruptible } from "../../../io/interrupt.js";
import { note, printResult } from "../../../io/output.js";
import { checkOutputPath, writeJsonAtomic } from "../../../io/write-file.js";
import { loadRules } from "../engine/load-rules.js";
import { formatMatch, matchJson } from "./format.js";
import { inertErrors, shown } from "./inert-output.js";
import { loadBots, loadLimits } from "./inputs.js";
import type { MatchFlags } from "./match-command.js";

const MATCH_STOPPED = interrupted("the match was stopped; nothing was written");

/** `rulekit rps match`: plays the match; the replay is written only where --out says. */
export const matchAction = inertErrors(async (flags: MatchFlags) => {
  if (flags.bot.length !== 2)
    throw usageError(`give exactly two bots with --bot DIR (got ${flags.bot.length})`);
  const submissions = loadBots(flags.bot, 2);
  const { rules } = loadRules(flags.rules ?? "classic");
  const limits = loadLimits(flags.limits);
  const seed = flags.seed ?? randomBytes(6).toString("hex");
  const out = flags.out ?? null;
  // Before anything is played: a device, a FIFO, a folder or a missing folder is refused now.
  if (out !== null) checkOutputPath(out, "the replay");
  // Ctrl-C: playMatch kills the sandbox under way and deletes the bots' copies, then one line and exit 130.
  // The first line comes only once Ctrl-C is ours: a signal right after it must not find the default action.
  const played: MatchRecord = await whileInterruptible(MATCH_STOPPED, (signal) => {
    if (!flags.json) {
      note(`match ${shown(submissions[0]!.name)} vs ${shown(submissions[1]!.name)}, seed ${shown(seed)}`);
    }
    return playMatch({
      submissions: [submissions[0]!, submissions[1]!],
      rules,
      seed,
      limits,
      signal,
      onEvent: (event) => {
        if (event.type === "attempt_failed") {
          note(`infrastructure failure (attempt ${event.attempt}): ${inertText(event.message)}`);
        }
      },
    });
  });
  // Names, stderr tails and compiler messages are the bots': inert before they are written or shown.
  const record = inertRecord(played);
  if (out !== null) writeJsonAtomic(out, record.replay, "the replay");
  const value = matchJson(record, out);
  if (record.replay.result.winReason === "infrastructure_error") {
    throw ruleFailure(
      `match aborted after ${record.attempts} attempts (infrastructure_error): ${record.infrastructureErrors.at(-1) ?? "unknown"}`,
      value,
    );
  }
  printResult(flags, value, () => formatMatch(record, out));
});
