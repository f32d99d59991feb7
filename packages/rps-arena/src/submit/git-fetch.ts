import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { isIP, isIPv6 } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inertText } from "@rulekit/core";
import { SubmissionError } from "../submission/submission-error.js";
import { GitFetchError } from "./git-fetch-error.js";
import { copyLocalRepository, localRepositoryPath } from "./local-repository.js";

export { GitFetchError };

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

export interface GitFetchLimits {
  /** Bytes the fetched pack may take on disk (the fetch is killed beyond it); also bounds a local repository's copy. */
  maxBytes: number;
  timeoutMs: number;
  /** Top-level names of the commit to list (default: all of them), e.g. `["ott.json", "bot"]`. */
  roots?: readonly string[];
  /** Files and folders listed, at any depth, before the listing stops with `too_large` (default 10,000). */
  maxEntries?: number;
  /** Path components of a listed entry (`bot/main.py` is 2) before `too_large` (default 32). */
  maxDepth?: number;
  /** Bytes of tree objects read while listing, in all (default 4 MiB). */
  maxTreeBytes?: number;
  /**
   * The one address the URL's host may be reached at: the one a caller resolved and checked (a service
   * that refuses private hosts), so a name that resolves elsewhere by the time git connects (DNS
   * rebinding) changes nothing. An http(s) URL's host is pinned to it (`http.curloptResolve`), a git://
   * URL is fetched from it, and no redirect is followed (a redirect names another host). A local
   * repository ignores it.
   */
  pinnedAddress?: string;
}

const DEFAULT_LISTING = { maxEntries: 10_000, maxDepth: 32, maxTreeBytes: 4 * 1024 * 1024 } as const;

/** Transports a submission may come by; never `ext::` (it runs a command) nor anything else. */
const ALLOWED_PROTOCOLS = "file:git:ssh:https:http";

/**
 * Fetches one commit of a repository (its tree only, depth 1) into a private bare repository and
 * lists its files, without ever checking anything out: no hook of any kind runs (empty template,
 * `core.hooksPath=/dev/null`, no system or global git configuration), no submodule is followed,
 * only the transports above are allowed, the received objects are checked (`transfer.fsckObjects`,
 * which refuses `..`, `.git` and other malformed tree entries) and kept as one pack whose size is
 * bounded (RLIMIT_FSIZE), and the whole fetch has a deadline. A repository on this machine is
 * first copied into the private folder (copyLocalRepository: its own `.git` only, no link, no
 * gitfile, no alternates, grafts, replace refs, commondir or included configuration), so git never
 * reads the submitter's folder and nothing in it chooses a host path. The tree is listed one level
 * at a time and bounded while it is listed (entries, depth, tree bytes: `too_large`), so a small
 * repository naming billions of paths is refused at once. Links and submodules in the tree are
 * reported as such by their mode, for the caller to refuse.
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
    // A repository on this machine: fetched from a private copy of its own .git, never from its folder.
    const local = localRepositoryPath(url);
    let from = url;
    let pinning: string[] = [];
    if (local !== null) {
      const copy = join(work, "source.git");
      copyLocalRepository(local, copy, { maxBytes: limits.maxBytes });
      from = `file://${copy}`;
    } else if (limits.pinnedAddress !== undefined) {
      ({ from, config: pinning } = pinnedFetch(url, limits.pinnedAddress));
    }
    const fetched = inRepo(
      [
        ...pinning,
        "fetch",
        "--quiet",
        "--depth",
        "1",
        "--no-tags",
        "--no-recurse-submodules",
        "--no-write-fetch-head",
        "--",
        from,
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
      throw new GitFetchError(
        `git could not fetch ${ref}: ${fetched.signal === null ? gitMessage(fetched.stderr) : `git was ended by ${fetched.signal}`}`,
        "unreachable",
        fetched.signal,
      );
    }
    const commit = String(
      inRepo(["rev-parse", "--verify", "--quiet", "refs/submission^{commit}"]).stdout,
    ).trim();
    if (!/^[0-9a-f]{40,64}$/.test(commit)) throw new GitFetchError(`${ref} is not a commit`, "unreachable");
    const entries = listTree((args, input) => inRepo(args, { input }), commit, {
      roots: limits.roots,
      maxEntries: limits.maxEntries ?? DEFAULT_LISTING.maxEntries,
      maxDepth: limits.maxDepth ?? DEFAULT_LISTING.maxDepth,
      maxTreeBytes: limits.maxTreeBytes ?? DEFAULT_LISTING.maxTreeBytes,
    });
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

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443, "git:": 9418 };

/**
 * How to fetch `url` from `address` only: the git options and the URL to give git. http(s) keeps its
 * URL (TLS still checks the name) with the host resolved to the address and redirects refused; git://
 * names the address itself. Any other URL cannot be pinned, so it is refused.
 */
