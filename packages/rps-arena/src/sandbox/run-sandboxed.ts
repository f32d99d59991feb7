import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import type { Readable } from "node:stream";
import { buildBwrapArgs, type SandboxSpec } from "./bwrap-args.js";
import { parseSupervisorReport, type SupervisorReport } from "./supervisor-report.js";

export interface RunOptions {
  /** Written to the process's stdin, then stdin is closed. */
  stdin: string;
  /** stdout + stderr bytes allowed; one byte more and the sandbox is killed. */
  outputLimitBytes: number;
  /**
   * Host-side wall bound in ms (a backstop: the supervisor enforces the real limit first). When it
   * fires the whole sandbox is killed.
   */
  backstopMs: number;
  /** The bwrap executable (default `bwrap` on PATH). */
  bwrap?: string;
}

export interface SandboxRun {
  /** The supervisor's report, or null when the sandbox ended without one. */
  report: SupervisorReport | null;
  /** Captured output, at most `outputLimitBytes` bytes of each stream. */
  stdout: Buffer;
  stderr: Buffer;
  /** stdout + stderr bytes seen (counting stops once the limit is crossed and the sandbox killed). */
  outputBytes: number;
  /** Why the runner killed the sandbox itself, if it did. */
  killedBy: "output" | "backstop" | null;
  /** bwrap's own exit. */
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** Host wall time from spawn to the end of all output, in ms. */
  hostWallMs: number;
  /** A failure to start the sandbox at all (bwrap missing, spawn error). */
  spawnError: string | null;
}

/**
 * Runs one process in a fresh bubblewrap sandbox and collects everything about it. Never rejects
 * and never hangs: output beyond the limit or a stuck sandbox kills the whole process group
 * (bwrap's pid namespace dies with it).
 */
export function runSandboxed(spec: SandboxSpec, options: RunOptions): Promise<SandboxRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const stdoutChunks: Buffer[] = [];
    const stderrChunks: Buffer[] = [];
    const kept = { stdout: 0, stderr: 0 };
    let outputBytes = 0;
    let reportText = "";
    let killedBy: SandboxRun["killedBy"] = null;
    let spawnError: string | null = null;
    let settled = false;

    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(options.bwrap ?? "bwrap", buildBwrapArgs(spec), {
        stdio: ["pipe", "pipe", "pipe", "pipe"],
        detached: true,
        env: {},
      });
    } catch (error) {
      resolve(emptyRun(`cannot start bwrap: ${(error as Error).message}`, started));
      return;
    }

    const killAll = (reason: "output" | "backstop") => {
      if (killedBy === null) killedBy = reason;
      killTree(child.pid);
    };
    const backstop = setTimeout(() => killAll("backstop"), options.backstopMs);

    const collect = (stream: Readable | null, chunks: Buffer[], which: "stdout" | "stderr") => {
      stream?.on("data", (chunk: Buffer) => {
        if (killedBy === "output") return;
        outputBytes += chunk.length;
        const room = options.outputLimitBytes - kept[which];
        if (room > 0) {
          const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
          chunks.push(part);
          kept[which] += part.length;
        }
        if (outputBytes > options.outputLimitBytes) killAll("output");
      });
      stream?.on("error", () => {});
    };
    collect(child.stdout, stdoutChunks, "stdout");
    collect(child.stderr, stderrChunks, "stderr");
    const reportStream = child.stdio[3] as Readable | null;
    reportStream?.setEncoding("utf8");
    reportStream?.on("data", (text: string) => {
      if (reportText.length < 4096) reportText += text;
    });
    reportStream?.on("error", () => {});

    // A bot that never reads stdin, or exits first, must not crash the runner (EPIPE).
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.stdin);

    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(backstop);
      resolve({
        report: parseSupervisorReport(reportText),
        stdout: Buffer.concat(stdoutChunks),
        stderr: Buffer.concat(stderrChunks),
        outputBytes,
        killedBy,
        exitCode: code,
        exitSignal: signal,
        hostWallMs: performance.now() - started,
        spawnError,
      });
    };
    child.on("error", (error) => {
      spawnError = `cannot start bwrap: ${error.message}`;
      if (child.pid === undefined) finish(null, null);
    });
    child.on("close", finish);
  });
}

function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    // bwrap leads its own process group (detached); its sandbox dies with it (--die-with-parent, pid ns).
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function emptyRun(spawnError: string, started: number): SandboxRun {
  return {
    report: null,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    outputBytes: 0,
    killedBy: null,
    exitCode: null,
    exitSignal: null,
    hostWallMs: performance.now() - started,
    spawnError,
  };
}
