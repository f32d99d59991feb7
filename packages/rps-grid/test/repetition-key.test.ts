import { describe, expect, it } from "vitest";
import { type Game, legalMoves, perft, play, toProtocolState } from "../src/index.ts";
import { at, mustPlay, smallRules } from "./helpers.ts";

describe("D10 the side to move is part of the repetition key", () => {
  it("the start board coming back with the other side to move is a new position, not a repetition", () => {
    const rules = smallRules(5, { repetitionLimit: 2 });
    const start = at(rules, [".R...", ".....", ".....", ".....", "...r."]);
    // Player 0 walks a triangle (three moves), player 1 steps out and back (two): after five plies the
    // board is the start board again, but player 1 is to move.
    let game = mustPlay(start, [0, 1], [0, 2]).game;
    game = mustPlay(game, [4, 3], [4, 2]).game;
    game = mustPlay(game, [0, 2], [1, 2]).game;
    game = mustPlay(game, [4, 2], [4, 3]).game;
    game = mustPlay(game, [1, 2], [0, 1]).game;
    expect(toProtocolState(game).board).toEqual(toProtocolState(start).board);
    expect(toProtocolState(game).currentTurn).toBe(1);
    expect(game.status).toBe("playing");
    // The same board with the same side to move does repeat: one more two-step shuffle draws.
    game = mustPlay(game, [4, 3], [4, 2]).game;
    game = mustPlay(game, [0, 1], [0, 2]).game;
    game = mustPlay(game, [4, 2], [4, 3]).game;
    game = mustPlay(game, [0, 2], [0, 1]).game;
    expect([game.status, game.winReason]).toEqual(["finished", "repetition"]);
  });
});

/** Move sequences of exactly `depth` plies, counted by playing every one with `play` (perft's definition). */
function leavesByPlay(game: Game, depth: number): number {
  if (depth === 0) return 1;
  if (game.status === "finished") return 0;
  let total = 0;
  for (const move of legalMoves(game)) {
    const result = play(game, move);
    if (!result.ok) throw new Error(result.message);
    total += leavesByPlay(result.game, depth - 1);
  }
  return total;
}

describe("D10 in perft: the search keeps the side to move in its repetition key too", () => {
  it("on a board where a triangle brings the start back with the other side to move, perft counts as play does", () => {
    // R and r cannot take each other (same type); homes (0,0) and (2,2). Within 5 plies player 0 can walk a
    // triangle while player 1 steps out and back: the start board with player 1 to move, which is no
    // repetition. With repetitionLimit 2 a mistaken key would end those lines at ply 5 and lose leaves at 6.
    const rules = smallRules(3, { repetitionLimit: 2 });
    const start = at(rules, [".R.", "...", ".r."]);
    let game = mustPlay(start, [0, 1], [1, 2]).game;
    game = mustPlay(game, [2, 1], [2, 0]).game;
    game = mustPlay(game, [1, 2], [1, 1]).game;
    game = mustPlay(game, [2, 0], [2, 1]).game;
    game = mustPlay(game, [1, 1], [0, 1]).game;
    expect(toProtocolState(game).board).toEqual(toProtocolState(start).board);
    expect([game.currentTurn, game.status]).toEqual([1, "playing"]);
    for (const depth of [5, 6])
      expect(perft(start, depth), `depth ${depth}`).toBe(leavesByPlay(start, depth));
  });
});

describe("a move the piece cannot make is refused, and the game is unchanged", () => {
  it("a king-moving rook cannot go two cells, nor onto its own side's piece", () => {
    const rules = smallRules(5);
    const game = at(rules, [".R...", ".P...", ".....", ".....", "...r."]);
    const before = JSON.stringify(toProtocolState(game));
    for (const to of [
      [3, 1],
      [1, 1],
      [0, 3],
    ] as const) {
      const result = play(game, { fromRow: 0, fromCol: 1, toRow: to[0], toCol: to[1] });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.code).toBe("illegal_move");
    }
    expect(JSON.stringify(toProtocolState(game))).toBe(before);
    expect(mustPlay(game, [0, 1], [0, 2]).game.status).toBe("playing");
  });
});
