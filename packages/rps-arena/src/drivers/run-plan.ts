import type { Limits } from "@rulekit/rps-grid";
import type { SeccompProfile } from "../sandbox/bwrap-args.js";
import type { Mount } from "../sandbox/mounts.js";

/** Where a bot's `bot/` folder appears inside its sandbox (read-only). */
export const BOT_DIR = "/bot";

/** The environment every sandboxed process gets (nothing of the host's leaks in). */
export const SANDBOX_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: "/usr/bin:/bin",
  HOME: "/tmp",
  TMPDIR: "/tmp",
  LANG: "C.UTF-8",
  LC_ALL: "C.UTF-8",
});

/** How to start one move of a prepared bot inside the sandbox. */
export interface RunPlan {
  argv(limits: Limits): string[];
  /** Read-only views of trusted host files (the interpreter, its libraries). */
  mounts: Mount[];
  /** The bot's own files (its snapshot, its program), copied into the sandbox's memory (see SandboxSpec). */
  copies?: Mount[];
  cwd: string;
  profile: SeccompProfile;
  /** RLIMIT_AS for the bot process under `limits.memoryMb`. */
  addressSpaceBytes(limits: Limits): number;
  /**
   * The program starts as soon as its box is built and waits for the move (SandboxSpec.prestart):
   * its runtime's start-up is not charged to the bot. Its argv must start a harness that follows
   * that handshake. Absent: the box execs the program when the move starts.
   */
  prestart?: boolean;
}

export type BuildResult =
  | { ok: true; plan: RunPlan; runtime: string }
  | { ok: false; message: string; runtime: string };

export interface PrepareContext {
  /** Host path of the private copy of the bot's `bot/` folder. */
  snapshotDir: string;
  /** Entry relative to bot/ (POSIX separators). */
  entry: string;
  /** Every file of bot/ (relative, POSIX). */
  files: readonly string[];
  sourceHash: string;
  /** A private scratch folder for this bot (build outputs). */
  workDir: string;
  cacheDir: string;
  supervisor: string;
  bwrap: string;
  limits: Limits;
  /** Overrides the build step's wall limit (tests of compile bombs, organisers' choice). */
  buildWallMs?: number;
}

export interface LanguageDriver {
  prepare(context: PrepareContext): Promise<BuildResult>;
}

export const MIB = 1024 * 1024;

/**
 * RLIMIT_NPROC of a box per profile: processes and threads of its uid. `strict` cannot start any
 * (seccomp kills clone), Node runs about ten threads; the room above is for the sandbox's own
 * processes, which share the uid when the runner is not root.
 */
export const PROCESS_LIMITS: Readonly<Record<SeccompProfile, number>> = {
  strict: 8,
  threads: 64,
  compile: 32,
};
