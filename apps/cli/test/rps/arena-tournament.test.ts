import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { holdFolder } from "@rulekit/core/node";
import { TOURNAMENT_HOLD } from "@rulekit/rps-arena";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli, startCli } from "../helpers/run-cli.js";

const bot = (path: string) => join(REPO_ROOT, "bots", path);
const lines = (path: string) =>
  existsSync(path) ? readFileSync(path, "utf8").split("\n").filter(Boolean) : [];

/** Starts the CLI, sends SIGINT once `ready()` holds, and resolves with its exit code and stderr. */
async function interruptWhen(
  args: string[],
  ready: () => boolean,
): Promise<{ code: number | null; stderr: string }> {
  let poll: ReturnType<typeof setInterval> | undefined;
  const run = await startCli(args, undefined, {
    onStart: (child) => {
      poll = setInterval(() => {
        if (ready()) {
          clearInterval(poll);
          child.kill("SIGINT");
        }
      }, 20);
    },
  });
  clearInterval(poll);
  return { code: run.code, stderr: run.stderr };
}

describe("rulekit rps tournament", () => {
  it("plays a round robin with swapped sides; interrupted mid-way it keeps what finished and resumes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-cup-"));
    const out = join(dir, "cup");
    const results = join(out, "results.jsonl");
    // Short games keep the test quick: the template bot plays its first legal move.
    writeFileSync(join(dir, "short.json"), JSON.stringify({ ...CLASSIC_V2, id: "short", maxMoves: 8 }));
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
      "--rules",
      join(dir, "short.json"),
      "--limits",
      '{"moveCpuMs":300}',
      "--out",
      out,
    ];
    const args = tournament("3");

    // Ctrl-C after the first finished match: running matches finish, no new one starts.
    const stopped = await interruptWhen(args, () => lines(results).length >= 1);
    expect(stopped.code, stopped.stderr).toBe(130);
    expect(stopped.stderr).toMatch(/interrupted: finishing the running matches/);
    const kept = lines(results);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThan(6);

    const run = runCli([...args, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`resuming: ${kept.length} of 6 matches already played`));
    const value = jsonOf(run);
    expect(value).toMatchObject({ complete: true, total: 6, played: 6, resumed: kept.length });
    expect(value.matches.map((m: any) => m.players)).toEqual(
      Array.from({ length: 3 }, () => [
        ["python-greedy", "python-template"],
        ["python-template", "python-greedy"],
      ]).flat(),
    );
    expect(new Set(value.matches.map((m: any) => m.seed)).size).toBe(3);
    expect(value.standings.map((s: any) => s.name).sort()).toEqual(["python-greedy", "python-template"]);
    // Progress is drawn on a terminal only: a piped stderr carries none (see test/progress.test.ts).
    expect(run.stderr).not.toMatch(/tournament \d+\/6/);
    // Nothing finished was played twice: one line per match, the interrupted run's lines first.
    const all = lines(results);
    expect(all.slice(0, kept.length)).toEqual(kept);
    expect(new Set(all.map((line) => JSON.parse(line).key)).size).toBe(6);
    expect(all).toHaveLength(6);

    const again = runCli(args);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/resuming: 6 of 6 matches already played/);
    expect(again.stdout).toMatch(/^#\s+bot\s+points\s+played\s+wins\s+draws\s+losses\s+faults/m);
    expect(again.stdout).toMatch(/6\/6 matches; results in/);
    expect(lines(results)).toHaveLength(6);

    const other = runCli(tournament("2"));
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/holds another tournament/);
  });

  it("refuses an --out folder another run works in (exit 2, folder_in_use) and writes nothing there", async () => {
    const out = mkdtempSync(join(tmpdir(), "rulekit-cli-busy-cup-"));
    // This test process holds the folder as a running `rulekit rps tournament` does.
    const hold = await holdFolder(out, { kind: TOURNAMENT_HOLD, inUse: () => "" });
    try {
      const args = ["rps", "tournament", "--bot", bot("python-greedy"), "--bot", bot("templates/python")];
      // Started asynchronously: this process must stay free to answer who holds the folder.
      const run = await startCli([...args, "--games", "1", "--out", out]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          `is in use by another tournament run \\(process ${process.pid}\\): wait for it to finish, or use another --out folder`,
        ),
      );
      const json = await startCli([...args, "--games", "1", "--out", out, "--json"]);
      expect(json.code).toBe(2);
      expect(JSON.parse(json.stdout).error).toMatchObject({ code: "folder_in_use", path: out });
      expect(readdirSync(out)).toEqual([]);
    } finally {
      await hold.release();
    }
  });

  it("needs at least two bots, a number of games and a folder for --out", () => {
    const out = join(mkdtempSync(join(tmpdir(), "rulekit-cli-cup-")), "cup");
    const one = runCli(["rps", "tournament", "--bot", bot("python-greedy"), "--games", "1", "--out", out]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/at least 2 bots/);
    const nowhere = runCli([
      "rps",
      "tournament",
      "--bot",
      bot("python-greedy"),
      "--bot",
      bot("python-greedy"),
      "--games",
      "1",
    ]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toBe("rulekit: required option '--out <dir>' not specified\n");
    const none = runCli(["rps", "tournament", "--bot", bot("python-greedy"), "--bot", bot("python-greedy")]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--games/);
    const file = join(mkdtempSync(join(tmpdir(), "rulekit-cli-cup-")), "taken.json");
    writeFileSync(file, "{}");
    const notFolder = runCli([
      "rps",
      "tournament",
      "--bot",
      bot("python-greedy"),
      "--bot",
      bot("python-greedy"),
      "--games",
      "1",
      "--out",
      file,
    ]);
    expect(notFolder.code).toBe(2);
    expect(notFolder.stderr).toMatch(/^rulekit: .*taken\.json: is a file, expected a tournament folder\n$/);
  });
});
