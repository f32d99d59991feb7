import type { Command } from "commander";
import { usageError } from "./errors.js";

/** Adds a subcommand that follows the shared conventions: a description and a `--json` flag. */
export function jsonCommand(parent: Command, nameAndArgs: string, description: string): Command {
  return parent
    .command(nameAndArgs)
    .description(description)
    .option("--json", "print machine-readable JSON on stdout");
}

/** A command group for an engine whose commands have not landed yet. */
export function placeholderGroup(program: Command, name: string, description: string): Command {
  return program
    .command(name)
    .description(`${description} (not yet available)`)
    .allowUnknownOption()
    .argument("[args...]")
    .action(() => {
      throw usageError(`'rulekit ${name}' is not yet available in this build`);
    });
}

/** Parses a non-negative integer option value, naming the option on error. */
export function parseIntOption(name: string, min = 0) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min)
      throw usageError(`${name} must be an integer ≥ ${min}, got '${value}'`);
    return n;
  };
}
