import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type AcquireAnswer =
  | {
      ok: true;
      commit: string | null;
      sourceHash: string;
      language: string;
      /** rps-arena's snapshot text: verified again (verifySnapshot) before it is stored. */
      snapshot: string;
      kept: string[];
      dropped: string[];
    }
  | { ok: false; kind: "refused" | "infrastructure"; message: string };

export interface AcquireRequest {
  source: { kind: "git"; url: string } | { kind: "folder"; dir: string };
  ref: string;
  folderLabel: string;
  maxBytes: number;
  timeoutMs: number;
  /** The address the git host was checked at: git reaches it and nothing else (no redirect either). */
  pinnedAddress?: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const FROM_SOURCE = import.meta.url.endsWith(".ts");

/** The worker script: beside this file in src/ (run through tsx), beside the bundle in dist/. */
function workerCommand(): { args: string[]; cwd: string } {
  if (FROM_SOURCE) {
    return {
      args: ["--import", "tsx", "--conditions=@rulekit/source", join(HERE, "acquire-worker.ts")],
      cwd: join(HERE, "..", ".."),
    };
  }
  return { args: [join(HERE, "acquire-worker.js")], cwd: HERE };
}

/**
 * Takes a submission in, in a child process (acquire-worker): git and the submission rules never
 * block the service. The child is killed after the fetch deadline plus a margin; its answer is
 * bounded by what a snapshot may hold.
 */
export function acquireInChild(request: AcquireRequest): Promise<AcquireAnswer> {
  const { args, cwd } = workerCommand();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = "";
    const limit = 64 * 1024 * 1024;
    const timer = setTimeout(() => child.kill("SIGKILL"), request.timeoutMs + 30_000);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) child.kill("SIGKILL");
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({
        ok: false,
        kind: "infrastructure",
        message: `cannot start the intake process: ${error.message}`,
      });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(Buffer.concat(out).toString("utf8")) as AcquireAnswer);
      } catch {
        resolve({
          ok: false,
          kind: "infrastructure",
          // Its stderr may name the server's paths: not shown to the competitor.
          message: `the intake process ended without an answer (${signal ?? `exit ${code}`}${stderr ? ", see the service's log" : ""})`,
        });
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(request));
  });
}
