import type { Command } from "commander";
import { EXIT, usageError } from "../../io/errors.js";

/** The part of @rulekit/arena this command uses (the service lives in apps/arena). */
interface ArenaServe {
  runServeCli(argv: string[]): Promise<number>;
  SERVE_HELP: string;
}

/** Loaded only when `rulekit arena …` runs: the service pulls in Fastify, Drizzle, PGlite and pg. */
async function loadArena(): Promise<ArenaServe> {
  const name = "@rulekit/arena";
  try {
    return (await import(name)) as ArenaServe;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND") {
      throw usageError("the arena service (@rulekit/arena) is not installed with this rulekit");
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
