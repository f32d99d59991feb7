import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inertText } from "../util/inert-text.js";

/** One entry of a commit's tree, as `git ls-tree -r -l` lists it. */
export interface TreeEntry {
  /** `100644`, `100755` (files), `120000` (a symbolic link), `160000` (a submodule). */
  mode: string;
  type: string;
  oid: string;
  /** Bytes (null for a submodule). */
  size: number | null;
  /** The path, or null when it is not UTF-8 (`rawPath` has its bytes). */
  path: string | null;
  rawPath: Buffer;
}

export interface FetchedCommit {
  commit: string;
  entries: TreeEntry[];
  /** The contents of the given blobs (sizes known from `entries`, so the caller bounds them first). */
  readBlobs(oids: readonly string[]): Map<string, Buffer>;
  dispose(): void;
}

/** The repository or the ref cannot be fetched, or what it holds is beyond the bounds. */
export class GitFetchError extends Error {
  constructor(
    message: string,
    /** `unreachable`: no such repository or ref (the operator's input); `too_large`: the submission's. */
    readonly kind: "unreachable" | "too_large",
  ) {
    super(message);
    this.name = "GitFetchError";
  }
}

export interface GitFetchLimits {
  /** Bytes the fetched pack may take on disk (the fetch is killed beyond it). */
  maxBytes: number;
  timeoutMs: number;
}

/** Transports a submission may come by; never `ext::` (it runs a command) nor anything else. */
const ALLOWED_PROTOCOLS = "file:git:ssh:https:http";

/**
 * Fetches one commit of a repository (its tree only, depth 1) into a private bare repository and
 * lists its files, without ever checking anything out: no hook of any kind runs (empty template,
 * `core.hooksPath=/dev/null`, no system or global git configuration), no submodule is followed,
 * only the transports above are allowed, the received objects are checked (`transfer.fsckObjects`,
 * which refuses `..`, `.git` and other malformed tree entries) and kept as one pack whose size is
 * bounded (RLIMIT_FSIZE), and the whole fetch has a deadline. Links and submodules in the tree
 * are reported as such by their mode, for the caller to refuse.
 */
