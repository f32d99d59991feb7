import { loadLevel, validateLevel } from "@rulekit/reactor";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { ruleFailure, usageError } from "../../io/errors.js";
import { printResult, writeText } from "../../io/output.js";
import { issueLine, readLevelFile, TUTORIAL_HELP } from "./load.js";

export function registerValidateCommand(group: Command): void {
  jsonCommand(
    group,
    "validate <level>",
    "check a Reactor Maintenance V1 level: every validation error and warning",
  )
    .addHelpText("after", TUTORIAL_HELP)
    .addHelpText(
      "after",
      "\nExit 0 when valid (warnings are listed), 1 with every error (JSON path, code, message), 2 when the file\nis unreadable or not a V1 level at all (prototype-shaped, another format or version).",
    )
    .action((path: string, opts: { json?: boolean }) => {
      const data = readLevelFile(path);
      const loaded = loadLevel(data, { validate: false });
      // Not an object at all, or another format: not a V1 level (exit 2), as for the other commands.
      const notALevel = typeof data !== "object" || data === null || Array.isArray(data);
      if (!loaded.ok && (loaded.error.kind === "unsupported-format" || notALevel)) {
        throw usageError(
          `${path}: ${loaded.error.kind}: ${loaded.error.message}`,
          { valid: false, loadError: loaded.error },
          { code: notALevel ? "invalid_input" : "unsupported-format", path },
        );
      }
      // Malformed V1 data is reported like any other validation error (code "malformed", with its path).
      const report = validateLevel(loaded.ok ? loaded.level : stripEnvelope(data));
      if (!report.ok) {
        if (!opts.json) {
          for (const e of report.errors) writeText(process.stdout, `error   ${issueLine(e)}\n`);
          for (const w of report.warnings) writeText(process.stdout, `warning ${issueLine(w)}\n`);
        }
        throw ruleFailure(
          `${path}: ${report.errors.length} validation error(s); first: ${issueLine(report.errors[0]!)}`,
          { valid: false, errors: report.errors, warnings: report.warnings },
          { code: "invalid", path },
        );
      }
      printResult(
        opts,
        {
          valid: true,
          level: loaded.ok ? loaded.level.meta.id : null,
          errors: [],
          warnings: report.warnings,
        },
        (r) =>
          [
            `${path}: valid level '${r.level}'${r.warnings.length ? ` with ${r.warnings.length} warning(s)` : ""}`,
            ...r.warnings.map((w) => `warning ${issueLine(w)}`),
          ].join("\n"),
      );
    });
}

function stripEnvelope(data: unknown): unknown {
  if (typeof data !== "object" || data === null) return data;
  const { format: _format, version: _version, ...rest } = data as Record<string, unknown>;
  return rest;
}
