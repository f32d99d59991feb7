import { formatIssues, type ParseResult } from "@rulekit/core";
import {
  FileError,
  parseJsonInput,
  readInputFile,
  readStreamText,
  resolveInsideFolder,
} from "@rulekit/core/node";
import { CliError, ERROR_CODE, usageError } from "./errors.js";
import { INPUT_FORMATS, type InputFormat } from "./input-limits.js";

/**
 * Every file a command reads comes through here: regular files only, the size cap of its format
 * (input-limits.ts), JSON nested at most 64 deep. A refusal is one line naming the file and the
 * limit (exit 2), with the FileError code for `--json`.
 */
export function asCliError(error: unknown): unknown {
  return error instanceof FileError
    ? usageError(error.message, undefined, { code: error.code, path: error.path })
    : error;
}

function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw asCliError(error);
  }
}

/** The file's text, or a one-line usage error naming the file and why it could not be read. */
export function readTextFile(path: string, format: InputFormat = INPUT_FORMATS.other): string {
  return guarded(() => readInputFile(path, format));
}

/** Parses JSON text with bounded depth; errors name the source and the position or the limit. */
export function parseJsonText(text: string, source: string): unknown {
  return guarded(() => parseJsonInput(source, text));
}

export function readJsonFile(path: string, format: InputFormat = INPUT_FORMATS.other): unknown {
  return parseJsonText(readTextFile(path, format), path);
}

/** JSON of `relative` inside `folder` (a manifest's entry): nothing outside the folder is read. */
export function readJsonInFolder(folder: string, relative: string, format: InputFormat): unknown {
  return readJsonFile(
    guarded(() => resolveInsideFolder(folder, relative)),
    format,
  );
}

/** Reads all of stdin (for commands that accept `-` or piped input), up to the format's cap. */
export async function readStdin(format: InputFormat = INPUT_FORMATS.other): Promise<string> {
  try {
    return await readStreamText(process.stdin, "<stdin>", format.maxBytes);
  } catch (error) {
    if (error instanceof FileError) throw asCliError(error);
    throw usageError(`<stdin>: cannot read: ${(error as Error).message}`, undefined, { code: "io_error" });
  }
}

/** JSON from a file path, or from stdin when the path is `-` or absent and stdin is piped. */
export async function readJsonInput(
  path: string | undefined,
  format: InputFormat = INPUT_FORMATS.other,
): Promise<{ source: string; data: unknown }> {
  if (path && path !== "-") return { source: path, data: readJsonFile(path, format) };
  if (!path && process.stdin.isTTY) throw usageError("no input: give a file path or pipe JSON on stdin");
  return { source: "<stdin>", data: parseJsonText(await readStdin(format), "<stdin>") };
}

/** The `path` of an error about `source` (stdin and option values are not files). */
export const pathOf = (source: string) =>
  source.startsWith("<") || source.startsWith("--") ? undefined : source;

/**
 * Checks that loaded JSON is the expected kind of file with an engine's parser; a wrong file
 * becomes one line: `path: not a valid <kind>: $.a.b: expected …`.
 */
export function expectKind<T>(source: string, kind: string, result: ParseResult<T>): T {
  if (result.ok) return result.value;
  throw new CliError(
    `${source}: not a valid ${kind}: ${formatIssues(result.issues, 3)}`,
    2,
    { issues: result.issues },
    { code: limitCode(result.issues) ?? ERROR_CODE.invalidInput, path: pathOf(source) },
  );
}

/** `too_deep` / `too_large` when a loader refused the value for its size, not its content. */
export function limitCode(issues: readonly { code: string }[]): string | undefined {
  const code = issues[0]?.code;
  return code === "too_deep" || code === "too_large" ? code : undefined;
}
