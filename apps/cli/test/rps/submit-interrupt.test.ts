import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expectInterrupted } from "../helpers/interrupt.js";
import { expectHostClean, interruptCli, makeSlowBot } from "./slow-bot-interrupt.js";

const LINE = "rulekit: interrupted: the submission was stopped; nothing was stored";
const slow = makeSlowBot();
afterAll(() => rmSync(slow.dir, { recursive: true, force: true }));

/** The slow bot (a plain folder) submitted into `into`: its check games run it. */
const submitArgs = (into: string, json: boolean) => [
  "rps",
  "submit",
  slow.bot,
  "--into",
  into,
  ...(json ? ["--json"] : []),
];

describe("rulekit rps submit stopped by Ctrl-C (SIGINT to the CLI's pid only)", { timeout: 180_000 }, () => {
  it("during a check game: one line, exit 130, --into never made, no process nor copy left", async () => {
    const into = join(slow.dir, "snapshot");
    const stopped = await interruptCli(submitArgs(into, false), slow);
    expect(stopped.tree.some((p) => p.cmdline.includes(slow.entry))).toBe(true);
    await expectHostClean(slow, stopped);
    expectInterrupted(stopped.run, LINE);
    expect(existsSync(into)).toBe(false);
  });

  it("under --json into an empty folder: the error document, and the folder stays empty", async () => {
    const into = join(slow.dir, "empty");
    mkdirSync(into);
    const stopped = await interruptCli(submitArgs(into, true), slow);
    await expectHostClean(slow, stopped);
    expectInterrupted(stopped.run, LINE, true);
    expect(readdirSync(into)).toEqual([]);
  });
});
