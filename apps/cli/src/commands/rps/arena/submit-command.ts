import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type SubmitReport, SubmitUsageError, submitBot } from "@rulekit/rps-arena";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { inertErrors, shown, shownMessage } from "./inert-output.js";
import { loadBots, loadLimits } from "./inputs.js";

interface SubmitFlags {
  ref?: string;
  into?: string;
  reference?: string;
  seed: string;
  limits?: string;
  json?: boolean;
}

/**
 * The greedy Python sample (the repository's bots/python-greedy), which the build copies next to the CLI's
 * chunks so an npm install has it too.
 */
const DEFAULT_REFERENCE = fileURLToPath(new URL("./reference-bot/python-greedy", import.meta.url));

export function registerSubmit(group: Command): void {
  jsonCommand(
    group,
    "submit",
    "take a bot in from git or a folder, store its snapshot and play its two check games",
  )
    .argument(
      "<git-url-or-folder>",
      "a git URL (file://, https://, ssh://), a local git repository, or a bot folder",
    )
    .option("--ref <ref>", "the branch, tag or commit to take (git sources; default HEAD)")
    .option(
      "--into <dir>",
      "a new (or empty) folder for the snapshot: ott.json, bot/, submission.json, checks/",
    )
    .option(
      "--reference <dir>",
      "the reference bot of the check games (default: the greedy Python sample shipped with the CLI)",
    )
    .option("--seed <seed>", "the check games' seed", "check")
    .option("--limits <file|json>", "override protocol limits, e.g. '{\"moveCpuMs\":200}'")
    .addHelpText(
      "after",
      `
A submission is a repository (or folder) with ott.json at its root and its code in bot/. It is
fetched with git (one commit, nothing checked out, no hook run, at most 64 MiB), checked with the
arena's submission rules (names, depth, sizes; a symbolic link or a submodule anywhere in bot/ or
as ott.json is refused), and only the language's source files in bot/ are kept (.py; .cpp and
headers; .js/.mjs/.cjs). The snapshot is stored in --into with its source hash and commit id
(--into is then a bot folder for 'rps tournament --bot'), and the two check games are played:
Classic against the reference bot, once from each side, replays in <into>/checks/.
Exit codes: 0 accepted (the check games were played without a fault of the submission, whoever
won) · 1 refused, does not build, faulted in a check game, or no result (infrastructure_error) ·
2 bad usage (no such repository or ref, --into not empty)`,
    )
    .action(
      inertErrors(async (source: string, flags: SubmitFlags) => {
        if (flags.into === undefined)
          throw usageError("give the folder to store the snapshot in with --into DIR");
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
      }),
    );
}

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
