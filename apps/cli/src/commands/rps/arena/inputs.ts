import { mkdirSync, statSync } from "node:fs";
import { parseWith } from "@rulekit/core";
import {
  type Entrant,
  inertText,
  isRefused,
  loadEntrant,
  loadSubmission,
  type Submission,
  SubmissionError,
} from "@rulekit/rps-arena";
import { DEFAULT_LIMITS, type Limits, LimitsSchema } from "@rulekit/rps-grid";
import { usageError } from "../../../io/errors.js";
import { note } from "../../../io/output.js";
import { expectKind, parseJsonText, readJsonFile } from "../../../io/read-input.js";

/**
 * Bot folders → submissions, for `rps match`: a folder that is not a submission, or one that is
 * refused (a link, a bad name, a bad ott.json), is a usage error naming it and the problem (exit 2).
 */
export function loadBots(dirs: readonly string[], min: number): Submission[] {
  checkCount(dirs, min);
  return dirs.map((dir) => {
    try {
      return loadSubmission(dir);
    } catch (error) {
      if (error instanceof SubmissionError) throw notABot(dir, error);
      throw error;
    }
  });
}

/**
 * Bot folders → tournament entrants: a path that is not a folder is a usage error (exit 2), but a
 * folder whose content is refused takes part and loses each of its matches with `bot_error` (said
 * on stderr), so one bad submission does not stop a tournament.
 */
export function loadEntrants(dirs: readonly string[], min: number): Entrant[] {
  checkCount(dirs, min);
  return dirs.map((dir) => {
    let entrant: Entrant;
    try {
      entrant = loadEntrant(dir);
    } catch (error) {
      if (error instanceof SubmissionError) throw notABot(dir, error);
      throw error;
    }
    if (isRefused(entrant)) {
      note(
        `${inertText(dir)}: refused (${entrant.refused}); ${entrant.name} loses each of its matches with bot_error`,
      );
    }
    return entrant;
  });
}

function checkCount(dirs: readonly string[], min: number): void {
  if (dirs.length < min) throw usageError(`give at least ${min} bots with --bot DIR (got ${dirs.length})`);
}

const notABot = (dir: string, error: SubmissionError) =>
  usageError(`${inertText(dir)}: not a bot submission: ${error.message}`);

const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS);

/**
 * Protocol limits: the defaults, overridden by a JSON file or inline JSON (`--limits '{"moveCpuMs":200}'`).
 * An unknown name is refused (a typo would otherwise leave the default silently in force).
 */
export function loadLimits(value: string | undefined): Limits {
  if (value === undefined) return { ...DEFAULT_LIMITS };
  const source = value.trim().startsWith("{") ? "--limits" : value;
  const data = source === "--limits" ? parseJsonText(value, "--limits") : readJsonFile(value);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw usageError(`${source}: expected a JSON object of limits`);
  }
  const unknown = Object.keys(data).filter((key) => !LIMIT_NAMES.includes(key));
  if (unknown.length > 0) {
    throw usageError(`${source}: unknown limit '${unknown[0]}' (known: ${LIMIT_NAMES.join(", ")})`);
  }
  return expectKind(source, "limits object", parseWith(LimitsSchema, { ...DEFAULT_LIMITS, ...data }));
}

/** Creates the tournament folder (or checks it is one) before anything is played. */
export function prepareOutFolder(path: string): void {
  if (kindOf(path) === "other") throw usageError(`${path}: is a file, expected a tournament folder`);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw usageError(`${path}: cannot create the tournament folder: ${(error as Error).message}`);
  }
}

function kindOf(path: string): "folder" | "other" | "missing" {
  try {
    return statSync(path).isDirectory() ? "folder" : "other";
  } catch {
    return "missing";
  }
}
