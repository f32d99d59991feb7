import { describe, expect, it } from "vitest";
import { play, toProtocolState } from "../src/index.ts";
import { at, mustPlay, smallRules, TEST_TILES } from "./helpers.ts";

describe("play never changes the game it is given (docs/rps-grid/api.md: Game is immutable)", () => {
  it("an effect tile picked up in a RuleSet without power-ups stays in the earlier game", () => {
    // tileTypes but no powerUps: only the tiles can change.
    const rules = smallRules(5, { tileTypes: TEST_TILES, tiles: [{ row: 1, col: 2, type: "wildcard" }] });
    const game = at(rules, [".....", ".R...", ".....", ".....", "....r"], {
      tiles: [{ row: 1, col: 2, type: "wildcard", tags: ["effect"] }],
    });
    const before = JSON.stringify(toProtocolState(game));
    const first = mustPlay(game, [1, 1], [1, 2]);
    expect(first.lastMove.pickedEffect).toBe("wildcard");
    expect(toProtocolState(first.game).tiles).toEqual([]);
    // The earlier game still has the tile: playing the same move from it picks the effect up again.
    expect(JSON.stringify(toProtocolState(game))).toBe(before);
    const again = mustPlay(game, [1, 1], [1, 2]);
    expect(again.lastMove.pickedEffect).toBe("wildcard");
    expect(toProtocolState(again.game).board[1]![2]).toEqual({ player: 0, type: "R", effect: "wildcard" });
  });
});

describe("a move is judged on the game it is played on", () => {
  it("a capture the piece cannot make is refused, even right after it was legal in another game of the RuleSet", () => {
    const rules = smallRules(5);
    // Alone, the R on (2,2) has all 8 king moves, (2,2)→(1,2) among them.
    const open = at(rules, [".....", ".....", "..R..", ".....", "....r"]);
    expect(mustPlay(open, [2, 2], [1, 2]).game.moveCount).toBe(1);
    // Boxed in by enemy papers (P beats R), it has a single move, onto (3,3).
    const boxed = at(rules, [".....", ".ppp.", ".pRp.", ".pp..", "....r"]);
    for (const to of [
      [1, 2],
      [1, 1],
      [2, 1],
    ] as const) {
      const result = play(boxed, { fromRow: 2, fromCol: 2, toRow: to[0], toCol: to[1] });
      expect(result.ok, `(2,2)→(${to})`).toBe(false);
      if (!result.ok) expect(result.code).toBe("illegal_move");
    }
    expect(mustPlay(boxed, [2, 2], [3, 3]).game.moveCount).toBe(1);
  });
});
