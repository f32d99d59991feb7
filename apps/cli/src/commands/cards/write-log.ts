import { accessSync, constants, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { usageError } from "../../io/errors.js";

/** `rulekit-cards-run-<seed>.json`, with the seed made safe for a file name. */
export const defaultLogPath = (seed: string) =>
  `rulekit-cards-run-${seed.replace(/[^\w.-]+/g, "_").slice(0, 60)}.json`;

/**
 * Checks, before a run is played, that its action log can be written there: a whole interactive run
 * must not be lost to a typo in --log found only at the end (exit 2, one line).
 */
export function checkLogPath(path: string): void {
  const problem = (why: string) => usageError(`${path}: cannot write the log: ${why}`);
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw problem("is a directory");
  const dir = dirname(resolve(path));
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw problem(`no such directory ${dir}`);
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw problem(`directory ${dir} is not writable`);
  }
}
