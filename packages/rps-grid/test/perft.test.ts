import { describe, expect, it } from "vitest";
import {
  buildRequest,
  CLASSIC_V2,
  type Game,
  greedyMove,
  newGame,
  perft,
  perftFull,
  perftTable,
  play,
} from "../src/index.ts";
import { expectGolden } from "./golden.ts";
import { LEVEL_NAMES, loadLevel } from "./helpers.ts";

const SEED = "perft";
const DEPTH: Record<string, number> = { "queens-and-rooks": 3 };

describe("perft", () => {
  it("classic start: 32 moves, and 32 × 32 at depth 2 (the armies cannot meet yet)", () => {
    // Counted by hand from the starting cells: (0,2) 2, (0,3) 1, (0,5) 1, (0,6) 1, (1,2) 5,
    // (1,3) 4, (1,4) 4, (1,5) 4, (1,6) 4, (1,7) 6 — whatever the seeded types are.
    for (const seed of ["a", "b", SEED]) {
      const game = newGame(CLASSIC_V2, seed);
      expect(perft(game, 1)).toBe(32);
      expect(perft(game, 2)).toBe(1024);
      expect(perft(game, 0)).toBe(1);
    }
  });

  it("golden tables for the classic start and every shipped RuleSet", () => {
    const table: Record<string, { seed: string; leaves: number[] }> = {};
    for (const name of LEVEL_NAMES) {
      table[name] = { seed: SEED, leaves: perftTable(newGame(loadLevel(name), SEED), DEPTH[name] ?? 4) };
    }
    expectGolden("perft", table);
  });

  it("golden tables from a middle-game position (greedy play, up to 16 plies) of every shipped RuleSet", () => {
    const table: Record<string, { seed: string; plies: number; leaves: number[] }> = {};
    for (const name of LEVEL_NAMES) {
      let game: Game = newGame(loadLevel(name), SEED);
      let plies = 0;
      for (; plies < 16; plies++) {
        const next = play(game, greedyMove(buildRequest(game, game.currentTurn)));
        if (!next.ok || next.game.status !== "playing") break;
        game = next.game;
      }
      table[name] = { seed: SEED, plies, leaves: perftTable(game, 3) };
      expect(perftFull(game, 3)).toBe(table[name].leaves[2]);
    }
    expectGolden("perft-midgame", table);
  });

  it("bulk counting equals playing and settling every leaf", () => {
    for (const name of LEVEL_NAMES) {
      const game = newGame(loadLevel(name), SEED);
      expect(perft(game, 3), name).toBe(perftFull(game, 3));
    }
  });

  it("a finished game has no move sequences", () => {
    const rules = { ...CLASSIC_V2, maxMoves: 1 };
    const game = newGame(rules, "x");
    expect(perftFull(game, 2)).toBe(perft(game, 2));
    expect(perft(game, 2)).toBe(0);
    expect(perft(game, 1)).toBe(32);
  });
});
