import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
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
import { defaultDataDir } from "../../../io/shipped-data.js";

/** Built-in RuleSets that `--rules` accepts by name instead of a file path (every rps command). */
export const BUILTIN_RULES: Record<string, RuleSet> = {
  classic: CLASSIC_V2,
  "classic-v2": CLASSIC_V2,
  "classic-v1": CLASSIC_V1,
};

const BUILTIN_NAMES = Object.keys(BUILTIN_RULES).join(", ");
const SHIPPED_RULES_DIR_HELP = "the RuleSets in @rulekit/levels (rps-grid/*.json, or ./levels/rps-grid)";

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

/** The shipped RuleSets a name stands for, for help texts. */
export const SHIPPED_RULES_HELP = `${BUILTIN_NAMES}, or another of ${SHIPPED_RULES_DIR_HELP} by name, e.g. terrain-7x11`;

/** The help of every `--rules` option. */
export const RULES_OPTION_HELP = `a RuleSet file, or a shipped one by name: ${SHIPPED_RULES_HELP}`;

/** A word that can only be a shipped RuleSet's name (a file name without folder or `.json`). */
const RULE_SET_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * `--rules <file|name>` → a valid RuleSet, or a one-line usage error. A name is a built-in Classic
 * RuleSet (`classic` is Classic v2) or, when no file of that name exists, `rps-grid/<name>.json` of the
 * shipped data.
 */
export function loadRules(spec: string): { source: string; rules: RuleSet } {
  const builtin = BUILTIN_RULES[spec];
  if (builtin) return { source: spec, rules: builtin };
  const path = RULE_SET_NAME.test(spec) && !existsSync(spec) ? shippedRuleSetPath(spec) : spec;
  return { source: path, rules: expectKind(path, "RuleSet", parseRuleSet(readRuleSetFile(path))) };
}

/** `rps-grid/<name>.json` of the shipped data; a name with no such file is a usage error listing the names. */
function shippedRuleSetPath(name: string): string {
  const dir = defaultDataDir("rps-grid");
  const path = join(dir, `${name}.json`);
  if (existsSync(path)) return path;
  const names = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
  const known = [...Object.keys(BUILTIN_RULES), ...names.filter((n) => !(n in BUILTIN_RULES))];
  throw usageError(`${name}: no such file, nor a shipped RuleSet (${known.join(", ")})`, undefined, {
    code: "not_found",
    path: name,
  });
}

/** A RuleSet given inline in an input document (`{ rules: {…} | "classic" }`); Classic when there is none. */
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
  if (value === undefined) return CLASSIC_V2;
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
