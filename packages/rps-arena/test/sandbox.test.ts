import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRequest, CLASSIC_V2, newGame, type RuleSet } from "@rulekit/rps-grid";
import { afterAll, describe, expect, it } from "vitest";
import { type PreparedBot, prepareBot } from "../src/bot/prepare-bot.js";
import { FAULT } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import type { MoveBudget } from "../src/move/classify-run.js";
import { fullMoveBudget } from "../src/move/move-budget.js";
import { openBotSession, runBotMove } from "../src/move/run-move.js";
import { BOX_UID_RANGE } from "../src/sandbox/box-identity.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { expectContainedProbe } from "./helpers/escape-probe.js";
import { botDir, prepare, TEST_LIMITS } from "./helpers/real-bots.js";

const prepared: PreparedBot[] = [];
afterAll(() => {
  for (const bot of prepared) bot.dispose();
});
async function ready(path: string): Promise<PreparedBot> {
  const bot = await prepare(path);
  prepared.push(bot);
  return bot;
}

const budget = (overrides: Partial<MoveBudget> = {}): MoveBudget => ({
  ...fullMoveBudget(TEST_LIMITS),
  ...overrides,
});
const firstRequest = (rules: RuleSet = CLASSIC_V2) => buildRequest(newGame(rules, "sandbox"), 0, TEST_LIMITS);

describe.concurrent("the sandbox", () => {
  it("lets a bot write only in its private /tmp, emptied after every move, and shows it no network and no host files", async () => {
    const bot = await ready("misbehaving/python/escape-probe");
    const session = openBotSession(bot, TEST_LIMITS);
    const first = await runBotMove(bot, firstRequest(), TEST_LIMITS, budget(), session);
    const verdict = await runBotMove(bot, firstRequest(), TEST_LIMITS, budget(), session);
    session.close();
    expect(first.kind).toBe("move");
    expect(verdict.kind).toBe("move");
    if (verdict.kind !== "move") return;
    const report = verdict.userdata as Record<string, unknown>;
    // the first move left /tmp/probe.txt behind; the second move (a fresh process) finds /tmp empty
    expectContainedProbe(report);
    // As root, a uid of its own from the box range (never root's); otherwise the user namespace's 65534.
    if (process.getuid?.() === 0) {
      expect(report.uid).toBeGreaterThanOrEqual(BOX_UID_RANGE.first);
      expect(report.uid).toBeLessThan(BOX_UID_RANGE.first + BOX_UID_RANGE.count);
    } else expect(report.uid).toBe(65534);
    expect(report.etc_visible).toBe(false);
    expect(report.visible_root).not.toContain("root");
    expect(report.visible_root).not.toContain("work");
    expect(existsSync(join(botDir("misbehaving/python/escape-probe"), "bot", "probe.txt"))).toBe(false);
  });

  it("puts a Python entry's folder and the root of bot/ on the import path (and nothing of the host)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-imports-"));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write("ott.json", '{"language":"python","entry":"player/main.py"}');
    write("bot/shared.py", "NAME = 'root'\n");
    write("bot/player/near.py", "NAME = 'entry dir'\n");
    write(
      "bot/player/main.py",
      [
        "import json, sys, near, shared",
        "request = json.loads(sys.stdin.readline())",
        "ok = [near.NAME, shared.NAME, any('site-packages' in p for p in sys.path)]",
        "print(json.dumps({'request_id': request['request_id'], 'move': request['legal_moves'][0], 'userdata': ok}))",
      ].join("\n"),
    );
    const bot = await prepareBot(loadSubmission(dir), { limits: TEST_LIMITS });
    prepared.push(bot);
    const verdict = await runBotMove(bot, firstRequest(), TEST_LIMITS, budget());
    expect(verdict).toMatchObject({ kind: "move", userdata: ["entry dir", "root", false] });
  });

  it("kills a CPU hog at the limit (the supervisor, not the kernel backstop a second later) and charges a move its own CPU", async () => {
    const [loop, greedy] = await Promise.all([
      ready("misbehaving/python/infinite-loop"),
      ready("python-greedy"),
    ]);
    const killed = await runBotMove(loop, firstRequest(), TEST_LIMITS, budget());
    expect(killed).toMatchObject({ kind: "fault", code: FAULT.cpuTimeout });
    expect(killed.figures.cpuMs).toBeGreaterThanOrEqual(TEST_LIMITS.moveCpuMs);
    // Killed by the supervisor at the limit, not by the kernel's RLIMIT_CPU backstop one second later
    // (the margin leaves room for a supervisor that a loaded machine schedules late).
    expect(killed.figures.cpuMs).toBeLessThan(TEST_LIMITS.moveCpuMs + 500);
    const move = await runBotMove(greedy, firstRequest(), TEST_LIMITS, budget());
    expect(move.kind).toBe("move");
    // Python starts before the move (python-start.test.ts); the bot's own run and exit are charged.
    expect(move.figures.cpuMs).toBeGreaterThan(0);
    expect(move.figures.wallMs).toBeGreaterThanOrEqual(move.figures.cpuMs! * 0.5);
  });

  it("survives a bot that never reads a request far larger than a pipe buffer", async () => {
    const bot = await ready("misbehaving/python/never-reads-stdin");
    const rules = { ...CLASSIC_V2, padding: "x".repeat(300_000) } as RuleSet;
    const started = performance.now();
    const verdict = await runBotMove(
      bot,
      firstRequest(rules),
      TEST_LIMITS,
      budget({ wallMs: 800, moveWallMs: 800 }),
    );
    expect(verdict).toMatchObject({ kind: "fault", code: FAULT.wallTimeout });
    // The bot never reads, so only the wall limit ends the move: bounded, on any machine's load.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it("stops a bot flooding stdout and stderr at the output limit without buffering the flood", async () => {
    const bot = await ready("misbehaving/python/endless-output");
    const verdict = await runBotMove(bot, firstRequest(), TEST_LIMITS, budget({ outputBytes: 10_000 }));
    expect(verdict).toMatchObject({ kind: "fault", code: FAULT.outputLimit });
    expect(verdict.figures.outputBytes).toBeGreaterThan(10_000);
    expect(verdict.figures.outputBytes).toBeLessThan(10_000 + 256 * 1024);
  });

  it("bounds the whole move loop by matchWallMs: the side that used it up loses (wall_timeout), never 'no result'", async () => {
    const [sleeper, greedy] = await Promise.all([
      ready("misbehaving/python/sleep-past-wall"),
      ready("python-greedy"),
    ]);
    // The sleeper moves first and sleeps for an hour, so its first move uses up the match wall
    // however slow the machine is (with the greedy bot first, a loaded machine could spend the
    // 700 ms in the greedy bot's own first move and make it the loser).
    const started = performance.now();
    const record = await runMatch({
      bots: [sleeper, greedy],
      rules: CLASSIC_V2,
      seed: "wall",
      limits: { ...TEST_LIMITS, matchWallMs: 700 },
    });
    // Ended by the match wall, not by the bot: it would have slept for an hour.
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(record.attempts).toBe(1);
    expect(record.infrastructureErrors).toEqual([]);
    expect(record.faults.map((f) => [f.player, f.code])).toEqual([[0, FAULT.wallTimeout]]);
    expect(record.replay.result).toMatchObject({
      status: "aborted",
      winner: 1,
      winReason: FAULT.wallTimeout,
    });
    expect(record.faults[0]!.message).toMatch(/match wall time \(700 ms\) ran out/);
  });
});
