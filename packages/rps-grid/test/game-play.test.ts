import { describe, expect, it } from "vitest";
import {
  CLASSIC_V2,
  type Game,
  legalMoves,
  newGame,
  type ProtocolMove,
  perft,
  perftFull,
  pieceCounts,
  play,
  REFUSAL,
  RulekitValidationError,
  toProtocolState,
} from "../src/index.ts";
import { at, mustPlay, smallRules, TEST_TILES } from "./helpers.ts";

const move = (fromRow: unknown, fromCol: unknown, toRow: unknown, toCol: unknown) =>
  ({ fromRow, fromCol, toRow, toCol }) as ProtocolMove;

describe("a value that is not a Game", () => {
  const notAGames = [null, {}, { ...newGame(CLASSIC_V2, "x") }, 7];

  it("reading it throws RulekitValidationError 'Game' with the not_a_game issue at $", () => {
    for (const value of notAGames) {
      for (const read of [legalMoves, toProtocolState, pieceCounts]) {
        let thrown: unknown;
        try {
          read(value as Game);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(RulekitValidationError);
        const { kind, issues } = thrown as RulekitValidationError;
        expect(kind).toBe("Game");
        expect(issues).toEqual([
          { path: "$", code: REFUSAL.notAGame, message: expect.stringMatching(/newGame or fromState/) },
        ]);
      }
    }
  });

  it("play refuses it with not_a_game and says how to make a Game", () => {
    const result = play({} as Game, move(0, 0, 1, 0));
    expect(result).toEqual({
      ok: false,
      code: REFUSAL.notAGame,
      message: expect.stringMatching(/newGame or fromState/),
    });
  });
});

describe("play's refusals name the problem (the CLI prints the message)", () => {
  // A 4×6 board: rows and columns differ, so a row/column mix-up shows.
  const rules = smallRules(4, { boardRows: 4, boardCols: 6 });
  const game = at(rules, ["......", ".R....", "......", ".....r"]);

  it("a coordinate one past any edge is off_board, even where the cell index would wrap onto the board", () => {
    const outside = [
      move(-1, 1, 0, 1),
      move(4, 1, 3, 1),
      move(1, -1, 1, 0),
      move(1, 6, 1, 5),
      move(1, 1, -1, 1),
      move(1, 1, 4, 1),
      move(1, 1, 1, -1),
      move(1, 1, 1, 6),
      move(1, 1.5, 1, 2),
    ];
    for (const m of outside) {
      expect(play(game, m), JSON.stringify(m)).toMatchObject({ ok: false, code: REFUSAL.offBoard });
    }
    // The edges themselves are on the board.
    const corner = at(rules, ["......", "......", "......", "r....R"]);
    expect(play(corner, move(3, 5, 2, 5))).toMatchObject({ ok: true });
  });

  it("off_board names the move and the board size", () => {
    const result = play(game, move(4, 1, 5, 1));
    if (result.ok) throw new Error("accepted");
    expect(result.message).toContain("[4,1]→[5,1]");
    expect(result.message).toContain("4×6");
  });

  it("a coordinate that is not a whole number is named with the type of its value, a missing move too", () => {
    expect(play(game, move("1", 1, 2, 1))).toMatchObject({
      ok: false,
      code: REFUSAL.offBoard,
      message: 'fromRow must be a whole number (a row or column index), got the string "1"',
    });
    expect(play(game, move(1, 1, 2, 0.5))).toMatchObject({
      ok: false,
      message: "toCol must be a whole number (a row or column index), got the number 0.5",
    });
    const missing = play(game, null as unknown as ProtocolMove);
    expect(missing).toMatchObject({
      ok: false,
      code: REFUSAL.offBoard,
      message: "a move is an object { fromRow, fromCol, toRow, toCol }, got null",
    });
  });

  it("a coordinate nested thousands of arrays deep is refused, not a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const result = play(game, move(deep, 1, 2, 1));
    expect(result).toMatchObject({
      ok: false,
      code: REFUSAL.offBoard,
      message: expect.stringContaining(
        "fromRow must be a whole number (a row or column index), got an array",
      ),
    });
  });

  it("no_piece names the empty cell", () => {
    expect(play(game, move(0, 2, 1, 2))).toMatchObject({
      ok: false,
      code: REFUSAL.noPiece,
      message: expect.stringContaining("[0,2]"),
    });
  });

  it("not_your_piece: the side to move may not move the opponent's piece", () => {
    const result = play(game, move(3, 5, 2, 5));
    expect(result).toMatchObject({ ok: false, code: REFUSAL.notYourPiece });
    if (result.ok) return;
    expect(result.message).toContain("[3,5]");
    expect(result.message).toMatch(/player 1/);
  });

  it("illegal_move names the move", () => {
    expect(play(game, move(1, 1, 3, 3))).toMatchObject({
      ok: false,
      code: REFUSAL.illegalMove,
      message: expect.stringContaining("[1,1]→[3,3]"),
    });
  });

  it("game_over once the game is finished", () => {
    const won = mustPlay(at(rules, ["......", "......", "..R...", ".....r"]), [2, 2], [3, 3]).game;
    expect(won.status).toBe("finished");
    expect(play(won, move(3, 5, 2, 5))).toEqual({
      ok: false,
      code: REFUSAL.gameOver,
      message: expect.stringMatching(/over/),
    });
  });
});

