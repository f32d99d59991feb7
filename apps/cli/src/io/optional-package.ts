import { usageError } from "./errors.js";

/**
 * Loads the code of a command that needs a package the CLI does not install itself (an optional
 * peer, such as `@rulekit/rps-arena` for `rulekit rps match`): `load` imports the command's module,
 * which imports the package. When the package is not installed, the command fails with one line
 * that says what to install (exit 2) instead of an internal error; `--help` never gets here.
 */
export async function loadWithOptionalPackage<T>(
  packageName: string,
  command: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const missing = missingPackageOf(error);
    if (missing === undefined) throw error;
    const hint =
      missing === packageName
        ? `'${command}' needs ${packageName}, which is not installed: install it next to @rulekit/cli (npm install ${packageName}), or run npx -p @rulekit/cli -p ${packageName} ${command} …`
        : `'${command}' cannot load ${packageName}: its dependency ${missing} is missing; reinstall ${packageName}`;
    throw usageError(hint, undefined, { code: "missing_package" });
  }
}

/** The package a failed import names (`Cannot find package 'x' imported from …`), if that is the failure. */
export function missingPackageOf(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  return /Cannot find (?:package|module) '((?:@[^/']+\/)?[^/']+)/.exec(String(message))?.[1];
}
