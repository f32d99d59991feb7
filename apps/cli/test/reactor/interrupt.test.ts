import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectInterrupted, interruptWhen } from "../helpers/interrupt.js";
import { REPO_ROOT } from "../helpers/run-cli.js";

const LEVELS = join(REPO_ROOT, "levels/reactor");

/** A pack of tutorial levels 1 and 7 (7 takes the solver a second or more) without proof files. */
function unprovenPack(): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-reactor-interrupt-"));
  const pack = JSON.parse(readFileSync(join(LEVELS, "pack.json"), "utf8"));
  pack.levels = [pack.levels[0], pack.levels[6]];
  writeFileSync(join(dir, "pack.json"), JSON.stringify(pack));
  for (const entry of pack.levels as { level: string; solution: string }[])
    for (const file of [entry.level, entry.solution]) copyFileSync(join(LEVELS, file), join(dir, file));
  return dir;
}

const proofStopped = "rulekit: interrupted: the proof was stopped; nothing was written";

describe("rulekit reactor stopped by Ctrl-C (SIGINT) while it searches", { timeout: 180_000 }, () => {
  for (const json of [false, true])
    it(`prove --write${json ? " --json" : ""}: one line, exit 130, no proof file written`, async () => {
      const dir = unprovenPack();
      const before = readdirSync(dir).sort();
      // Level 1 is proved; level 7 is being searched.
      const run = await interruptWhen(
        ["reactor", "prove", "--pack", dir, "--write", "--progress", ...(json ? ["--json"] : [])],
        /^proving 1\/2 /m,
      );
      expectInterrupted(run, proofStopped, json);
      // Neither a proof file nor a temporary one.
      expect(readdirSync(dir).sort()).toEqual(before);
    });

  it("solve: one line, exit 130", async () => {
    const run = await interruptWhen(["reactor", "solve", "7", "--progress"], /^turns \d+\/20 /m);
    expectInterrupted(run, "rulekit: interrupted: the search was stopped");
  });
});