export function fetchGitCommit(url: string, ref: string, limits: GitFetchLimits): FetchedCommit {
  if (url.startsWith("-") || ref.startsWith("-")) {
    throw new GitFetchError("a repository or ref may not start with '-'", "unreachable");
  }
  const work = mkdtempSync(join(tmpdir(), "rulekit-submit-"));
  const dispose = () => rmSync(work, { recursive: true, force: true });
  const template = join(work, "template");
  const repo = join(work, "repo.git");
  mkdirSync(template);
  const git = (args: string[], options: { input?: string; fsize?: number; timeoutMs?: number } = {}) => {
    const argv = [
      "-c",
      "core.hooksPath=/dev/null",
      "-c",
      "transfer.fsckObjects=true",
      "-c",
      "fetch.unpackLimit=1",
      "-c",
      "transfer.unpackLimit=1",
      "-c",
      "protocol.file.allow=always",
      ...args,
    ];
    const command = options.fsize ? "prlimit" : "git";
    const full = options.fsize ? [`--fsize=${options.fsize}`, "--", "git", ...argv] : argv;
    return spawnSync(command, full, {
      cwd: work,
      input: options.input,
      maxBuffer: limits.maxBytes + 16 * 1024 * 1024,
      timeout: options.timeoutMs ?? limits.timeoutMs,
      killSignal: "SIGKILL",
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: work,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_TERMINAL_PROMPT: "0",
        GIT_ASKPASS: "/bin/false",
        SSH_ASKPASS: "/bin/false",
        GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS,
        GIT_PROTOCOL_FROM_USER: "0",
        LC_ALL: "C",
      },
    });
  };
  try {
    const init = git(["init", "--bare", "--quiet", `--template=${template}`, repo]);
    if (init.status !== 0) throw new Error(`git init failed: ${String(init.stderr).trim()}`);
    const inRepo = (args: string[], options?: Parameters<typeof git>[1]) =>
      git(["-C", repo, ...args], options);
    const fetched = inRepo(
      [
        "fetch",
        "--quiet",
        "--depth",
        "1",
        "--no-tags",
        "--no-recurse-submodules",
        "--no-write-fetch-head",
        "--",
        url,
        `+${ref}:refs/submission`,
      ],
      { fsize: limits.maxBytes },
    );
    if (fetched.status !== 0 || fetched.signal !== null) {
      if (largestFile(join(repo, "objects")) >= limits.maxBytes) {
        throw new GitFetchError(`the repository's files are more than ${limits.maxBytes} bytes`, "too_large");
      }
      if (fetched.signal === "SIGKILL") {
        throw new GitFetchError(`fetching took longer than ${limits.timeoutMs} ms`, "unreachable");
      }
      throw new GitFetchError(`git could not fetch ${ref}: ${gitMessage(fetched.stderr)}`, "unreachable");
    }
    const commit = String(
      inRepo(["rev-parse", "--verify", "--quiet", "refs/submission^{commit}"]).stdout,
    ).trim();
    if (!/^[0-9a-f]{40,64}$/.test(commit)) throw new GitFetchError(`${ref} is not a commit`, "unreachable");
    const listed = inRepo(["ls-tree", "-r", "-l", "-z", "--full-tree", commit]);
    if (listed.status !== 0) throw new Error(`git ls-tree failed: ${gitMessage(listed.stderr)}`);
    const entries = parseLsTree(listed.stdout as unknown as Buffer);
    return {
      commit,
      entries,
      readBlobs: (oids) => readBlobs((args, input) => inRepo(args, { input }), oids),
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** The size of the largest file under `dir` (a pack cut short by RLIMIT_FSIZE is exactly the limit). */
function largestFile(dir: string): number {
  let largest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) largest = Math.max(largest, statSync(join(entry.parentPath, entry.name)).size);
  }
  return largest;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** `<mode> SP <type> SP <oid> SP+ <size> TAB <path> NUL`, repeated; a path that is not UTF-8 is null. */
function parseLsTree(output: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0, at);
    const record = output.subarray(at, end === -1 ? output.length : end);
    at = end === -1 ? output.length : end + 1;
    const tab = record.indexOf(9);
    const [mode, type, oid, size] = record.subarray(0, tab).toString("latin1").split(/ +/);
    let path: string | null;
    try {
      path = utf8.decode(record.subarray(tab + 1));
    } catch {
      path = null;
    }
    entries.push({
      mode: mode!,
      type: type!,
      oid: oid!,
      size: size === "-" ? null : Number(size),
      path,
      rawPath: Buffer.from(record.subarray(tab + 1)),
    });
  }
  return entries;
}

function readBlobs(
  run: (args: string[], input: string) => ReturnType<typeof spawnSync>,
  oids: readonly string[],
): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (oids.length === 0) return out;
  const result = run(["cat-file", "--batch"], `${oids.join("\n")}\n`);
  if (result.status !== 0) throw new Error(`git cat-file failed: ${gitMessage(result.stderr)}`);
  const data = result.stdout as unknown as Buffer;
  let at = 0;
  for (const oid of oids) {
    const eol = data.indexOf(10, at);
    const [, type, size] = data.subarray(at, eol).toString("utf8").split(" ");
    if (type !== "blob") throw new Error(`git cat-file: ${oid} is not a blob`);
    const length = Number(size);
    out.set(oid, Buffer.from(data.subarray(eol + 1, eol + 1 + length)));
    at = eol + 1 + length + 1;
  }
  return out;
}

/** git's message, first lines only, inert, without credentials a URL might carry. */
function gitMessage(stderr: unknown): string {
  const text = String(stderr)
    .replace(/\/\/[^/@\s]*@/g, "//***@")
    .trim();
  return inertText(text.split("\n").slice(0, 3).join("; ") || "no message", { maxChars: 400 });
}
