import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inertText } from "@rulekit/core";
import { OpenFolder } from "../submission/no-follow.js";
import { SubmissionError } from "../submission/submission-error.js";
import { GitFetchError } from "./git-fetch-error.js";

/**
 * Where a repository on this machine is, for a git source that names one: a `file://` URL or a
 * plain path (what git itself treats as local: no `scheme://`, and no `:` before the first `/`).
 * Null for a remote (`https://`, `ssh://`, `git://`, `host:path`).
 */
export function localRepositoryPath(url: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (scheme) {
    if (scheme[1]!.toLowerCase() !== "file") return null;
    const rest = url.slice(scheme[0].length);
    const path = rest.startsWith("localhost/") ? rest.slice("localhost".length) : rest;
    if (!path.startsWith("/")) {
      throw new GitFetchError(
        `${url}: a file:// URL must name an absolute path on this machine`,
        "unreachable",
      );
    }
    return decodeURIComponentSafe(path);
  }
  const colon = url.indexOf(":");
  const slash = url.indexOf("/");
  if (colon !== -1 && (slash === -1 || colon < slash)) return null;
  return resolve(url);
}

/** What a local repository's copy may hold (the submission's own repository, in full). */
export interface LocalRepositoryLimits {
  /** Bytes of every file copied together. */
  maxBytes: number;
  /** Files and folders copied. */
  maxEntries?: number;
  /** Folders deep below the git folder (`refs/heads/feature/x` is 4). */
  maxDepth?: number;
}

const DEFAULT_MAX_ENTRIES = 20_000;
const DEFAULT_MAX_DEPTH = 16;

/**
 * What of a git folder upload-pack reads, and what is copied: the rest (hooks, logs, the index,
 * worktrees, submodules' repositories) is left where it is. `commondir`, `objects/info/alternates`,
 * `info/grafts` are copied only to be refused by name.
 */
const COPIED = new Set(["HEAD", "config", "packed-refs", "shallow", "commondir", "objects", "refs", "info"]);

/**
 * Copies the repository at `dir` (a folder whose `.git` is a real folder, or a bare repository) into
 * `into`, a private folder nobody else can change, so that git never reads the submitter's folder
 * and nothing in it can choose a host path:
 * - `.git` must be a folder of its own: a `.git` file (`gitdir: …`, another repository) or a `.git`
 *   symbolic link is refused, as is any symbolic link, FIFO or device inside the git folder (an
 *   `objects/` or a loose object linked to another repository's);
 * - the copy is bounded while it is made (bytes, entries, depth) and read through no-follow opens
 *   (a link swapped in meanwhile is refused, not followed);
 * - then the copy is refused if it borrows from elsewhere: `commondir` (another repository's refs
 *   and objects), `objects/info/alternates` or `http-alternates` (another repository's objects),
 *   `info/grafts` or replace refs (history rewritten from outside the commit), a configuration that
 *   includes another file (`[include]`, `[includeIf]`) or fetches missing objects from a promisor
 *   remote (`extensions.partialClone`, `remote.*.promisor`).
 * Throws SubmissionError (`refused`) with the reason, GitFetchError (`too_large`) for a bound,
 * GitFetchError (`unreachable`) when `dir` is not a repository at all.
 */
export function copyLocalRepository(dir: string, into: string, limits: LocalRepositoryLimits): void {
  let root: OpenFolder;
  try {
    root = OpenFolder.open(dir, true);
  } catch (error) {
    throw new GitFetchError(
      `${dir}: no such repository (${(error as NodeJS.ErrnoException).code ?? "cannot open"})`,
      "unreachable",
    );
  }
  try {
    copyGitFolder(root, dir, into, limits);
  } catch (error) {
    if (error instanceof SubmissionError || error instanceof GitFetchError) throw error;
    // A name swapped for a link or removed while it was being copied: the submitter's doing.
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new SubmissionError(
      `${dir}: the repository changed or cannot be read while it was copied (${code})`,
    );
  } finally {
    root.close();
  }
  checkBorrowing(into);
}

function copyGitFolder(root: OpenFolder, dir: string, into: string, limits: LocalRepositoryLimits): void {
  const gitDir = openGitFolder(root, dir);
  try {
    mkdirSync(into, { mode: 0o700 });
    const copy = new BoundedCopy(limits);
    for (const name of readdirSync(gitDir.pathOf(""))) {
      if (COPIED.has(name)) copy.entry(gitDir, name, into, `.git/${name}`, 0);
    }
    mkdirSync(join(into, "refs"), { recursive: true });
    mkdirSync(join(into, "objects"), { recursive: true });
  } finally {
    if (gitDir !== root) gitDir.close();
  }
}

