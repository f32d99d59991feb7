import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceHashOf } from "../src/submission/load-submission.js";
import { SubmissionError } from "../src/submission/submission-error.js";
import { acquireSubmission, classifySource } from "../src/submit/acquire.js";
import { fetchGitCommit, GitFetchError } from "../src/submit/git-fetch.js";
import { botDir } from "./helpers/real-bots.js";

const LIMITS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 60_000 };
// The test's own git runs see no user configuration either.
const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd,
    env: GIT_ENV,
    encoding: "utf8",
  }).trim();

/** A repository holding python-greedy plus files that are not its source, one commit. */
function repository(edit: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-repo-"));
  cpSync(botDir("python-greedy"), dir, { recursive: true });
  writeFileSync(join(dir, "README.md"), "my bot\n");
  writeFileSync(join(dir, "bot", "NOTES.md"), "ideas\n");
  mkdirSync(join(dir, "bot", "lib"));
  writeFileSync(join(dir, "bot", "lib", "helpers.py"), "X = 1\n");
  writeFileSync(join(dir, "bot", "lib", "weights.json"), "[1,2,3]\n");
  edit(dir);
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "first");
  return dir;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SubmissionError) return error.message;
    throw error;
  }
  throw new Error("not refused");
};

describe("acquireSubmission (git, real repositories)", () => {
  it("fetches one commit by local path or file:// URL, records its id and keeps only the language's sources", () => {
    const dir = repository();
    const head = git(dir, "rev-parse", "HEAD");
    for (const source of [dir, `file://${dir}`]) {
      const taken = acquireSubmission(classifySource(source), "HEAD", LIMITS);
      expect(taken.commit).toBe(head);
      expect(taken.kept).toEqual(["lib/helpers.py", "main.py"]);
      expect(taken.dropped).toEqual(["NOTES.md", "lib/weights.json"]);
      expect(taken.submission.files.map((f) => f.path)).toEqual(taken.kept);
      expect(taken.submission.sourceHash).toBe(
        sourceHashOf(taken.submission.manifest, taken.submission.files),
      );
      expect(taken.manifestText.toString()).toContain('"entry": "main.py"');
    }
  });

  it("takes the commit --ref names (a branch, a tag or a commit id), not the newest", () => {
    const dir = repository();
    const first = git(dir, "rev-parse", "HEAD");
    git(dir, "tag", "v1");
    writeFileSync(join(dir, "bot", "main.py"), "print('second')\n");
    git(dir, "commit", "-q", "-am", "second");
    const second = git(dir, "rev-parse", "HEAD");
    expect(acquireSubmission(classifySource(dir), "main", LIMITS).commit).toBe(second);
    for (const ref of ["v1", first]) {
      const taken = acquireSubmission(classifySource(dir), ref, LIMITS);
      expect(taken.commit).toBe(first);
      expect(taken.submission.files.find((f) => f.path === "main.py")!.content.toString()).not.toContain(
        "second",
      );
    }
    expect(() => acquireSubmission(classifySource(dir), "no-such-branch", LIMITS)).toThrow(GitFetchError);
  });

  it("refuses links (in bot/, as bot/ or as ott.json), submodules and names the submission rules refuse", () => {
    const inBot = repository((dir) => symlinkSync("/etc/shadow", join(dir, "bot", "secret.py")));
    expect(refusal(() => acquireSubmission(classifySource(inBot), "HEAD", LIMITS))).toMatch(
      /\/bot\/secret\.py: only regular files and folders are allowed in bot\/ \(no links/,
    );
    const manifest = repository((dir) => {
      cpSync(join(dir, "ott.json"), join(dir, "real.json"));
      execFileSync("rm", [join(dir, "ott.json")]);
      symlinkSync("real.json", join(dir, "ott.json"));
    });
    expect(refusal(() => acquireSubmission(classifySource(manifest), "HEAD", LIMITS))).toMatch(
      /ott\.json: is a symbolic link/,
    );
    const wholeBot = repository((dir) => {
      execFileSync("mv", [join(dir, "bot"), join(dir, "code")]);
      symlinkSync("code", join(dir, "bot"));
    });
    expect(refusal(() => acquireSubmission(classifySource(wholeBot), "HEAD", LIMITS))).toMatch(
      /bot: is a symbolic link/,
    );
    const submodule = repository();
    const other = git(submodule, "rev-parse", "HEAD");
    git(submodule, "update-index", "--add", "--cacheinfo", `160000,${other},bot/vendor`);
    git(submodule, "commit", "-q", "-m", "submodule");
    expect(refusal(() => acquireSubmission(classifySource(submodule), "HEAD", LIMITS))).toMatch(
      /\/bot\/vendor: is a submodule/,
    );
    const option = repository((dir) => writeFileSync(join(dir, "bot", "-o.py"), ""));
    expect(refusal(() => acquireSubmission(classifySource(option), "HEAD", LIMITS))).toMatch(
      /starts with '-'/,
    );
  });

  it("runs no hook: neither the repository's, nor one that git's configuration would run on a clone", () => {
    const marker = join(mkdtempSync(join(tmpdir(), "rulekit-hook-")), "ran");
    const hooks = mkdtempSync(join(tmpdir(), "rulekit-hooks-"));
    for (const hook of ["reference-transaction", "post-checkout", "post-merge", "pre-push"]) {
      writeFileSync(join(hooks, hook), `#!/bin/sh\necho ${hook} >> ${marker}\n`);
      chmodSync(join(hooks, hook), 0o755);
    }
    const dir = repository();
    cpSync(hooks, join(dir, ".git", "hooks"), { recursive: true });
    const config = join(hooks, "gitconfig");
    writeFileSync(config, `[core]\n\thooksPath = ${hooks}\n[init]\n\ttemplateDir = ${hooks}\n`);
    // The control: a plain clone with that configuration does run a hook.
    const clone = mkdtempSync(join(tmpdir(), "rulekit-clone-"));
    execFileSync("git", ["clone", "-q", dir, join(clone, "c")], {
      env: { ...GIT_ENV, GIT_CONFIG_GLOBAL: config },
    });
    expect(existsSync(marker)).toBe(true);
    execFileSync("rm", [marker]);
    const saved = process.env.GIT_CONFIG_GLOBAL;
    process.env.GIT_CONFIG_GLOBAL = config;
    try {
      acquireSubmission(classifySource(dir), "HEAD", LIMITS);
      acquireSubmission(classifySource(`file://${dir}`), "HEAD", LIMITS);
    } finally {
      if (saved === undefined) delete process.env.GIT_CONFIG_GLOBAL;
      else process.env.GIT_CONFIG_GLOBAL = saved;
    }
    expect(existsSync(marker)).toBe(false);
  });

  it("bounds what a fetch may bring (the pack is cut at the limit) and refuses other transports", () => {
    const big = repository((dir) => writeFileSync(join(dir, "blob.bin"), randomBytes(3 * 1024 * 1024)));
    expect(() =>
      fetchGitCommit(`file://${big}`, "HEAD", { maxBytes: 1024 * 1024, timeoutMs: 60_000 }),
    ).toThrow(/more than 1048576 bytes/);
    expect(() => fetchGitCommit("ext::sh -c touch% /tmp/rulekit-ext", "HEAD", LIMITS)).toThrow(GitFetchError);
    expect(existsSync("/tmp/rulekit-ext")).toBe(false);
    expect(() => fetchGitCommit("--upload-pack=touch /tmp/x", "HEAD", LIMITS)).toThrow(
      /may not start with '-'/,
    );
  });

  it("takes a plain folder (not a repository) as it is, without a commit", () => {
    const taken = acquireSubmission(classifySource(botDir("cpp-greedy")), "HEAD", LIMITS);
    expect(taken.commit).toBeNull();
    expect(taken.kept).toEqual(["main.cpp"]);
  });
});
