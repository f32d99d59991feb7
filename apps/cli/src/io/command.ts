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

/** Parses an integer option value in [min, max], naming the option on error. */
export function parseIntOption(name: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min)
      throw usageError(`${name} must be an integer ≥ ${min}, got '${value}'`);
    if (n > max) throw usageError(`${name} must be at most ${max}, got '${value}'`);
    return n;
  };
}
