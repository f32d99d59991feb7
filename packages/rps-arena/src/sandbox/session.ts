import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import type { Readable, Writable } from "node:stream";
import { buildBwrapArgs, COMMAND_FD, INFO_FD, REPLY_FD, type SandboxSpec } from "./bwrap-args.js";
import { sandboxStopSignal } from "./stop-signal.js";
import { parseSupervisorReport, type SupervisorReport } from "./supervisor-report.js";

/** Per-run limits (the rlimits that do not change from run to run are in the SandboxSpec). */
export interface RunLimits {
  cpuMs: number;
  wallMs: number;
  /** stdout + stderr bytes allowed; one byte more and the process is killed. */
  outputBytes: number;
  /**
   * Host-side bound in ms (a backstop: the supervisor enforces the real limits first). When it
   * fires the whole sandbox is killed.
   */
  backstopMs: number;
}

export interface SandboxRun {
  /** The supervisor's report, or null when the sandbox ended (or was killed) without one. */
  report: SupervisorReport | null;
  /** Captured output, at most `outputBytes` bytes in all. */
  stdout: Buffer;
  stderr: Buffer;
  /** The file the spec asked to collect from /tmp (empty unless the run succeeded). */
  collected: Buffer;
  /** stdout + stderr bytes the process wrote (counting stops once it is killed). */
  outputBytes: number;
  /** The runner killed the whole sandbox itself (the supervisor did not answer in time). */
  killedBy: "backstop" | null;
  /** bwrap's exit when the sandbox ended during the run. */
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** Runner-side wall time from sending the command to the last byte of the reply. */
  hostWallMs: number;
  /** The sandbox could not be started or had already ended (bwrap missing, setup failure, …). */
  spawnError: string | null;
  /** What bwrap and the supervisor themselves printed (diagnostics for infrastructure failures). */
  sandboxStderr: string;
}

interface Pending {
  started: number;
  timer: NodeJS.Timeout;
  resolve: (run: SandboxRun) => void;
}

const EMPTY: Buffer = Buffer.alloc(0);
const STDERR_KEEP = 4096;

/**
 * One sandbox kept for a series of runs (a bot's container for a match): bwrap and the supervisor
 * start once, and every `run` is a fresh process inside, so per-move cost is a fork and an exec,
 * not a new set of namespaces. `run` never rejects and never hangs; `close` kills the sandbox (and
 * a run under way comes back as failed at once). Started under stopSandboxesOn, it is closed when
 * that signal aborts.
 */
export class SandboxSession {
  private readonly child: ReturnType<typeof spawn>;
  private readonly commands: Writable | null;
  private replies: Buffer = EMPTY;
  private pending: Pending | null = null;
  private ended: string | null = null;
  private exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
  private stderrText = "";
  private info = "";
  /** The sandbox's init (bwrap's child, in the host's pid namespace), once bwrap has said it. */
  private sandboxPid: number | null = null;
  private readonly stopSignal = sandboxStopSignal();
  private readonly onStop = () => this.close();

  constructor(spec: SandboxSpec, bwrap = "bwrap") {
    this.child = spawn(bwrap, buildBwrapArgs(spec), {
      stdio: ["ignore", "ignore", "pipe", "pipe", "pipe", "pipe"],
      detached: true,
      env: {},
    });
    this.commands = this.child.stdio[COMMAND_FD] as Writable | null;
    this.commands?.on("error", () => {});
    const replies = this.child.stdio[REPLY_FD] as Readable | null;
    replies?.on("data", (chunk: Buffer) => {
      this.replies = this.replies.length === 0 ? chunk : Buffer.concat([this.replies, chunk]);
      this.deliver();
    });
    replies?.on("error", () => {});
    const info = (this.child.stdio as unknown as (Readable | null)[])[INFO_FD] ?? null;
    info?.on("data", (chunk: Buffer) => {
      if (this.info.length < STDERR_KEEP) this.info += chunk.toString("utf8");
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(this.info)?.[1];
      if (pid && this.sandboxPid === null) {
        this.sandboxPid = Number(pid);
        // Closed before bwrap could say where its sandbox is: kill it now.
        if (this.ended !== null) this.kill();
      }
    });
    info?.on("error", () => {});
    this.child.stderr?.on("data", (chunk: Buffer) => {
      if (this.stderrText.length < STDERR_KEEP) this.stderrText += chunk.toString("utf8");
    });
    this.child.stderr?.on("error", () => {});
    this.child.on("error", (error) => this.end(`cannot start bwrap: ${error.message}`));
    // "close", not "exit": by then bwrap's own messages on stderr have all been read.
    this.child.on("close", (code, signal) => {
      this.exit = { code, signal };
      this.end(`the sandbox ended (bwrap ${signal ?? `exit ${code}`})`);
    });
    if (this.stopSignal?.aborted) this.close();
    else this.stopSignal?.addEventListener("abort", this.onStop, { once: true });
  }

