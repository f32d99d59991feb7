import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, nextInt } from "@rulekit/core";
import { fuzzCases, fuzzSeed, fuzzTimeoutMs } from "../../../../tooling/fuzz/mutate.ts";
import { type FuzzSeedFile, fuzzReport, runFuzz, seededPicks } from "../../../../tooling/fuzz/run-cases.ts";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { runInProcess } from "../helpers/run-in-process.js";
import { expectCleanOutcome } from "./outcome.js";

/** The shipped files of a levels/ folder matching `pattern`, parsed. */
export function shippedFiles(folder: string, pattern: RegExp): FuzzSeedFile[] {
  const dir = join(REPO_ROOT, "levels", folder);
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => ({ name, value: JSON.parse(readFileSync(join(dir, name), "utf8")) }));
}

const random = seededPicks(createRng, nextInt);

/** The `pnpm test` budget of one CLI fuzz target; `pnpm fuzz` raises it (RULEKIT_FUZZ_CASES). */
export const CLI_FUZZ_CASES = 80;
export const CLI_FUZZ_TIMEOUT = fuzzTimeoutMs(fuzzCases(CLI_FUZZ_CASES));

/**
 * Writes each mutant to `target` and runs the commands `argsFor(target)` gives (in turn, one per
 * case) through the CLI, asserting a clean outcome every time. Returns the report line.
 */
export async function fuzzCommands(options: {
  name: string;
  files: readonly FuzzSeedFile[];
  /** Where the mutant is written (the CLI reads it from there). */
  target: (file: FuzzSeedFile) => string;
  /** After the case: put back whatever the target replaced (content folders). */
  restore?: (file: FuzzSeedFile) => void;
  commands: ((path: string) => string[])[];
}): Promise<string> {
  let turn = 0;
  const run = await runFuzz({
    files: options.files,
    cases: fuzzCases(CLI_FUZZ_CASES),
    seed: `${fuzzSeed()}/cli/${options.name}`,
    random,
    check: async (mutant, file) => {
      const path = options.target(file);
      writeFileSync(path, mutant.text);
      try {
        const args = options.commands[turn++ % options.commands.length]!(path);
        const result = await runInProcess(args);
        expectCleanOutcome(result, args.includes("--json"));
        return result.code === 0;
      } finally {
        options.restore?.(file);
      }
    },
  });
  return fuzzReport(`cli ${options.name}`, run);
}
