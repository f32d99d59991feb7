import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, type Level, legalMoves } from "../src/index.js";
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
import { choicesArb, levelArb } from "./arbitraries.js";
import { attempt, ringLevel } from "./helpers.js";

describe("the move kernel", () => {
  it("reads its table rows at the offsets the named layouts give (the hot loop uses literals)", () => {
    expect([SOW_A, SOW_B, SOW_C, SOW_D, SOW_PITS, SOW_STOP, SOW_GAIN, SOW_FIELDS]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8,
    ]);
    expect([OUT_A, OUT_B, OUT_C, OUT_D, OUT_INDEX, OUT_MOVE, OUT_RESCUED, OUT_VORTEX, OUT_FIELDS]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  /** The first legal move that empties the board (its code), by the rules, or −1. */
  const firstFinishingMove = (level: Level, starfish: number[]): number => {
    const state = { ...attempt(level), starfish };
    const move = legalMoves(state).find((m) =>
      resolveTurn(level, starfish, m).starfish.every((count) => count === 0),
    );
    return move ? move.node * 2 + DIRECTIONS.indexOf(move.direction) : -1;
  };
  /** The board after playing `choices` (each a legal move by index) from the level's start. */
  const playChoices = (level: Level, choices: number[]): number[] => {
    let starfish = level.nodes.map((n) => n.starfish);
    for (const choice of choices) {
      const moves = legalMoves({ ...attempt(level), starfish });
      if (moves.length === 0) break;
      starfish = resolveTurn(level, starfish, moves[choice % moves.length]!).starfish;
    }
    return starfish;
  };
  const kernelsFinishingMove = (level: Level, starfish: number[]): number[] => {
    const board = compileBoard(level);
    const [a, b, c, d] = partsOfCounts(board, starfish);
    return [tryStateSpace(board), null].map((space) =>
      new MoveKernel(board, space).finishingMove(a, b, c, d),
    );
  };

  it("finishingMove is the first legal move whose turn rescues every starfish, or −1", () => {
    fc.assert(
      fc.property(
        levelArb({ maxNodes: 12, maxPile: 4, maxStarfish: 16, permutedEdges: true }),
        choicesArb,
        (level, choices) => {
          // the start and a mid-game board, with and without the dense state space
          for (const starfish of [level.nodes.map((n) => n.starfish), playChoices(level, choices)]) {
            const expected = firstFinishingMove(level, starfish);
            expect(kernelsFinishingMove(level, starfish)).toEqual([expected, expected]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("knows which nodes a capture chain cannot reach: every other node on even rings, none on odd ones", () => {
    const even = compileBoard(ringLevel([1, 0, "W", 2, 0, 0, 3, 0]));
    // right and left chains from an even STOP reach the even nodes, from an odd STOP the odd ones
    expect(Array.from(even.goal.outOfReach).sort()).toEqual([0b10101010, 0b01010001].sort());
    expect(compileBoard(ringLevel([1, 0, 2, 0, 3, 0, 0])).goal.outOfReach).toHaveLength(0);
  });

  it("rejects a board with piles out of every chain's reach, and only such boards", () => {
    // Sweep on, 8-ring: three piles on even nodes and three on odd ones — no single turn clears them
    const stuck = ringLevel([1, 1, 1, 1, 1, 1, 0, 0], { sweep: true });
    expect(
      firstFinishingMove(
        stuck,
        stuck.nodes.map((n) => n.starfish),
      ),
    ).toBe(-1);
    expect(kernelsFinishingMove(stuck, [1, 1, 1, 1, 1, 1, 0, 0])).toEqual([-1, -1]);
    // Sweep off, one pile (0) off the odd nodes' chains: allowed, since it is the source. 0 left sows
    // onto 7, and the chain takes 5, 3, 1 and finally 7 itself (6, 4, 2, 0 empty)
    const lapped = ringLevel([1, 1, 0, 1, 0, 1, 0, 0]);
    expect(firstFinishingMove(lapped, [1, 1, 0, 1, 0, 1, 0, 0])).toBe(0);
    expect(kernelsFinishingMove(lapped, [1, 1, 0, 1, 0, 1, 0, 0])).toEqual([0, 0]);
  });
});
