import { type ParseResult, parseInput } from "@rulekit/core";
import { type Level, LevelSchema, levelRuleIssues } from "@rulekit/shell-tide";

/**
 * The engine's level parser, in a chunk of its own: the levels page imports it when a file is opened. A board
 * beyond the exact solver is opened too (as `parseLevel(data, { beyondSolver: "warn" })` does), since the
 * page explains its limits and what would bring it within them. This is that parse without its warning:
 * the warning's limit report counts a big ring's moves (about a second), and the inspector computes the
 * report in a worker instead (use-limit-report.ts), so opening a file never freezes the page.
 */
export function parseLevel(data: unknown): ParseResult<Level> {
  const shaped = parseInput(LevelSchema, data);
  if (!shaped.ok) return shaped;
  const issues = levelRuleIssues(shaped.value, { beyondSolver: "warn" });
  return issues.length > 0 ? { ok: false, issues } : shaped;
}
