import { existsSync } from "node:fs";
import { join } from "node:path";
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
import { limitCode, readJsonFile, readJsonInFolder } from "../../io/read-input.js";
import { defaultDataDir } from "../../io/shipped-data.js";

/** A level of the tutorial series (`pack.json`), with its recorded winning and losing action lists. */
export interface TutorialLevel {
  /** The level file's path. */
  path: string;
  solution?: string;
  losing?: string;
}

/** The Reactor tutorial: ./levels/reactor when it has a pack.json, else the shipped one. */
export function tutorialDir(): string {
  return defaultDataDir("reactor", "pack.json");
}

/** A tutorial level by number (`3`, `level-3`, `tutorial-3`) or by its file's name (`03-doors`). */
const TUTORIAL_NAME = /^(?:(?:tutorial-|level-)?0?([1-9]\d*)|\d\d-[a-z0-9-]+)$/;

/**
 * A level argument: a file, or a level of the tutorial series by number (`3`, `level-3`, `tutorial-3`) or
 * by its file's name without `.json` (`03-doors`) when no file of that name exists.
 */
export function resolveLevelArg(arg: string): { path: string; tutorial?: TutorialLevel } {
  const name = TUTORIAL_NAME.exec(arg);
  if (!name || existsSync(arg)) return { path: arg };
  const dir = tutorialDir();
  const pack = readJsonInFolder(dir, "pack.json", INPUT_FORMATS.other) as {
    levels?: { level: string; solution?: string; losing?: string }[];
  };
  const levels = Array.isArray(pack?.levels) ? pack.levels : [];
  const number = name[1];
  const entry = number ? levels[Number(number) - 1] : levels.find((l) => l.level === `${arg}.json`);
  if (!entry) {
    throw usageError(
      `${arg}: no such file, nor a tutorial level (1 … ${levels.length}, tutorial-1 … tutorial-${levels.length}, or ${levels[0]?.level.replace(/\.json$/, "") ?? "a level name"})`,
      undefined,
      { code: "not_found", path: arg },
    );
  }
  const at = (file: string | undefined) => (file ? join(dir, file) : undefined);
  return {
    path: join(dir, entry.level),
    tutorial: { path: join(dir, entry.level), solution: at(entry.solution), losing: at(entry.losing) },
  };
}

/** Help text of every command that takes a level. */
export const TUTORIAL_HELP =
  "\nThe level is a file, or a level of the shipped tutorial by number (3, level-3 or tutorial-3; 1 … 7) or by\nname (03-doors, …). A file of that name wins over the tutorial level.";

export const issueLine = (issue: Issue): string => `${issue.location.path}: [${issue.code}] ${issue.message}`;

/**
 * Reads a level file. Not a V1 level at all (unreadable, not JSON, prototype-shaped, another format,
 * structurally malformed) is bad input (exit 2); a V1 level with validation errors is a rule failure (exit 1)
 * because errors block running.
 */
export function readLevel(arg: string): { level: Level; warnings: Issue[] } {
  const { path } = resolveLevelArg(arg);
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

/** A level file's JSON (the Reactor level size cap); a tutorial level by name too. */
export const readLevelFile = (arg: string): unknown =>
  readJsonFile(resolveLevelArg(arg).path, INPUT_FORMATS.reactorLevel);

/**
 * `run --actions`: a file, or for a tutorial level given by name `solution` / `lose` (its recorded
 * lists, when no file of that name exists); without --actions a tutorial level runs its solution.
 */
export function resolveActionsArg(actions: string | undefined, tutorial: TutorialLevel | undefined): string {
  if (actions !== undefined && (existsSync(actions) || !tutorial)) return actions;
  const named =
    actions === undefined || actions === "solution"
      ? tutorial?.solution
      : actions === "lose"
        ? tutorial?.losing
        : actions;
  if (named === undefined)
    throw usageError(
      tutorial
        ? `--actions: this tutorial level has no recorded '${actions ?? "solution"}' list`
        : "give --actions <file> (a tutorial level given by name runs its solution without it)",
    );
  return named;
}

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
