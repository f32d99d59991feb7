import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "./helpers/run-cli.js";

/**
 * A level of a shipped pack is named the same way by every command: by its number (`3`), as
 * `level-3`, or by a path. Run from an empty folder outside the repository, so the names resolve to
 * the installed @rulekit/levels; a file of that name in the folder wins, and nothing is written there.
 */
const PACK = join(REPO_ROOT, "levels", "shell-tide", "full-rescue-v2");
const TUTORIAL = join(REPO_ROOT, "levels", "reactor");

const fresh = () => mkdtempSync(join(tmpdir(), "rulekit-level-args-"));

describe("Shell Tide: 3, level-3, level-03 and a path are the same level", () => {
  const commands: [string, string[]][] = [
    ["solve", ["--json"]],
    ["step", ["--moves", "0:right", "--json"]],
    ["analyze", ["--json"]],
    ["check", ["--runs", "3", "--json"]],
  ];
  it.each(commands)("shell-tide %s", (command, rest) => {
    const cwd = fresh();
    const outputs = ["3", "level-3", "level-03", join(PACK, "level-03.json")].map((level) => {
      const run = runCli(["shell-tide", command, level, ...rest], { cwd });
      expect(run.code, `${level}: ${run.stderr}`).toBe(0);
      const out = jsonOf(run);
      delete out.source;
      return out;
    });
    for (const out of outputs.slice(1)) expect(out).toEqual(outputs[0]);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("play 3 and play --level 3 play the same level", () => {
    const cwd = fresh();
    const a = runCli(["shell-tide", "play", "3", "--json"], { cwd, input: "q\n" });
    const b = runCli(["shell-tide", "play", "--level", "3", "--json"], { cwd, input: "q\n" });
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr.split("\n")[0]).toMatch(/^L3 /);
    expect(jsonOf(a)).toEqual(jsonOf(b));
  });

  it("a level number beyond the pack, or 0, names the pack's range (exit 2)", () => {
    for (const level of ["11", "level-11", "0"]) {
      const run = runCli(["shell-tide", "solve", level], { cwd: fresh() });
      expect(run.code, level).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          `^rulekit: ${level}: (no such file, nor a level of the pack .*\\(1 … 10|cannot read: no such file)`,
        ),
      );
    }
  });

  it("a file of that name in the current folder wins over the pack level", () => {
    const cwd = fresh();
    copyFileSync(join(PACK, "level-07.json"), join(cwd, "3"));
    const file = jsonOf(runCli(["shell-tide", "solve", "3", "--json"], { cwd }));
    const seventh = jsonOf(runCli(["shell-tide", "solve", "7", "--json"], { cwd }));
    expect(file).toEqual(seventh);
    expect(file).not.toEqual(jsonOf(runCli(["shell-tide", "solve", "level-3", "--json"], { cwd })));
  });
});

describe("Reactor: 2, level-2, tutorial-2, 02-junction-ratios and a path are the same tutorial level", () => {
  it.each([
    ["validate", ["--json"]],
    ["run", ["--actions", join(TUTORIAL, "02-junction-ratios.solution.json"), "--json"]],
    ["forecast", ["--json"]],
  ])("reactor %s", (command, rest) => {
    const cwd = fresh();
    const outputs = [
      "2",
      "level-2",
      "tutorial-2",
      "02-junction-ratios",
      join(TUTORIAL, "02-junction-ratios.json"),
    ].map((level) => {
      const run = runCli(["reactor", command, level, ...rest], { cwd });
      expect(run.code, `${level}: ${run.stderr}`).toBe(0);
      return jsonOf(run);
    });
    for (const out of outputs.slice(1)) expect(out).toEqual(outputs[0]);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("a number beyond the tutorial names its range (exit 2)", () => {
    const run = runCli(["reactor", "validate", "9"], { cwd: fresh() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^rulekit: 9: no such file, nor a tutorial level \(1 … 7, tutorial-1 … tutorial-7/,
    );
  });
});
