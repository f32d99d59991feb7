import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { repoRoot } from "./helpers/publishable.js";
import { NPM_ENV } from "./setup/pack-and-install.js";

/**
 * The `rulekit` command as `npm install @rulekit/cli` gives it (the CLI's tarball and the one it depends
 * on, @rulekit/levels; nothing else), run with no paths from an empty folder outside the repository:
 * every command group answers --help and runs one real command, every default comes from the installed
 * @rulekit/levels, and nothing is written in that folder or inside node_modules. Then the same with
 * npx, and the arena commands once @rulekit/rps-arena is installed next to the CLI.
 */
const projects = inject("projects");
const tarballs = inject("tarballs");
const scratch = inject("scratch");
const alone = projects["@rulekit/cli"]!;
const shippedData = join(alone, "node_modules", "@rulekit", "levels");

function rulekitIn(project: string, cwd: string, args: string[], input = "") {
  const run = spawnSync(join(project, "node_modules", ".bin", "rulekit"), args, {
    cwd,
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

/** The bytes of every file under a folder (what npm calls the unpacked size), and what `du` counts on disk. */
function sizeOf(dir: string): { bytes: number; disk: number } {
  let bytes = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) bytes += statSync(path).size;
    }
  };
  walk(dir);
  const du = spawnSync("du", ["-sk", dir], { encoding: "utf8" });
  return { bytes, disk: Number(du.stdout.split("\t")[0]) * 1024 };
}

/** The MCP handshake a host does: initialize, initialized, tools/list; stdin then closes. */
const MCP_HANDSHAKE = [
  {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "packaging-test", version: "1" },
    },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
  { jsonrpc: "2.0", id: 2, method: "tools/list" },
]
  .map((message) => JSON.stringify(message))
  .join("\n");

