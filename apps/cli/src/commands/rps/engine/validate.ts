import { boardDims, parseRuleSet } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { ruleFailure } from "../../../io/errors.js";
import { printResult } from "../../../io/output.js";
import { readJsonFile } from "../../../io/read-input.js";

/** `rulekit rps rules validate <file>`: exit 0 when the RuleSet is valid, 1 with every issue when not. */
export function registerRulesCommands(group: Command): void {
  const rules = group.command("rules").description("RuleSet files: validate");
  jsonCommand(
    rules,
    "validate <file>",
    "check a RuleSet file; every problem is listed with its JSON path",
  ).action((file: string, options: { json?: boolean }) => {
    const result = parseRuleSet(readJsonFile(file));
    if (!result.ok) {
      const lines = result.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n");
      if (!options.json) process.stderr.write(`${file}: ${result.issues.length} problem(s):\n${lines}\n`);
      throw ruleFailure(`${file}: invalid RuleSet (${result.issues.length} problem(s))`, {
        file,
        valid: false,
        issues: result.issues,
      });
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
