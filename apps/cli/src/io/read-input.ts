import { readFileSync } from "node:fs";
import { formatIssues, type ParseResult } from "@rulekit/core";
import { usageError } from "./errors.js";

/** The file's text, or a one-line usage error naming the file and why it could not be read. */
export function readTextFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "is a directory, expected a file"
          : code === "EACCES"
            ? "permission denied"
            : (error as Error).message;
    throw usageError(`${path}: cannot read: ${why}`);
  }
}

/** Parses JSON text; errors name the source and the position. */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    // JSON.parse quotes a snippet of the input that may span lines: keep the error on one line.
    throw usageError(`${source}: not valid JSON: ${(error as Error).message.replace(/\s+/g, " ")}`);
  }
}

export function readJsonFile(path: string): unknown {
  return parseJsonText(readTextFile(path), path);
}

/** Reads all of stdin (for commands that accept `-` or piped input). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** JSON from a file path, or from stdin when the path is `-` or absent and stdin is piped. */
export async function readJsonInput(path: string | undefined): Promise<{ source: string; data: unknown }> {
  if (path && path !== "-") return { source: path, data: readJsonFile(path) };
  if (!path && process.stdin.isTTY) throw usageError("no input: give a file path or pipe JSON on stdin");
  return { source: "<stdin>", data: parseJsonText(await readStdin(), "<stdin>") };
}

/**
 * Checks that loaded JSON is the expected kind of file with an engine's parser; a wrong file
 * becomes one line: `path: not a valid <kind>: $.a.b: expected …`.
 */
export function expectKind<T>(source: string, kind: string, result: ParseResult<T>): T {
  if (result.ok) return result.value;
  throw usageError(`${source}: not a valid ${kind}: ${formatIssues(result.issues, 3)}`, {
    issues: result.issues,
  });
}
