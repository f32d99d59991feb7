import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIMITS,
  ENGINE_NAME,
  ENGINE_VERSION,
  newGame,
  parseReplay,
  type Replay,
  type ReplayResult,
  replayGame,
  toProtocolState,
} from "../src/index.ts";
import { smallRules } from "./helpers.ts";

/**
 * replayGame (docs/rps-grid/replay-format.md, "Re-running a replay"): every recorded move is checked
 * against the side to move and the engine; `resultMatches` compares the engine's end with the record.
 * A 5×5 board, one king each: player 0 starts on (0,1), player 1 on (4,3); homes (0,0) and (4,4).
 */
const RULES = smallRules(5);
type Quad = [number, number, number, number];
/** Player 0 walks to player 1's home (4,4) on ply 6 and wins by `home`. */
const HOME_RUN: Quad[] = [
  [0, 1, 1, 2],
  [4, 3, 3, 2],
  [1, 2, 2, 3],
  [3, 2, 2, 1],
  [2, 3, 3, 4],
  [2, 1, 1, 0],
  [3, 4, 4, 4],
];
const WON: ReplayResult = { status: "finished", winner: 0, winReason: "home", fault: null };
const ABORTED: ReplayResult = {
  status: "aborted",
  winner: 0,
  winReason: "cpu_timeout",
  fault: { player: 1, code: "cpu_timeout", message: "over the limit" },
};

function replayOf(
  moves: Quad[],
  result: ReplayResult,
  options: { players?: (0 | 1)[]; initialState?: unknown } = {},
): Replay {
  const parsed = parseReplay({
    format: "rulekit-rps-replay",
    version: 1,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    rules: RULES,
    seed: "replay-game",
    ...(options.initialState ? { initialState: options.initialState } : {}),
    limits: DEFAULT_LIMITS,
    bots: [
      { name: "a", language: "js", sourceHash: "a" },
      { name: "b", language: "js", sourceHash: "b" },
    ],
    moves: moves.map(([fromRow, fromCol, toRow, toCol], ply) => ({
      ply,
      player: options.players?.[ply] ?? ply % 2,
      move: { fromRow, fromCol, toRow, toCol },
      requestId: `turn-${ply}`,
      cpuMs: 1,
      wallMs: 2,
      outputBytes: 60,
      userdataBytes: 0,
    })),
    result,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

describe("replayGame: the result must match the engine's end", () => {
  it("a whole game with its true result matches", () => {
    const run = replayGame(replayOf(HOME_RUN, WON));
    expect(run).toMatchObject({ ok: true, failure: null, resultMatches: true });
    expect(run.final).toMatchObject({ status: "finished", winner: 0, winReason: "home" });
    expect(run.steps.map((s) => s.player)).toEqual([0, 1, 0, 1, 0, 1, 0]);
  });

  it("the right winner with the wrong reason does not match", () => {
    expect(replayGame(replayOf(HOME_RUN, { ...WON, winReason: "capture_all" })).resultMatches).toBe(false);
  });

  it("a game the engine finished does not match an aborted record", () => {
    expect(replayGame(replayOf(HOME_RUN, ABORTED)).resultMatches).toBe(false);
  });

  it("a game still in progress does not match a finished record, not even a draw without a reason", () => {
    const run = replayGame(
      replayOf(HOME_RUN.slice(0, 3), { status: "finished", winner: null, winReason: null, fault: null }),
    );
    expect(run.ok).toBe(true);
    expect(run.final.status).toBe("playing");
    expect(run.resultMatches).toBe(false);
    expect(replayGame(replayOf(HOME_RUN.slice(0, 3), ABORTED)).resultMatches).toBe(true);
  });
});

describe("replayGame: a move recorded for the wrong player", () => {
  it("stops at that ply with wrong_player, and the result cannot match", () => {
    const replay = replayOf(HOME_RUN.slice(0, 3), ABORTED, { players: [0, 0, 0] });
    const run = replayGame(replay);
    expect(run.ok).toBe(false);
    expect(run.steps).toHaveLength(1);
    expect(run.final).toBe(run.steps[0]!.game);
    expect(run.failure).toEqual({
      ply: 1,
      move: { fromRow: 4, fromCol: 3, toRow: 3, toCol: 2 },
      code: "wrong_player",
      message: expect.stringMatching(/ply 1 .*player 0.*player 1/),
    });
    // The game is still in progress, as an aborted record says, but a refused move never matches.
    expect(run.resultMatches).toBe(false);
  });

  it("after the end, a move is refused as game_over whoever it is recorded for", () => {
    // The turn passes on the final move (D14): player 1 is "to move" in the finished game.
    const afterEnd: Quad[] = [...HOME_RUN, [4, 4, 3, 4]];
    for (const last of [0, 1] as const) {
      const run = replayGame(replayOf(afterEnd, WON, { players: [0, 1, 0, 1, 0, 1, 0, last] }));
      expect(run.final.currentTurn).toBe(1);
      expect(run.steps).toHaveLength(7);
      expect(run.failure).toMatchObject({ ply: 7, code: "game_over" });
      expect(run.resultMatches).toBe(false);
    }
  });
});

describe("replayGame with an initialState", () => {
  it("starts there and keeps the replay's seed on the initial game", () => {
    const start = newGame(RULES, "replay-game");
    const run = replayGame(replayOf(HOME_RUN, WON, { initialState: toProtocolState(start) }));
    expect(run.initial.seed).toBe("replay-game");
    expect(toProtocolState(run.initial)).toEqual(toProtocolState(start));
    expect(run.resultMatches).toBe(true);
  });
});
