import { expect } from "vitest";
import { type Issue, type IssueCode, type Level, validateLevel } from "../../src/index.js";

export const codesOf = (issues: Issue[]): string[] => issues.map((i) => i.code);

/** The errors of a level (any JSON value): the report is not ok exactly when there are some. */
export function errorsOf(level: unknown): Issue[] {
  const report = validateLevel(level);
  expect(report.ok).toBe(report.errors.length === 0);
  for (const e of report.errors) expect(e.severity).toBe("error");
  return report.errors;
}

/** The one error a level that breaks one rule gives: it must be the report's only error. */
export function onlyError(level: unknown): Issue {
  const errors = errorsOf(level);
  expect(codesOf(errors)).toHaveLength(1);
  return errors[0]!;
}

/** The errors of one code. */
export const errorsWith = (level: unknown, code: IssueCode): Issue[] =>
  errorsOf(level).filter((e) => e.code === code);

/** The warnings of a level without errors (each with severity "warning"). */
export function warningsOf(level: Level): Issue[] {
  const report = validateLevel(level);
  expect(report.errors).toEqual([]);
  expect(report.ok).toBe(true);
  for (const w of report.warnings) expect(w.severity).toBe("warning");
  return report.warnings;
}

/** The warnings of one code on a level without errors. */
export const warningsWith = (level: Level, code: IssueCode): Issue[] =>
  warningsOf(level).filter((w) => w.code === code);
