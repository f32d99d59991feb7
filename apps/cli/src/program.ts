import { Command, CommanderError } from "commander";
import { version } from "../package.json";
import { oneLineCommanderError } from "./io/commander-output.js";
import { CliError, ERROR_CODE, EXIT } from "./io/errors.js";
import { outputMode, printJson, writeText } from "./io/output.js";
import { withoutHelpForUnknownCommand } from "./io/unknown-command.js";

type Register = (program: Command) => void;

/**
 * The engine command groups. Only the group a command line asks for is loaded: each group pulls in
 * its engine (zod schemas, tables), and loading all four costs every `rulekit` run a few hundred
 * milliseconds. The others appear in `rulekit --help` by name and description only.
 */
const GROUPS: { name: string; description: string; load: () => Promise<Register> }[] = [
  {
    name: "shell-tide",
    description: "Shell Tide — Full Rescue v2: solve, step, analyze, prove, design, play",
    load: async () => (await import("./commands/shell-tide/index.js")).registerShellTide,
  },
  {
    name: "cards",
    description: "Card combat: full runs, replays, simulations, content validation",
    load: async () => (await import("./commands/cards/index.js")).registerCards,
  },
  {
    name: "rps",
    description: "OTTv2 RPS grid: rules, trace, perft, bot matches, tournaments, replays",
    load: async () => (await import("./commands/rps/index.js")).registerRps,
  },
  {
    name: "reactor",
    description: "Reactor Maintenance V1: validate, run, forecast, play",
    load: async () => (await import("./commands/reactor/index.js")).registerReactor,
  },
  {
    name: "arena",
    description: "the competition service: competitors, versions, rounds, ratings, replays over HTTP",
    load: async () => (await import("./commands/arena/index.js")).registerArena,
  },
  {
    name: "mcp",
    description: "serve the Rule Analyzers to agents over MCP (stdio)",
    load: async () => (await import("./commands/mcp/index.js")).registerMcp,
  },
];

/** The group a command line names (`rulekit [opts] <group> …` or `rulekit help <group>`), if any. */
function requestedGroup(argv: string[]): string | undefined {
  const words = argv.slice(2).filter((arg) => !arg.startsWith("-"));
  return words[0] === "help" ? words[1] : words[0];
}

export async function buildProgram(argv: string[] = process.argv): Promise<Command> {
  const program = new Command("rulekit")
    .description(
      "Deterministic game rule engines: Shell Tide, card combat, RPS grid + arena, Reactor Maintenance",
    )
    .version(version, "-V, --version", "print the rulekit version")
    .option("--debug", "show stack traces for errors")
    .showSuggestionAfterError(true)
    // Subcommands copy this when they are created, so every usage error is one `rulekit:` line.
    .configureOutput({ outputError: oneLineCommanderError })
    .addHelpText(
      "after",
      `
Conventions:
  --json   machine output on stdout (one JSON document); human messages always go to stderr
Exit codes:
  0 ok · 1 rule or validation failure · 2 bad usage or unreadable input · 3 internal error
  130 stopped by Ctrl-C`,
    );
  const wanted = requestedGroup(argv);
  for (const group of GROUPS) {
    if (group.name === wanted) (await group.load())(program);
    else program.command(group.name).description(group.description);
  }
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
  outputMode.json = argv.includes("--json");
  outputMode.jsonPrinted = false;
  try {
    const program = await buildProgram(argv);
    await program.parseAsync([...argv.slice(0, 2), ...withoutHelpForUnknownCommand(program, argv.slice(2))]);
    return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
  } catch (caught) {
    if (caught instanceof CommanderError) {
      // help and version arrive here as "errors" with exit code 0; the one-line message is already on stderr
      if (caught.exitCode === 0) return EXIT.ok;
      printErrorDocument(ERROR_CODE.usage, caught.message.replace(/^error: /, "").replace(/\s*\n\s*/g, " "));
      return EXIT.usage;
    }
    const error = await asKnownError(caught);
    if (error instanceof CliError) {
      printErrorDocument(error.code, error.message, error.path, error.data);
      writeText(process.stderr, `rulekit: ${error.message}\n`);
      if (debug && error.stack) writeText(process.stderr, `${error.stack}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    printErrorDocument(ERROR_CODE.internal, `internal error: ${message}`);
    writeText(
      process.stderr,
      `rulekit: internal error: ${message}${debug ? "" : " (run with --debug for details)"}\n`,
    );
    if (debug && error instanceof Error && error.stack) writeText(process.stderr, `${error.stack}\n`);
    return EXIT.internal;
  }
}

/**
 * The error as the CLI reports it (known-errors.ts), loaded only when there is one: the engines'
 * error classes are not worth loading on every run.
 */
async function asKnownError(caught: unknown): Promise<unknown> {
  try {
    return (await import("./io/known-errors.js")).asKnownError(caught);
  } catch {
    return caught;
  }
}

/**
 * Under --json, the error as the one JSON document on stdout: `{ "error": { code, message, path? } }`
 * plus the command's payload, if any. Not printed when the command already printed its document.
 */
function printErrorDocument(code: string, message: string, path?: string, data?: unknown): void {
  if (!outputMode.json || outputMode.jsonPrinted) return;
  const error = path === undefined ? { code, message } : { code, message, path };
  printJson({ error, ...asObject(data) });
}

function asObject(data: unknown): Record<string, unknown> {
  if (data === undefined) return {};
  return data && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : { data };
}
