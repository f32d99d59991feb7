import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { repoRoot } from "./helpers/publishable.js";

/**
 * The `rulekit` command as npm installed it (setup/pack-and-install.ts), run with no paths from an
 * empty folder outside the repository and the project: every default must come from the installed
 * @rulekit/levels, and nothing may be written inside node_modules.
 */
const consumer = inject("consumer");
const bin = join(consumer, "node_modules", ".bin", "rulekit");
const anywhere = mkdtempSync(join(tmpdir(), "rulekit-anywhere-"));
const shippedData = join(consumer, "node_modules", "@rulekit", "levels");

afterAll(() => rmSync(anywhere, { recursive: true, force: true }));

function rulekit(args: string[], input = "") {
  const run = spawnSync(bin, args, {
    cwd: anywhere,
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 120_000,
  });
  if (run.error) throw run.error;
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, all: `${run.stdout}\n${run.stderr}` };
}

/** Every file under a folder with its size and modification time, to see that nothing changed. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(`${relative(dir, path)} ${statSync(path).size} ${statSync(path).mtimeMs}`);
    }
  };
  walk(dir);
  return out.sort();
}

describe("the installed rulekit command, from any folder, with no paths", () => {
  const before = snapshot(join(consumer, "node_modules"));

  it("shell-tide prove: the shipped pack meets its table and its proof is up to date", () => {
    const run = rulekit(["shell-tide", "prove", "--json"]);
    expect(run.code, run.all).toBe(0);
    const proof = JSON.parse(run.stdout);
    expect(proof.levels).toHaveLength(10);
    expect(run.stderr).toContain(join(shippedData, "shell-tide", "full-rescue-v2", "proof.json"));
  });

  it("shell-tide play --level 1 and solve of a pack level by name", () => {
    const play = rulekit(["shell-tide", "play", "--level", "1"], "q\n");
    expect(play.code, play.all).toBe(0);
    expect(play.stdout).toMatch(/^L1 /);
    const solve = rulekit(["shell-tide", "solve", "level-3", "--json"]);
    expect(solve.code, solve.all).toBe(0);
    expect(JSON.parse(solve.stdout).optimalTurns).toBeGreaterThan(0);
  });

  it("cards validate, run and sim on the shipped content", () => {
    const validate = rulekit(["cards", "validate", "--json"]);
    expect(validate.code, validate.all).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ ok: true, dir: join(shippedData, "card-combat") });
    const run = rulekit([
      "cards",
      "run",
      "--seed",
      "packed",
      "--auto",
      "--json",
      "--log",
      join(anywhere, "run.json"),
    ]);
    expect(run.code, run.all).toBe(0);
    expect(["won", "lost"]).toContain(JSON.parse(run.stdout).outcome);
    const sim = rulekit(["cards", "sim", "--games", "4", "--seed", "packed", "--json"]);
    expect(sim.code, sim.all).toBe(0);
  });

  it("reactor validate, run and play of a shipped tutorial level by name", () => {
    const validate = rulekit(["reactor", "validate", "tutorial-1", "--json"]);
    expect(validate.code, validate.all).toBe(0);
    expect(JSON.parse(validate.stdout).valid).toBe(true);
    const run = rulekit(["reactor", "run", "tutorial-1", "--json"]);
    expect(run.code, run.all).toBe(0);
    expect(JSON.parse(run.stdout).result).toBe("Won");
    const lose = rulekit(["reactor", "run", "01-flow-and-consumers", "--actions", "lose", "--json"]);
    expect(lose.code, lose.all).toBe(0);
    expect(JSON.parse(lose.stdout).result).toBe("Lost");
    const play = rulekit(["reactor", "play", "tutorial-1"], "quit\n");
    expect(play.code, play.all).toBe(0);
  });

  it("rps submit of a bot folder plays its check games against the reference bot the CLI ships", () => {
    const bot = join(anywhere, "my-bot");
    cpSync(join(repoRoot, "bots", "ts-greedy"), bot, { recursive: true });
    const into = join(anywhere, "my-bot-snapshot");
    const limits = '{"moveCpuMs":3000,"moveWallMs":20000}';
    const run = rulekit(["rps", "submit", bot, "--into", into, "--limits", limits, "--json"]);
    expect(run.code, run.all).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ status: "accepted", name: "ts-greedy" });
    expect(report.checks.map((c: { fault: unknown }) => c.fault)).toEqual([null, null]);
    const replay = rulekit(["rps", "replay", join(into, report.checks[0].replay), "--json"]);
    expect(replay.code, replay.all).toBe(0);
    expect(JSON.parse(replay.stdout).bots.map((b: { name: string }) => b.name)).toEqual([
      "ts-greedy",
      "python-greedy",
    ]);
  });

  it("refuses to write into the installed pack: design --write-levels and prove --write need --pack", () => {
    const design = rulekit(["shell-tide", "design", "--write-levels", "--levels", "1"]);
    expect(design.code, design.all).toBe(2);
    expect(design.stderr).toMatch(/^rulekit: --write-levels: .*installed package: give --pack <dir>/);
    const prove = rulekit(["shell-tide", "prove", "--write"]);
    expect(prove.code, prove.all).toBe(2);
    const inside = join(shippedData, "shell-tide", "full-rescue-v2");
    const explicit = rulekit(["shell-tide", "design", "--write-levels", "--levels", "1", "--pack", inside]);
    expect(explicit.code, explicit.all).toBe(2);
    expect(explicit.stderr).toContain("inside an installed package (node_modules)");
  });

  it("wrote nothing inside node_modules", () => {
    expect(snapshot(join(consumer, "node_modules"))).toEqual(before);
  });
});
