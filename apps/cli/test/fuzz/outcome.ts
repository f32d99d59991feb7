import { expect } from "vitest";
import type { CliRun } from "../helpers/run-cli.js";

/**
 * What every command must do with any input: exit 0, 1 or 2 (3 is a bug), a failure as one
 * `rulekit:` line on stderr with no stack trace, and under --json exactly one JSON document on
 * stdout — the result, or `{ "error": { code, message, path? } }` for a failure.
 */
export function expectCleanOutcome(run: CliRun, json: boolean): void {
  expect([0, 1, 2], `exit ${run.code}: ${run.stderr}`).toContain(run.code);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  if (run.code !== 0) {
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines.at(-1)).toMatch(/^rulekit: /);
    if (json) expect(lines).toHaveLength(1);
  }
  if (json) {
    const document = JSON.parse(run.stdout);
    if (run.code !== 0) {
      expect(document.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  }
}
