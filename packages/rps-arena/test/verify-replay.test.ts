import { CLASSIC_V2, DEFAULT_LIMITS, type Replay } from "@rulekit/rps-grid";
import { beforeAll, describe, expect, it } from "vitest";
import { FAULT } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { greedyRunner, inProcessBot } from "./helpers/in-process.js";

let replay: Replay;
beforeAll(async () => {
  const record = await runMatch({
    bots: [inProcessBot("a"), inProcessBot("b")],
    rules: CLASSIC_V2,
    seed: "verify",
    limits: { ...DEFAULT_LIMITS },
    runMove: greedyRunner,
  });
  replay = record.replay;
});

const copy = (): Replay => structuredClone(replay);

describe("verifyReplay", () => {
  it("verifies an untouched replay and returns every step with its state", () => {
    const check = verifyReplay(copy());
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.steps).toHaveLength(replay.moves.length);
    expect(check.steps.every((s) => s.stateMatches && s.state.board.length === 9)).toBe(true);
    expect(check.engine).toMatchObject({ status: "finished", winner: replay.result.winner });
  });

  it("ignores timings", () => {
    const tampered = copy();
    for (const move of tampered.moves) {
      move.cpuMs = 999;
      move.wallMs = 0;
    }
    expect(verifyReplay(tampered).ok).toBe(true);
  });

  it("rejects a move the engine refuses", () => {
    const tampered = copy();
    tampered.moves[2]!.move = { fromRow: 4, fromCol: 4, toRow: 4, toCol: 5 };
    const check = verifyReplay(tampered);
    expect(check.ok).toBe(false);
    expect(check.problems.join()).toMatch(/ply 2: the engine refuses/);
  });

  it("rejects a recorded state that differs from the engine's", () => {
    const tampered = copy();
    tampered.moves[3]!.stateHash = "0".repeat(32);
    expect(verifyReplay(tampered).problems).toEqual([
      "ply 3: the state after the move differs from the recorded one",
    ]);
  });

  it("rejects a wrong result and a wrong requestId", () => {
    const tampered = copy();
    tampered.result.winner = tampered.result.winner === 0 ? 1 : 0;
    tampered.moves[0]!.requestId = "turn-7";
    const problems = verifyReplay(tampered).problems.join("\n");
    expect(problems).toMatch(/requestId is 'turn-7', expected 'turn-0'/);
    expect(problems).toMatch(/recorded result/);
  });

  it("rejects a fault recorded for the player who was not to move", () => {
    const tampered = copy();
    tampered.moves = tampered.moves.slice(0, 5);
    tampered.result = {
      status: "aborted",
      winner: 1,
      winReason: FAULT.botCrash,
      fault: { player: 0, code: FAULT.botCrash, message: "exit code 1" },
    };
    // after 5 moves player 1 is to move, so the fault cannot be player 0's
    expect(verifyReplay(tampered).problems.join()).toMatch(/recorded for player 0, but player 1 was to move/);
    tampered.result = {
      ...tampered.result,
      winner: 0,
      fault: { player: 1, code: FAULT.botCrash, message: "x" },
    };
    expect(verifyReplay(tampered).ok).toBe(true);
  });
});
