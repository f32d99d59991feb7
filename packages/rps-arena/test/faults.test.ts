import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { type BotFaultCode, FAULT } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { prepare, TEST_LIMITS } from "./helpers/real-bots.js";

// Every misbehaving bot, run in the real sandbox as player 0 against the Python greedy bot, must lose
// with exactly this code (bots/misbehaving/README.md). Limits: 300 ms CPU per move, 1 s per match.
const LIMITS = { ...TEST_LIMITS, totalCpuMs: 1000 };
// The wall limit (3 s a move) is what the wall_timeout cases test. Every other case gets a wall limit
// no load reaches: a loaded machine (CI, 36 sandboxes at once) can keep a Python bot from its first
// line for more than 3 s, and its fault must still be its own, not the machine's.
const limitsFor = (code: BotFaultCode) =>
  code === FAULT.wallTimeout ? LIMITS : { ...LIMITS, moveWallMs: 60_000 };
const CASES: [string, BotFaultCode][] = [
  ["python/infinite-loop", FAULT.cpuTimeout],
  ["cpp/infinite-loop", FAULT.cpuTimeout],
  ["javascript/infinite-loop", FAULT.cpuTimeout],
  ["python/cpu-hog", FAULT.totalCpuTimeout],
  ["cpp/cpu-hog", FAULT.totalCpuTimeout],
  ["python/sleep-past-wall", FAULT.wallTimeout],
  ["cpp/sleep-past-wall", FAULT.wallTimeout],
  ["python/never-reads-stdin", FAULT.wallTimeout],
  ["python/output-flood", FAULT.outputLimit],
  ["cpp/output-flood", FAULT.outputLimit],
  ["python/endless-output", FAULT.outputLimit],
  ["python/two-json-lines", FAULT.invalidOutput],
  ["cpp/two-json-lines", FAULT.invalidOutput],
  ["python/wrong-request-id", FAULT.invalidOutput],
  ["cpp/wrong-request-id", FAULT.invalidOutput],
  ["python/float-coordinates", FAULT.invalidOutput],
  ["cpp/float-coordinates", FAULT.invalidOutput],
  ["python/big-userdata", FAULT.userdataLimit],
  ["cpp/big-userdata", FAULT.userdataLimit],
  ["python/illegal-move", FAULT.illegalMove],
  ["cpp/illegal-move", FAULT.illegalMove],
  ["python/exit-1", FAULT.botCrash],
  ["cpp/exit-1", FAULT.botCrash],
  ["python/forbidden-file", FAULT.botCrash],
  ["cpp/forbidden-file", FAULT.botCrash],
  ["python/memory-hog", FAULT.botCrash],
  ["cpp/memory-hog", FAULT.botCrash],
  ["python/fork", FAULT.sandboxViolation],
  ["cpp/fork", FAULT.sandboxViolation],
  ["javascript/fork", FAULT.sandboxViolation],
  ["python/thread", FAULT.sandboxViolation],
  ["python/network-connect", FAULT.sandboxViolation],
  ["cpp/network-connect", FAULT.sandboxViolation],
  ["javascript/network-connect", FAULT.sandboxViolation],
  ["python/syntax-error", FAULT.botError],
  ["cpp/compile-error", FAULT.botError],
];

let opponent: PreparedBot;
const prepared: PreparedBot[] = [];
beforeAll(async () => {
  opponent = await prepare("python-greedy", LIMITS);
});
afterAll(() => {
  for (const bot of [opponent, ...prepared]) bot?.dispose();
});

describe.concurrent("each misbehaving bot loses with its exact fault code", () => {
  it.each(CASES)("%s → %s", async (path, code) => {
    const limits = limitsFor(code);
    const bot = await prepare(`misbehaving/${path}`, limits);
    prepared.push(bot);
    const record = await runMatch({
      bots: [bot, opponent],
      rules: CLASSIC_V2,
      seed: "faults",
      limits,
    });
    expect(record.faults.map((f) => [f.player, f.code])).toEqual([[0, code]]);
    expect(record.replay.result).toMatchObject({ status: "aborted", winner: 1, winReason: code });
    expect(record.attempts).toBe(1);
    expect(verifyReplay(record.replay).problems).toEqual([]);
    if (code === FAULT.botError) expect(record.replay.moves).toEqual([]);
    if (code === FAULT.totalCpuTimeout) expect(record.totals[0].moves).toBeGreaterThanOrEqual(2);
    else if (code !== FAULT.botError) expect(record.replay.moves).toEqual([]);
  });
});

describe("fault messages", () => {
  it("carry the compiler's own message for a C++ compile error", async () => {
    const bot = await prepare("misbehaving/cpp/compile-error");
    prepared.push(bot);
    expect(bot.buildError).toMatch(/undefined_variable/);
    expect(bot.buildError).toMatch(/main\.cpp:\d+/);
  });

  it("carry Python's SyntaxError location for a syntax error", async () => {
    const bot = await prepare("misbehaving/python/syntax-error");
    prepared.push(bot);
    expect(bot.buildError).toMatch(/main\.py:2: invalid syntax/);
  });
});
