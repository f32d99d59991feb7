import {
  checkJsonValue,
  type ParseResult,
  parseJsonText,
  parseWith,
  type ValidationIssue,
} from "@rulekit/core";
import { LEVEL_FORMAT, LEVEL_VERSION } from "../constants.js";
import type { Issue } from "../validation/types.js";
import { validateLevel } from "../validation/validate.js";
import { type Level, LevelSchema } from "./schema.js";

/** Bounds for level text given to `loadLevel` (far above the largest level: 256 × 256 with every layer). */
export const LEVEL_TEXT_LIMITS = { maxDepth: 64, maxChars: 4 * 1024 * 1024 } as const;

/** A level file as stored on disk: the V1 envelope followed by the level's fields. */
export type LevelFile = { format: typeof LEVEL_FORMAT; version: typeof LEVEL_VERSION } & Level;

/** @deprecated The error of the deprecated {@link loadLevel}; {@link parseLevel} reports issues instead. */
export type LoadError =
  | { kind: "unsupported-format"; message: string }
  | { kind: "invalid-level"; message: string; issues: ValidationIssue[] };

/** @deprecated The result of the deprecated {@link loadLevel}; {@link parseLevel} returns a `ParseResult`. */
export type LoadResult = { ok: true; level: Level; warnings: Issue[] } | { ok: false; error: LoadError };

/**
 * Top-level names only prototype-era files carry (pipes, pressure systems, generators, global meltdown and
 * stability meters, an actions-per-turn wrapper, a cell list), compared without case. The prototype's
 * serializer also wrote PascalCase keys (`Version`, `Hazards`, …); V1 keys are always camelCase.
 */
const PROTOTYPE_NAMES = new Set([
  "pipes",
  "pressuresystems",
  "generators",
  "meltdown",
  "stability",
  "actionsperturn",
  "grid",
  "cells",
]);

function prototypeKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => PROTOTYPE_NAMES.has(key.toLowerCase()) || /^[A-Z]/.test(key));
}

/** The file form of a level (a plain JSON value); load(serialize(level)) deep-equals level. */
export function serializeLevel(level: Level): LevelFile {
  return { format: LEVEL_FORMAT, version: LEVEL_VERSION, ...level };
}

/** The file text: two-space JSON with a trailing newline. */
export function serializeLevelText(level: Level): string {
  return `${JSON.stringify(serializeLevel(level), null, 2)}\n`;
}

export type SaveResult =
  | { ok: true; text: string; file: LevelFile; warnings: Issue[] }
  | { ok: false; errors: Issue[]; warnings: Issue[] };

/** Validates and serializes; refuses to save a level with validation errors. */
export function saveLevel(level: Level): SaveResult {
  const report = validateLevel(level);
  if (!report.ok) return { ok: false, errors: report.errors, warnings: report.warnings };
  return {
    ok: true,
    text: serializeLevelText(level),
    file: serializeLevel(level),
    warnings: report.warnings,
  };
}

/** A value from the file for a message: a primitive as JSON (cut short), anything else by its type. */
function shown(value: unknown): string {
  if (value === null || ["string", "number", "boolean"].includes(typeof value))
    return JSON.stringify(value).slice(0, 60);
  return Array.isArray(value) ? "an array" : typeof value;
}

function envelopeError(data: unknown): LoadError | null {
  // Bounded first: the envelope names values from the file, and a value nested thousands deep would
  // overflow whatever prints it.
  const bounded = checkJsonValue(data);
  if (!bounded.ok)
    return {
      kind: "invalid-level",
      message: `the level ${bounded.issues[0]!.message}`,
      issues: bounded.issues,
    };
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return {
      kind: "invalid-level",
      message: "a level file must be a JSON object",
      issues: [{ path: "$", code: "invalid_type", message: "expected an object" }],
    };
  }
  const record = data as Record<string, unknown>;
  const prototype = prototypeKeys(record);
  const listed = prototype.map((k) => `"${k}"`).join(", ");
  if (record.format !== LEVEL_FORMAT && prototype.length > 0) {
    return {
      kind: "unsupported-format",
      message: `prototype-shaped level (has ${listed}); only "format": "${LEVEL_FORMAT}", "version": ${LEVEL_VERSION} files are supported and prototype files are not migrated`,
    };
  }
  if (record.format === undefined) {
    return {
      kind: "unsupported-format",
      message: `not a Reactor Maintenance V1 level: missing "format": "${LEVEL_FORMAT}"`,
    };
  }
  if (record.format !== LEVEL_FORMAT) {
    return {
      kind: "unsupported-format",
      message: `unsupported format ${shown(record.format)}; expected "${LEVEL_FORMAT}"`,
    };
  }
  if (record.version !== LEVEL_VERSION) {
    return {
      kind: "unsupported-format",
      message: `unsupported version ${shown(record.version)}; only version ${LEVEL_VERSION} is supported`,
    };
  }
  if (prototype.length > 0) {
    return {
      kind: "unsupported-format",
      message: `prototype-shaped level (has ${listed}) despite the V1 envelope`,
    };
  }
  return null;
}

