import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_STALLED } from "@rulekit/rps-arena";
import { beforeAll, describe, expect, it } from "vitest";
import { WORKER_LOSSES_BEFORE_NO_RESULT } from "../../src/commands/rps/arena/worker-command.js";
import { CLI_BIN, REPO_ROOT, runCli } from "../helpers/run-cli.js";

/**
 * @rulekit/rps-arena is an optional peer: the built CLI copied into a project that holds only its one
 * dependency (@rulekit/levels), as `npm install @rulekit/cli` leaves it. Every arena command still has
 * its help; running one says what to install (exit 2); every other command works.
 */
const ARENA_COMMANDS = ["match", "tournament", "worker", "submit", "replay"];
let project: string;
let bin: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "rulekit-no-arena-"));
  const cli = join(project, "node_modules", "@rulekit", "cli");
  cpSync(join(CLI_BIN, "..", ".."), cli, {
    recursive: true,
    filter: (path) =>
      !path.includes(`${join("cli", "node_modules")}`) && !/[/\\](src|test|bench)$/.test(path),
  });
  mkdirSync(join(project, "node_modules", "@rulekit"), { recursive: true });
  symlinkSync(join(REPO_ROOT, "levels"), join(project, "node_modules", "@rulekit", "levels"));
  bin = join(cli, "dist", "bin.js");
});

const rulekit = (args: string[]) => runCli(args, { cwd: project, bin });

describe("the CLI without @rulekit/rps-arena", () => {
  it("has no other package to load: its node_modules is the data alone", () => {
    expect(readdirSync(join(project, "node_modules", "@rulekit")).sort()).toEqual(["cli", "levels"]);
    expect(readdirSync(join(project, "node_modules", "@rulekit", "cli"))).not.toContain("node_modules");
  });

  it.each(ARENA_COMMANDS)("rps %s --help works", (command) => {
    const run = rulekit(["rps", command, "--help"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Usage: rulekit rps ${command} `));
  });

  it.each(ARENA_COMMANDS)(
    "rps %s says to install @rulekit/rps-arena (exit 2, one line, --json too)",
    (command) => {
      const needs: Record<string, string[]> = {
        submit: ["some-bot"],
        tournament: ["--games", "1", "--out", "cup"],
      };
      const args = ["rps", command, ...(needs[command] ?? []), "--json"];
      const run = rulekit(args);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toBe(
        `rulekit: 'rulekit rps ${command}' needs @rulekit/rps-arena, which is not installed: install it next to @rulekit/cli (npm install @rulekit/rps-arena), or run npx -p @rulekit/cli -p @rulekit/rps-arena rulekit rps ${command} …\n`,
      );
      expect(JSON.parse(run.stdout).error.code).toBe("missing_package");
      expect(readdirSync(project)).toEqual(["node_modules"]);
    },
  );

  it("arena serve says where the service runs (exit 2, one line, --json too), its help still works", () => {
    const run = rulekit(["arena", "serve", "--json"]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /^rulekit: the arena service \(@rulekit\/arena\) is not installed with this rulekit: it runs from a clone of the Rulekit repository .*\n$/,
    );
    expect(JSON.parse(run.stdout).error.code).toBe("missing_package");
    expect(readdirSync(project)).toEqual(["node_modules"]);
    expect(rulekit(["arena", "--help"]).stdout).toMatch(/^Usage: rulekit arena /);
  });

  it("runs the engine commands of every group, the check commands (fast-check) included", () => {
    for (const args of [
      ["shell-tide", "solve", "3", "--json"],
      ["shell-tide", "check", "3", "--runs", "2"],
      ["rps", "perft", "--depth", "2"],
      ["rps", "check", "--runs", "1", "--max-steps", "10"],
      ["cards", "validate"],
      ["reactor", "validate", "1"],
    ]) {
      const run = rulekit(args);
      expect(run.code, `${args.join(" ")}: ${run.stderr}`).toBe(0);
    }
  });
});

it("the worker's help states the arena's stall limit (MAX_STALLED + 1) without loading the arena", () => {
  expect(WORKER_LOSSES_BEFORE_NO_RESULT).toBe(MAX_STALLED + 1);
  expect(rulekit(["rps", "worker", "--help"]).stdout).toContain(
    `loses its\nworker ${WORKER_LOSSES_BEFORE_NO_RESULT} times has no result`,
  );
});
