import { formatIssues, type ValidationIssue } from "@rulekit/core";
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
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { expectKind, limitCode, pathOf, readJsonFile } from "../../../io/read-input.js";

/** Built-in RuleSets that `--rules` accepts by name instead of a file path (every rps command). */
export const BUILTIN_RULES: Record<string, RuleSet> = {
  classic: CLASSIC_V2,
  "classic-v2": CLASSIC_V2,
  "classic-v1": CLASSIC_V1,
};

const BUILTIN_NAMES = Object.keys(BUILTIN_RULES).join(", ");

/**
 * Whether loaded JSON is meant to be a RuleSet at all: an object with at least one of the fields
 * every RuleSet has, and not another Rulekit file (those carry a `format`). Anything else is the
 * wrong kind of file (exit 2), not an invalid RuleSet (exit 1).
 */
export function looksLikeRuleSet(data: unknown): boolean {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  if (keys.includes("format")) return false;
  return ["engine", "boardSize", "homes", "startingPositions"].some((key) => keys.includes(key));
}

/** Reads a RuleSet file; not a RuleSet at all → a one-line usage error naming the file. */
export function readRuleSetFile(path: string): unknown {
  const data = readJsonFile(path, INPUT_FORMATS.rpsRuleSet);
  if (!looksLikeRuleSet(data)) {
    throw usageError(
      `${path}: not a RuleSet file (expected an object with engine, boardSize, homes, …)`,
      undefined,
      { code: "invalid_input", path },
    );
  }
  return data;
}

/** `--rules <file|classic|classic-v1|classic-v2>` → a valid RuleSet, or a one-line usage error. */
export function loadRules(spec: string): { source: string; rules: RuleSet } {
  const builtin = BUILTIN_RULES[spec];
  if (builtin) return { source: spec, rules: builtin };
  return { source: spec, rules: expectKind(spec, "RuleSet", parseRuleSet(readRuleSetFile(spec))) };
}

/** A RuleSet given inline in an input document (`{ rules: {…} | "classic" }`). */
export function inlineRules(source: string, value: unknown): RuleSet {
  if (typeof value === "string") {
    const builtin = BUILTIN_RULES[value];
    if (!builtin)
      throw usageError(`${source}: unknown built-in rules '${value}' (${BUILTIN_NAMES})`, undefined, {
        code: "invalid_input",
        path: pathOf(source),
      });
    return builtin;
  }
  if (value === undefined)
    throw usageError(`${source}: missing 'rules'`, undefined, {
      code: "invalid_input",
      path: pathOf(source),
    });
  const result = parseRuleSet(value);
  if (!result.ok) {
    const issues = prefixed(result.issues, "rules");
    throw usageError(
      `${source}: not a valid RuleSet: ${formatIssues(issues, 3)}`,
      { issues },
      {
        code: limitCode(issues) ?? "invalid_input",
        path: pathOf(source),
      },
    );
  }
  return result.value;
}

/** JSON paths of a nested document: `$.x` → `$.<key>.x` (no key: unchanged). */
function prefixed(issues: ValidationIssue[], key: string): ValidationIssue[] {
  return key ? issues.map((i) => ({ ...i, path: i.path.replace(/^\$/, `$.${key}`) })) : issues;
}

/**
 * newGame / fromState with validation errors turned into one-line usage errors. `statePath` is
 * where the state sits in its source (`state` inside a trace input; empty for a state file).
 */
export function startGame(
  source: string,
  rules: RuleSet,
  options: { state?: unknown; seed?: string; statePath?: string },
): Game {
  try {
    if (options.state !== undefined) return fromState(rules, options.state, { seed: options.seed });
    if (options.seed === undefined)
      throw usageError(`${source}: give a 'seed' (or a 'state') to start from`, undefined, {
        code: "invalid_input",
        path: pathOf(source),
      });
    return newGame(rules, options.seed);
  } catch (error) {
    if (error instanceof RulekitValidationError) {
      const issues = prefixed(error.issues, options.statePath ?? "state");
      throw usageError(
        `${source}: not a valid ${error.kind}: ${formatIssues(issues, 3)}`,
        { issues },
        {
          code: limitCode(issues) ?? "invalid_input",
          path: pathOf(source),
        },
      );
    }
    throw error;
  }
}
