import type { Command } from "commander";
import { EXIT, usageError } from "../../io/errors.js";
import { missingPackageOf } from "../../io/optional-package.js";

/** The part of @rulekit/arena this command uses (the service lives in apps/arena). */
interface ArenaServe {
  runServeCli(argv: string[]): Promise<number>;
  SERVE_HELP: string;
}

/**
 * Loaded only when `rulekit arena …` runs: the service pulls in Fastify, Drizzle, PGlite and pg. It is
 * not published on npm (yet): it runs from a clone of the repository, where the CLI finds it in the
 * workspace. An installed CLI without it says so in one line (exit 2) instead of an internal error.
 */
async function loadArena(): Promise<ArenaServe> {
  const name = "@rulekit/arena";
  try {
    return (await import(name)) as ArenaServe;
  } catch (error) {
    if (missingPackageOf(error) === name) {
      throw usageError(
        "the arena service (@rulekit/arena) is not installed with this rulekit: it runs from a clone of the Rulekit repository (pnpm start, or pnpm rulekit arena serve); see docs/arena/operations.md",
        undefined,
        { code: "missing_package" },
      );
    }
    throw error;
  }
}

/**
 * `rulekit arena serve [options]`: the competition service (apps/arena). Its options are the
 * service's own (`rulekit arena serve --help`), parsed there, so the two commands never drift.
 */
export function registerArena(program: Command): void {
  const group = program
    .command("arena")
    .description("the competition service: HTTP API, embedded database, runner or workers");
  group
    .command("serve")
    .description("start the arena service (PGlite by default; --database postgres://…, --redis redis://…)")
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument("[options...]", "see rulekit arena serve --help")
    .action(async (options: string[]) => {
      const arena = await loadArena();
      const code = await arena.runServeCli(["serve", ...options]);
      if (code === 2) throw usageError("see rulekit arena serve --help");
      process.exitCode = code === 0 ? EXIT.ok : code;
    });
}
