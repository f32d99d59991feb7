import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireSubmission } from "../src/submit/acquire.js";
import { fetchGitCommit, GitFetchError } from "../src/submit/git-fetch.js";
import { localRepositoryPath } from "../src/submit/local-repository.js";
import { testGit } from "./helpers/host-state.js";
import { botDir } from "./helpers/real-bots.js";

// Issue 32, finding 1 (the attacks themselves are red-team bots: bots/attacks/submission/git-*):
// which git sources are repositories on this machine (copied privately before git reads them), and
// the bounds of the copy and of the tree listing, each a refusal with its reason.
const LIMITS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 60_000 };
const git = (cwd: string, ...args: string[]) => testGit(cwd, args);

/** The GitFetchError `run` throws (the test fails if it throws nothing or something else). */
function fetchError(run: () => unknown): GitFetchError {
  try {
    run();
  } catch (error) {
    if (error instanceof GitFetchError) return error;
    throw error;
  }
  throw new Error("expected a GitFetchError, nothing was thrown");
}

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-repo-"));
  cpSync(botDir("python-greedy"), dir, { recursive: true });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "first");
  return dir;
}

describe("localRepositoryPath", () => {
  it("takes file:// URLs and plain paths as this machine's, like git; remote addresses are not", () => {
    expect(localRepositoryPath("file:///srv/bots/a")).toBe("/srv/bots/a");
    expect(localRepositoryPath("file://localhost/srv/bots/a")).toBe("/srv/bots/a");
    expect(localRepositoryPath("file:///srv/my%20bot")).toBe("/srv/my bot");
    expect(localRepositoryPath("/srv/bots/a")).toBe("/srv/bots/a");
    expect(localRepositoryPath("./a/b:c")).toMatch(/\/a\/b:c$/);
    for (const remote of [
      "https://example.org/a.git",
      "ssh://git@example.org/a",
      "git://h/a",
      "git@h:a.git",
      "h:a",
    ])
      expect(localRepositoryPath(remote), remote).toBeNull();
    expect(() => localRepositoryPath("file://example.org/a")).toThrow(GitFetchError);
  });
});

describe("a repository on this machine", () => {
  it("is fetched from a private copy of its own .git: a bare one too", () => {
    const dir = repository();
    const bare = mkdtempSync(join(tmpdir(), "rulekit-bare-"));
    git(bare, "clone", "-q", "--bare", "--no-local", dir, "repo.git");
    const head = git(dir, "rev-parse", "HEAD");
    for (const source of [dir, join(bare, "repo.git")]) {
      const taken = acquireSubmission({ kind: "git", url: source }, "HEAD", LIMITS);
      expect(taken.commit).toBe(head);
    }
  });

  it("is refused (too_large, with the reason) when its .git holds more than the copy allows", () => {
    const dir = repository();
    // Random bytes do not compress: 30 KB of objects.
    for (let i = 0; i < 30; i++) writeFileSync(join(dir, `f${i}`), randomBytes(1000));
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "more");
    const error = fetchError(() => fetchGitCommit(dir, "HEAD", { ...LIMITS, maxBytes: 20_000 }));
    expect(error.kind).toBe("too_large");
    expect(error.message).toMatch(/more than 20000 bytes/);
  });
});

describe("listing a commit's tree", () => {
  /** A commit whose bot/ is `depth` levels of one tree of `fanout` names: fanout^depth paths. */
  function bomb(fanout: number, depth: number): string {
    const dir = repository();
    const blob = testGit(dir, ["hash-object", "-w", "--stdin"], "x = 1\n");
    const names = Array.from({ length: fanout }, (_, i) => `d${i}`);
    const mktree = (lines: string[]) => testGit(dir, ["mktree"], `${lines.join("\n")}\n`);
    let tree = mktree(names.map((n) => `100644 blob ${blob}\t${n}.py`));
    for (let level = 1; level < depth; level++) tree = mktree(names.map((n) => `040000 tree ${tree}\t${n}`));
    const top = git(dir, "ls-tree", "HEAD")
      .split("\n")
      .filter((l) => !l.endsWith("\tbot"));
    const root = mktree([...top, `040000 tree ${tree}\tbot`]);
    git(dir, "update-ref", "HEAD", git(dir, "commit-tree", root, "-p", "HEAD", "-m", "bomb"));
    return dir;
  }

  it("stops at the first entry beyond the bound, however many paths the tree names", () => {
    const dir = bomb(10, 10);
    const error = fetchError(() =>
      fetchGitCommit(dir, "HEAD", { ...LIMITS, roots: ["ott.json", "bot"], maxEntries: 500 }),
    );
    expect(error.kind).toBe("too_large");
    expect(error.message).toMatch(/ott\.json and bot list more than 500 files and folders/);
  });

  it("refuses a path deeper than the bound, naming it", () => {
    const dir = bomb(1, 40);
    const error = fetchError(() => fetchGitCommit(dir, "HEAD", { ...LIMITS, maxDepth: 12 }));
    expect(error.kind).toBe("too_large");
    expect(error.message).toMatch(/\/bot\/d0\/d0\/.*: more than 12 levels deep/);
  });

  it("refuses folders that list more bytes of names than allowed", () => {
    const dir = bomb(200, 2);
    const error = fetchError(() => fetchGitCommit(dir, "HEAD", { ...LIMITS, maxTreeBytes: 2000 }));
    expect(error.kind).toBe("too_large");
    expect(error.message).toMatch(/more than 2000 bytes of names/);
  });
});
