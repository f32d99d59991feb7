import { describe, expect, it } from "vitest";
import {
  type BotRequest,
  buildRequest,
  CLASSIC_V2,
  fromState,
  greedyMove,
  greedyScore,
  newGame,
  type ProtocolMove,
  play,
} from "../src/index.ts";
import { loadLevel, picture, smallRules } from "./helpers.ts";

const TILES = {
  shield: { passable: true, tags: ["effect"], effect: "shield" },
  grass: { passable: true, tags: ["decor"] },
};

const move = (fr: number, fc: number, tr: number, tc: number): ProtocolMove => ({
  fromRow: fr,
  fromCol: fc,
  toRow: tr,
  toCol: tc,
});

function requestFor(rows: string[], options: Parameters<typeof picture>[1] = {}, patch = {}): BotRequest {
  const rules = smallRules(7, { tileTypes: TILES, powerUps: true, ...patch });
  const game = fromState(rules, picture(rows, options));
  return buildRequest(game, game.currentTurn);
}

describe("greedy bot (spec §6)", () => {
  // Player 0's target is homes[1] = (6,6).
  const rows = [".......", ".R.....", "..s....", ".......", ".......", ".......", "r......"];

  it("scores: capture +40, minus the Manhattan distance to the opponent home", () => {
    const request = requestFor(rows);
    expect(greedyScore(request, move(1, 1, 2, 2))).toBe(40 - 8);
    expect(greedyScore(request, move(1, 1, 1, 2))).toBe(-(5 + 4));
    expect(greedyMove(request)).toEqual(move(1, 1, 2, 2));
  });

  it("a shielded target is worth only +5", () => {
    const request = requestFor(rows, { marks: [{ at: [2, 2], effect: "shield" }] });
    expect(greedyScore(request, move(1, 1, 2, 2))).toBe(5 - 8);
  });

  it("+15 for a power-up when not powered, not when already powered", () => {
    const request = requestFor(
      [".......", ".R.....", ".......", ".......", ".......", ".......", "r......"],
      {
        powerUps: [[1, 0]],
      },
    );
    expect(greedyScore(request, move(1, 1, 1, 0))).toBe(15 - 11);
    const powered = requestFor(
      [".......", ".R.....", ".......", ".......", ".......", ".......", "r......"],
      {
        powerUps: [[1, 0]],
        marks: [{ at: [1, 1], powered: true }],
      },
    );
    expect(greedyScore(powered, move(1, 1, 1, 0))).toBe(-11);
  });

  it("+15 for an effect tile when the piece has no effect; nothing for a decorative tile", () => {
    const tiles = [
      { row: 1, col: 0, type: "shield", tags: ["effect"] },
      { row: 0, col: 1, type: "grass", tags: ["decor"] },
    ];
    const request = requestFor(
      [".......", ".R.....", ".......", ".......", ".......", ".......", "r......"],
      { tiles },
    );
    expect(greedyScore(request, move(1, 1, 1, 0))).toBe(15 - 11);
    expect(greedyScore(request, move(1, 1, 0, 1))).toBe(-11);
    const holding = requestFor(
      [".......", ".R.....", ".......", ".......", ".......", ".......", "r......"],
      {
        tiles,
        marks: [{ at: [1, 1], effect: "dash" }],
      },
    );
    expect(greedyScore(holding, move(1, 1, 1, 0))).toBe(-11);
  });

  it("the opponent's home is worth 100000", () => {
    const request = requestFor([".......", ".......", ".......", ".......", ".......", ".....R.", "r......"]);
    expect(greedyMove(request)).toEqual(move(5, 5, 6, 6));
    expect(greedyScore(request, move(5, 5, 6, 6))).toBe(100000);
  });

  it("ties keep the first legal move", () => {
    // From (3,3) towards (6,6) with (4,4) blocked: (3,4) and (4,3) are both at distance 5.
    const rows = [".......", ".......", ".......", "...R...", ".......", ".......", "r......"];
    const request = requestFor(rows, {}, { blockedCells: [[4, 4]] });
    expect(greedyScore(request, move(3, 3, 3, 4))).toBe(-5);
    expect(greedyScore(request, move(3, 3, 4, 3))).toBe(-5);
    expect(greedyMove(request)).toEqual(move(3, 3, 3, 4));
    const reversed = { ...request, legal_moves: [...request.legal_moves].reverse() };
    expect(greedyMove(reversed)).toEqual(move(3, 3, 4, 3));
  });

  it("plays whole games on every shipped RuleSet, in process, deterministically", () => {
    for (const rules of [CLASSIC_V2, loadLevel("tile-effects"), loadLevel("terrain-7x11")]) {
      const run = () => {
        let game = newGame(rules, "greedy");
        const moves: ProtocolMove[] = [];
        while (game.status === "playing") {
          const m = greedyMove(buildRequest(game, game.currentTurn));
          const result = play(game, m);
          if (!result.ok) throw new Error(result.message);
          moves.push(m);
          game = result.game;
        }
        return { moves, winner: game.winner, reason: game.winReason };
      };
      const a = run();
      expect(a.moves.length).toBeGreaterThan(0);
      expect(run()).toEqual(a);
    }
  });

  it("throws without legal moves", () => {
    const request = requestFor(rows);
    expect(() => greedyMove({ ...request, legal_moves: [] })).toThrow(/no legal move/);
  });
});
