import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ARENA = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServeProcess {
  child: ChildProcess;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves once it listens; rejects with what it said if it exits first. */
  listening: Promise<void>;
  /** Everything it wrote on stderr so far. */
  said(): string;
}

/**
 * `rulekit-arena serve --data <dataDir> --port <port> …args` from the sources, in a process group of its
 * own (so a kill -9 of the group takes its bots too), with `env` added to this process's environment.
 */
export function serveProcess(
  dataDir: string,
  port: number,
  args: string[] = [],
  env: Record<string, string> = {},
): ServeProcess {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=@rulekit/source",
      "src/bin.ts",
      "serve",
      "--data",
      dataDir,
      "--port",
      String(port),
      ...args,
    ],
    { cwd: ARENA, detached: true, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } },
  );
  let said = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    said += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stderr!.on("data", () => {
      if (said.includes("listening on")) resolve();
    });
    void exited.then((code) => reject(new Error(`the service exited (${code}): ${said}`)));
  });
  // Only awaited for a service meant to start: one that is refused is not an unhandled rejection.
  listening.catch(() => {});
  return { child, exited, listening, said: () => said };
}

/** kill -9 of its whole process group (the service and the bots it runs); resolves once it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGKILL");
  await exited;
}
