import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseReplay } from "@rulekit/rps-grid";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const bot = (path: string) => join(REPO_ROOT, "bots", path);
const LIMITS = '{"moveCpuMs":300}';
let dir: string;
let replayPath: string;
let played: any;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulekit-cli-arena-"));
  replayPath = join(dir, "match.json");
  const run = runCli([
    "rps",
    "match",
    "--bot",
    bot("python-greedy"),
    "--bot",
    bot("templates/python"),
    "--seed",
    "cli-1",
    "--limits",
    LIMITS,
    "--out",
    replayPath,
    "--json",
  ]);
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
    const run = runCli([
      "rps",
      "match",
      "--bot",
      bot("misbehaving/python/exit-1"),
      "--bot",
      bot("python-greedy"),
      "--seed",
      "cli-2",
      "--out",
      out,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/python-greedy \(player 1\) wins: bot_crash/);
    expect(run.stdout).toMatch(/fault: exit-1-python \(player 0\) bot_crash: exit code 1/);
    expect(run.stdout).toContain(`replay: ${out}`);
  });

  it("rejects a folder that is not a bot and a missing second bot in one line (exit 2)", () => {
    const notBot = runCli([
      "rps",
      "match",
      "--bot",
      dir,
      "--bot",
      bot("python-greedy"),
      "--out",
      join(dir, "x.json"),
    ]);
    expect(notBot.code).toBe(2);
    expect(notBot.stderr).toMatch(/^rulekit: .*: not a bot submission: .*ott\.json: missing/);
    expect(notBot.stderr.trim().split("\n")).toHaveLength(1);
    const one = runCli(["rps", "match", "--bot", bot("python-greedy")]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/exactly two bots/);
  });

  it("rejects bad limits naming the field", () => {
    const run = runCli([
      "rps",
      "match",
      "--bot",
      bot("python-greedy"),
      "--bot",
      bot("python-greedy"),
      "--limits",
      '{"moveCpuMs":-1}',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--limits: not a valid limits object: \$\.moveCpuMs/);
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
