import { parseWith } from "@rulekit/core";
import { resolveBalance } from "../balance/resolve.js";
import type { Balance } from "../balance/schema.js";
import { type Level, LevelSchema } from "../level/schema.js";
import { levelTopology } from "../topology/cache.js";
import { IssueList } from "./issue.js";
import { checkNetworks } from "./network.js";
import { checkHazards, checkLeaks, checkProps, checkRobot } from "./placement.js";
import { checkRules } from "./rules.js";
import { checkStaticAnalysis } from "./static-analysis.js";
import { checkStructure } from "./structure.js";
import { ISSUE_CODES, type ValidationReport } from "./types.js";
import { checkWarnings } from "./warnings.js";

/**
 * Validates a level (a `Level` or any JSON value): every error and warning of the design, each with a
 * code, a message and a location (JSON path plus cell / prop / leak / event when it is about one).
 * Errors block running and saving; warnings do not.
 */
export function validateLevel(input: unknown): ValidationReport {
  const issues = new IssueList();
  const parsed = parseWith(LevelSchema, input);
  if (!parsed.ok) {
    for (const i of parsed.issues) {
      // The path is the issue's location; the message says what is wrong there.
      issues.error(ISSUE_CODES.malformed, i.message, { path: i.path });
    }
    return report(issues);
  }
  const level = parsed.value;
  let balance: Balance | null = null;
  const resolved = resolveBalance(level.balance);
  if (resolved.ok) balance = resolved.value;
  else {
    // The overrides passed the level schema (strict objects), so every issue here is inside the balance: its
    // path is never the bare root.
    for (const i of resolved.issues) {
      issues.error(ISSUE_CODES.balanceInvalid, `balance ${i.path.slice(1)}: ${i.message}`, {
        path: `$.balance${i.path.slice(1)}`,
      });
    }
  }
  if (!checkStructure(level, issues)) return report(issues);
  checkRobot(level, balance, issues);
  checkHazards(level, issues);
  checkProps(level, issues);
  checkLeaks(level, issues);
  const topology = levelTopology(level);
  checkNetworks(level, topology, issues);
  checkRules(level, issues);
  if (issues.errors.length === 0 && balance) {
    checkWarnings(level as Level, balance, topology, issues);
    checkStaticAnalysis(level as Level, balance, topology, issues);
  }
  return report(issues);
}

function report(issues: IssueList): ValidationReport {
  return { ok: issues.errors.length === 0, errors: issues.errors, warnings: issues.warnings };
}
