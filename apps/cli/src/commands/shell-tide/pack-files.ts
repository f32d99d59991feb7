import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  levelFileName,
  PACK_TABLE,
  type PackLevelInput,
  type PackProof,
  PROOF_FILE_NAME,
  provePack,
} from "@rulekit/shell-tide";
import { usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { createProgress } from "../../io/progress.js";
import { readJsonInFolder } from "../../io/read-input.js";
import { proveInWorkers } from "./prove-pool.js";
import { parseLevelFrom, withLimits } from "./shared.js";

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
 * each read inside the directory (a symlink that leads out of it is refused).
 */
export function readPackLevels(dir: string): PackLevelInput[] {
  checkPackDir(dir);
  const names = new Set(readdirSync(dir));
  const levels = PACK_TABLE.filter((row) => names.has(levelFileName(row.level))).map((row) => {
    const file = levelFileName(row.level);
    const data = readJsonInFolder(dir, file, INPUT_FORMATS.shellTideLevel);
    return { level: row.level, file, data: parseLevelFrom(join(dir, file), data) };
  });
  if (levels.length === 0) throw usageError(`${dir}: no level-NN.json files (level-01.json … level-10.json)`);
  return levels;
}

/**
 * Proves every level of a pack directory with progress on stderr: in this thread with `jobs` 1,
 * else on up to `jobs` worker threads (the levels are independent; the result is the same).
 */
export async function provePackDir(dir: string, showProgress: boolean, jobs = 1): Promise<PackProof> {
  const levels = readPackLevels(dir);
  const progress = createProgress("proving", levels.length, showProgress);
  let proofs: PackProof[];
  if (jobs <= 1 || levels.length === 1) {
    proofs = levels.map((level) => {
      const one = withLimits(join(dir, level.file), () => provePack([level]));
      progress.tick(1, level.file);
      return one;
    });
  } else {
    proofs = await proveInWorkers(dir, levels, jobs, (level) => progress.tick(1, level.file));
  }
  progress.done();
  const first = proofs[0]!;
  return { ...first, levels: proofs.flatMap((proof) => proof.levels) };
}

export const proofPath = (dir: string) => join(dir, PROOF_FILE_NAME);
