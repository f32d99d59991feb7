import { vi } from "vitest";
import { run } from "../../src/program.js";
import type { CliRun } from "./run-cli.js";

/**
 * Runs `rulekit …` inside the test process (the same `run` bin.ts calls), capturing stdout and
 * stderr: milliseconds per command instead of a Node start, for the fuzz tests' thousands of cases.
 * The bad-input table runs the built binary as a real process instead (run-cli.ts).
 */
export async function runInProcess(args: string[]): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const capture = (sink: (text: string) => void) => (chunk: unknown) => {
    sink(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture((t) => (stdout += t)));
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture((t) => (stderr += t)));
  try {
    const code = await run(["node", "rulekit", ...args]);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.exitCode = undefined;
  }
}
