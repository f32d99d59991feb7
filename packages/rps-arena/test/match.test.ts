import { buildRequest, CLASSIC_V2, greedyMove, legalMoves, type Replay, replayGame } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { runMatch } from "../src/match/run-match.js";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { levelRules, prepare, TEST_LIMITS } from "./helpers/real-bots.js";

let python: PreparedBot;
let cpp: PreparedBot;
let ts: PreparedBot;
let cppTemplate: PreparedBot;
let pythonTemplate: PreparedBot;
beforeAll(async () => {
  [python, cpp, ts, cppTemplate, pythonTemplate] = await Promise.all([
    prepare("python-greedy"),
    prepare("cpp-greedy"),
    prepare("ts-greedy"),
    prepare("templates/cpp"),
    prepare("templates/python"),
  ]);
});
afterAll(() => {
  for (const bot of [python, cpp, ts, cppTemplate, pythonTemplate]) bot?.dispose();
});

/** Every recorded move must be the engine's greedyMove for the request the bot got. */
function expectGreedyMoves(replay: Replay): void {
  const run = replayGame(replay);
  let game = run.initial;
  for (const step of run.steps) {
    expect(step.move, `ply ${step.ply}`).toEqual(greedyMove(buildRequest(game, step.player)));
    game = step.game;
  }
}

describe("matches between the sample bots, in the real sandbox", () => {
  it("plays python-greedy against cpp-greedy to a recorded result whose replay verifies", async () => {
    const record = await runMatch({
      bots: [python, cpp],
      rules: CLASSIC_V2,
      seed: "arena-2026",
      limits: TEST_LIMITS,
    });
    const { replay } = record;
    expect(record.faults).toEqual([]);
    expect(replay.result.status).toBe("finished");
    expect(replay.result.winReason).not.toBeNull();
    expect(replay.moves.length).toBeGreaterThan(4);
    expect(replay.bots.map((b) => b.name)).toEqual(["python-greedy", "cpp-greedy"]);
    expect(replay.bots.every((b) => /^sha256:[0-9a-f]{64}$/.test(b.sourceHash))).toBe(true);
    expect(replay.moves.every((m) => m.cpuMs > 0 && m.wallMs >= 0 && m.outputBytes > 0)).toBe(true);
    expect(verifyReplay(replay).problems).toEqual([]);
    expectGreedyMoves(replay);
  });

  it("gives the same moves and result for the same seed and bots", async () => {
    const [first, second] = [
      await runMatch({ bots: [cpp, python], rules: CLASSIC_V2, seed: "twice", limits: TEST_LIMITS }),
      await runMatch({ bots: [cpp, python], rules: CLASSIC_V2, seed: "twice", limits: TEST_LIMITS }),
    ];
    expect(second.replay.moves.map((m) => [m.player, m.move, m.stateHash])).toEqual(
      first.replay.moves.map((m) => [m.player, m.move, m.stateHash]),
    );
    expect(second.replay.result).toEqual(first.replay.result);
  });

  it("builds and plays the C++ and Python templates, each getting its own userdata back", async () => {
    const record = await runMatch({
      bots: [cppTemplate, pythonTemplate],
      rules: { ...CLASSIC_V2, maxMoves: 12 },
      seed: "templates",
      limits: TEST_LIMITS,
    });
    expect(record.faults).toEqual([]);
    expect(record.replay.result).toMatchObject({ status: "finished", winner: null, winReason: "max_moves" });
    expect(record.replay.moves).toHaveLength(12);
    // The templates count their turns in userdata: {"turns":1} … {"turns":6}, so the size only grows.
    for (const player of [0, 1]) {
      const sizes = record.replay.moves.filter((m) => m.player === player).map((m) => m.userdataBytes);
      expect(sizes[0]).toBe(JSON.stringify({ turns: 1 }).length);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    }
    // A template plays the first legal move every time.
    const run = replayGame(record.replay);
    let game = run.initial;
    for (const step of run.steps) {
      expect(step.move).toEqual(legalMoves(game)[0]);
      game = step.game;
    }
  });

  it.each([
    ["tile-effects", "ts-greedy", "cpp-greedy"],
    ["power-ups", "python-greedy", "ts-greedy"],
  ] as const)("agrees with the engine's greedy scoring on %s (%s vs %s)", async (level, a, b) => {
    const bots = { "python-greedy": python, "cpp-greedy": cpp, "ts-greedy": ts };
    const record = await runMatch({
      bots: [bots[a], bots[b]],
      rules: levelRules(level),
      seed: "pickups",
      limits: TEST_LIMITS,
    });
    expect(record.faults).toEqual([]);
    expectGreedyMoves(record.replay);
  });
});
