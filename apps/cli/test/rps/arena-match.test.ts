import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseReplay } from "@rulekit/rps-grid";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const bot = (path: string) => join(REPO_ROOT, "bots", path);
const LIMITS = '{"moveCpuMs":300}';
/** `rulekit rps match --bot A --bot B …rest`. */
const match = (a: string, b: string, ...rest: string[]) => ["rps", "match", "--bot", a, "--bot", b, ...rest];
let dir: string;
let replayPath: string;
let played: any;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulekit-cli-arena-"));
  replayPath = join(dir, "match.json");
  const run = runCli(
    match(
      bot("python-greedy"),
      bot("templates/python"),
      "--seed",
      "cli-1",
      "--limits",
      LIMITS,
      "--out",
      replayPath,
      "--json",
    ),
  );
  expect(run.code, run.stderr).toBe(0);
  played = jsonOf(run);
});

describe("rulekit rps match", () => {
  it("documents itself", () => {
    const run = runCli(["rps", "match", "--help"]);
    expect(run.code).toBe(0);
    for (const option of ["--bot", "--rules", "--seed", "--out", "--limits", "--json"])
      expect(run.stdout).toContain(option);
  });

  it("prints the winner, the reason, the moves and CPU/wall per bot, and writes the replay", () => {
    expect(played).toMatchObject({ status: "finished", seed: "cli-1", rules: "ottv2-classic", faults: [] });
    expect([0, 1, null]).toContain(played.winner);
    expect(typeof played.reason).toBe("string");
    expect(played.moves).toBeGreaterThan(0);
    expect(played.bots.map((b: any) => b.name)).toEqual(["python-greedy", "python-template"]);
    for (const b of played.bots) {
      expect(b.cpuMs).toBeGreaterThan(0);
      expect(b.wallMs).toBeGreaterThan(0);
      expect(b.sourceHash).toMatch(/^sha256:/);
    }
    const replay = parseReplay(JSON.parse(readFileSync(replayPath, "utf8")));
    expect(replay.ok && replay.value.moves.length).toBe(played.moves);
  });

  it("reports a bot's fault with its code and message, and still exits 0 (the match was played)", () => {
    const out = join(dir, "fault.json");
    // --rules takes the same built-in names as the engine commands.
    const run = runCli(
      match(
        bot("misbehaving/python/exit-1"),
        bot("python-greedy"),
        "--rules",
        "classic-v1",
        "--seed",
        "cli-2",
        "--out",
        out,
      ),
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).rules.id).toBe("ottv2-classic-v1");
    expect(run.stdout).toMatch(/python-greedy \(player 1\) wins: bot_crash/);
    expect(run.stdout).toMatch(/fault: exit-1-python \(player 0\) bot_crash: exit code 1/);
    expect(run.stdout).toContain(`replay: ${out}`);
  });

  it("rejects a folder that is not a bot and a missing second bot in one line (exit 2)", () => {
    const notBot = runCli(match(dir, bot("python-greedy"), "--out", join(dir, "x.json")));
    expect(notBot.code).toBe(2);
    expect(notBot.stderr).toMatch(/^rulekit: .*: not a bot submission: .*ott\.json: missing/);
    expect(notBot.stderr.trim().split("\n")).toHaveLength(1);
    const file = runCli(match(replayPath, bot("python-greedy"), "--out", join(dir, "x.json")));
    expect(file.code).toBe(2);
    expect(file.stderr).toMatch(
      /^rulekit: .*match\.json: not a bot submission: .*: is a file, expected a bot folder/,
    );
    const one = runCli(["rps", "match", "--bot", bot("python-greedy")]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/exactly two bots/);
  });

  it("rejects bad limits naming the field", () => {
    const run = runCli(match(bot("python-greedy"), bot("python-greedy"), "--limits", '{"moveCpuMs":-1}'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--limits: not a valid limits object: \$\.moveCpuMs/);
    // A misspelt name is refused rather than leaving the default silently in force.
    const typo = runCli(match(bot("python-greedy"), bot("python-greedy"), "--limits", '{"moveCpuMS":100}'));
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^rulekit: --limits: unknown limit 'moveCpuMS'/);
  });

  it("without --out writes no replay, in the current folder or anywhere", () => {
    const cwd = mkdtempSync(join(tmpdir(), "rulekit-cli-arena-cwd-"));
    const run = runCli(
      match(bot("python-greedy"), bot("templates/python"), "--seed", "cli-1", "--limits", LIMITS, "--json"),
      {
        cwd,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    const out = jsonOf(run);
    expect(out.replay).toBeNull();
    const result = ({ status, winner, reason, moves, seed, rules }: typeof out) => ({
      status,
      winner,
      reason,
      moves,
      seed,
      rules,
    });
    expect(result(out)).toEqual(result(played));
    expect(readdirSync(cwd)).toEqual([]);
    const human = runCli(
      match(bot("python-greedy"), bot("templates/python"), "--seed", "cli-1", "--limits", LIMITS),
      {
        cwd,
      },
    );
    expect(human.stdout).toContain("replay not written (give --out FILE to keep it)");
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("checks where the replay goes before playing: a missing folder or a folder name → exit 2, nothing played", () => {
    for (const out of [join(dir, "no-such-folder", "r.json"), dir]) {
      const run = runCli(match(bot("python-greedy"), bot("python-greedy"), "--seed", "x", "--out", out));
      expect(run.code, out).toBe(2);
      expect(run.stderr.trim().split("\n"), out).toHaveLength(1);
      expect(run.stderr).toMatch(
        /^rulekit: .*cannot write the replay: (no such directory|is a directory, expected a regular file)/,
      );
      expect(run.stdout).toBe("");
    }
  });
});

describe("rulekit rps replay", () => {
  it("verifies a replay written by match, and prints every step with --json", () => {
    const human = runCli(["rps", "replay", replayPath]);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(/verified \d+ moves and the result/);
    const run = runCli(["rps", "replay", replayPath, "--json"]);
    expect(run.code).toBe(0);
    const value = jsonOf(run);
    expect(value.ok).toBe(true);
    expect(value.steps).toHaveLength(played.moves);
    expect(value.steps[0]).toMatchObject({
      ply: 0,
      player: 0,
      stateMatches: true,
      requestId: "turn-0",
      moveCount: 1,
    });
    expect(value.steps[0].move).toHaveLength(4);
    expect(value.steps[0].board).toHaveLength(9);
    expect(value.initial.legalMoves.length).toBeGreaterThan(0);
    expect(value.engine).toMatchObject({ winner: played.winner, winReason: played.reason });
  });

  it("fails (exit 1) on a replay whose moves or result do not match the engine", () => {
    const replay = JSON.parse(readFileSync(replayPath, "utf8"));
    replay.result.winReason = replay.result.winReason === "home" ? "capture_all" : "home";
    const tampered = join(dir, "tampered.json");
    writeFileSync(tampered, JSON.stringify(replay));
    const run = runCli(["rps", "replay", tampered, "--json"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^rulekit: .*tampered\.json: replay does not verify: recorded result/);
    expect(jsonOf(run)).toMatchObject({ ok: false, problems: [expect.stringMatching(/recorded result/)] });
  });

  it("refuses a file that is not a replay (exit 2)", () => {
    const run = runCli(["rps", "replay", join(REPO_ROOT, "levels/rps-grid/classic-v2.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/classic-v2\.json: not a valid replay: \$\.format/);
  });
});
