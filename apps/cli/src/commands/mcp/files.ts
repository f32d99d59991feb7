import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { FileError, parseJsonInput, readInputFile } from "@rulekit/core/node";
import { CliError } from "../../io/errors.js";
import type { InputFormat } from "../../io/input-limits.js";

/** The codes of file refusals (the MCP tool error's first word). */
export const FILE_REFUSAL = {
  outside: "outside_allowed_folders",
  notFound: "not_found",
  unreadable: "unreadable",
  invalidJson: "invalid_json",
  tooLarge: "too_large",
  invalidInput: "invalid_input",
} as const;

/**
 * The files the tools may read: only those inside the folders the host chose when it started the
 * server (the Shell Tide pack, the shipped levels folder, each `--allow-dir`). An agent names a file by
 * path; whatever the path says — `..`, an absolute path, a symbolic link that leads out — a file outside
 * those folders is refused before it is opened, with the same words whether it exists or not. And no
 * refusal ever quotes what a file holds: a file that is not JSON, or not of the tool's kind, is named
 * with what is wrong, never with its bytes (a parse error quoting `/etc/passwd` would be a way to read it).
 */
export class ReadableFolders {
  /** The folders as given (absolute), and as the file system resolves them (symbolic links followed). */
  private readonly folders: { given: string; real: string | null }[];

  constructor(folders: readonly string[]) {
    this.folders = [...new Set(folders.map((folder) => resolve(folder)))].map((given) => ({
      given,
      real: realOrNull(given),
    }));
  }

  /** The folders, absolute, for messages and docs. */
  get list(): string[] {
    return this.folders.map((f) => f.given);
  }

  /** The absolute path of `path` (relative to the working directory), or a refusal naming the argument. */
  resolve(arg: string, path: string): string {
    const absolute = resolve(path);
    const lexically = this.folders.some((f) => inside(f.given, absolute));
    const real = realNearest(absolute);
    const really = this.folders.some((f) => f.real !== null && inside(f.real, real));
    if (!lexically || !really)
      throw refusal(
        FILE_REFUSAL.outside,
        `${arg} '${path}' is outside the folders this server may read (the Shell Tide pack, the levels folder and the folders given with --allow-dir)`,
      );
    if (!existsSync(absolute)) throw refusal(FILE_REFUSAL.notFound, `${arg} '${path}': no such file`);
    return absolute;
  }

  /**
   * The JSON of a file the tools may read, within the size cap of its kind. Errors say what is wrong
   * (outside, missing, not a regular file, too large, not JSON) and never quote the file.
   */
  readJson(arg: string, path: string, format: InputFormat): unknown {
    const absolute = this.resolve(arg, path);
    let text: string;
    try {
      text = readInputFile(absolute, format);
    } catch (error) {
      if (error instanceof FileError && error.code === "too_large")
        throw refusal(FILE_REFUSAL.tooLarge, `${arg} '${path}' is larger than a ${format.label} may be`);
      throw refusal(FILE_REFUSAL.unreadable, `${arg} '${path}' cannot be read as a ${format.label}`);
    }
    try {
      return parseJsonInput(absolute, text);
    } catch {
      throw refusal(FILE_REFUSAL.invalidJson, `${arg} '${path}' is not JSON (or nests too deep)`);
    }
  }
}

/** A file of the wrong kind: the kind and how many problems, never the file's content. */
export function notOfKind(arg: string, path: string, kind: string, problems: number): CliError {
  return refusal(
    FILE_REFUSAL.invalidInput,
    `${arg} '${path}' is not a valid ${kind} (${problems} problem${problems === 1 ? "" : "s"}; the rulekit command for that kind lists them)`,
  );
}

const refusal = (code: string, message: string) => new CliError(message, 2, undefined, { code });

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Where `path` really is: its nearest existing ancestor resolved (symbolic links followed), then the rest. */
function realNearest(path: string): string {
  let existing = path;
  const rest: string[] = [];
  while (realOrNull(existing) === null) {
    const parent = dirname(existing);
    if (parent === existing) break;
    rest.unshift(existing.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
    existing = parent;
  }
  return join(realOrNull(existing) ?? existing, ...rest);
}

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}
