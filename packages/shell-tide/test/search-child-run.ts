import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { SearchCall, SearchOutcome } from "./search-child.js";

const child = fileURLToPath(new URL("./search-child.ts", import.meta.url));

/**
 * The outcome of each call, run in a child process (search-child.ts) that is killed if it is still
 * running after `killAfterMs` (far above what the calls take, so a loaded machine does not decide it):
 * a call that loops again fails the test with that message instead of hanging the test file.
 */
export function runSearchCalls(calls: SearchCall[], killAfterMs = 120_000): SearchOutcome[] {
  const run = spawnSync(process.execPath, ["--conditions=@rulekit/source", "--import", "tsx", child], {
    input: JSON.stringify(calls),
    encoding: "utf8",
    timeout: killAfterMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0)
    throw new Error(
      `the search's calls did not finish (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr.slice(0, 2000)}`,
    );
  return JSON.parse(run.stdout) as SearchOutcome[];
}
