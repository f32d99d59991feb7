import { describe, expect, it } from "vitest";
import { play, toProtocolState } from "../src/index.ts";
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
