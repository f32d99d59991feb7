import { Command, CommanderError } from "commander";
import pkg from "../package.json" with { type: "json" };
import { registerCards } from "./commands/cards/index.js";
import { registerReactor } from "./commands/reactor/index.js";
import { registerRps } from "./commands/rps/index.js";
import { registerShellTide } from "./commands/shell-tide/index.js";
import { CliError, EXIT } from "./io/errors.js";

export function buildProgram(): Command {
  const program = new Command("rulekit")
    .description(
      "Deterministic game rule engines: Shell Tide, card combat, RPS grid + arena, Reactor Maintenance",
    )
    .version(pkg.version, "-V, --version", "print the rulekit version")
    .option("--debug", "show stack traces for errors")
    .showSuggestionAfterError(true)
    .addHelpText(
      "after",
      `
Conventions:
  --json   machine output on stdout (one JSON document); human messages always go to stderr
Exit codes:
  0 ok · 1 rule or validation failure · 2 bad usage or unreadable input · 3 internal error`,
    );
  registerShellTide(program);
  registerCards(program);
  registerRps(program);
  registerReactor(program);
  // Commander's own usage errors (unknown command/option, missing argument) become exit 2.
  const exitOverride = (cmd: Command) => {
    cmd.exitOverride();
    cmd.commands.forEach(exitOverride);
  };
  exitOverride(program);
  return program;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function run(argv: string[]): Promise<number> {
  const debug = argv.includes("--debug");
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version arrive here as "errors" with exit code 0
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof CliError) {
      if (argv.includes("--json") && error.data !== undefined) {
        process.stdout.write(
          `${JSON.stringify({ error: error.message, ...asObject(error.data) }, null, 2)}\n`,
        );
      }
      process.stderr.write(`rulekit: ${error.message}\n`);
      if (debug && error.stack) process.stderr.write(`${error.stack}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `rulekit: internal error: ${message}${debug ? "" : " (run with --debug for details)"}\n`,
    );
    if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return EXIT.internal;
  }
}

function asObject(data: unknown): Record<string, unknown> {
  return data && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : { data };
}
