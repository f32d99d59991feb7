import { checkOutputFile, writeFileAtomic } from "@rulekit/core/node";
import { usageError } from "./errors.js";
import { asCliError } from "./read-input.js";
import { insideNodeModules } from "./shipped-data.js";

/**
 * Every file the CLI writes goes through here (one atomic write, @rulekit/core/node): only a new
 * name or a regular file is written — never a device, FIFO, directory or a symlink to one — through
 * a temporary file in the same folder, fsync and rename. `what` names the file in messages
 * (`run.json: cannot write the log: no such directory …`, exit 2).
 */

/** Checks before any work starts that `path` can be written (so no work is lost to a typo). */
export function checkOutputPath(path: string, what?: string): void {
  refuseInstalledPackage(path, what);
  try {
    checkOutputFile(path, { what });
  } catch (error) {
    throw asCliError(error);
  }
}

export function writeTextAtomic(path: string, text: string, what?: string): void {
  refuseInstalledPackage(path, what);
  try {
    writeFileAtomic(path, text, { what });
  } catch (error) {
    throw asCliError(error);
  }
}

/** Nothing is ever written inside node_modules (an installed package, the shipped levels included). */
export function refuseInstalledPackage(path: string, what = "the file"): void {
  if (insideNodeModules(path))
    throw usageError(
      `${path}: cannot write ${what}: it is inside an installed package (node_modules); give a path elsewhere`,
      undefined,
      { code: "installed_package", path },
    );
}

/** The text of a JSON file the CLI writes: pretty JSON with a final newline. */
export const jsonFileText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Pretty JSON with a final newline, written atomically. */
export function writeJsonAtomic(path: string, value: unknown, what?: string): void {
  writeTextAtomic(path, jsonFileText(value), what);
}
