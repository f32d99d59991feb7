import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BOT_DIR } from "./run-plan.js";

/**
 * The modules `import json` loads into a Python 3.11 started with `-I -S -B` (their top-level
 * names; python-start.test.ts checks the list against the real interpreter). Loaded before the
 * move for a bot that imports json, unless a module of the bot's own would have been found instead.
 */
export const JSON_MODULES: readonly string[] = [
  "_collections",
  "_collections_abc",
  "_functools",
  "_json",
  "_operator",
  "_sre",
  "collections",
  "copyreg",
  "enum",
  "functools",
  "itertools",
  "json",
  "keyword",
  "operator",
  "re",
  "reprlib",
  "types",
];

/**
 * The boot of a Python bot's move, run as `python3 -I -S -B -c BOOT /bot/<entry>` (isolated mode
 * ignores PYTHON* variables and the user's site-packages; -S: no site module). The box is
 * prestarted (RunPlan.prestart): the interpreter starts while the other side moves, and the boot,
 * once Python has started (and, for a bot that imports json, loaded json from the standard library:
 * the protocol's reader, which JavaScript has built in), says so with one byte on fd 5 and blocks on
 * fd 4 until the move's go. It then closes both and does what the boot always did: puts the entry's
 * folder and /bot on sys.path (what `-I` removes) and runs the entry as `__main__` with
 * `sys.argv = [entry]`. Nothing of the bot's runs before the go: its folders are not on sys.path
 * until then. `posix` is the interpreter's own (already loaded), so nothing else is imported.
 */
export function pythonBoot(loadJson: boolean): string {
  return [
    "import sys",
    ...(loadJson ? ["import json"] : []),
    "from posix import close, read, write",
    "try:",
    "    write(5, b'R')",
    "except OSError:",
    "    pass",
    "n = 0",
    "while n < 4:",
    "    b = read(4, 4 - n)",
    "    if not b:",
    "        break",
    "    n += len(b)",
    "close(4)",
    "close(5)",
    "e = sys.argv[1]",
    "d = e.rsplit('/', 1)[0]",
    `sys.path[:0] = [d] if d == '${BOT_DIR}' else [d, '${BOT_DIR}']`,
    "sys.argv = sys.argv[1:]",
    "g = {'__name__': '__main__', '__file__': e, '__builtins__': __builtins__}",
    "exec(compile(open(e, 'rb').read(), e, 'exec'), g)",
  ].join("\n");
}

/** A line of Python that imports json (`import json`, `import sys, json`, `from json import loads`). */
const IMPORTS_JSON = /^[ \t]*(?:import[ \t][^\n#]*\bjson\b|from[ \t]+json\b)/m;

/**
 * Whether json is loaded before a bot's move: only when a `.py` file of the bot imports it (so it
 * would be loaded anyway, and its memory used anyway) and no file or folder of the bot's in the
 * folders its imports search first (the entry's folder, bot/) is named like a module json loads
 * (the bot's own would have been imported instead).
 */
export function loadsJsonBeforeMove(snapshotDir: string, entry: string, files: readonly string[]): boolean {
  const entryDir = entry.includes("/") ? entry.slice(0, entry.lastIndexOf("/")) : "";
  for (const dir of new Set(["", entryDir])) {
    const prefix = dir === "" ? "" : `${dir}/`;
    for (const file of files) {
      if (!file.startsWith(prefix)) continue;
      const name = file.slice(prefix.length).split("/")[0]!.split(".")[0]!;
      if (JSON_MODULES.includes(name)) return false;
    }
  }
  return files.some(
    (file) => file.endsWith(".py") && IMPORTS_JSON.test(readFileSync(join(snapshotDir, file), "utf8")),
  );
}
