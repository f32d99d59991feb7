import type { Command } from "commander";

/**
 * The command line with its help request dropped when a word in it names no command, so that
 * commander reports that word as an unknown command (exit 2) instead of printing the help of the
 * last command it knew and exiting 0: `rulekit arena serve --help`, `rulekit shell-tide frob -h` and
 * `rulekit help arena` all fail like `rulekit arena serve`. Any other command line is returned as is.
 *
 * `args` are the words after `rulekit`. A command with subcommands (a group) takes no operands of its
 * own, so its first operand must be one of them; a leaf command's operands are its arguments.
 */
export function withoutHelpForUnknownCommand(program: Command, args: string[]): string[] {
  let command = program;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") break;
    if (arg.startsWith("-")) {
      if (!arg.includes("=") && takesValue(command, arg)) i++;
      continue;
    }
    if (command.commands.length === 0) break;
    const next = subcommand(command, arg);
    if (next) {
      command = next;
      continue;
    }
    if (arg === "help") {
      // `help <word>`: commander's help command; a word that names nothing is an unknown command.
      const word = args.slice(i + 1).find((a) => !a.startsWith("-"));
      if (word === undefined || subcommand(command, word)) break;
      return withoutHelp([...args.slice(0, i), ...args.slice(i + 1)]);
    }
    return withoutHelp(args);
  }
  return args;
}

const HELP_FLAGS = new Set(["-h", "--help"]);

function withoutHelp(args: string[]): string[] {
  const end = args.indexOf("--");
  return args.filter((arg, i) => (end !== -1 && i > end) || !HELP_FLAGS.has(arg));
}

function subcommand(command: Command, name: string): Command | undefined {
  return command.commands.find((c) => c.name() === name || c.aliases().includes(name));
}

/** Whether `flag` (e.g. `--pack`) is an option of `command` that takes a value in the next word. */
function takesValue(command: Command, flag: string): boolean {
  const option = command.options.find((o) => o.long === flag || o.short === flag);
  return option !== undefined && (option.required || option.optional);
}