function pinnedFetch(url: string, address: string): { from: string; config: string[] } {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {}
  const port = parsed ? DEFAULT_PORTS[parsed.protocol] : undefined;
  if (!parsed || port === undefined || !isIP(address)) {
    throw new GitFetchError("this repository URL cannot be fetched from one checked address", "unreachable");
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = isIPv6(address) ? `[${address}]` : address;
  if (parsed.protocol === "git:") {
    parsed.hostname = literal;
    return { from: parsed.toString(), config: [] };
  }
  const noRedirects = ["-c", "http.followRedirects=false"];
  // An address as the host resolves to nothing else.
  if (isIP(host)) return { from: url, config: noRedirects };
  // An older git ignores the setting it does not know: the pin would be silently lost.
  if (!gitKnowsCurloptResolve()) {
    throw new GitFetchError(
      "this machine's git is too old to fetch from one checked address (git 2.37 or newer is needed)",
      "unreachable",
    );
  }
  const resolve = `${host}:${parsed.port === "" ? port : parsed.port}:${literal}`;
  return { from: url, config: ["-c", `http.curloptResolve=${resolve}`, ...noRedirects] };
}

let curloptResolve: boolean | undefined;

/** Whether this machine's git has `http.curloptResolve` (git 2.37 and later). */
function gitKnowsCurloptResolve(): boolean {
  if (curloptResolve === undefined) {
    const version = /git version (\d+)\.(\d+)/.exec(
      String(spawnSync("git", ["--version"], { encoding: "utf8" }).stdout ?? ""),
    );
    const [major, minor] = version ? [Number(version[1]), Number(version[2])] : [0, 0];
    curloptResolve = major > 2 || (major === 2 && minor >= 37);
  }
  return curloptResolve;
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

type RunGit = (args: string[], input: string) => ReturnType<typeof spawnSync>;

interface Listing {
  roots?: readonly string[];
  maxEntries: number;
  maxDepth: number;
  maxTreeBytes: number;
}

/**
 * Every file, link and submodule of the commit's tree (what `git ls-tree -r -l` lists), read one
 * level at a time with `git cat-file` and bounded while it is read: the trees of a level are sized
 * first (`--batch-check`) and refused beyond `maxTreeBytes` in all, and the listing stops with
 * `too_large` at the first entry beyond `maxEntries` or `maxDepth`. A tree reused under many names
 * is read once but counted under each, so a ~100 KB repository naming 10^10 paths stops after
 * `maxEntries` of them. Only the `roots` of the top level are listed when given.
 */
function listTree(run: RunGit, commit: string, listing: Listing): TreeEntry[] {
  const root = String(run(["rev-parse", "--verify", "--quiet", `${commit}^{tree}`], "").stdout).trim();
  if (!/^[0-9a-f]{40,64}$/.test(root))
    throw new SubmissionError(`${commit.slice(0, 12)}: the commit has no tree`);
  const hashBytes = root.length / 2;
  const entries: TreeEntry[] = [];
  let count = 0;
  let treeBytes = 0;
  let level: { oid: string; prefix: Buffer; depth: number }[] = [
    { oid: root, prefix: Buffer.alloc(0), depth: 0 },
  ];
  const tooLarge = (what: string): never => {
    throw new GitFetchError(`${commit.slice(0, 12)}: ${what}`, "too_large");
  };
  while (level.length > 0) {
    const oids = [...new Set(level.map((t) => t.oid))];
    const sizes = objectSizes(run, oids);
    for (const oid of oids) {
      const known = sizes.get(oid);
      if (known?.type !== "tree")
        throw new SubmissionError(`${commit.slice(0, 12)}: a tree object is missing or malformed`);
      treeBytes += known.size;
    }
    if (treeBytes > listing.maxTreeBytes)
      tooLarge(`its folders list more than ${listing.maxTreeBytes} bytes of names`);
    const bodies = readObjects(run, oids, "tree");
    const next: typeof level = [];
    for (const tree of level) {
      for (const item of parseTree(bodies.get(tree.oid)!, hashBytes)) {
        if (tree.depth === 0 && listing.roots && !listing.roots.includes(item.name.toString("latin1")))
          continue;
        const rawPath =
          tree.depth === 0 ? item.name : Buffer.concat([tree.prefix, Buffer.from("/"), item.name]);
        const shown = () => inertText(rawPath.toString("utf8"), { maxChars: 120 });
        if (++count > listing.maxEntries) {
          const what = listing.roots ? listing.roots.join(" and ") : "its tree";
          tooLarge(`${what} list more than ${listing.maxEntries} files and folders`);
        }
        if (tree.depth + 1 > listing.maxDepth)
          tooLarge(`/${shown()}: more than ${listing.maxDepth} levels deep`);
        if (item.mode === "40000") {
          next.push({ oid: item.oid, prefix: rawPath, depth: tree.depth + 1 });
          continue;
        }
        let path: string | null;
        try {
          path = utf8.decode(rawPath);
        } catch {
          path = null;
        }
        const mode = item.mode.padStart(6, "0");
        entries.push({
          mode,
          type: mode === "160000" ? "commit" : "blob",
          oid: item.oid,
          size: null,
          path,
          rawPath,
        });
      }
    }
    level = next;
  }
  const blobs = [...new Set(entries.filter((e) => e.type === "blob").map((e) => e.oid))];
  const sizes =
    blobs.length > 0 ? objectSizes(run, blobs) : new Map<string, { type: string; size: number }>();
  for (const entry of entries) {
    if (entry.type !== "blob") continue;
    const known = sizes.get(entry.oid);
    if (known?.type !== "blob")
      throw new SubmissionError(`${commit.slice(0, 12)}: a file's object is missing or malformed`);
    entry.size = known.size;
  }
  return entries;
}

/** `<mode> SP <name> NUL <hash>`, repeated (git's tree object). */
function parseTree(body: Buffer, hashBytes: number): { mode: string; name: Buffer; oid: string }[] {
  const items: { mode: string; name: Buffer; oid: string }[] = [];
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const nul = space === -1 ? -1 : body.indexOf(0, space);
    if (space === -1 || nul === -1 || nul + 1 + hashBytes > body.length) {
      throw new SubmissionError("a tree object of the commit is malformed");
    }
    items.push({
      mode: body.subarray(at, space).toString("latin1"),
      name: Buffer.from(body.subarray(space + 1, nul)),
      oid: body.subarray(nul + 1, nul + 1 + hashBytes).toString("hex"),
    });
    at = nul + 1 + hashBytes;
  }
  return items;
}

/** Type and size of each object (`git cat-file --batch-check`); a missing one is absent from the map. */
function objectSizes(run: RunGit, oids: readonly string[]): Map<string, { type: string; size: number }> {
  const result = run(["cat-file", "--batch-check"], `${oids.join("\n")}\n`);
  if (result.status !== 0) throw new SubmissionError(`git cat-file failed: ${gitMessage(result.stderr)}`);
  const out = new Map<string, { type: string; size: number }>();
  for (const line of String(result.stdout).split("\n")) {
    const [oid, type, size] = line.split(" ");
    if (oid && type && size && type !== "missing") out.set(oid, { type, size: Number(size) });
  }
  return out;
}

function readBlobs(run: RunGit, oids: readonly string[]): Map<string, Buffer> {
  return readObjects(run, oids, "blob");
}

/** The contents of objects of one type (`git cat-file --batch`); their sizes were bounded before. */
function readObjects(run: RunGit, oids: readonly string[], expected: "blob" | "tree"): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (oids.length === 0) return out;
  const result = run(["cat-file", "--batch"], `${oids.join("\n")}\n`);
  if (result.status !== 0) throw new SubmissionError(`git cat-file failed: ${gitMessage(result.stderr)}`);
  const data = result.stdout as unknown as Buffer;
  let at = 0;
  for (const oid of oids) {
    const eol = data.indexOf(10, at);
    const [, type, size] = data.subarray(at, eol).toString("utf8").split(" ");
    if (type !== expected) throw new SubmissionError(`${oid.slice(0, 12)} is not a ${expected}`);
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
