import type { z } from "zod";

/** One problem found in input data: where (a JSON path like `$.nodes[3].starfish`), what, and a code. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

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

export function zodIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: formatJsonPath(issue.path),
    code: issue.code,
    message: issue.message,
  }));
}

/** Parses with a zod schema and reports every issue with its JSON path instead of throwing. */
export function parseWith<T>(schema: z.ZodType<T>, data: unknown): ParseResult<T> {
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
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
