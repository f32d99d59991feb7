import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expectInterrupted } from "../helpers/interrupt.js";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { expectHostClean, type InterruptedRun, interruptCli, makeSlowBot } from "./slow-bot-interrupt.js";

const LINE = "rulekit: interrupted: the match was stopped; nothing was written";
const slow = makeSlowBot();
afterAll(() => rmSync(slow.dir, { recursive: true, force: true }));

/** The match, the slow bot first, its replay to `out`. */
const matchArgs = (out: string, json: boolean) => [
  "rps",
  "match",
  "--bot",
  slow.bot,
  "--bot",
  join(REPO_ROOT, "bots", "python-greedy"),
  "--seed",
  "interrupt",
  "--out",
  out,
  ...(json ? ["--json"] : []),
];

/**
 * Everything a stopped match must leave: no process of it, no bot's private copy in its TMPDIR
 * (see slow-bot-interrupt.ts), one line, 130, no replay.
 */
async function expectStopped(stopped: InterruptedRun, out: string, json: boolean) {
  await expectHostClean(slow, stopped);
  expectInterrupted(stopped.run, LINE, json);
  expect(existsSync(out)).toBe(false);
}

describe("rulekit rps match stopped by Ctrl-C (SIGINT to the CLI's pid only)", { timeout: 180_000 }, () => {
  for (const json of [false, true])
    it(`mid-match${json ? " under --json" : ""}: one line, exit 130, no replay, no process nor bot copy left`, async () => {
      const out = join(slow.dir, `replay${json ? "-json" : ""}.json`);
      const stopped = await interruptCli(matchArgs(out, json), slow);
      // The signal came while the bots' sandboxes ran under the CLI, the slow bot among them.
      expect(stopped.tree.some((p) => /bwrap/.test(p.cmdline))).toBe(true);
      expect(stopped.tree.some((p) => p.cmdline.includes(slow.entry))).toBe(true);
      await expectStopped(stopped, out, json);
    });

  it("while the bots are prepared (its first line): the same", async () => {
    const out = join(slow.dir, "replay-early.json");
    const stopped = await interruptCli(matchArgs(out, false), slow, /^match slow vs python-greedy/m);
    await expectStopped(stopped, out, false);
  });
});
