import { readdirSync } from "node:fs";
import { nameProblem } from "./names.js";
import type { OpenFolder } from "./no-follow.js";
import { SubmissionError } from "./submission-error.js";

export interface TreeLimits {
  /** Files and folders, together. */
  maxFiles: number;
  /** Bytes of all files together. */
  maxBytes: number;
  /** Components of a path (`main.py` is 1). */
  maxDepth: number;
  /** Bytes (UTF-8) of a path relative to the tree's root. */
  maxPathBytes: number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Every regular file under `name` (a folder inside `parent`), with paths relative to it, sorted.
 * Each folder is opened once and everything in it is reached through that open folder, without
 * following links; names are checked (names.ts) before they are used as paths. `shown` is the
 * folder's path for messages.
 */
export function readTree(
  parent: OpenFolder,
  name: string,
  shown: string,
  limits: TreeLimits,
): { path: string; content: Buffer }[] {
  const out: { path: string; content: Buffer }[] = [];
  let entries = 0;
  let total = 0;

  const walk = (folder: OpenFolder, folderShown: string, prefix: string, depth: number) => {
    const names = readdirSync(folder.pathOf(""), { encoding: "buffer" })
      .map((raw) => decodeName(raw, folderShown))
      .sort();
    for (const entry of names) {
      const rel = prefix ? `${prefix}/${entry}` : entry;
      const path = `${shown}/${rel}`;
      const problem = nameProblem(entry);
      if (problem) throw new SubmissionError(`${path}: the name ${problem}`);
      if (depth + 1 > limits.maxDepth) {
        throw new SubmissionError(`${path}: more than ${limits.maxDepth} levels deep under bot/`);
      }
      if (Buffer.byteLength(rel, "utf8") > limits.maxPathBytes) {
        throw new SubmissionError(`${path}: the path is longer than ${limits.maxPathBytes} bytes`);
      }
      if (++entries > limits.maxFiles) {
        throw new SubmissionError(`${shown}: more than ${limits.maxFiles} files and folders`);
      }
      const stat = folder.lstat(entry);
      if (stat.isDirectory()) {
        const child = openChild(folder, entry, path);
        try {
          walk(child, path, rel, depth + 1);
        } finally {
          child.close();
        }
      } else if (stat.isFile()) {
        // A second name for a file may be a host file linked in: only files bot/ alone holds.
        if (stat.nlink > 1) throw new SubmissionError(`${path}: is a hard link (links are refused)`);
        const result = folder.readFile(entry, limits.maxBytes - total, stat);
        if (!result.ok) {
          const why = result.problem.startsWith("is larger")
            ? `makes bot/ more than ${limits.maxBytes} bytes of source`
            : result.problem;
          throw new SubmissionError(`${path}: ${why}`);
        }
        total += result.content.length;
        out.push({ path: rel, content: result.content });
      } else {
        throw new SubmissionError(
          `${path}: only regular files and folders are allowed in bot/ (no links, devices or FIFOs)`,
        );
      }
    }
  };

  const root = openChild(parent, name, shown, "missing (the bot's source goes in bot/)");
  try {
    walk(root, shown, "", 0);
  } finally {
    root.close();
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function openChild(parent: OpenFolder, name: string, shown: string, missing = "missing"): OpenFolder {
  try {
    return parent.folder(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new SubmissionError(`${shown}: ${missing}`);
    // O_NOFOLLOW | O_DIRECTORY on a link says ENOTDIR, as for a file: lstat tells which.
    if (code === "ELOOP" || (code === "ENOTDIR" && isLink(parent, name))) {
      throw new SubmissionError(`${shown}: is a symbolic link (links are refused)`);
    }
    if (code === "ENOTDIR") throw new SubmissionError(`${shown}: is not a folder`);
    throw new SubmissionError(`${shown}: cannot be opened (${code ?? "error"})`);
  }
}

function isLink(parent: OpenFolder, name: string): boolean {
  try {
    return parent.lstat(name).isSymbolicLink();
  } catch {
    return false;
  }
}

function decodeName(raw: Buffer, folderShown: string): string {
  try {
    return utf8.decode(raw);
  } catch {
    const bytes = [...raw].map((b) =>
      b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16)}`,
    );
    throw new SubmissionError(`${folderShown}/${bytes.join("")}: the name is not UTF-8`);
  }
}
