import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchGitCommit, GitFetchError } from "../src/submit/git-fetch.js";
import { testGit } from "./helpers/host-state.js";
import { botDir } from "./helpers/real-bots.js";

/*
 * A service that refuses private hosts resolves a submission's host, checks the addresses and gives
 * fetchGitCommit the one it checked (`pinnedAddress`): git must then reach that address and nothing
 * else — not what the name resolves to by the time git connects (DNS rebinding), not where a redirect
 * points. Real git over smart HTTP (`git http-backend`) and git:// (`git daemon`), each in a process of
 * its own on loopback; the host names are made up (`.test`), so only the pin can make them reach.
 */
const LIMITS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 60_000 };
// git daemon and the readiness probe see no user configuration either (the repositories: testGit).
const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
const git = (cwd: string, ...args: string[]) => testGit(cwd, args);

const root = mkdtempSync(join(tmpdir(), "rulekit-pinned-"));
const repos = join(root, "repos");
const children: ChildProcess[] = [];
let head = "";
let gitPort = 0;
let redirectPort = 0;
let daemonPort = 0;
const gitLog = join(root, "git-http.log");
const redirectLog = join(root, "redirect.log");

/** Starts the helper server; resolves with the port it prints. */
function serve(log: string, mode: "repos" | "redirect", target: string): Promise<number> {
  writeFileSync(log, "");
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "helpers", "git-http-serve.mjs"), log, mode, target],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`the git server ended (${code})`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until git daemon answers (it prints nothing when ready). */
async function daemonReady(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      execFileSync("git", ["ls-remote", `git://127.0.0.1:${port}/bot.git`], { env: GIT_ENV, stdio: "pipe" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("git daemon did not start");
}

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof GitFetchError) return error;
    throw error;
  }
  throw new Error("fetched");
};
const requests = (log: string) =>
  existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];

beforeAll(async () => {
  const work = join(root, "work");
  cpSync(botDir("python-greedy"), work, { recursive: true });
  git(work, "init", "-q", "-b", "main");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "first");
  head = git(work, "rev-parse", "HEAD");
  git(root, "clone", "-q", "--bare", work, join(repos, "bot.git"));
  gitPort = await serve(gitLog, "repos", repos);
  redirectPort = await serve(redirectLog, "redirect", `http://127.0.0.1:${gitPort}`);
  daemonPort = await freePort();
  children.push(
    spawn(
      "git",
      [
        "daemon",
        "--export-all",
        `--base-path=${repos}`,
        "--listen=127.0.0.1",
        `--port=${daemonPort}`,
        "--reuseaddr",
        repos,
      ],
      { env: GIT_ENV, stdio: "ignore" },
    ),
  );
  await daemonReady(daemonPort);
}, 120_000);

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("fetchGitCommit with a pinned address", () => {
  it("reaches an http host at the pinned address, and only there", () => {
    const url = `http://bots.example.test:${gitPort}/bot.git`;
    const fetched = fetchGitCommit(url, "main", { ...LIMITS, pinnedAddress: "127.0.0.1" });
    try {
      expect(fetched.commit).toBe(head);
    } finally {
      fetched.dispose();
    }
    // Pinned where nothing listens (the server is on 127.0.0.1 only): git does not look elsewhere.
    expect(failure(() => fetchGitCommit(url, "main", { ...LIMITS, pinnedAddress: "127.0.0.2" })).kind).toBe(
      "unreachable",
    );
  }, 120_000);

  it("follows no redirect when pinned (a redirect names another host); without a pin git follows it", () => {
    writeFileSync(gitLog, "");
    const pinned = failure(() =>
      fetchGitCommit(`http://bots.example.test:${redirectPort}/bot.git`, "main", {
        ...LIMITS,
        pinnedAddress: "127.0.0.1",
      }),
    );
    expect(pinned.kind).toBe("unreachable");
    // A host given as an address is pinned by itself, and its redirects are refused the same way.
    const literal = failure(() =>
      fetchGitCommit(`http://127.0.0.1:${redirectPort}/bot.git`, "main", {
        ...LIMITS,
        pinnedAddress: "127.0.0.1",
      }),
    );
    expect(literal.kind).toBe("unreachable");
    expect(requests(redirectLog).length).toBeGreaterThan(1);
    expect(requests(gitLog)).toEqual([]);
    // The control: the same redirect, unpinned, reaches the server it points to.
    const followed = fetchGitCommit(`http://127.0.0.1:${redirectPort}/bot.git`, "main", LIMITS);
    try {
      expect(followed.commit).toBe(head);
    } finally {
      followed.dispose();
    }
    expect(requests(gitLog).length).toBeGreaterThan(0);
  }, 120_000);

  it("fetches a git:// URL from the pinned address", () => {
    const url = `git://bots.example.test:${daemonPort}/bot.git`;
    const fetched = fetchGitCommit(url, "main", { ...LIMITS, pinnedAddress: "127.0.0.1" });
    try {
      expect(fetched.commit).toBe(head);
    } finally {
      fetched.dispose();
    }
    expect(failure(() => fetchGitCommit(url, "main", { ...LIMITS, pinnedAddress: "127.0.0.2" })).kind).toBe(
      "unreachable",
    );
  }, 120_000);

  it("refuses a URL it cannot pin, and an address that is not one, before running git", () => {
    for (const [url, address] of [
      ["ssh://git@bots.example.test/bot.git", "127.0.0.1"],
      ["git@bots.example.test:bot.git", "127.0.0.1"],
      [`http://bots.example.test:${gitPort}/bot.git`, "bots.example.test"],
    ] as const) {
      const error = failure(() => fetchGitCommit(url, "main", { ...LIMITS, pinnedAddress: address }));
      expect(error.kind).toBe("unreachable");
      expect(error.message).toBe("this repository URL cannot be fetched from one checked address");
    }
  });
});