describe("npm install @rulekit/cli, alone", () => {
  const anywhere = mkdtempSync(join(scratch, "anywhere-"));
  const rulekit = (args: string[], input = "") => rulekitIn(alone, anywhere, args, input);
  const before = snapshot(join(alone, "node_modules"));

  it("installs two packages of ours and nothing else, under 15 MB (the arena and its Redis libraries stay out)", () => {
    const modules = join(alone, "node_modules");
    expect(readdirSync(modules).filter((n) => !n.startsWith("."))).toEqual(["@rulekit"]);
    expect(readdirSync(join(modules, "@rulekit")).sort()).toEqual(["cli", "levels"]);
    const { bytes, disk } = sizeOf(modules);
    expect(bytes).toBeLessThan(15_000_000);
    expect(disk).toBeLessThan(15_000_000);
  });

  it("answers --help for the program and every command group", () => {
    for (const args of [
      ["--help"],
      ...["shell-tide", "cards", "rps", "reactor", "mcp", "arena"].map((g) => [g, "--help"]),
    ]) {
      const run = rulekit(args);
      expect(run.code, `${args.join(" ")}: ${run.all}`).toBe(0);
      expect(run.stdout).toMatch(/^Usage: rulekit /);
    }
  });

  it("runs one real command per engine group, every default from the installed data", () => {
    const solve = rulekit(["shell-tide", "solve", "3", "--json"]);
    expect(solve.code, solve.all).toBe(0);
    expect(JSON.parse(solve.stdout).optimalTurns).toBeGreaterThan(0);
    const validate = rulekit(["cards", "validate", "--json"]);
    expect(validate.code, validate.all).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ ok: true, dir: join(shippedData, "card-combat") });
    const perft = rulekit(["rps", "perft", "--json"]);
    expect(perft.code, perft.all).toBe(0);
    expect(JSON.parse(perft.stdout)).toMatchObject({
      rules: "ottv2-classic",
      depths: [{ leaves: 32 }, { leaves: 1024 }, {}],
    });
    const reactor = rulekit(["reactor", "validate", "1", "--json"]);
    expect(reactor.code, reactor.all).toBe(0);
    expect(JSON.parse(reactor.stdout).valid).toBe(true);
    const check = rulekit(["shell-tide", "check", "level-3", "--runs", "5", "--json"]);
    expect(check.code, check.all).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, runs: 5 });
  });

  it("mcp: an MCP host's handshake is answered with the server and its tools, and it exits when stdin closes", () => {
    const run = rulekit(["mcp"], `${MCP_HANDSHAKE}\n`);
    expect(run.code, run.stderr).toBe(0);
    const answers = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(answers.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    expect(answers[0].result.serverInfo.name).toBe("rulekit");
    expect(answers[1].result.tools.map((t: { name: string }) => t.name)).toContain("shell_tide_levels");
  });

  it("the commands that need a package it does not install say which (exit 2)", () => {
    const match = rulekit(["rps", "match", "--bot", "a", "--bot", "b"]);
    expect(match.code, match.all).toBe(2);
    expect(match.stderr).toMatch(
      /^rulekit: 'rulekit rps match' needs @rulekit\/rps-arena, which is not installed: install it next to @rulekit\/cli/,
    );
    const replay = rulekit([
      "rps",
      "replay",
      join(shippedData, "rps-grid", "replays", "classic-python-vs-cpp.json"),
    ]);
    expect(replay.code, replay.all).toBe(2);
    expect(replay.stderr).toMatch(/needs @rulekit\/rps-arena/);
  });

  it("an unknown command is exit 2, with or without --help", () => {
    for (const args of [["frob"], ["frob", "--help"], ["shell-tide", "frob", "--help"]]) {
      const run = rulekit(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^rulekit: unknown command 'frob'/);
    }
  });

  it("shell-tide prove, play and solve of the shipped pack", () => {
    const proof = rulekit(["shell-tide", "prove", "--json"]);
    expect(proof.code, proof.all).toBe(0);
    expect(JSON.parse(proof.stdout).levels).toHaveLength(10);
    expect(proof.stderr).toContain(join(shippedData, "shell-tide", "full-rescue-v2", "proof.json"));
    const play = rulekit(["shell-tide", "play", "1"], "q\n");
    expect(play.code, play.all).toBe(0);
    expect(play.stdout).toMatch(/^L1 /);
  });

  it("cards run and sim; the action log only where --log says", () => {
    const run = rulekit([
      "cards",
      "run",
      "--seed",
      "packed",
      "--auto",
      "--json",
      "--log",
      join(scratch, "run.json"),
    ]);
    expect(run.code, run.all).toBe(0);
    expect(["won", "lost"]).toContain(JSON.parse(run.stdout).outcome);
    const replay = rulekit(["cards", "replay", join(scratch, "run.json"), "--json"]);
    expect(replay.code, replay.all).toBe(0);
    const noLog = rulekit(["cards", "run", "--seed", "packed", "--auto", "--json"]);
    expect(JSON.parse(noLog.stdout).log).toBeNull();
    const sim = rulekit(["cards", "sim", "--games", "4", "--seed", "packed", "--json"]);
    expect(sim.code, sim.all).toBe(0);
  });

  it("reactor run and play of a tutorial level by number, name and path", () => {
    const run = rulekit(["reactor", "run", "tutorial-1", "--json"]);
    expect(run.code, run.all).toBe(0);
    expect(JSON.parse(run.stdout).result).toBe("Won");
    const lose = rulekit(["reactor", "run", "01-flow-and-consumers", "--actions", "lose", "--json"]);
    expect(lose.code, lose.all).toBe(0);
    expect(JSON.parse(lose.stdout).result).toBe("Lost");
    const path = rulekit([
      "reactor",
      "validate",
      join(shippedData, "reactor", "02-junction-ratios.json"),
      "--json",
    ]);
    expect(path.code, path.all).toBe(0);
    const play = rulekit(["reactor", "play", "1"], "quit\n");
    expect(play.code, play.all).toBe(0);
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

  it("wrote nothing in the folder it ran in, nor inside node_modules", () => {
    expect(readdirSync(anywhere)).toEqual([]);
    expect(snapshot(join(alone, "node_modules"))).toEqual(before);
  });
});

describe("npx with the two tarballs", () => {
  it("runs each group's help and a command from an empty folder, with an empty npm cache", () => {
    const cwd = mkdtempSync(join(scratch, "npx-"));
    const env = { ...NPM_ENV, npm_config_cache: mkdtempSync(join(scratch, "npm-cache-")), NO_COLOR: "1" };
    const npx = (args: string[]) =>
      spawnSync(
        "npx",
        [
          "--yes",
          `--package=${tarballs["@rulekit/cli"]}`,
          `--package=${tarballs["@rulekit/levels"]}`,
          "rulekit",
          ...args,
        ],
        { cwd, env, encoding: "utf8", timeout: 180_000 },
      );
    for (const group of ["shell-tide", "cards", "rps", "reactor", "mcp"]) {
      const help = npx([group, "--help"]);
      expect(help.status, `${group}: ${help.stderr}`).toBe(0);
    }
    const solve = npx(["shell-tide", "solve", "3", "--json"]);
    expect(solve.status, solve.stderr).toBe(0);
    expect(JSON.parse(solve.stdout).optimalTurns).toBeGreaterThan(0);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe("npm install @rulekit/cli @rulekit/rps-arena: the arena commands", () => {
  const project = projects["cli+arena"]!;
  const cwd = mkdtempSync(join(scratch, "arena-"));
  const rulekit = (args: string[]) => rulekitIn(project, cwd, args);
  const data = join(project, "node_modules", "@rulekit", "levels");

  it("rps replay verifies a shipped sample replay", () => {
    const run = rulekit([
      "rps",
      "replay",
      join(data, "rps-grid", "replays", "classic-python-vs-cpp.json"),
      "--json",
    ]);
    expect(run.code, run.all).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.ok).toBe(true);
    expect(out.steps.length).toBe(out.moves);
  });

  it("rps submit of a bot folder plays its check games against the reference bot the CLI ships", () => {
    const bot = join(cwd, "my-bot");
    cpSync(join(repoRoot, "bots", "ts-greedy"), bot, { recursive: true });
    const into = join(cwd, "my-bot-snapshot");
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
    expect(readdirSync(cwd).sort()).toEqual(["my-bot", "my-bot-snapshot"]);
  });
});
