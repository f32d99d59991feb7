import { type ChildProcess, type SpawnSyncOptions, spawn, spawnSync } from "node:child_process";
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

/** A run of {@link startCli}: also the signal that ended it, if one did, and whether its time ran out. */
export interface StartedRun extends Omit<CliRun, "code"> {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed (SIGKILL) because it had not exited after `timeoutMs`. */
  timedOut: boolean;
}

/**
 * Starts the built binary as a real process without waiting for it (stdin closed): `onStderr` sees its
 * stderr so far at each chunk, with the process to signal; `onStart` sees the process once started.
 * With `timeoutMs` it is killed (and reported `timedOut`) if it has not exited by then. Resolves once
 * it has exited.
 */
export function startCli(
  args: string[],
  onStderr: (stderr: string, child: ChildProcess) => void = () => {},
  options: {
    timeoutMs?: number;
    onStart?: (child: ChildProcess) => void;
    env?: NodeJS.ProcessEnv;
    /** In a process group of its own (signal `-pid` to reach it and its children, as a terminal does). */
    ownGroup?: boolean;
  } = {},
): Promise<StartedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: options.ownGroup === true,
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill("SIGKILL");
          }, options.timeoutMs);
    options.onStart?.(child);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      onStderr(stderr, child);
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

/** Parses stdout of a `--json` run, with the whole run in the error message when it is not JSON. */
export function jsonOf(run: CliRun): any {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}
