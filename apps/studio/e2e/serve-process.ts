import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const STUDIO = fileURLToPath(new URL("../", import.meta.url));

/** A loopback port the OS says is free right now (asked synchronously, in a child process). */
export function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

export interface ServeRun {
  child: ChildProcess;
  url: string;
  /** Everything the server wrote so far (stdout and stderr). */
  output(): string;
  /** The exit code (null after a signal). */
  exit: Promise<number | null>;
  /** Polls /api/health until it answers `{ ok: true }`; throws with the server's output if it stops or times out. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 30 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `pnpm start`'s server (scripts/serve.mjs) in a child process on `port` (a free one by default).
 * `fromSources` runs it with the workspace packages' sources (tsx), as the service's own tests do, so a
 * build beside the test cannot empty a `dist/` under a running match.
 */
export function startServe(
  args: string[],
  options: { env?: Record<string, string>; port?: number; fromSources?: boolean } = {},
): ServeRun {
  const port = options.port ?? freePort();
  const loader = options.fromSources ? ["--conditions=@rulekit/source", "--import", "tsx"] : [];
  const child = spawn(process.execPath, [...loader, "scripts/serve.mjs", "--port", String(port), ...args], {
    cwd: STUDIO,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    output: () => log,
    exit,
    async ready(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server stopped:\n${log}`);
        const health = await fetch(`${url}/api/health`).then(
          (r) => r.json() as Promise<{ ok?: boolean }>,
          () => null,
        );
        if (health?.ok) return;
        if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        await exit;
        clearTimeout(timer);
      }
      return exit;
    },
  };
}
