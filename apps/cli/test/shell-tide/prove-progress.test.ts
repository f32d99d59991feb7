import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeProofProgress } from "../../src/commands/shell-tide/prove-progress.js";
import { interruptWhen } from "../helpers/interrupt.js";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const PACK = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");

/** A pack folder holding copies of these levels of the shipped pack. */
function packOf(...levels: number[]): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-prove-progress-"));
  for (const level of levels) {
    const file = `level-${String(level).padStart(2, "0")}.json`;
    copyFileSync(join(PACK, file), join(dir, file));
  }
  return dir;
}

const PROGRESS_LINE = /^proving \d+\/\d+( |$)/;

describe("shell-tide prove --progress", () => {
  it("writes progress lines on stderr when forced, and stdout (--json or not) stays the same", () => {
    const dir = packOf(1, 6);
    const quiet = runCli(["shell-tide", "prove", "--pack", dir, "--json"]);
    const forced = runCli(["shell-tide", "prove", "--pack", dir, "--json", "--progress", "--jobs", "1"]);
    const off = runCli(["shell-tide", "prove", "--pack", dir, "--json", "--no-progress"]);
    for (const run of [quiet, forced, off]) expect(run.code).toBe(0);
    expect(forced.stdout).toBe(quiet.stdout);
    expect(off.stdout).toBe(quiet.stdout);
    expect(jsonOf(forced).levels.map((l: { level: number }) => l.level)).toEqual([1, 6]);

    const lines = forced.stderr.split("\n").filter((line) => PROGRESS_LINE.test(line));
    // the first heartbeat of the first level, then a line as each level is proved
    expect(lines[0]).toMatch(/^proving 0\/2 level-01\.json optimum: 0 of ≤ [\d,]+ boards$/);
    expect(lines).toContain("proving 1/2 level-01.json proved");
    expect(lines.at(-1)).toBe("proving 2/2 level-06.json proved");
    // plain lines where stderr is not a terminal: nothing that redraws or colours
    for (const redraw of ["\r", "\u001b[", "█"]) expect(forced.stderr).not.toContain(redraw);

    // by default (stderr is a pipe here) and with --no-progress: none
    for (const run of [quiet, off])
      expect(run.stderr.split("\n").some((l) => PROGRESS_LINE.test(l))).toBe(false);
    const human = runCli(["shell-tide", "prove", "--pack", dir, "--progress", "--jobs", "1"]);
    expect(human.code).toBe(0);
    expect(human.stdout).toBe(runCli(["shell-tide", "prove", "--pack", dir]).stdout);
    expect(human.stderr).toMatch(/^proving 2\/2 level-06\.json proved$/m);
  });

  it("names each part of a proof with its figures", () => {
    expect(describeProofProgress({ phase: "graph", done: 1_212_416, total: 2_496_144 })).toBe(
      "graph: 1,212,416 of ≤ 2,496,144 boards",
    );
    expect(describeProofProgress({ phase: "distances", done: 3, total: null })).toBe(
      "distances: 3 turns from Full Rescue",
    );
    expect(describeProofProgress({ phase: "plausible", done: 5, total: 8 })).toBe(
      "plausible player: turn 5/8",
    );
    expect(describeProofProgress({ phase: "audit", done: 2, total: 6 })).toBe("fail audit: turn 2/6");
  });

  it("documents --progress, --no-progress and Ctrl-C in --help", () => {
    const help = runCli(["shell-tide", "prove", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--progress/);
    expect(help.stdout).toMatch(/--no-progress/);
    expect(help.stdout).toMatch(/Ctrl-C stops the proof/);
    expect(help.stdout).toMatch(/exit code 130/);
  });
});

const stoppedLine = "rulekit: interrupted: the proof was stopped; nothing was written";

describe("shell-tide prove stopped by Ctrl-C (SIGINT)", () => {
  it("stops mid-proof: one line, exit 130, no proof.json (not even in part)", async () => {
    // level 8 first (--jobs 1: one level at a time), then level 10: seconds of proving after its first beat
    const dir = packOf(8, 10);
    const run = await interruptWhen(
      ["shell-tide", "prove", "--pack", dir, "--write", "--progress", "--jobs", "1"],
      /^proving 0\/2 level-08\.json /m,
    );
    expect(run.signal).toBeNull();
    expect(run.code).toBe(130);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines.at(-1)).toBe(stoppedLine);
    expect(lines.at(-2)).toMatch(/^proving 0\/2 stopped$/);
    expect(run.stderr).not.toMatch(/\n\s+at |Error:|wrote /);
    // neither proof.json nor the atomic writer's temporary file
    expect(readdirSync(dir).sort()).toEqual(["level-08.json", "level-10.json"]);
  });

  it("under --json, on two workers: the error document says interrupted, and nothing is written", async () => {
    const dir = packOf(8, 10);
    const run = await interruptWhen(
      ["shell-tide", "prove", "--pack", dir, "--write", "--json", "--progress", "--jobs", "2"],
      /level-(08|10)\.json (optimum|graph)/,
    );
    expect(run.code).toBe(130);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: "interrupted", message: stoppedLine.replace(/^rulekit: /, "") },
    });
    expect(run.stderr.trimEnd().split("\n").at(-1)).toBe(stoppedLine);
    expect(readdirSync(dir).sort()).toEqual(["level-08.json", "level-10.json"]);
  });
});
