import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, legalMoves } from "../src/index.js";
import { resolveTurn } from "../src/rules/resolve-turn.js";
import {
  compileBoard,
  partsOfCounts,
  SOW_A,
  SOW_B,
  SOW_C,
  SOW_D,
  SOW_FIELDS,
  SOW_GAIN,
  SOW_PITS,
  SOW_STOP,
} from "../src/solver/compiled-board.js";
import {
  MoveKernel,
  OUT_A,
  OUT_B,
  OUT_C,
  OUT_D,
  OUT_FIELDS,
  OUT_INDEX,
  OUT_MOVE,
  OUT_RESCUED,
  OUT_VORTEX,
} from "../src/solver/move-kernel.js";
import { tryStateSpace } from "../src/solver/state-space.js";
import { levelArb } from "./arbitraries.js";
import { attempt } from "./helpers.js";

describe("the move kernel", () => {
  it("reads its table rows at the offsets the named layouts give (the hot loop uses literals)", () => {
    expect([SOW_A, SOW_B, SOW_C, SOW_D, SOW_PITS, SOW_STOP, SOW_GAIN, SOW_FIELDS]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8,
    ]);
    expect([OUT_A, OUT_B, OUT_C, OUT_D, OUT_INDEX, OUT_MOVE, OUT_RESCUED, OUT_VORTEX, OUT_FIELDS]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it("finishingMove is the first legal move whose turn rescues every starfish, or −1", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 8, maxPile: 4 }), (level) => {
        const starfish = level.nodes.map((n) => n.starfish);
        const expected = legalMoves(attempt(level)).find((move) =>
          resolveTurn(level, starfish, move).starfish.every((count) => count === 0),
        );
        const code = expected ? expected.node * 2 + DIRECTIONS.indexOf(expected.direction) : -1;
        const board = compileBoard(level);
        const [a, b, c, d] = partsOfCounts(board, starfish);
        for (const space of [tryStateSpace(board), null]) {
          expect(new MoveKernel(board, space).finishingMove(a, b, c, d)).toBe(code);
        }
      }),
      { numRuns: 300 },
    );
  });
});
