import { parseWith } from "@rulekit/core";
import { loadSubmission, type Submission, SubmissionError } from "@rulekit/rps-arena";
import {
  CLASSIC_V2,
  DEFAULT_LIMITS,
  type Limits,
  LimitsSchema,
  parseRuleSet,
  type RuleSet,
} from "@rulekit/rps-grid";
import { usageError } from "../../../io/errors.js";
import { expectKind, parseJsonText, readJsonFile } from "../../../io/read-input.js";

/** Commander collector for repeatable options (`--bot A --bot B`). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Bot folders → submissions; a folder that is not a submission is a usage error naming it. */
export function loadBots(dirs: readonly string[], min: number): Submission[] {
  if (dirs.length < min) throw usageError(`give at least ${min} bots with --bot DIR (got ${dirs.length})`);
  return dirs.map((dir) => {
    try {
      return loadSubmission(dir);
    } catch (error) {
      if (error instanceof SubmissionError)
        throw usageError(`${dir}: not a bot submission: ${error.message}`);
      throw error;
    }
  });
}

/** `classic` (the shipped Classic v2 RuleSet) or a RuleSet file. */
export function loadRules(value: string | undefined): RuleSet {
  if (value === undefined || value === "classic") return CLASSIC_V2;
  return expectKind(value, "RuleSet", parseRuleSet(readJsonFile(value)));
}

/** Protocol limits: the defaults, overridden by a JSON file or inline JSON (`--limits '{"moveCpuMs":200}'`). */
export function loadLimits(value: string | undefined): Limits {
  if (value === undefined) return { ...DEFAULT_LIMITS };
  const source = value.trim().startsWith("{") ? "--limits" : value;
  const data = source === "--limits" ? parseJsonText(value, "--limits") : readJsonFile(value);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw usageError(`${source}: expected a JSON object of limits`);
  }
  return expectKind(source, "limits object", parseWith(LimitsSchema, { ...DEFAULT_LIMITS, ...data }));
}
