import { describe, expect, it } from "vitest";
import {
  buildRequest,
  DEFAULT_LIMITS,
  ENGINE_NAME,
  ENGINE_VERSION,
  type Game,
  greedyMove,
  newGame,
  parseReplay,
  play,
  type RuleSet,
  replayGame,
  toProtocolState,
} from "../src/index.ts";
import { loadLevel } from "./helpers.ts";

/** A replay as the arena would write it, from an in-process greedy match. */
function greedyReplay(rules: RuleSet, seed: string, start?: Game) {
  let game = start ?? newGame(rules, seed);
  const initialState = start ? toProtocolState(start) : undefined;
  const moves = [];
  while (game.status === "playing") {
    const request = buildRequest(game, game.currentTurn);
    const move = greedyMove(request);
    moves.push({
      ply: moves.length,
      player: game.currentTurn,
      move,
      requestId: request.request_id,
      cpuMs: 12.5,
      wallMs: 20,
      outputBytes: 80,
      userdataBytes: 4,
    });
    const result = play(game, move);
    if (!result.ok) throw new Error(result.message);
    game = result.game;
  }
  return {
    format: "rulekit-rps-replay",
    version: 1,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    rules,
    seed,
    ...(initialState ? { initialState } : {}),
    limits: DEFAULT_LIMITS,
    bots: [
      { name: "greedy-a", language: "js", sourceHash: "aaa" },
      { name: "greedy-b", language: "python", sourceHash: "bbb" },
    ],
    moves,
    result: { status: "finished", winner: game.winner, winReason: game.winReason, fault: null },
    createdAt: "2026-11-29T12:00:00Z",
    attempts: 1,
  };
}

describe("replay format and replayGame", () => {
  it("parses an arena replay (extra fields kept) and re-runs it to the recorded result", () => {
    const data = greedyReplay(loadLevel("tile-effects"), "replay");
    const parsed = parseReplay(JSON.parse(JSON.stringify(data)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.createdAt).toBe("2026-11-29T12:00:00Z");
    const run = replayGame(parsed.value);
    expect(run.ok).toBe(true);
    expect(run.resultMatches).toBe(true);
    expect(run.steps).toHaveLength(data.moves.length);
    expect(run.steps.map((s) => s.move)).toEqual(data.moves.map((m) => m.move));
    expect(run.final.status).toBe("finished");
    expect(run.steps.at(-1)?.game).toBe(run.final);
  });

  it("starts from initialState when present", () => {
    const rules = loadLevel("classic-v2");
    let start = newGame(rules, "mid");
    for (let i = 0; i < 6; i++) {
      const r = play(start, greedyMove(buildRequest(start, start.currentTurn)));
      if (!r.ok) throw new Error(r.message);
      start = r.game;
    }
    const data = greedyReplay(rules, "mid", start);
    const parsed = parseReplay(JSON.parse(JSON.stringify(data)));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const run = replayGame(parsed.value);
    expect(toProtocolState(run.initial)).toEqual(toProtocolState(start));
    expect(run.resultMatches).toBe(true);
  });

  it("reports a tampered move and a result that does not match", () => {
    const data = greedyReplay(loadLevel("classic-v2"), "tamper");
    const bad = structuredClone(data);
    bad.moves[3]!.move = { fromRow: 4, fromCol: 4, toRow: 4, toCol: 5 };
    const parsed = parseReplay(bad);
    if (!parsed.ok) throw new Error("shape should be fine");
    const run = replayGame(parsed.value);
    expect(run.ok).toBe(false);
    expect(run.failure).toMatchObject({ ply: 3, code: "no_piece" });
    expect(run.steps).toHaveLength(3);
    expect(run.resultMatches).toBe(false);

    const wrongResult = structuredClone(data);
    wrongResult.result.winner = wrongResult.result.winner === 0 ? 1 : 0;
    const parsedWrong = parseReplay(wrongResult);
    if (!parsedWrong.ok) throw new Error("shape should be fine");
    expect(replayGame(parsedWrong.value).resultMatches).toBe(false);

    const aborted = structuredClone(data);
    aborted.moves = aborted.moves.slice(0, 5);
    aborted.result = {
      status: "aborted",
      winner: 1,
      winReason: "cpu_timeout",
      fault: { player: 0, code: "cpu_timeout", message: "x" },
    } as never;
    const parsedAborted = parseReplay(aborted);
    if (!parsedAborted.ok) throw new Error(JSON.stringify(parsedAborted.issues));
    expect(replayGame(parsedAborted.value).resultMatches).toBe(true);
  });

  it("rejects bad replays with JSON paths", () => {
    const data = greedyReplay(loadLevel("classic-v2"), "bad");
    const paths = (value: unknown) => {
      const r = parseReplay(value);
      return r.ok ? [] : r.issues.map((i) => i.path);
    };
    expect(paths({ ...data, format: "other" })).toEqual(["$.format"]);
    const skipped = structuredClone(data);
    skipped.moves[2]!.ply = 7;
    expect(paths(skipped)).toEqual(["$.moves[2].ply"]);
    const fractional = structuredClone(data);
    (fractional.moves[0]!.move as { fromRow: number }).fromRow = 0.5;
    expect(paths(fractional)).toEqual(["$.moves[0].move.fromRow"]);
    expect(paths({ ...data, rules: { ...data.rules, boardSize: 1 } })).toContain("$.rules.boardSize");
    expect(paths({ ...data, bots: [data.bots[0]] })).toEqual(["$.bots"]);
  });
});
