import { describe, expect, it } from "vitest";
import { CLASSIC_V2, type Game, legalMoves, newGame, rpsGridEngine, toProtocolState } from "../src/index.ts";

// The classic v2 start for seed "arena-2026" (docs/rps-grid/setup.md, worked example): player 0 has an R on
// (0,6), and the seed's example move (0,6)→(0,7) is legal (spec §3).
const start = () => newGame(CLASSIC_V2, "arena-2026");
const exampleMove = { fromRow: 0, fromCol: 6, toRow: 0, toCol: 7 };

describe("rpsGridEngine: the engine in @rulekit/core's Engine shape (docs/rps-grid/api.md)", () => {
  it("legalActions are the game's legal moves", () => {
    const game = start();
    const actions = rpsGridEngine.legalActions(game);
    expect(actions).toEqual(legalMoves(game));
    expect(actions).toContainEqual(exampleMove);
  });

  it("step plays the move and returns the next game with one move event that is lastMove", () => {
    const game = start();
    const result = rpsGridEngine.step(game, exampleMove);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const next: Game = result.state;
    expect(next.currentTurn).toBe(1);
    expect(next.moveCount).toBe(1);
    expect(toProtocolState(next).board[0]![7]).toEqual({ player: 0, type: "R" });
    expect(result.events).toEqual([
      {
        type: "move",
        fromRow: 0,
        fromCol: 6,
        toRow: 0,
        toCol: 7,
        player: 0,
        pieceType: "R",
        captured: null,
        blocked: false,
        bonus_step: null,
        pickedPowerUp: false,
        pickedEffect: null,
      },
    ]);
    expect(result.events[0]).toEqual({ type: "move", ...next.lastMove });
    // The input game is untouched.
    expect(game.moveCount).toBe(0);
    expect(toProtocolState(game).board[0]![6]).toEqual({ player: 0, type: "R" });
  });

  it("step passes a refusal through unchanged", () => {
    const game = start();
    expect(rpsGridEngine.step(game, { fromRow: 0, fromCol: 6, toRow: 0, toCol: 9 })).toMatchObject({
      ok: false,
      code: "off_board",
    });
    expect(rpsGridEngine.step(game, { fromRow: 4, fromCol: 4, toRow: 4, toCol: 5 })).toMatchObject({
      ok: false,
      code: "no_piece",
    });
  });
});
