import { formatIssues } from "@rulekit/core";
import {
  type Action,
  type Issue,
  type Level,
  loadLevel,
  parseActions,
  type ReplayOutcome,
  validateLevel,
} from "@rulekit/reactor";
import { ruleFailure, usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { limitCode, readJsonFile } from "../../io/read-input.js";

export const issueLine = (issue: Issue): string => `${issue.location.path}: [${issue.code}] ${issue.message}`;

/**
 * Reads a level file. Not a V1 level at all (unreadable, not JSON, prototype-shaped, another format,
 * structurally malformed) is bad input (exit 2); a V1 level with validation errors is a rule failure (exit 1)
 * because errors block running.
 */
export function readLevel(path: string): { level: Level; warnings: Issue[] } {
  const loaded = loadLevel(readLevelFile(path), { validate: false });
  if (!loaded.ok) {
    const { error } = loaded;
    const detail =
      error.kind === "invalid-level" && error.issues.length > 0
        ? formatIssues(error.issues, 3)
        : error.message;
    const code = (error.kind === "invalid-level" && limitCode(error.issues)) || error.kind;
    throw usageError(`${path}: ${error.kind}: ${detail}`, { loadError: error }, { code, path });
  }
  const report = validateLevel(loaded.level);
  if (!report.ok) {
    throw ruleFailure(
      `${path}: invalid level: ${report.errors.length} validation error(s); first: ${issueLine(report.errors[0]!)}`,
      { valid: false, errors: report.errors, warnings: report.warnings },
      { code: "invalid", path },
    );
  }
  return { level: loaded.level, warnings: report.warnings };
}

/** A level file's JSON (the Reactor level size cap). */
export const readLevelFile = (path: string): unknown => readJsonFile(path, INPUT_FORMATS.reactorLevel);

/** Reads an action list: a bare JSON array of actions or a `reactor-actions` file. */
export function readActions(path: string): { actions: Action[]; expect?: string } {
  const parsed = parseActions(readJsonFile(path, INPUT_FORMATS.reactorActions));
  if (!parsed.ok)
    throw usageError(
      `${path}: not a reactor action list: ${formatIssues(parsed.issues, 3)}`,
      { issues: parsed.issues },
      { code: limitCode(parsed.issues) ?? "invalid_input", path },
    );
  return parsed.value;
}

/** The one-line failure of a recorded action list that was refused part-way. */
export function refusedLine(actionsPath: string, refused: NonNullable<ReplayOutcome["refused"]>): string {
  return `${actionsPath}: action ${refused.index + 1} (${JSON.stringify(refused.action)}) refused: ${refused.code}: ${refused.message}`;
}
