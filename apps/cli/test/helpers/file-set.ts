import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HOLD_ENV, HOLD_LINE } from "../../src/io/write-file-set.js";
import { type StartedRun, startCli } from "./run-cli.js";

/** A folder's file names and their text (hidden temporary files included). */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

/**
 * Runs `rulekit args`, a command that writes a set of `total` files, held by the test hook once
 * `held` of them are written to temporary files, and sends it Ctrl-C (a real SIGINT) at that moment.
 * Fails if the command ends without holding there.
 */
export async function interruptWhileWriting(
  args: string[],
  held: number,
  total: number,
): Promise<StartedRun> {
  let sent = false;
  const run = await startCli(
    args,
    (stderr, child) => {
      if (!sent && stderr.includes(`${HOLD_LINE} after ${held} of ${total}`)) sent = child.kill("SIGINT");
    },
    { env: { [HOLD_ENV]: String(held) }, timeoutMs: 120_000 },
  );
  if (!sent)
    throw new Error(`'${args.join(" ")}' ended before it was interrupted (exit ${run.code}):\n${run.stderr}`);
  return run;
}

/** The lines of stderr besides the test hook's own. */
export const stderrLines = (stderr: string) =>
  stderr
    .trimEnd()
    .split("\n")
    .filter((line) => !line.startsWith(HOLD_LINE));
