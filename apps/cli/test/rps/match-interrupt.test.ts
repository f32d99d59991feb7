import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  descendantsOf,
  type HostProcess,
  hostProcesses,
  processesNaming,
} from "../../../../packages/rps-arena/test/helpers/host-state.js";
import { expectInterrupted } from "../helpers/interrupt.js";
import { REPO_ROOT, type StartedRun, startCli } from "../helpers/run-cli.js";

const LINE = "rulekit: interrupted: the match was stopped; nothing was written";
/** Unique to this run: the slow bot's entry file is named after it, so its process's command line holds it. */
const MARKER = `rk-slow-${randomBytes(6).toString("hex")}`;
/** The slow bot's entry file: only its own process (in the sandbox) has this in its command line. */
const ENTRY = `${MARKER.replaceAll("-", "_")}.py`;
let dir: string;
let slowBot: string;
/** The CLI's TMPDIR: a stopped match leaves its bots' snapshots there (see docs/rps-arena/tournaments.md). */
let cliTmp: string;

/** A Python bot that takes two seconds over every move (the default move wall time is three). */
const SLOW_BOT = `import json, sys, time
request = json.loads(sys.stdin.readline())
sys.stderr.write("${MARKER}: thinking\\n")
time.sleep(2)
print(json.dumps({"move": request["legal_moves"][0]}))
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), `${MARKER}-`));
  slowBot = join(dir, "slow");
  cliTmp = join(dir, "tmp");
  mkdirSync(cliTmp);
  mkdirSync(join(slowBot, "bot"), { recursive: true });
  writeFileSync(
    join(slowBot, "ott.json"),
    JSON.stringify({ language: "python", entry: ENTRY, name: "slow" }),
  );
  writeFileSync(join(slowBot, "bot", ENTRY), SLOW_BOT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process is the same one later if its pid shows the same command line (a reused pid would not). */
const stillAlive = (p: HostProcess) => {
  try {
    return readFileSync(`/proc/${p.pid}/cmdline`, "latin1").replaceAll("\0", " ").trim() === p.cmdline;
  } catch {
    return false;
  }
};

/** Processes that hold the test's folder or the slow bot's entry in their command line or environment. */
const marked = () =>
  hostProcesses().filter((p) => {
    if (p.pid === process.pid) return false;
    if (p.cmdline.includes(MARKER) || p.cmdline.includes(ENTRY)) return true;
    try {
      const environ = readFileSync(`/proc/${p.pid}/environ`, "latin1");
      return environ.includes(MARKER) || environ.includes(ENTRY);
    } catch {
      return false;
    }
  });

/**
 * Starts the match and sends SIGINT to the CLI's pid alone (not its process group, as a terminal
 * would) once `ready` matches its stderr, or, without `ready`, once the slow bot's process is up in
 * its sandbox; `tree` is every process under the CLI at that moment (bwrap, the sandboxes' init and
 * supervisor, the bots).
 */
async function interruptMatch(
  args: string[],
  ready?: RegExp,
): Promise<{ run: StartedRun; tree: HostProcess[] }> {
  let tree: HostProcess[] | null = null;
  let poll: NodeJS.Timeout | undefined;
  const interrupt = (child: ChildProcess) => {
    if (tree !== null || child.pid === undefined) return;
    clearInterval(poll);
    tree = descendantsOf(child.pid);
    child.kill("SIGINT");
  };
  const run = await startCli(
    args,
    (stderr, child) => {
      if (ready?.test(stderr)) interrupt(child);
    },
    {
      timeoutMs: 120_000,
      env: { TMPDIR: cliTmp },
      onStart: (child) => {
        if (ready === undefined)
          poll = setInterval(() => {
            if (processesNaming([ENTRY]).length > 0) interrupt(child);
          }, 20);
      },
    },
  ).finally(() => clearInterval(poll));
  if (tree === null)
    throw new Error(`the match ended before it was interrupted (exit ${run.code}):\n${run.stderr}`);
  return { run, tree };
}

/** What is left of the match, polled for up to five seconds after the CLI exited (the kernel reaps in its time). */
async function leftovers(tree: HostProcess[]): Promise<HostProcess[]> {
  let left: HostProcess[] = [];
  for (let tries = 0; tries < 50; tries++) {
    left = [...tree.filter(stillAlive), ...marked()];
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left;
}

/** The match, the slow bot first, its replay to `out`. */
const matchArgs = (out: string, json: boolean) => [
  "rps",
  "match",
  "--bot",
  slowBot,
  "--bot",
  join(REPO_ROOT, "bots", "python-greedy"),
  "--seed",
  "interrupt",
  "--out",
  out,
  ...(json ? ["--json"] : []),
];

/** Everything a stopped match must leave: no process of it (killed here if any, then failed), one line, 130, no replay. */
async function expectStopped(run: StartedRun, tree: HostProcess[], out: string, json: boolean) {
  const left = await leftovers(tree);
  for (const p of left) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  expect(left.map((p) => `${p.pid} ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  expectInterrupted(run, LINE, json);
  expect(existsSync(out)).toBe(false);
}

describe("rulekit rps match stopped by Ctrl-C (SIGINT to the CLI's pid only)", { timeout: 180_000 }, () => {
  for (const json of [false, true])
    it(`mid-match${json ? " under --json" : ""}: one line, exit 130, no replay, no process left`, async () => {
      const out = join(dir, `replay${json ? "-json" : ""}.json`);
      const { run, tree } = await interruptMatch(matchArgs(out, json));
      // The signal came while the bots' sandboxes ran under the CLI, the slow bot among them.
      expect(tree.some((p) => /bwrap/.test(p.cmdline))).toBe(true);
      expect(tree.some((p) => p.cmdline.includes(ENTRY))).toBe(true);
      await expectStopped(run, tree, out, json);
    });

  it("while the bots are prepared (its first line): the same", async () => {
    const out = join(dir, "replay-early.json");
    const { run, tree } = await interruptMatch(matchArgs(out, false), /^match slow vs python-greedy/m);
    await expectStopped(run, tree, out, false);
  });
});
