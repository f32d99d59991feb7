import { boardDims, parseRuleSet } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { ruleFailure } from "../../../io/errors.js";
import { printResult, writeText } from "../../../io/output.js";
import { limitCode } from "../../../io/read-input.js";
import { readRuleSetFile } from "./load-rules.js";

/** `rulekit rps rules validate <file>`: exit 0 when the RuleSet is valid, 1 with every issue when not. */
export function registerRulesCommands(group: Command): void {
  const rules = group.command("rules").description("RuleSet files: validate");
  jsonCommand(rules, "validate <file>", "check a RuleSet file; every problem is listed with its JSON path")
    .addHelpText(
      "after",
      "\nExit 0 when valid; 1 with every problem (JSON path and message, on stdout); 2 when the file cannot be\nread, is not JSON or is not a RuleSet at all (an array, a replay, …).",
    )
    .action((file: string, options: { json?: boolean }) => {
      const result = parseRuleSet(readRuleSetFile(file));
      if (!result.ok) {
        // The list is the command's result (stdout); the one-line error follows on stderr.
        if (!options.json) {
          for (const issue of result.issues) writeText(process.stdout, `${issue.path}: ${issue.message}\n`);
        }
        const first = result.issues[0]!;
        throw ruleFailure(
          `${file}: invalid RuleSet, ${result.issues.length} problem(s); first: ${first.path}: ${first.message}`,
          { file, valid: false, issues: result.issues },
          { code: limitCode(result.issues) ?? "invalid", path: file },
        );
      }
      const value = result.value;
      const { rows, cols } = boardDims(value);
      printResult(
        options,
        { file, valid: true, id: value.id, version: value.version, rows, cols },
        (r) => `${file}: valid RuleSet '${r.id}' (version ${r.version}, ${r.rows}×${r.cols})`,
      );
    });
}
