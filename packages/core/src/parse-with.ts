import { en } from "zod/locales";
import { type $ZodError, type $ZodErrorMap, type $ZodType, config, safeParse } from "zod/v4/core";
import { checkJsonValue, DEFAULT_VALUE_LIMITS, type JsonLimits } from "./json-limits.js";
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
