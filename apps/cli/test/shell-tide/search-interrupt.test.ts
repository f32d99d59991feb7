import { describe, expect, it } from "vitest";
import { expectInterrupted, interruptWhen } from "../helpers/interrupt.js";
import { noRescueRing } from "../helpers/no-rescue-ring.js";
import { runCli } from "../helpers/run-cli.js";

const searchStopped = "rulekit: interrupted: the search was stopped";
const analysisStopped = "rulekit: interrupted: the analysis was stopped";

describe("rulekit shell-tide solve and analyze stopped by Ctrl-C (SIGINT) while they search", {
  timeout: 180_000,
}, () => {
  for (const json of [false, true])
    it(`solve${json ? " --json" : ""}: one line, exit 130`, async () => {
      const run = await interruptWhen(
        ["shell-tide", "solve", noRescueRing(), "--progress", ...(json ? ["--json"] : [])],
        /^solving 0\/1 optimum: [\d,]+ of ≤ 2,496,144 boards$/m,
      );
      expectInterrupted(run, searchStopped, json);
      expect(run.stderr).toMatch(/^solving 0\/1 stopped$/m);
    });

  it("analyze --hint, in its first search: one line, exit 130", async () => {
    const run = await interruptWhen(
      ["shell-tide", "analyze", noRescueRing(), "--hint", "--progress"],
      /^analyzing 0\/3 optimum: /m,
    );
    expectInterrupted(run, analysisStopped);
  });

  it("analyze --hint --json, in the hint's search: one line, exit 130, the error document", async () => {
    const run = await interruptWhen(
      ["shell-tide", "analyze", noRescueRing(), "--hint", "--progress", "--json"],
      /^analyzing 1\/3 hint: /m,
    );
    expectInterrupted(run, analysisStopped, true);
    expect(run.stderr).toMatch(/^analyzing 1\/3 stopped$/m);
  });
});

describe("rulekit shell-tide solve and analyze progress", () => {
  it("a search done at once draws nothing, even with --progress", () => {
    for (const args of [
      ["shell-tide", "solve", "8", "--progress"],
      ["shell-tide", "analyze", "8", "--hint", "--progress"],
    ]) {
      const run = runCli(args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe("");
    }
  });

  it("a long search reports its boards, then ends full; stdout is the same without progress", () => {
    const level = noRescueRing();
    const shown = runCli(["shell-tide", "solve", level, "--progress"]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stderr).toMatch(/^solving 0\/1 optimum: [\d,]+ of ≤ 2,496,144 boards\n/);
    expect(shown.stderr.trimEnd().split("\n").at(-1)).toBe("solving 1/1");
    const quiet = runCli(["shell-tide", "solve", level]);
    expect(quiet.stderr).toBe("");
    expect(quiet.stdout).toBe(shown.stdout);
    expect(quiet.stdout).toMatch(/^no Full Rescue exists\nstates explored: 2495799\n/);
  });
});
