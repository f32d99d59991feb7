import { describe, expect, it } from "vitest";
import { expectInterrupted, interruptWhen } from "./helpers/interrupt.js";
import { noRescueRing } from "./helpers/no-rescue-ring.js";
import { runCli } from "./helpers/run-cli.js";

const checkStopped = "rulekit: interrupted: the check was stopped";

/** A progress line of a check under way, of `runs` playouts. */
const checking = (runs: number) => new RegExp(`^checking \\d+/${runs} playouts$`, "m");

describe("rulekit <engine> check stopped by Ctrl-C (SIGINT) while it plays", { timeout: 180_000 }, () => {
  // The largest budget --runs takes: none of these ends before the signal.
  const runs = 100_000;
  for (const [args, json] of [
    [["shell-tide", "check", "10"], false],
    [["reactor", "check", "tutorial-3"], true],
    [["rps", "check", "classic"], false],
    [["cards", "check"], true],
  ] as const)
    it(`${args.join(" ")}${json ? " --json" : ""}: one line, exit 130`, async () => {
      const run = await interruptWhen(
        [...args, "--runs", String(runs), "--progress", ...(json ? ["--json"] : [])],
        checking(runs),
      );
      expectInterrupted(run, checkStopped, json);
      expect(run.stderr).toMatch(new RegExp(`^checking \\d+/${runs} stopped$`, "m"));
    });
});

describe("rulekit shell-tide step stopped by Ctrl-C (SIGINT) while it solves the level", {
  timeout: 180_000,
}, () => {
  for (const json of [false, true])
    it(`step${json ? " --json" : ""}: one line, exit 130`, async () => {
      const run = await interruptWhen(
        [
          "shell-tide",
          "step",
          noRescueRing(),
          "--moves",
          "0:right",
          "--progress",
          ...(json ? ["--json"] : []),
        ],
        /^solving 0\/1 optimum: [\d,]+ of ≤ 2,496,144 boards$/m,
      );
      expectInterrupted(run, "rulekit: interrupted: the search was stopped", json);
      expect(run.stderr).toMatch(/^solving 0\/1 stopped$/m);
    });
});

describe("rulekit check progress", { timeout: 180_000 }, () => {
  it("a check that runs a while reports its playouts, then ends full; stdout is the same without it", () => {
    const args = ["cards", "check", "--runs", "20"];
    const shown = runCli([...args, "--progress"]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stderr).toMatch(checking(20));
    expect(shown.stderr.trimEnd().split("\n").at(-1)).toBe("checking 20/20 playouts");
    const quiet = runCli(args);
    expect(quiet.stderr).toBe("");
    expect(quiet.stdout).toBe(shown.stdout);
    expect(quiet.stdout).toMatch(/the engine contract holds over 20 playouts, \d+ actions \(seed 1\)\n$/);
  });
});
