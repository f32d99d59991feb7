import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type SubmitReport, SubmitUsageError, submitBot } from "@rulekit/rps-arena";
import { interrupted, ruleFailure, usageError } from "../../../io/errors.js";
import { whileInterruptible } from "../../../io/interrupt.js";
import { note, printResult } from "../../../io/output.js";
import { inertErrors, shown, shownMessage } from "./inert-output.js";
import { loadBots, loadLimits } from "./inputs.js";
import type { SubmitFlags } from "./submit-command.js";

/**
 * The greedy Python sample (the repository's bots/python-greedy), which the build copies next to the CLI's
 * chunks so an npm install has it too.
 */
const DEFAULT_REFERENCE = fileURLToPath(new URL("./reference-bot/python-greedy", import.meta.url));

const SUBMIT_STOPPED = interrupted("the submission was stopped; nothing was stored");

/** The action of `rulekit rps submit`. */
export const submitAction = inertErrors(async (source: string, flags: SubmitFlags) => {
  if (flags.into === undefined) throw usageError("give the folder to store the snapshot in with --into DIR");
  const referenceDir = flags.reference ?? DEFAULT_REFERENCE;
  if (flags.reference === undefined && !existsSync(referenceDir)) {
    throw usageError(`no reference bot at ${referenceDir}: give one with --reference DIR`);
  }
  const [reference] = loadBots([referenceDir], 1);
  const limits = loadLimits(flags.limits);
  const into = flags.into;
  let report: SubmitReport;
  try {
    // Ctrl-C: submitBot kills the sandbox under way, deletes the bots' copies and takes back what it
    // stored in --into; then one line and exit 130.
    report = await whileInterruptible(SUBMIT_STOPPED, (signal) =>
      submitBot({ source, ref: flags.ref, into, reference: reference!, seed: flags.seed, limits, signal }),
    );
  } catch (error) {
    if (error instanceof SubmitUsageError) throw usageError(error.message);
    throw error;
  }
  if (report.status !== "accepted") {
    if (!flags.json) note(formatReport(report));
    throw ruleFailure(`submission ${report.status.replace("_", " ")}: ${report.reason ?? ""}`, report);
  }
  printResult(flags, report, formatReport);
});

function formatReport(report: SubmitReport): string {
  const lines = [
    `${shown(report.name ?? report.source)}: ${report.status}${report.commit ? ` (commit ${report.commit.slice(0, 12)})` : ""}`,
  ];
  if (report.reason) lines.push(`reason: ${shownMessage(report.reason)}`);
  if (report.sourceHash) {
    lines.push(`stored in ${shown(report.into)}: ${report.files.length} source files, ${report.sourceHash}`);
  }
  if (report.dropped.length > 0) {
    lines.push(
      `left out (not ${shown(report.language ?? "")} source): ${report.dropped.map((p) => shown(p)).join(", ")}`,
    );
  }
  for (const check of report.checks) {
    const fault = check.fault ? ` — ${check.fault.code}: ${shownMessage(check.fault.message)}` : "";
    lines.push(
      `check game moving ${check.side === 0 ? "first " : "second"}: ${check.outcome} (${shown(check.reason ?? "")}) after ${check.moves} moves${fault}; replay ${shown(join(report.into, check.replay))}`,
    );
  }
  return lines.join("\n");
}
