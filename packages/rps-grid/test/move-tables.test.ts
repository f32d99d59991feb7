import { describe, expect, it } from "vitest";
import { bigBoardRuleSet } from "../bench/big-board.ts";
import { geometryOf } from "../src/engine/geometry.ts";
import { fromState, legalMoves, parseRuleSet, type RuleSet } from "../src/index.ts";
import { referenceMoves } from "./reference-moves.ts";
import { scatteredState } from "./scattered.ts";

/** queens-and-rooks on a `size`×`size` board, every type moving as `movementByType` says. */
function bigBoard(size: number, movementByType: Record<string, unknown>): RuleSet {
  const parsed = parseRuleSet(bigBoardRuleSet(size, movementByType));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

/** The `rayIndex` row of pattern set `set` (type code − 1) * 2 + player. */
const row = (rules: RuleSet, set: number) => {
  const geo = geometryOf(rules);
  return Array.from(geo.rayIndex.subarray(set * geo.n, set * geo.n + geo.n));
};

describe("move tables: identical movement sets are stored once", () => {
  it("a 64×64 board of queens stores one set for all three types and both players", () => {
    const rules = bigBoard(64, { R: { kind: "queen" }, P: { kind: "queen" }, S: { kind: "queen" } });
    const first = row(rules, 0);
    for (let set = 1; set < 6; set++) expect(row(rules, set), `set ${set}`).toEqual(first);
    // One set of a 64×64 queen board is about 1.8 million integers; six copies were about 11 million.
    const geo = geometryOf(rules);
    expect(geo.rayData.length).toBeLessThan(2_000_000);
    expect(geo.rayData.length).toBeGreaterThan(1_000_000);
  });

  it("sets whose patterns differ are not shared: queens and rooks, and relative vectors per player", () => {
    const mixed = bigBoard(12, {
      R: { kind: "queen" },
      P: { kind: "rook" },
      S: { kind: "custom", directions: [[1, 2]], relative: true, maxSteps: 2 },
    });
    expect(row(mixed, 0)).toEqual(row(mixed, 1)); // R, both players: a queen moves the same way
    expect(row(mixed, 2)).not.toEqual(row(mixed, 0)); // P (rook) is not R (queen)
    expect(row(mixed, 2)).toEqual(row(mixed, 3)); // P, both players
    expect(row(mixed, 4)).not.toEqual(row(mixed, 5)); // S: relative vectors flip for player 1
  });

  it("shared and unshared sets move as the reference says on a 16×16 board", () => {
    const boards = [
      bigBoard(16, { R: { kind: "queen" }, P: { kind: "queen" }, S: { kind: "queen" } }),
      bigBoard(16, {
        R: { kind: "queen" },
        P: { kind: "custom", directions: [[2, 1]], relative: true, maxSteps: 3 },
        S: { kind: "pawn" },
      }),
    ];
    let compared = 0;
    for (const rules of boards)
      for (const seed of [1, 2, 3])
        for (const density of [10, 40])
          for (const turn of [0, 1] as const) {
            const state = scatteredState(rules, seed * 7919 + density, density, turn);
            const game = fromState(rules, state);
            if (game.status !== "playing") continue;
            expect(legalMoves(game)).toEqual(referenceMoves(rules, state));
            compared++;
          }
    expect(compared).toBeGreaterThan(16);
  });
});
