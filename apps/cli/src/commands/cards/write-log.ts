import { renameSync, rmSync, writeFileSync } from "node:fs";
import { usageError } from "../../io/errors.js";

/** Writes JSON to a temporary name and renames it into place, so a log is never half-written. */
export function writeJsonAtomic(path: string, value: unknown): void {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw usageError(`${path}: cannot write the log: ${(error as Error).message}`);
  }
}

/** `rulekit-cards-run-<seed>.json`, with the seed made safe for a file name. */
export const defaultLogPath = (seed: string) =>
  `rulekit-cards-run-${seed.replace(/[^\w.-]+/g, "_").slice(0, 60)}.json`;
