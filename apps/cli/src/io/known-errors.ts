import { RulekitValidationError } from "@rulekit/core";
import { FileError } from "@rulekit/core/node";
import { CliError, ERROR_CODE, EXIT } from "./errors.js";
import { asCliError } from "./read-input.js";

/**
 * Errors that are about the input, not a bug, whoever threw them: a file refused by the shared
 * reader (FileError) and an engine's validation error (RulekitValidationError) are bad input (exit 2),
 * and a folder another process holds (FolderInUseError) is a usage error too.
 * They are recognised by their name and shape too, not only by class: `@rulekit/rps-arena`, installed
 * beside the CLI, brings its own copy of @rulekit/core, whose classes are not the CLI's, and `rulekit mcp`
 * is a bundle of its own (tsup.config.ts) whose CliError is its own copy's.
 */
export function asKnownError(error: unknown): unknown {
  if (!(error instanceof CliError) && isNamed(error, "CliError", "exitCode")) {
    const { message, exitCode, data, code, path } = error as CliError;
    return new CliError(message, exitCode, data, { code, path });
  }
  if (error instanceof RulekitValidationError || isNamed(error, "RulekitValidationError", "issues")) {
    return new CliError(
      error.message,
      EXIT.usage,
      { issues: (error as RulekitValidationError).issues },
      { code: ERROR_CODE.invalidInput },
    );
  }
  if (!(error instanceof FileError) && isNamed(error, "FileError", "code")) {
    const { message, code, path } = error as FileError;
    return new CliError(message, EXIT.usage, undefined, { code, path });
  }
  if (isNamed(error, "FolderInUseError", "folder")) {
    // Another process works in that folder (a tournament run into the same --out): not a bug.
    return new CliError(error.message, EXIT.usage, undefined, {
      code: "folder_in_use",
      path: (error as Error & { folder: string }).folder,
    });
  }
  return asCliError(error);
}

function isNamed(error: unknown, name: string, field: string): error is Error {
  return error instanceof Error && error.name === name && field in error;
}
