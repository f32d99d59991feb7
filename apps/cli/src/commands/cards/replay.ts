import {
  LOG_FORMAT,
  type LogCheck,
  parseMatchLog,
  parseRunLog,
  verifyMatchLog,
  verifyRunLog,
} from "@rulekit/card-combat";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { ruleFailure, usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { printResult } from "../../io/output.js";
import { expectKind, readJsonFile } from "../../io/read-input.js";

export function registerReplayCommand(group: Command): void {
  jsonCommand(group, "replay", "replay a run or match log and check it reaches the recorded final state")
    .argument("<log.json>", "a log written by 'rulekit cards run' or exported by the studio")
    .addHelpText(
      "after",
      "\nExit 0 when the replay matches the recorded hashes, 1 when it does not, 2 on a bad file.",
    )
    .action((file: string, opts: { json?: boolean }) => {
      const data = readJsonFile(file, INPUT_FORMATS.cardsLog);
      const format = (data as { format?: unknown } | null)?.format;
      let report: LogCheck & { kind: "run" | "match"; outcome: string };
      if (format === LOG_FORMAT.run) {
        const log = expectKind(file, "card-combat run log", parseRunLog(data));
        const { state: s, ...check } = verifyRunLog(log);
        report = {
          kind: "run",
          ...check,
          outcome: s.summary
            ? `run ${s.summary.outcome}, ${s.summary.fightsWon} fight(s) won`
            : `run in progress (${s.phase})`,
        };
      } else if (format === LOG_FORMAT.match) {
        const log = expectKind(file, "card-combat match log", parseMatchLog(data));
        const { state: s, ...check } = verifyMatchLog(log);
        report = {
          kind: "match",
          ...check,
          outcome:
            s.status === "over"
              ? s.winner === null
                ? `draw after turn ${s.turn}`
                : `${s.players[s.winner].name} won on turn ${s.turn}`
              : `in progress at turn ${s.turn}`,
        };
      } else {
        throw usageError(
          `${file}: not a card-combat log (format must be ${LOG_FORMAT.run} or ${LOG_FORMAT.match})`,
          undefined,
          { code: "invalid_input", path: file },
        );
      }
      if (!report.ok)
        throw ruleFailure(`${file}: replay does not match: ${report.problem}`, report, {
          code: "mismatch",
          path: file,
        });
      printResult(
        opts,
        report,
        (r) => `${file}: verified ${r.kind} log (${r.steps} steps): ${r.outcome}; final state ${r.stateHash}`,
      );
    });
}
