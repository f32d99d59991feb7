import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const CLI_BIN = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `rulekit` binary (or `bin`, a copy of it) as a user would (a real process), optionally feeding stdin. */
export function runCli(
  args: string[],
  options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number; bin?: string } = {},
): CliRun {
  const spawnOptions: SpawnSyncOptions = {
    cwd: options.cwd ?? REPO_ROOT,
    input: options.input ?? "",
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...options.env },
    timeout: options.timeout ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  };
  const result = spawnSync(process.execPath, [options.bin ?? CLI_BIN, ...args], spawnOptions);
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** Parses stdout of a `--json` run, with the whole run in the error message when it is not JSON. */
export function jsonOf(run: CliRun): any {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}
