// Nothing here imports zod: the studio loads this module with every page, and zod (parse-with.ts) only with
// the pages that parse.

/** One problem found in input data: where (a JSON path like `$.nodes[3].starfish`), what, and a code. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * What every Rulekit parser returns: the value, or every issue with its JSON path. A parser that also
 * checks softer rules lists what it found in `warnings` (a value with warnings is still usable).
 */
export type ParseResult<T, Warning = ValidationIssue> =
  | { ok: true; value: T; warnings?: Warning[] }
  | { ok: false; issues: ValidationIssue[] };

/** `["nodes", 3, "starfish"]` → `$.nodes[3].starfish`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = "$";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/**
 * A value from outside, for a message: its type, with a short form of a primitive — `the string "0"`,
 * `the number 1.5`, `true`, `null`, `an array`, `an object`. Never recursive, so any value is safe.
 */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case "number":
      return `the number ${String(value)}`;
    case "bigint":
      return "a bigint";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return "an object";
  }
}

/** Human summary: `$.a.b: message; $.c: message (+3 more)`. */
export function formatIssues(issues: readonly ValidationIssue[], max = 5): string {
  const shown = issues.slice(0, max).map((i) => `${i.path}: ${i.message}`);
  const more = issues.length > max ? ` (+${issues.length - max} more)` : "";
  return shown.join("; ") + more;
}

/** Thrown by loaders that prefer exceptions; carries every issue so callers can list them. */
export class RulekitValidationError extends Error {
  readonly kind: string;
  readonly issues: ValidationIssue[];
  constructor(kind: string, issues: ValidationIssue[]) {
    super(`invalid ${kind}: ${formatIssues(issues)}`);
    this.name = "RulekitValidationError";
    this.kind = kind;
    this.issues = issues;
  }
}
