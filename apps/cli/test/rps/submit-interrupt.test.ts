import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hostProcesses } from "../../../../packages/rps-arena/test/helpers/host-state.js";
import { expectInterrupted } from "../helpers/interrupt.js";
import { startCli } from "../helpers/run-cli.js";
import { expectHostClean, interruptCli, makeSlowBot } from "./slow-bot-interrupt.js";

const LINE = "rulekit: interrupted: the submission was stopped; nothing was stored";
const slow = makeSlowBot();
afterAll(() => rmSync(slow.dir, { recursive: true, force: true }));

/** The slow bot as a one-commit git repository (fetched through a private clone in the CLI's TMPDIR). */
function slowRepository(): string {
  const repo = join(slow.dir, "repo");
  cpSync(slow.bot, repo, { recursive: true });
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, env });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "slow");
  return `file://${repo}`;
}

/** The slow bot submitted from `source` into `into`: its check games run it. */
const submitArgs = (source: string, into: string, json: boolean) => [
  "rps",
  "submit",
  source,
  "--into",
  into,
  ...(json ? ["--json"] : []),
];

describe("rulekit rps submit stopped by Ctrl-C (SIGINT to the CLI's pid only)", { timeout: 180_000 }, () => {
  it("during a check game (from git): one line, exit 130, --into never made, no process, clone nor copy left", async () => {
    const into = join(slow.dir, "snapshot");
    const stopped = await interruptCli(submitArgs(slowRepository(), into, false), slow);
    expect(stopped.tree.some((p) => p.cmdline.includes(slow.entry))).toBe(true);
    await expectHostClean(slow, stopped);
    expectInterrupted(stopped.run, LINE);
    expect(existsSync(into)).toBe(false);
  });

  it("under --json, a folder into an empty folder: the error document, and the folder stays empty", async () => {
    const into = join(slow.dir, "empty");
    mkdirSync(into);
    const stopped = await interruptCli(submitArgs(slow.bot, into, true), slow);
    await expectHostClean(slow, stopped);
    expectInterrupted(stopped.run, LINE, true);
    expect(readdirSync(into)).toEqual([]);
  });
});

describe("rulekit rps submit stopped by a terminal's Ctrl-C (SIGINT to its whole process group)", () => {
  it("during the git fetch (git gets it too): one line, exit 130, nothing stored, no clone nor git left", async () => {
    // A git:// server that takes the connection and never answers: the fetch waits until it is stopped.
    const sockets: Socket[] = [];
    let connected: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.on("error", () => {});
      connected();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const tmp = mkdtempSync(join(slow.dir, "tmp-"));
    const into = join(slow.dir, "fetch-snapshot");
    try {
      const started = startCli(submitArgs(`git://127.0.0.1:${port}/bot.git`, into, false), undefined, {
        timeoutMs: 120_000,
        env: { TMPDIR: tmp },
        ownGroup: true,
        onStart: (child) => {
          void reached.then(() => process.kill(-(child.pid as number), "SIGINT"));
        },
      });
      const run = await started;
      expectInterrupted(run, LINE);
      expect(existsSync(into)).toBe(false);
      expect(readdirSync(tmp)).toEqual([]);
      const git = hostProcesses().filter((p) => p.cmdline.includes(`127.0.0.1:${port}`));
      expect(git.map((p) => p.cmdline)).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });
});
