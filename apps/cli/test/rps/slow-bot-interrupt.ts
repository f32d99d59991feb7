import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import {
  descendantsOf,
  type HostProcess,
  hostProcesses,
} from "../../../../packages/rps-arena/test/helpers/host-state.js";
import { leftovers, whenProcessNaming } from "../../../../packages/rps-arena/test/helpers/process-watch.js";
import { type StartedRun, startCli } from "../helpers/run-cli.js";

/**
 * A test's slow Python bot and the folders around it, for stopping a command mid-match: `marker` is
 * unique to the run and names the test's folder `dir`, and the bot's entry file (`entry`) is named
 * after it, so its process's command line holds it.
 */
export interface SlowBot {
  marker: string;
  entry: string;
  dir: string;
  /** The bot folder (ott.json, bot/<entry>). */
  bot: string;
}

/** Makes the slow bot: it takes two seconds over every move (the default move wall time is three). */
export function makeSlowBot(): SlowBot {
  const marker = `rk-slow-${randomBytes(6).toString("hex")}`;
  const entry = `${marker.replaceAll("-", "_")}.py`;
  const dir = mkdtempSync(join(tmpdir(), `${marker}-`));
  const bot = join(dir, "slow");
  mkdirSync(join(bot, "bot"), { recursive: true });
  writeFileSync(join(bot, "ott.json"), JSON.stringify({ language: "python", entry, name: "slow" }));
  writeFileSync(
    join(bot, "bot", entry),
    `import json, sys, time
request = json.loads(sys.stdin.readline())
sys.stderr.write("${marker}: thinking\\n")
time.sleep(2)
print(json.dumps({"move": request["legal_moves"][0]}))
`,
  );
  return { marker, entry, dir, bot };
}

/** Processes that hold the test's folder or the slow bot's entry in their command line or environment. */
const marked = (slow: SlowBot) =>
  hostProcesses().filter((p) => {
    if (p.pid === process.pid) return false;
    if (p.cmdline.includes(slow.marker) || p.cmdline.includes(slow.entry)) return true;
    try {
      const environ = readFileSync(`/proc/${p.pid}/environ`, "latin1");
      return environ.includes(slow.marker) || environ.includes(slow.entry);
    } catch {
      return false;
    }
  });

/** A stopped run: its TMPDIR (its own, fresh), and every process under the CLI when it was signalled. */
export interface InterruptedRun {
  run: StartedRun;
  /** Where a bot's private copy (`rulekit-bot-*`) or a fetched submission would stay behind. */
  tmp: string;
  tree: HostProcess[];
}

/**
 * Starts `rulekit args` with a TMPDIR of its own and sends SIGINT to the CLI's pid alone (not
 * its process group, as a terminal would) once `ready` matches its stderr, or, without `ready`, once
 * the slow bot's process is up in its sandbox; `tree` is every process under the CLI at that moment
 * (bwrap, the sandboxes' init and supervisor, the bots).
 */
export async function interruptCli(args: string[], slow: SlowBot, ready?: RegExp): Promise<InterruptedRun> {
  const tmp = mkdtempSync(join(slow.dir, "tmp-"));
  let tree: HostProcess[] | null = null;
  let cli: ChildProcess | undefined;
  const interrupt = (child: ChildProcess | undefined) => {
    if (tree !== null || child?.pid === undefined) return;
    tree = descendantsOf(child.pid);
    child.kill("SIGINT");
  };
  const running = startCli(
    args,
    (stderr, child) => {
      if (ready?.test(stderr)) interrupt(child);
    },
    { timeoutMs: 120_000, env: { TMPDIR: tmp }, onStart: (child) => (cli = child) },
  );
  if (ready === undefined) {
    void whenProcessNaming(slow.entry, running).then((seen) => seen && interrupt(cli));
  }
  const run = await running;
  if (tree === null)
    throw new Error(`'${args.join(" ")}' ended before it was interrupted (exit ${run.code}):\n${run.stderr}`);
  return { run, tmp, tree };
}

/**
 * What a stopped command must leave on the host: no process of its tree at the signal nor any holding
 * the test's marker (see leftovers: any found is killed, then the test fails), and nothing in its TMPDIR.
 */
export async function expectHostClean(slow: SlowBot, { tree, tmp }: InterruptedRun): Promise<void> {
  const left = await leftovers(tree, () => marked(slow));
  expect(left.map((p) => `${p.pid} ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  expect(readdirSync(tmp)).toEqual([]);
}
