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

export type LoadError =
  | { kind: "unsupported-format"; message: string }
  | { kind: "invalid-level"; message: string; issues: ValidationIssue[] };

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

/** Checks the envelope and the whole V1 structure (not the rules of validateLevel). */
export function parseLevel(data: unknown): ParseResult<Level> {
  const error = envelopeError(data);
  if (error) {
    return {
      ok: false,
      issues:
        error.kind === "invalid-level"
          ? error.issues
          : [{ path: "$", code: error.kind, message: error.message }],
    };
  }
  const { format: _f, version: _v, ...rest } = data as Record<string, unknown>;
  return parseWith(LevelSchema, rest);
}

/**
 * Loads a level file (text or parsed JSON). Prototype-shaped or foreign files give `unsupported-format`
 * (even when they say `Version: 1`); malformed V1 files and, unless `validate: false`, levels with
 * validation errors give `invalid-level` with every issue.
 */
export function loadLevel(input: unknown, options: { validate?: boolean } = {}): LoadResult {
  let data = input;
  if (typeof input === "string") {
    // Bounded: text over 4 MiB characters or nested over 64 deep is refused before it is parsed.
    const parsed = parseJsonText(input, LEVEL_TEXT_LIMITS);
    if (!parsed.ok) {
      const issue = parsed.issues[0]!;
      const message =
        issue.code === "invalid_json"
          ? issue.message.replace(/^is not valid JSON \((.*)\)$/s, "not valid JSON: $1")
          : `the text ${issue.message}`;
      return {
        ok: false,
        error: { kind: "invalid-level", message, issues: issue.code === "invalid_json" ? [] : parsed.issues },
      };
    }
    data = parsed.value;
  }
  const envelope = envelopeError(data);
  if (envelope) return { ok: false, error: envelope };
  const parsed = parseLevel(data);
  if (!parsed.ok) {
    return {
      ok: false,
      error: {
        kind: "invalid-level",
        // Stryker disable next-line OptionalChaining: a failed parse has at least one issue (zod reports one per problem, the bounds check one)
        message: `malformed V1 level: ${parsed.issues[0]?.path}: ${parsed.issues[0]?.message}`,
        issues: parsed.issues,
      },
    };
  }
  if (options.validate === false) return { ok: true, level: parsed.value, warnings: [] };
  const report = validateLevel(parsed.value);
  if (!report.ok) {
    const first = report.errors[0]!;
    return {
      ok: false,
      error: {
        kind: "invalid-level",
        message: `${report.errors.length} validation error(s), first: ${first.message}`,
        issues: report.errors.map((e) => ({ path: e.location.path, code: e.code, message: e.message })),
      },
    };
  }
  return { ok: true, level: parsed.value, warnings: report.warnings };
}
