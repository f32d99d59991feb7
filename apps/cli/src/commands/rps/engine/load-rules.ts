import { formatIssues } from "@rulekit/core";
import {
  CLASSIC_V1,
  CLASSIC_V2,
  fromState,
  type Game,
  newGame,
  parseRuleSet,
  RulekitValidationError,
  type RuleSet,
} from "@rulekit/rps-grid";
import { usageError } from "../../../io/errors.js";
import { expectKind, readJsonFile } from "../../../io/read-input.js";

/** Built-in RuleSets that `--rules` accepts by name instead of a file path. */
export const BUILTIN_RULES: Record<string, RuleSet> = {
  classic: CLASSIC_V2,
  "classic-v2": CLASSIC_V2,
  "classic-v1": CLASSIC_V1,
};

/** `--rules <file|classic|classic-v1|classic-v2>` → a valid RuleSet, or a one-line usage error. */
export function loadRules(spec: string): { source: string; rules: RuleSet } {
  const builtin = BUILTIN_RULES[spec];
  if (builtin) return { source: spec, rules: builtin };
  return { source: spec, rules: expectKind(spec, "RuleSet", parseRuleSet(readJsonFile(spec))) };
}

/** A RuleSet given inline in an input document (`{ rules: {…} | "classic" }`). */
export function inlineRules(source: string, value: unknown): RuleSet {
  if (typeof value === "string") {
    const builtin = BUILTIN_RULES[value];
    if (!builtin)
      throw usageError(`${source}: unknown built-in rules '${value}' (classic, classic-v1, classic-v2)`);
    return builtin;
  }
  if (value === undefined) throw usageError(`${source}: missing 'rules'`);
  const result = parseRuleSet(value);
  if (!result.ok) {
    throw usageError(`${source}: not a valid RuleSet: ${formatIssues(prefixed(result.issues, "rules"), 3)}`, {
      issues: prefixed(result.issues, "rules"),
    });
  }
  return result.value;
}

function prefixed<T extends { path: string }>(issues: T[], key: string): T[] {
  return issues.map((i) => ({ ...i, path: i.path.replace(/^\$/, `$.${key}`) }));
}

/** newGame / fromState with validation errors turned into one-line usage errors. */
export function startGame(source: string, rules: RuleSet, options: { state?: unknown; seed?: string }): Game {
  try {
    if (options.state !== undefined) return fromState(rules, options.state, { seed: options.seed });
    if (options.seed === undefined) throw usageError(`${source}: give a 'seed' (or a 'state') to start from`);
    return newGame(rules, options.seed);
  } catch (error) {
    if (error instanceof RulekitValidationError) {
      const issues = prefixed(error.issues, "state");
      throw usageError(`${source}: not a valid ${error.kind}: ${formatIssues(issues, 3)}`, { issues });
    }
    throw error;
  }
}
