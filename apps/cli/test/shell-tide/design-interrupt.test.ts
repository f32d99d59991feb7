import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { snapshot } from "../helpers/file-set.js";
import { expectInterrupted, interruptWhen } from "../helpers/interrupt.js";
import { REPO_ROOT } from "../helpers/run-cli.js";

const PACK = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");
const stopped = "rulekit: interrupted: the design was stopped; nothing was written";

/** A 12-node order: each restart proves its boards, seconds apiece. */
const SLOW_ORDER = ["--nodes", "12", "--wet-pits", "2", "--starfish", "14", "--optimal", "4", "--p75", "6"];

describe("rulekit shell-tide design stopped by Ctrl-C (SIGINT) while it searches", {
  timeout: 180_000,
}, () => {
  for (const json of [false, true])
    it(`to order${json ? " --json" : ""}, one worker: one line, exit 130, no --out folder`, async () => {
      const out = join(mkdtempSync(join(tmpdir(), "rulekit-design-stop-")), "boards");
      const args = [...SLOW_ORDER, "--max", "8", "--restarts", "2", "--out", out, "--jobs", "1"];
      const run = await interruptWhen(
        ["shell-tide", "design", ...args, "--progress", ...(json ? ["--json"] : [])],
        /^designing 0\/2 25 boards/m,
      );
      expectInterrupted(run, stopped, json);
      expect(run.stderr).toMatch(/^designing 0\/2 .*stopped$/m);
      expect(existsSync(out)).toBe(false);
    });

  it("the pack (--write-levels): one line, exit 130, the pack's files as they were", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-design-pack-stop-"));
    for (const file of ["level-01.json", "level-02.json"]) copyFileSync(join(PACK, file), join(dir, file));
    const before = snapshot(dir);
    const run = await interruptWhen(
      ["shell-tide", "design", "--levels", "2", "--pack", dir, "--write-levels", "--progress", "--jobs", "1"],
      /^designing 0\/1 L2: 25 boards/m,
    );
    expectInterrupted(run, stopped);
    // No proof.json, no new level-02.json, no temporary file.
    expect(snapshot(dir)).toEqual(before);
  });
});
