import { en } from "zod/locales";
import { type $ZodError, type $ZodErrorMap, type $ZodType, config, safeParse } from "zod/v4/core";
import { checkJsonValue, DEFAULT_VALUE_LIMITS, type JsonLimits, parseJsonText } from "./json-limits.js";
import { formatJsonPath, type ParseResult, type ValidationIssue } from "./validation.js";

export function zodIssues(error: $ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: formatJsonPath(issue.path),
    code: issue.code,
    message: issue.message,
  }));
}

let english: $ZodErrorMap | undefined;

/**
 * The messages of zod's classic build (which installs the English locale), for schemas on `zod/mini`
 * (which installs none and says only "Invalid input"). A custom or locale error map the application
 * configured globally still wins.
 */
const messages: $ZodErrorMap = (issue) => {
  const global = config();
  english ??= en().localeError;
  return global.customError?.(issue) ?? global.localeError?.(issue) ?? english(issue);
};

/**
 * Parses with a zod schema (classic or mini) and reports every issue with its JSON path instead of throwing. The value
 * is walked first, without recursion, against `limits` (by default 64 levels and a million values):
 * an over-deep, cyclic or enormous value is one `too_deep` / `too_large` issue, not a stack overflow
 * inside zod or whatever recursive code reads the value next.
 */
export function parseWith<T>(
  schema: $ZodType<T>,
  data: unknown,
  limits: JsonLimits = DEFAULT_VALUE_LIMITS,
): ParseResult<T> {
  const bounded = checkJsonValue(data, limits);
  if (!bounded.ok) return bounded;
  const result = safeParse(schema, data, { error: messages });
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

/**
 * The JSON value of parser input that may still be text: a string is parsed (bounded by `limits`;
 * bad text is one `invalid_json`, `too_deep` or `too_large` issue at `$`), anything else is the value
 * itself. Only for formats whose top level is an object or an array, where a string is never a value.
 */
export function jsonValueOf(input: unknown, limits: JsonLimits = DEFAULT_VALUE_LIMITS): ParseResult<unknown> {
  return typeof input === "string" ? parseJsonText(input, limits) : { ok: true, value: input };
}

/**
 * {@link parseWith} for input given as JSON text or as a value already parsed (what every engine's
 * file parser accepts: `parseLevel(text)` and `parseLevel(JSON.parse(text))` give the same result).
 */
export function parseInput<T>(
  schema: $ZodType<T>,
  input: unknown,
  limits: JsonLimits = DEFAULT_VALUE_LIMITS,
): ParseResult<T> {
  const data = jsonValueOf(input, limits);
  return data.ok ? parseWith(schema, data.value, limits) : data;
}
