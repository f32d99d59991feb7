import { spawnSync } from "node:child_process";

export interface HostCommandResult {
  ok: boolean;
  status: number | null;
  stdout: string;
  stderr: string;
  error?: string;
}

/** Runs a trusted host tool (ldd, cc, a version probe) synchronously; never throws. */
export function runHostCommand(
  command: string,
  args: readonly string[],
  options: { timeoutMs?: number; cwd?: string } = {},
): HostCommandResult {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    timeout: options.timeoutMs ?? 60_000,
    cwd: options.cwd,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) {
    return { ok: false, status: null, stdout: "", stderr: "", error: result.error.message };
  }
  return {
    ok: result.status === 0,
    status: result.status,
    stdout: result.stdout ?? "",
    stderr: result.stderr ?? "",
  };
}

/** The absolute path of `command` on PATH, or null. */
export function whichCommand(command: string): string | null {
  const found = runHostCommand("sh", ["-c", `command -v "$0"`, command]);
  const path = found.stdout.trim();
  return found.ok && path.startsWith("/") ? path : null;
}