  /** Runs the sandboxed program once with `stdin` as its input. */
  run(stdin: string, limits: RunLimits): Promise<SandboxRun> {
    const started = performance.now();
    if (this.ended !== null || this.pending !== null) {
      return Promise.resolve(this.failedRun(started, this.ended ?? "the sandbox is busy"));
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const pending = this.pending;
        this.pending = null;
        this.kill();
        pending?.resolve({ ...this.failedRun(started, null), killedBy: "backstop" });
      }, limits.backstopMs);
      this.pending = { started, timer, resolve };
      const input = Buffer.from(stdin, "utf8");
      const header = `RUN ${Math.max(1, Math.ceil(limits.cpuMs))} ${Math.max(1, Math.ceil(limits.wallMs))} ${Math.max(0, Math.floor(limits.outputBytes))} ${input.length}\n`;
      this.commands?.write(header);
      this.commands?.write(input);
    });
  }

  /**
   * Kills the sandbox and whatever runs in it, and lets go of its pipes, so nothing of it can keep
   * the runner alive: even a sandbox still being set up ends (its supervisor reads end-of-file).
   */
  close(): void {
    this.stopSignal?.removeEventListener("abort", this.onStop);
    this.end("the sandbox was closed");
    this.kill();
    for (const stream of this.child.stdio) stream?.destroy();
    this.child.unref();
  }

  private deliver(): void {
    const pending = this.pending;
    if (!pending) return;
    const newline = this.replies.indexOf(10);
    if (newline < 0) return;
    const report = parseSupervisorReport(this.replies.subarray(0, newline).toString("utf8"));
    if (!report) {
      this.pending = null;
      clearTimeout(pending.timer);
      this.kill();
      pending.resolve(this.failedRun(pending.started, "garbled supervisor reply"));
      return;
    }
    const body = newline + 1;
    const collectLen = "collectLen" in report ? report.collectLen : 0;
    const end = body + report.stdoutLen + report.stderrLen + collectLen;
    if (this.replies.length < end) return;
    const stdout = Buffer.from(this.replies.subarray(body, body + report.stdoutLen));
    const stderr = Buffer.from(this.replies.subarray(body + report.stdoutLen, end - collectLen));
    const collected = Buffer.from(this.replies.subarray(end - collectLen, end));
    this.replies = this.replies.subarray(end);
    this.pending = null;
    clearTimeout(pending.timer);
    pending.resolve({
      report,
      stdout,
      stderr,
      collected,
      outputBytes: "outputBytes" in report ? report.outputBytes : 0,
      killedBy: null,
      exitCode: null,
      exitSignal: null,
      hostWallMs: performance.now() - pending.started,
      spawnError: null,
      sandboxStderr: this.stderrText,
    });
  }

  private end(reason: string): void {
    this.ended ??= reason;
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.resolve(this.failedRun(pending.started, null));
  }

  private failedRun(started: number, spawnError: string | null): SandboxRun {
    return {
      report: null,
      stdout: EMPTY,
      stderr: EMPTY,
      collected: EMPTY,
      outputBytes: 0,
      killedBy: null,
      exitCode: this.exit.code,
      exitSignal: this.exit.signal,
      hostWallMs: performance.now() - started,
      spawnError,
      sandboxStderr: this.stderrText,
    };
  }

  private kill(): void {
    // The sandbox's init only while bwrap (its parent) has not been reaped: its pid cannot be reused yet.
    const bwrapAlive = this.child.exitCode === null && this.child.signalCode === null;
    const pids = [
      this.child.pid === undefined ? null : -this.child.pid,
      this.child.pid,
      bwrapAlive ? this.sandboxPid : null,
    ];
    for (const pid of pids) {
      if (pid === null || pid === undefined) continue;
      try {
        // bwrap leads its own process group; its sandbox (a pid namespace) dies with its init.
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}
