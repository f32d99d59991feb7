import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const bot = (path: string) => join(REPO_ROOT, "bots", path);

describe("rulekit rps tournament", () => {
  it("plays a round robin with swapped sides, shows progress and standings, and resumes without replaying", () => {
    const out = join(mkdtempSync(join(tmpdir(), "rulekit-cli-cup-")), "cup");
    const tournament = (games: string) => [
      "rps",
      "tournament",
      "--bot",
      bot("python-greedy"),
      "--bot",
      bot("templates/python"),
      "--games",
      games,
      "--concurrency",
      "2",
      "--limits",
      '{"moveCpuMs":300}',
      "--out",
      out,
    ];
    const args = tournament("1");
    const run = runCli([...args, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const value = jsonOf(run);
    expect(value).toMatchObject({ complete: true, total: 2, played: 2, resumed: 0 });
    expect(value.matches.map((m: any) => m.players)).toEqual([
      ["python-greedy", "python-template"],
      ["python-template", "python-greedy"],
    ]);
    expect(value.standings.map((s: any) => s.name).sort()).toEqual(["python-greedy", "python-template"]);
    expect(run.stderr).toMatch(/tournament 2\/2 \(100%\)/);
    expect(readFileSync(join(out, "results.jsonl"), "utf8").trim().split("\n")).toHaveLength(2);

    const again = runCli(args);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/resuming: 2 of 2 matches already played/);
    expect(again.stdout).toMatch(/^#\s+bot\s+points\s+played\s+wins\s+draws\s+losses\s+faults/m);
    expect(again.stdout).toMatch(/2\/2 matches; results in/);
    expect(readFileSync(join(out, "results.jsonl"), "utf8").trim().split("\n")).toHaveLength(2);

    const other = runCli(tournament("2"));
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/holds another tournament/);
  });

  it("needs at least two bots and a number of games", () => {
    const one = runCli(["rps", "tournament", "--bot", bot("python-greedy"), "--games", "1"]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/at least 2 bots/);
    const none = runCli(["rps", "tournament", "--bot", bot("python-greedy"), "--bot", bot("python-greedy")]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--games/);
  });
});
