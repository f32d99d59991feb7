import { renameSync, rmSync, writeFileSync } from "node:fs";
import { usageError } from "./errors.js";

/**
 * Writes text to a temporary name beside `path` and renames it into place, so a reader never sees
 * a half-written file and a failure leaves the previous file untouched.
 */
export function writeTextAtomic(path: string, text: string, what = "file"): void {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw usageError(`${path}: cannot write the ${what}: ${(error as Error).message}`);
  }
}

/** Pretty JSON with a final newline, written atomically. */
export function writeJsonAtomic(path: string, value: unknown, what = "file"): void {
  writeTextAtomic(path, `${JSON.stringify(value, null, 2)}\n`, what);
}