/** Options of {@link parseLevel}. */
export interface ParseLevelOptions {
  /**
   * Run `validateLevel` too (default true): a level with validation errors is refused with every
   * error as an issue, and its warnings come back in `warnings`. `false` checks the envelope and the
   * V1 structure only (an editor opening a level that does not validate yet) and gives no warnings.
   */
  validate?: boolean;
}

/**
 * Reads a level file — JSON text or the parsed value — the one loader of the engine contract:
 * `{ ok: true, value, warnings }` with the level (without the envelope) and the warnings of
 * `validateLevel`, or `{ ok: false, issues }` with every issue and its JSON path. Prototype-shaped or
 * foreign files are one `unsupported-format` issue at `$`; text over 4 MiB characters or nested over
 * 64 deep is refused before it is parsed; malformed V1 files and, unless `validate: false`, levels with
 * validation errors list every issue.
 */
export function parseLevel(input: unknown, options: ParseLevelOptions = {}): ParseResult<Level, Issue> {
  const read = readLevel(input, options.validate ?? true);
  if (read.ok) return { ok: true, value: read.level, warnings: read.warnings };
  return { ok: false, issues: read.issues };
}

/**
 * Loads a level file (text or parsed JSON) into the older `{ ok, level, warnings }` / `{ ok: false,
 * error: { kind, message } }` shape.
 *
 * @deprecated Use {@link parseLevel}, which takes the same input and options and answers in the shape
 * every engine shares: `{ ok: true, value, warnings }` or `{ ok: false, issues }` (an unsupported
 * format is the issue with code `unsupported-format`). `loadLevel` goes away in the next minor version.
 */
export function loadLevel(input: unknown, options: { validate?: boolean } = {}): LoadResult {
  const read = readLevel(input, options.validate ?? true);
  return read.ok
    ? { ok: true, level: read.level, warnings: read.warnings }
    : { ok: false, error: read.error };
}

type ReadResult =
  | { ok: true; level: Level; warnings: Issue[] }
  | { ok: false; error: LoadError; issues: ValidationIssue[] };

function refusedWith(error: LoadError, issues?: ValidationIssue[]): ReadResult {
  const all =
    issues ??
    (error.kind === "invalid-level"
      ? error.issues
      : [{ path: "$", code: error.kind, message: error.message }]);
  return { ok: false, error, issues: all };
}

function readLevel(input: unknown, validate: boolean): ReadResult {
  let data = input;
  if (typeof input === "string") {
    // Bounded: text over 4 MiB characters or nested over 64 deep is refused before it is parsed.
    const parsed = parseJsonText(input, LEVEL_TEXT_LIMITS);
    if (!parsed.ok) {
      const issue = parsed.issues[0]!;
      const invalidJson = issue.code === "invalid_json";
      const message = invalidJson
        ? issue.message.replace(/^is not valid JSON \((.*)\)$/s, "not valid JSON: $1")
        : `the text ${issue.message}`;
      // The older loadLevel listed no issue for text that is not JSON (its message says it all).
      return refusedWith(
        { kind: "invalid-level", message, issues: invalidJson ? [] : parsed.issues },
        parsed.issues,
      );
    }
    data = parsed.value;
  }
  const envelope = envelopeError(data);
  if (envelope) return refusedWith(envelope);
  const { format: _f, version: _v, ...rest } = data as Record<string, unknown>;
  const parsed = parseWith(LevelSchema, rest);
  if (!parsed.ok) {
    return refusedWith({
      kind: "invalid-level",
      // Stryker disable next-line OptionalChaining: a failed parse has at least one issue (zod reports one per problem, the bounds check one)
      message: `malformed V1 level: ${parsed.issues[0]?.path}: ${parsed.issues[0]?.message}`,
      issues: parsed.issues,
    });
  }
  if (!validate) return { ok: true, level: parsed.value, warnings: [] };
  const report = validateLevel(parsed.value);
  if (!report.ok) {
    const first = report.errors[0]!;
    return refusedWith({
      kind: "invalid-level",
      message: `${report.errors.length} validation error(s), first: ${first.message}`,
      issues: report.errors.map((e) => ({ path: e.location.path, code: e.code, message: e.message })),
    });
  }
  return { ok: true, level: parsed.value, warnings: report.warnings };
}