/** The repository's git folder: `.git` if it is a folder of its own, the folder itself if bare. */
function openGitFolder(root: OpenFolder, dir: string): OpenFolder {
  let stat: ReturnType<OpenFolder["lstat"]> | null = null;
  try {
    stat = root.lstat(".git");
  } catch {
    stat = null;
  }
  if (stat === null) {
    if (isFile(root, "HEAD") && isFolder(root, "objects")) return root;
    throw new GitFetchError(
      `${dir}: not a git repository (no .git folder, not a bare repository)`,
      "unreachable",
    );
  }
  if (stat.isSymbolicLink()) {
    throw new SubmissionError(
      `${dir}/.git: is a symbolic link (a repository is read only from its own .git folder, never one a link names)`,
    );
  }
  if (stat.isFile()) {
    throw new SubmissionError(
      `${dir}/.git: is a file (a "gitdir:" file names another repository; submit that repository itself)`,
    );
  }
  if (!stat.isDirectory()) throw new SubmissionError(`${dir}/.git: is not a folder`);
  return root.folder(".git");
}

function isFile(folder: OpenFolder, name: string): boolean {
  try {
    return folder.lstat(name).isFile();
  } catch {
    return false;
  }
}

function isFolder(folder: OpenFolder, name: string): boolean {
  try {
    return folder.lstat(name).isDirectory();
  } catch {
    return false;
  }
}

/** A recursive copy of regular files and folders only, bounded as it goes. */
class BoundedCopy {
  private entries = 0;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxDepth: number;

  constructor(private readonly limits: LocalRepositoryLimits) {
    this.maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxDepth = limits.maxDepth ?? DEFAULT_MAX_DEPTH;
  }

  entry(folder: OpenFolder, name: string, into: string, shown: string, depth: number): void {
    if (++this.entries > this.maxEntries) {
      throw new GitFetchError(
        `the repository's .git holds more than ${this.maxEntries} files and folders (pack it: git gc)`,
        "too_large",
      );
    }
    if (depth > this.maxDepth) {
      throw new GitFetchError(`${shown}: more than ${this.maxDepth} folders deep in .git`, "too_large");
    }
    const stat = folder.lstat(name);
    const target = join(into, name);
    if (stat.isDirectory()) {
      const child = folder.folder(name);
      try {
        mkdirSync(target, { mode: 0o700 });
        for (const inner of readdirSync(child.pathOf(""))) {
          // Names inside .git are the submitter's: inert wherever they are shown.
          this.entry(child, inner, target, `${shown}/${inertText(inner, { maxChars: 100 })}`, depth + 1);
        }
      } finally {
        child.close();
      }
      return;
    }
    if (stat.isSymbolicLink()) {
      throw new SubmissionError(`${shown}: is a symbolic link (links inside a repository are refused)`);
    }
    if (!stat.isFile()) throw new SubmissionError(`${shown}: is not a regular file or a folder`);
    const left = this.limits.maxBytes - this.bytes;
    const read = folder.readFile(name, left, stat);
    if (!read.ok) {
      if (read.problem.startsWith("is larger")) {
        throw new GitFetchError(
          `the repository's .git holds more than ${this.limits.maxBytes} bytes`,
          "too_large",
        );
      }
      throw new SubmissionError(`${shown}: ${read.problem}`);
    }
    this.bytes += read.content.length;
    writeFileSync(target, read.content, { mode: 0o600, flag: "wx" });
  }
}

/** Refuses a copied repository that takes refs, objects, history or settings from elsewhere. */
function checkBorrowing(gitDir: string): void {
  const refuse = (what: string): never => {
    throw new SubmissionError(`the repository ${what} (a submission is read only from its own repository)`);
  };
  const has = (path: string) => existsSync(join(gitDir, path));
  if (has("commondir")) refuse("has a commondir file: it shares another repository's refs and objects");
  if (has("objects/info/alternates") || has("objects/info/http-alternates")) {
    refuse("borrows objects from another repository (objects/info/alternates)");
  }
  if (has("info/grafts")) refuse("rewrites its history with info/grafts");
  if (has("refs/replace") && readdirSync(join(gitDir, "refs/replace")).length > 0) {
    refuse("has replace refs (refs/replace/): objects replaced by others");
  }
  // The copy is this process's own (regular files and folders only): read it plainly.
  const text = (path: string) => (has(path) ? readFileSync(join(gitDir, path), "utf8") : "");
  if (/^[0-9a-f]{40,64} refs\/replace\//m.test(text("packed-refs"))) {
    refuse("has replace refs (in packed-refs): objects replaced by others");
  }
  const config = text("config");
  if (/^\s*\[\s*include(if)?\b/im.test(config)) refuse("configuration includes another file ([include])");
  if (/partialclone|promisor/i.test(config)) {
    refuse("configuration fetches missing objects from another repository (partialClone / promisor)");
  }
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new GitFetchError(`${path}: not a valid file:// path`, "unreachable");
  }
}
