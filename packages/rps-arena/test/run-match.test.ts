import { readFileSync, writeFileSync } from "node:fs";
import {
  type BotRequest,
  CLASSIC_V2,
  DEFAULT_LIMITS,
  type Limits,
  parseReplay,
  type RuleSet,
} from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { FAULT, INFRASTRUCTURE_ERROR, MAX_INFRASTRUCTURE_RERUNS } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import type { MoveBudget, MoveVerdict } from "../src/move/classify-run.js";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { FIGURES, greedyRunner, inProcessBot } from "./helpers/in-process.js";

const limits = { ...DEFAULT_LIMITS };
const bots = [inProcessBot("alpha"), inProcessBot("beta")] as const;
const GOLDEN = new URL("./fixtures/greedy-match.replay.golden.json", import.meta.url);

describe("runMatch (in-process bots)", () => {
  it("plays greedy against greedy to the engine's end and writes the replay format (golden)", async () => {
    const record = await runMatch({
      bots,
      rules: CLASSIC_V2,
      seed: "arena-2026",
      limits,
      runMove: greedyRunner,
    });
    const { replay } = record;
    expect(parseReplay(replay).ok).toBe(true);
    expect(replay.result.status).toBe("finished");
    expect(replay.moves.map((m) => m.ply)).toEqual(replay.moves.map((_, i) => i));
    expect(record.totals[0].moves + record.totals[1].moves).toBe(replay.moves.length);
    expect(verifyReplay(replay).ok).toBe(true);
    const text = `${JSON.stringify(replay, null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, "utf8"));
  });

  it("turns a bot fault into a loss for that bot, with the fault on the side to move", async () => {
    let calls = 0;
    const runMove = async (...args: Parameters<typeof greedyRunner>): Promise<MoveVerdict> => {
      calls++;
      if (calls === 5)
        return { kind: "fault", code: FAULT.cpuTimeout, message: "used 600 ms", figures: FIGURES };
      return greedyRunner(...args);
    };
    const record = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    expect(record.replay.moves).toHaveLength(4);
    expect(record.replay.result).toEqual({
      status: "aborted",
      winner: 1,
      winReason: FAULT.cpuTimeout,
      fault: { player: 0, code: FAULT.cpuTimeout, message: "used 600 ms" },
    });
    expect(verifyReplay(record.replay).ok).toBe(true);
  });

  it("makes a move the engine refuses an illegal_move even when the runner let it through", async () => {
    const runMove = async (): Promise<MoveVerdict> => ({
      kind: "move",
      move: { fromRow: 4, fromCol: 4, toRow: 4, toCol: 5 },
      userdata: undefined,
      figures: FIGURES,
    });
    const record = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    expect(record.faults).toEqual([expect.objectContaining({ player: 0, code: FAULT.illegalMove })]);
  });

  it("hands each bot back its own userdata (null at first and when the bot sends none)", async () => {
    const seen: [number, unknown][] = [];
    const runMove = async (...args: Parameters<typeof greedyRunner>): Promise<MoveVerdict> => {
      const request = args[1];
      seen.push([request.player_index, request.userdata]);
      const verdict = await greedyRunner(...args);
      const turns = ((request.userdata as { turns?: number } | null)?.turns ?? 0) + 1;
      return request.player_index === 0 && verdict.kind === "move"
        ? { ...verdict, userdata: { turns } }
        : verdict;
    };
    await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    const zero = seen.filter(([p]) => p === 0).map(([, u]) => u);
    const one = seen.filter(([p]) => p === 1).map(([, u]) => u);
    expect(zero.slice(0, 3)).toEqual([null, { turns: 1 }, { turns: 2 }]);
    expect(one.every((u) => u === null)).toBe(true);
  });

  it("charges CPU to the match budget and stops a bot with total_cpu_timeout when it is spent", async () => {
    const budgets: number[] = [];
    const runMove = async (
      bot: PreparedBot,
      request: BotRequest,
      _l: Limits,
      budget: MoveBudget,
    ): Promise<MoveVerdict> => {
      if (request.player_index === 0) budgets.push(budget.cpuMs);
      const verdict = await greedyRunner(bot, request);
      return { ...verdict, figures: { ...FIGURES, cpuMs: 400 } } as MoveVerdict;
    };
    const record = await runMatch({
      bots,
      rules: CLASSIC_V2,
      seed: "s",
      limits: { ...limits, totalCpuMs: 1000 },
      runMove,
    });
    expect(budgets).toEqual([500, 500, 200]);
    expect(record.faults[0]).toMatchObject({ player: 0, code: FAULT.totalCpuTimeout });
  });

  it("records a bot that failed to build as bot_error with no moves, and both failing as no winner", async () => {
    const broken = inProcessBot("broken", "main.cpp:3: error: 'x' was not declared");
    const one = await runMatch({
      bots: [bots[0], broken],
      rules: CLASSIC_V2,
      seed: "s",
      limits,
      runMove: greedyRunner,
    });
    expect(one.replay.moves).toEqual([]);
    expect(one.replay.result).toMatchObject({ status: "aborted", winner: 0, winReason: FAULT.botError });
    expect(one.replay.result.fault).toMatchObject({
      player: 1,
      message: expect.stringContaining("not declared"),
    });
    expect(verifyReplay(one.replay).ok).toBe(true);
    const both = await runMatch({
      bots: [broken, broken],
      rules: CLASSIC_V2,
      seed: "s",
      limits,
      runMove: greedyRunner,
    });
    expect(both.replay.result.winner).toBeNull();
    expect(both.faults.map((f) => f.player)).toEqual([0, 1]);
  });

  it("replays the whole match with the same seed after an infrastructure failure", async () => {
    let calls = 0;
    const seeds: string[] = [];
    const runMove = async (...args: Parameters<typeof greedyRunner>): Promise<MoveVerdict> => {
      calls++;
      seeds.push(args[1].seed);
      if (calls === 3 || calls === 10)
        return { kind: "infrastructure", message: "bwrap: setup failed", figures: FIGURES };
      return greedyRunner(...args);
    };
    const clean = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove: greedyRunner });
    const record = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    expect(record.attempts).toBe(3);
    expect(record.infrastructureErrors).toEqual(["bwrap: setup failed", "bwrap: setup failed"]);
    expect(record.replay.moves.map((m) => m.move)).toEqual(clean.replay.moves.map((m) => m.move));
    expect(record.replay.result).toEqual(clean.replay.result);
    expect(new Set(seeds)).toEqual(new Set(["s"]));
  });

  it("gives up after two reruns: aborted, infrastructure_error, no winner, never a fault", async () => {
    const runMove = async (): Promise<MoveVerdict> => ({
      kind: "infrastructure",
      message: "kernel said no",
      figures: FIGURES,
    });
    const record = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    expect(record.attempts).toBe(1 + MAX_INFRASTRUCTURE_RERUNS);
    expect(record.faults).toEqual([]);
    expect(record.replay.result).toEqual({
      status: "aborted",
      winner: null,
      winReason: INFRASTRUCTURE_ERROR,
      fault: null,
    });
    expect(verifyReplay(record.replay).ok).toBe(true);
  });

  it("treats a runner exception as an infrastructure failure instead of crashing", async () => {
    const runMove = async (): Promise<MoveVerdict> => {
      throw new Error("boom");
    };
    const record = await runMatch({ bots, rules: CLASSIC_V2, seed: "s", limits, runMove });
    expect(record.replay.result.winReason).toBe(INFRASTRUCTURE_ERROR);
    expect(record.infrastructureErrors[0]).toContain("boom");
  });

  it("ends at once with no request when the side to move has no legal move at the start", async () => {
    const stuck: RuleSet = {
      ...CLASSIC_V2,
      randomExtraPiece: false,
      pieceTypes: { R: 1, P: 0, S: 0 },
      boardSize: 3,
      homes: [
        [0, 0],
        [2, 2],
      ],
      startingPositions: [[[0, 1]], [[2, 1]]],
      directions: [[0, 0 + 1]],
      blockedCells: [[0, 2]],
    } as RuleSet;
    let calls = 0;
    const runMove = async (...args: Parameters<typeof greedyRunner>) => {
      calls++;
      return greedyRunner(...args);
    };
    const record = await runMatch({ bots, rules: stuck, seed: "s", limits, runMove });
    expect(calls).toBe(0);
    expect(record.replay.result).toMatchObject({ status: "finished", winner: 1, winReason: "no_moves" });
  });
  describe("when the match wall time runs out", () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** Side `slow` takes `ms` of wall per move (and says so); the other answers at once. */
    const slowSide =
      (slow: 0 | 1, ms: number, reported = ms) =>
      async (bot: PreparedBot, request: BotRequest): Promise<MoveVerdict> => {
        if (request.player_index === slow) await sleep(ms);
        const verdict = await greedyRunner(bot, request);
        return { ...verdict, figures: { ...FIGURES, wallMs: request.player_index === slow ? reported : 1 } };
      };

    it("the side whose moves used it up loses with wall_timeout (a slow bot cannot force 'no result')", async () => {
      const record = await runMatch({
        bots,
        rules: CLASSIC_V2,
        seed: "s",
        // The slow side's moves dwarf what the runner itself spends, even on a machine so busy that the
        // fast side's in-process moves take tens of milliseconds each.
        limits: { ...limits, matchWallMs: 1000 },
        runMove: slowSide(1, 400),
      });
      expect(record.attempts).toBe(1);
      expect(record.faults.map((f) => [f.player, f.code])).toEqual([[1, FAULT.wallTimeout]]);
      expect(record.replay.result).toMatchObject({
        status: "aborted",
        winner: 0,
        winReason: FAULT.wallTimeout,
      });
      expect(verifyReplay(record.replay)).toMatchObject({ ok: true });
    });

    it("is an infrastructure error when the time went mostly outside the bots' moves", async () => {
      const record = await runMatch({
        bots,
        rules: CLASSIC_V2,
        seed: "s",
        limits: { ...limits, matchWallMs: 200 },
        runMove: slowSide(1, 50, 1),
      });
      expect(record.faults).toEqual([]);
      expect(record.replay.result.winReason).toBe(INFRASTRUCTURE_ERROR);
      expect(record.infrastructureErrors[0]).toMatch(/mostly outside the bots/);
    });
  });
});
