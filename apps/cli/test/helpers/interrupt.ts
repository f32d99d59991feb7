import { expect } from "vitest";
import { type StartedRun, startCli } from "./run-cli.js";

/**
 * Runs `rulekit args` and sends it Ctrl-C (a real SIGINT) once its stderr matches `ready` (a progress
 * line of work under way: no sleeping, no clock); fails if it ends before that, or runs past two minutes.
 */
export async function interruptWhen(args: string[], ready: RegExp): Promise<StartedRun> {
  let sent = false;
  const run = await startCli(
    args,
    (stderr, child) => {
      if (!sent && ready.test(stderr)) sent = child.kill("SIGINT");
    },
    { timeoutMs: 120_000 },
  );
  if (!sent)
    throw new Error(`'${args.join(" ")}' ended before it was interrupted (exit ${run.code}):\n${run.stderr}`);
  return run;
}

/**
 * How every long command ends on Ctrl-C: its own exit (not killed by the signal) with code 130, one
 * last line on stderr (`line`), no stack trace, nothing on stdout, or under --json only the error document.
 */
export function expectInterrupted(run: StartedRun, line: string, json = false): void {
  expect(run.timedOut, run.stderr).toBe(false);
  expect(run.signal, run.stderr).toBeNull();
  expect(run.code, run.stderr).toBe(130);
  expect(run.stderr.trimEnd().split("\n").at(-1)).toBe(line);
  expect(run.stderr).not.toMatch(/\n\s+at |Error:/);
  if (json)
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: "interrupted", message: line.replace(/^rulekit: /, "") },
    });
  else expect(run.stdout).toBe("");
}
