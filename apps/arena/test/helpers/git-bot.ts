import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const BOTS_DIR = join(REPO_ROOT, "bots");

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.org",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.org",
    },
    encoding: "utf8",
  }).trim();

/** A real git repository holding a bot (ott.json + bot/) under `root`; returns its path and HEAD commit. */
export function gitBot(
  root: string,
  name: string,
  files: Record<string, string>,
): { dir: string; commit: string } {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  git(dir, "init", "--quiet", "--initial-branch=main");
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "bot");
  return { dir, commit: git(dir, "rev-parse", "HEAD") };
}

/** Commits new content in an existing repository; returns the new commit. */
export function commitMore(dir: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "more");
  return git(dir, "rev-parse", "HEAD");
}

/** The greedy Python sample's files, for a repository. */
export function greedyPython(extra = ""): Record<string, string> {
  const main = execFileSync("cat", [join(BOTS_DIR, "python-greedy", "bot", "main.py")], { encoding: "utf8" });
  return {
    "ott.json": JSON.stringify({ language: "python", entry: "main.py" }),
    "bot/main.py": `${main}\n${extra}`,
  };
}

/** A Python bot that plays the first legal move and logs to stderr each turn. */
export function firstMovePython(tag: string): Record<string, string> {
  return {
    "ott.json": JSON.stringify({ language: "python", entry: "main.py" }),
    "bot/main.py": `import json, sys
r = json.loads(sys.stdin.readline())
sys.stderr.write("${tag} thinking at %d\\n" % r["state"]["moveCount"])
print(json.dumps({"request_id": r["request_id"], "move": r["legal_moves"][0]}))
`,
  };
}

/** A C++ bot that does not compile. */
export function brokenCpp(): Record<string, string> {
  return {
    "ott.json": JSON.stringify({ language: "cpp", entry: "main.cpp" }),
    "bot/main.cpp": "int main() { this is not C++; }\n",
  };
}

export function tempRoot(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function copyTree(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}
