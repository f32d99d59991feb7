import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DEFAULT_LIMITS, type Limits } from "@rulekit/rps-grid";
import { DRIVERS } from "../drivers/index.js";
import type { RunPlan } from "../drivers/run-plan.js";
import { InfrastructureError } from "../faults.js";
import { stopSandboxesOn } from "../sandbox/stop-signal.js";
import { ensureSupervisor } from "../sandbox/supervisor-binary.js";
import type { Submission } from "../submission/load-submission.js";
import type { BotLanguage } from "../submission/manifest.js";
import { defaultCacheDir } from "../util/cache-dir.js";

/** A submission made ready to play: its source snapshot, its compiled program, how to run a move. */
export interface PreparedBot {
  name: string;
  language: BotLanguage;
  sourceHash: string;
  /** The interpreter or compiler it runs with ("Python 3.11.2", "g++ 12.2.0", "Node v20.20.2"). */
  runtime: string;
  dir: string;
  /** The `bot_error` message when it failed to build (compile error, syntax error), else null. */
  buildError: string | null;
  plan: RunPlan | null;
  supervisor: string;
  bwrap: string;
  /** Deletes the private snapshot and build folder. */
  dispose(): void;
}

export interface PrepareOptions {
  cacheDir?: string;
  /** The bubblewrap executable (default: `bwrap` on PATH). */
  bwrap?: string;
  limits?: Limits;
  /** Wall limit of a build step (the C++ compile; default CPP_COMPILE_LIMITS.wallMs, 120 s). */
  buildWallMs?: number;
  /**
   * Stops the preparation: its build step's sandbox is killed at once, the private snapshot is
   * deleted and the promise rejects with `signal.reason` (never an InfrastructureError).
   */
  signal?: AbortSignal;
}

/**
 * Copies the bot's files into a private snapshot (so what runs is exactly what was hashed) and
 * lets its language driver build it. Throws `InfrastructureError` (only) when the machine is at fault
 * (the sandbox, the toolchain, the disk); a bot that does not build comes back with `buildError` set.
 */
export async function prepareBot(submission: Submission, options: PrepareOptions = {}): Promise<PreparedBot> {
  const { signal } = options;
  signal?.throwIfAborted();
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const bwrap = options.bwrap ?? "bwrap";
  const supervisor = ensureSupervisor(cacheDir);
  const workDir = mkdtempSync(join(tmpdir(), "rulekit-bot-"));
  const snapshotDir = join(workDir, "src");
  const dispose = () => rmSync(workDir, { recursive: true, force: true });
  try {
    mkdirSync(snapshotDir, { recursive: true });
    for (const file of submission.files) {
      const path = join(snapshotDir, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
      chmodSync(path, 0o644);
    }
    const built = await stopSandboxesOn(signal, () =>
      DRIVERS[submission.manifest.language].prepare({
        snapshotDir,
        entry: submission.manifest.entry,
        files: submission.files.map((f) => f.path),
        sourceHash: submission.sourceHash,
        workDir,
        cacheDir,
        supervisor,
        bwrap,
        limits: options.limits ?? DEFAULT_LIMITS,
        buildWallMs: options.buildWallMs,
      }),
    );
    // Its build step may have ended as if it failed: stopped, it is neither built nor broken.
    signal?.throwIfAborted();
    return {
      name: submission.name,
      language: submission.manifest.language,
      sourceHash: submission.sourceHash,
      runtime: built.runtime,
      dir: submission.dir,
      buildError: built.ok ? null : built.message,
      plan: built.ok ? built.plan : null,
      supervisor,
      bwrap,
      dispose,
    };
  } catch (error) {
    dispose();
    signal?.throwIfAborted();
    // The bot's own failures come back as buildError; what is left (a full disk, a missing tool) is
    // the machine's, never the bot's.
    if (error instanceof InfrastructureError) throw error;
    throw new InfrastructureError(`cannot prepare ${submission.name}: ${(error as Error).message}`);
  }
}
