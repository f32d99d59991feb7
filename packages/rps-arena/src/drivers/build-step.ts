import { inertText } from "@rulekit/core";
import { newBoxIdentity } from "../sandbox/box-identity.js";
import type { ProcessLimits, SandboxSpec, SeccompProfile } from "../sandbox/bwrap-args.js";
import type { Mount } from "../sandbox/mounts.js";
import { runSandboxed } from "../sandbox/run-sandboxed.js";
import type { SandboxRun } from "../sandbox/session.js";
import { SANDBOX_ENV } from "./run-plan.js";

export type BuildOutcome =
  | { kind: "ok"; run: SandboxRun }
  | { kind: "failed"; message: string }
  | { kind: "infrastructure"; message: string };

/** Captured compiler/checker output kept in a `bot_error` message. */
const MESSAGE_BYTES = 8 * 1024;

/**
 * Runs one preparation step (compile, syntax check) in a sandbox of its own with no network, under
 * CPU, wall, memory, process and output limits: a failure of the tool (whatever the bot's files
 * made it do) is the bot's `bot_error` with the tool's own message; only a sandbox that cannot
 * start or answer is infrastructure.
 */
export async function runBuildStep(step: {
  what: string;
  supervisor: string;
  bwrap: string;
  mounts: Mount[];
  symlinks?: { target: string; path: string }[];
  cwd: string;
  argv: string[];
  profile: SeccompProfile;
  limits: ProcessLimits;
  cpuMs: number;
  wallMs: number;
  tmpBytes: number;
  outputLimitBytes: number;
  collect?: SandboxSpec["collect"];
  devices?: SandboxSpec["devices"];
}): Promise<BuildOutcome> {
  const run = await runSandboxed(
    {
      supervisor: step.supervisor,
      mounts: step.mounts,
      symlinks: step.symlinks,
      tmpBytes: step.tmpBytes,
      cwd: step.cwd,
      env: SANDBOX_ENV,
      argv: step.argv,
      profile: step.profile,
      limits: step.limits,
      identity: newBoxIdentity(),
      collect: step.collect,
      devices: step.devices,
    },
    "",
    {
      cpuMs: step.cpuMs,
      wallMs: step.wallMs,
      outputBytes: step.outputLimitBytes,
      backstopMs: step.wallMs + 10_000,
    },
    step.bwrap,
  );
  // The tool's messages are the bot's text (its file names, its code quoted back): bounded and inert.
  const output = `${run.stderr.toString("utf8")}${run.stdout.toString("utf8")}`.trim();
  const shown = inertText(output, { maxChars: MESSAGE_BYTES, multiline: true });
  if (run.spawnError) return { kind: "infrastructure", message: `${step.what}: ${run.spawnError}` };
  if (run.killedBy === "backstop")
    return { kind: "failed", message: `${step.what} timed out after ${step.wallMs} ms` };
  const report = run.report;
  if (!report) {
    return {
      kind: "infrastructure",
      message: `${step.what}: the sandbox ended without a report (bwrap ${run.exitSignal ?? `exit ${run.exitCode}`}): ${run.sandboxStderr.trim().slice(0, 500)}`,
    };
  }
  if ("error" in report) return { kind: "infrastructure", message: `${step.what}: ${report.error}` };
  if (report.killed === "output") {
    return {
      kind: "failed",
      message: `${step.what} failed with more than ${step.outputLimitBytes} bytes of output:\n${shown}`,
    };
  }
  if (report.killed === "wall")
    return { kind: "failed", message: `${step.what} timed out after ${step.wallMs} ms` };
  if (report.killed === "cpu")
    return { kind: "failed", message: `${step.what} used more than ${step.cpuMs} ms of CPU` };
  if (!report.exited || report.code !== 0) {
    const how = report.exited ? `exit code ${report.code}` : `signal ${report.signal}`;
    return { kind: "failed", message: `${step.what} failed (${how}):\n${shown}` };
  }
  return { kind: "ok", run };
}
