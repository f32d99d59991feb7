import { existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve, sep } from "node:path";

const requireHere = createRequire(import.meta.url);
let shippedRoot: string | undefined;

/**
 * The folder of the installed `@rulekit/levels` package: the data every command uses when it is given
 * no path (the Shell Tide pack and its proof, the card content, the Reactor tutorial, RuleSets and
 * replays). Resolved like any dependency, so it works from npx, a global install or a project.
 */
export function shippedDataDir(): string {
  shippedRoot ??= dirname(requireHere.resolve("@rulekit/levels/package.json"));
  return shippedRoot;
}

/**
 * `levels/<sub>` of the working directory when it has one (a checkout of this repository, or a project
 * laid out like it: its own edited copy wins), otherwise the shipped copy. `marker` is a file that
 * must be there for the local folder to count.
 */
export function defaultDataDir(sub: string, marker?: string): string {
  const local = resolve("levels", sub);
  if (existsSync(marker ? join(local, marker) : local)) return local;
  return join(shippedDataDir(), sub);
}

/**
 * Whether `path` is inside an installed package (a `node_modules` folder), symlinks followed as far
 * as the path exists. No command writes there: an update or reinstall would lose the file, and
 * `npm ls` would list the folder it creates as a package.
 */
export function insideNodeModules(path: string): boolean {
  let existing = resolve(path);
  const rest: string[] = [];
  while (!existsSync(existing)) {
    const parent = dirname(existing);
    if (parent === existing) break;
    rest.unshift(basename(existing));
    existing = parent;
  }
  const real = join(realpathSync(existing), ...rest);
  return real.split(sep).includes("node_modules");
}
