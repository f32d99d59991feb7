import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  levelFileName,
  PACK_TABLE,
  type PackLevelInput,
  type PackProof,
  PROOF_FILE_NAME,
} from "@rulekit/shell-tide";
import { usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { createProgress, type ProgressWhen, progressShown } from "../../io/progress.js";
import { readJsonInFolder } from "../../io/read-input.js";
import { proveInWorkers } from "./prove-pool.js";
import { ProofsInFlight } from "./prove-progress.js";
import { parseLevelFrom } from "./shared.js";

/** Refuses a --pack that is missing or not a directory (one line, exit 2). */
export function checkPackDir(dir: string): void {
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (!stat)
    throw usageError(`${dir}: cannot read: no such directory`, undefined, { code: "not_found", path: dir });
  if (!stat.isDirectory())
    throw usageError(`${dir}: is not a directory, expected a pack directory`, undefined, {
      code: "not_a_directory",
      path: dir,
    });
}

/**
 * The level files of a pack directory, in table order (level-01.json … level-10.json that exist),
 * each read inside the directory (a symlink that leads out of it is refused). `replacing`: levels not
 * yet written that stand in for their files (the directory may then be missing).
 */
export function readPackLevels(dir: string, replacing: PackLevelInput[] = []): PackLevelInput[] {
  if (replacing.length === 0) checkPackDir(dir);
  const names = new Set(statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir) : []);
  const levels = PACK_TABLE.flatMap((row): PackLevelInput[] => {
    const file = levelFileName(row.level);
    const replaced = replacing.find((input) => input.level === row.level);
    if (replaced) return [replaced];
    if (!names.has(file)) return [];
    const data = readJsonInFolder(dir, file, INPUT_FORMATS.shellTideLevel);
    return [{ level: row.level, file, data: parseLevelFrom(join(dir, file), data) }];
  });
  if (levels.length === 0) throw usageError(`${dir}: no level-NN.json files (level-01.json … level-10.json)`);
  return levels;
}

/**
 * Proves every level of a pack directory on up to `jobs` worker threads (the levels are independent;
 * the result is the same for any number), with progress on stderr as `showProgress` says: the levels
 * proved, and the part each running proof is in. Aborting `signal` stops the proofs and rejects with
 * its reason. Threads even for one job, so that this thread stays free to hear Ctrl-C.
 */
export async function provePackDir(
  dir: string,
  showProgress: boolean | ProgressWhen,
  jobs = 1,
  signal?: AbortSignal,
  replacing: PackLevelInput[] = [],
): Promise<PackProof> {
  const levels = readPackLevels(dir, replacing);
  const progress = createProgress("proving", levels.length, showProgress);
  const inFlight = new ProofsInFlight();
  let proofs: PackProof[];
  try {
    proofs = await proveInWorkers(dir, levels, jobs, {
      onProof: (level) => progress.tick(1, inFlight.finish(level)),
      // Asked for only when shown: the heartbeat costs the proof an estimate of its size.
      ...(progressShown(showProgress)
        ? { onProgress: (level, p) => progress.tick(0, inFlight.update(level, p)) }
        : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    progress.done(signal?.aborted ? "stopped" : "failed");
    throw error;
  }
  progress.done();
  const first = proofs[0]!;
  return { ...first, levels: proofs.flatMap((proof) => proof.levels) };
}

export const proofPath = (dir: string) => join(dir, PROOF_FILE_NAME);
