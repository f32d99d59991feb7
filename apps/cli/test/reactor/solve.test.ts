import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const LEVELS = join(REPO_ROOT, "levels/reactor");
const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-reactor-solve-"));
const oneLine = (stderr: string) => {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^rulekit: /);
  expect(stderr).not.toMatch(/\n\s+at /);
};

/** Tutorial 1 without its coolant pump: the coolant jacket never produces, the deadline loses every line. */
function noCoolant(): string {
  const data = JSON.parse(readFileSync(join(LEVELS, "01-flow-and-consumers.json"), "utf8"));
  data.props = data.props.filter((p: { id: string }) => p.id !== "coolant-pump");
  const path = join(scratch(), "no-coolant.json");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

/** A pack folder with the first two tutorial levels, their recorded lines and their proofs. */
function smallPack(): string {
  const dir = scratch();
  const pack = JSON.parse(readFileSync(join(LEVELS, "pack.json"), "utf8"));
  pack.levels = pack.levels.slice(0, 2);
  writeFileSync(join(dir, "pack.json"), JSON.stringify(pack));
  for (const entry of pack.levels)
    for (const file of [
      entry.level,
      entry.solution,
      entry.losing,
      entry.level.replace(/\.json$/, ".proof.json"),
    ])
      cpSync(join(LEVELS, file), join(dir, file));
  return dir;
}

// Each test runs the solver in a real process, several times: minutes on a loaded machine.
describe("rulekit reactor solve", { timeout: 240_000 }, () => {
  it("proves a tutorial level's minimum and prints its winning line", () => {
    const run = runCli(["reactor", "solve", "2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("02-junction-ratios: winnable — minimum 4 turn(s), 10 action(s)");
    expect(run.stdout).toMatch(/turn 4: .*activate/);
    const json = jsonOf(runCli(["reactor", "solve", "02-junction-ratios", "--json"]));
    expect(json).toMatchObject({ level: "02-junction-ratios", outcome: "won", minTurns: 4, minActions: 10 });
    expect(json.witness.at(-1).actions.at(-1)).toEqual({ type: "ActivateReactor" });
    expect(json.stats.states).toBeGreaterThan(0);
  });

  it("says what ends every line of a level that cannot be won (exit 0: it is an answer)", () => {
    const path = noCoolant();
    const run = runCli(["reactor", "solve", path]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("cannot be won — every reachable state was explored");
    expect(run.stdout).toContain("lost: rule-terminal: The backup cells are flat");
    expect(run.stdout).toContain("never producing: coolant-jacket");
    const json = jsonOf(runCli(["reactor", "solve", path, "--json"]));
    expect(json.outcome).toBe("unwinnable");
    expect(json.losses[0]).toMatchObject({ reason: "rule-terminal", turn: 9 });
    expect(json.neverReady).toEqual(["core"]);
  });

  it("stops at --max-states with one line and exit 1, the figures in the --json error", () => {
    const run = runCli(["reactor", "solve", "7", "--max-states", "50"]);
    expect(run.code).toBe(1);
    oneLine(run.stderr);
    expect(run.stderr).toMatch(
      /07-final-shift\.json: the search passed 50 states .*raise --max-states or lower --horizon/,
    );
    const json = jsonOf(runCli(["reactor", "solve", "7", "--max-states", "50", "--json"]));
    expect(json.error).toMatchObject({ code: "state_limit" });
    expect(json.limit).toBe(50);
  });

  it("refuses a horizon outside 1 … 200 as bad usage", () => {
    for (const horizon of ["0", "201", "x"]) {
      const run = runCli(["reactor", "solve", "1", "--horizon", horizon]);
      expect(run.code).toBe(2);
      oneLine(run.stderr);
    }
    const short = jsonOf(runCli(["reactor", "solve", "1", "--horizon", "6", "--json"]));
    expect(short).toMatchObject({ outcome: "no-win-within-horizon", horizon: 6, minTurns: null });
  });
});

describe("rulekit reactor prove", { timeout: 240_000 }, () => {
  it("checks every shipped proof", () => {
    const run = runCli(["reactor", "prove"]);
    expect(run.code).toBe(0);
    for (let n = 1; n <= 7; n++)
      expect(run.stdout).toMatch(new RegExp(`0${n}-[a-z-]+\\.json +won .* ok\\n?`));
    expect(run.stdout).toMatch(/07-final-shift\.json +won +11 \/ 32 +\d+ +14 \/ 40 +ok/);
  });

  it("fails on a missing or stale proof, and --write brings them up to date", () => {
    const dir = smallPack();
    rmSync(join(dir, "02-junction-ratios.proof.json"));
    const missing = runCli(["reactor", "prove", "--pack", dir]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("02-junction-ratios.proof.json: missing (run prove --write)");
    const proof1 = join(dir, "01-flow-and-consumers.proof.json");
    const stale = JSON.parse(readFileSync(proof1, "utf8"));
    stale.minActions = 21;
    writeFileSync(proof1, JSON.stringify(stale));
    const json = jsonOf(runCli(["reactor", "prove", "--pack", dir, "--json"]));
    expect(json.error.code).toBe("stale_proof");
    expect(json.levels[0].problems).toEqual(["minActions is out of date"]);
    const written = runCli(["reactor", "prove", "--pack", dir, "--write"]);
    expect(written.code).toBe(0);
    expect(existsSync(join(dir, "02-junction-ratios.proof.json"))).toBe(true);
    expect(readFileSync(proof1, "utf8")).toBe(
      readFileSync(join(LEVELS, "01-flow-and-consumers.proof.json"), "utf8"),
    );
    expect(runCli(["reactor", "prove", "--pack", dir]).code).toBe(0);
  });

  it("fails when a recorded solution is not optimal and the level's notes do not say why, even with --write", () => {
    const dir = smallPack();
    const pack = JSON.parse(readFileSync(join(dir, "pack.json"), "utf8"));
    delete pack.levels[0].notes;
    writeFileSync(join(dir, "pack.json"), JSON.stringify(pack));
    const run = runCli(["reactor", "prove", "--pack", dir, "--write", "--json"]);
    expect(run.code).toBe(1);
    const json = jsonOf(run);
    expect(json.error.code).toBe("not_optimal");
    expect(json.levels[0].problems[0]).toMatch(/wins in turn 7 with 21 actions, not the minimum 7 \/ 19/);
  });

  it("refuses a folder without a proper pack.json", () => {
    const dir = scratch();
    writeFileSync(join(dir, "pack.json"), JSON.stringify({ levels: [{ level: "../escape.json" }] }));
    const run = runCli(["reactor", "prove", "--pack", dir]);
    expect(run.code).toBe(2);
    oneLine(run.stderr);
  });
});
