import { expect } from "vitest";
import { type CliRun, runCli } from "../helpers/run-cli.js";

export interface BadInputRow {
  /** What the row feeds in, for the test name. */
  what: string;
  args: string[];
  exit: 1 | 2;
  /** The `error.code` of the --json document, when the row pins it. */
  code?: string;
  input?: string;
  cwd?: string;
}

/**
 * Runs a row through the built CLI with --json: the exit code, one `rulekit:` line on stderr with no
 * stack trace, and exactly one JSON document on stdout — the error document — and in well under the
 * timeout (a FIFO or /dev/zero must be refused at once, not read).
 */
export function expectRefusal(row: BadInputRow): CliRun {
  const started = performance.now();
  const run = runCli([...row.args, "--json"], { input: row.input, cwd: row.cwd, timeout: 30_000 });
  const context = `${row.what}: exit ${run.code}\n${run.stderr}${run.stdout.slice(0, 400)}`;
  expect(run.code, context).toBe(row.exit);
  expect(run.stderr, context).toMatch(/^rulekit: [^\n]+\n$/);
  expect(run.stderr, context).not.toMatch(/\bat .+:\d+:\d+/);
  const document = JSON.parse(run.stdout);
  expect(document.error, context).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  if (row.code) expect(document.error.code, context).toBe(row.code);
  expect(performance.now() - started, context).toBeLessThan(10_000);
  return run;
}