describe("lastMove of a quiet move", () => {
  it("captured is null, nothing blocked, no bonus step, nothing picked up", () => {
    const game = at(smallRules(5), [".....", ".R...", ".....", ".....", "...r."]);
    const { lastMove } = mustPlay(game, [1, 1], [2, 2]);
    expect(lastMove).toEqual({
      fromRow: 1,
      fromCol: 1,
      toRow: 2,
      toCol: 2,
      player: 0,
      pieceType: "R",
      captured: null,
      blocked: false,
      bonus_step: null,
      pickedPowerUp: false,
      pickedEffect: null,
    });
  });
});

describe("pieceCounts", () => {
  it("a classic v2 start has 10 pieces a side (3R + 3P + 3S + the extra piece)", () => {
    expect(pieceCounts(newGame(CLASSIC_V2, "counts"))).toEqual([10, 10]);
  });

  it("counts a loaded position and falls by one on a capture", () => {
    const game = at(smallRules(5), [".....", ".R...", "..s..", "....p", "...s."]);
    expect(pieceCounts(game)).toEqual([1, 3]);
    expect(pieceCounts(mustPlay(game, [1, 1], [2, 2]).game)).toEqual([1, 2]);
  });
});

describe("repetition across a shield block (D09, D10, D11)", () => {
  it("a blocked attack captures nothing, so the position before it can come back and is counted", () => {
    // Player 0's R picks up a shield, player 1's P breaks it, both pieces go back: the start
    // position returns (tiles are not part of the key) — its second occurrence reaches the limit 2.
    const rules = smallRules(5, { repetitionLimit: 2, tileTypes: TEST_TILES });
    let game = at(rules, [".....", ".....", ".R...", "...p.", "....."], {
      tiles: [{ row: 2, col: 2, type: "shield", tags: ["effect"] }],
    });
    const plies: [[number, number], [number, number]][] = [
      [
        [2, 1],
        [2, 2],
      ],
      [
        [3, 3],
        [2, 2],
      ],
      [
        [2, 2],
        [1, 1],
      ],
      [
        [3, 3],
        [3, 4],
      ],
      [
        [1, 1],
        [2, 1],
      ],
      [
        [3, 4],
        [3, 3],
      ],
    ];
    const seen: boolean[] = [];
    for (const [from, to] of plies) {
      expect(game.status).toBe("playing");
      const result = mustPlay(game, from, to);
      seen.push(result.lastMove.blocked);
      game = result.game;
    }
    expect(seen).toEqual([false, true, false, false, false, false]);
    expect(game).toMatchObject({ status: "finished", winner: null, winReason: "repetition", moveCount: 6 });
  });
});

describe("perft and perftFull count from the game's whole repetition history", () => {
  /** Leaf count through the public API (play keeps the history): the oracle. */
  function slowPerft(game: Game, depth: number): number {
    if (depth === 0) return 1;
    if (game.status !== "playing") return 0;
    let total = 0;
    for (const m of legalMoves(game)) {
      const result = play(game, m);
      if (!result.ok) throw new Error(result.code);
      total += slowPerft(result.game, depth - 1);
    }
    return total;
  }

  it("a position seen twice before ends in a draw when it comes back a third time", () => {
    // Same-type kings cannot capture each other, so positions can repeat.
    const rules = smallRules(4);
    let game = at(rules, ["....", ".R..", "..r.", "...."]);
    const fresh = game;
    for (const [from, to] of [
      [
        [1, 1],
        [1, 0],
      ],
      [
        [2, 2],
        [2, 3],
      ],
      [
        [1, 0],
        [1, 1],
      ],
      [
        [2, 3],
        [2, 2],
      ],
    ] as [[number, number], [number, number]][]) {
      game = mustPlay(game, from, to).game;
    }
    expect(toProtocolState(game).board).toEqual(toProtocolState(fresh).board);
    const expected = slowPerft(game, 5);
    expect(perft(game, 5)).toBe(expected);
    expect(perftFull(game, 5)).toBe(expected);
    // The same board without that history has more leaves: no third occurrence within 5 plies.
    expect(perft(fresh, 5)).toBeGreaterThan(expected);
    expect(perft(fresh, 5)).toBe(slowPerft(fresh, 5));
  });
});
