import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type SubmitReport, SubmitUsageError, submitBot } from "@rulekit/rps-arena";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { inertErrors, shown, shownMessage } from "./inert-output.js";
import { loadBots, loadLimits } from "./inputs.js";
import type { SubmitFlags } from "./submit-command.js";

/**
 * The greedy Python sample (the repository's bots/python-greedy), which the build copies next to the CLI's
 * chunks so an npm install has it too.
 */
const DEFAULT_REFERENCE = fileURLToPath(new URL("./reference-bot/python-greedy", import.meta.url));

/** The action of `rulekit rps submit`. */
export const submitAction = inertErrors(async (source: string, flags: SubmitFlags) => {
  if (flags.into === undefined) throw usageError("give the folder to store the snapshot in with --into DIR");
  const referenceDir = flags.reference ?? DEFAULT_REFERENCE;
  if (flags.reference === undefined && !existsSync(referenceDir)) {
    throw usageError(`no reference bot at ${referenceDir}: give one with --reference DIR`);
  }
  const [reference] = loadBots([referenceDir], 1);
  const limits = loadLimits(flags.limits);
  let report: SubmitReport;
  try {
    report = await submitBot({
      source,
      ref: flags.ref,
      into: flags.into,
      reference: reference!,
      seed: flags.seed,
      limits,
    });
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
