import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { at, mustPlay, smallRules } from "./helpers.ts";

// Spec §4.5 (e) and rules.md R07: `moveCount >= maxMoves` ends the game by `max_moves`. Without
// `onMoveLimit` (or with "draw") it is a draw whatever the pieces; with "most_pieces" the side with
// more pieces wins and equal counts are a draw.

/** Two R armies that cannot touch each other (equal unpowered types never capture): `a` pieces on row 1, `b` on row 5. */
function armies(a: number, b: number): string[] {
  const row = (n: number, ch: string) => `.${ch.repeat(n)}${".".repeat(6 - n)}`;
  return [".......", row(a, "R"), ".......", ".......", ".......", row(b, "r"), "......."];
}

/** The quiet last move of the side to move: one step towards the middle, nothing captured, no home reached. */
function lastPly(turn: 0 | 1) {
  return turn === 0
    ? ([
        [1, 1],
        [2, 1],
      ] as const)
    : ([
        [5, 1],
        [4, 1],
      ] as const);
}

function endAtLimit(a: number, b: number, turn: 0 | 1, patch: Record<string, unknown>) {
  const game = at(smallRules(7, { maxMoves: 20, ...patch }), armies(a, b), { turn, moveCount: 19 });
  const [from, to] = lastPly(turn);
  return mustPlay(game, [...from], [...to]).game;
}

describe("the move limit (spec §4.5 e, R07)", () => {
  it("the ply before the limit leaves the game playing; the ply that reaches it ends it", () => {
    const rules = smallRules(7, { maxMoves: 20, onMoveLimit: "most_pieces" });
    const before = mustPlay(at(rules, armies(3, 1), { moveCount: 18 }), [1, 1], [2, 1]).game;
    expect([before.status, before.moveCount]).toEqual(["playing", 19]);
    const end = mustPlay(before, [5, 1], [4, 1]).game;
    expect([end.status, end.moveCount, end.winner, end.winReason]).toEqual(["finished", 20, 0, "max_moves"]);
  });

  it("without onMoveLimit it is a draw even when one side has more pieces", () => {
    const end = endAtLimit(3, 1, 0, {});
    expect([end.status, end.winner, end.winReason]).toEqual(["finished", null, "max_moves"]);
    const other = endAtLimit(1, 3, 1, { onMoveLimit: "draw" });
    expect([other.status, other.winner, other.winReason]).toEqual(["finished", null, "max_moves"]);
  });

  it("most_pieces with equal counts is a tie: a draw, whoever moved last", () => {
    for (const turn of [0, 1] as const) {
      const end = endAtLimit(2, 2, turn, { onMoveLimit: "most_pieces" });
      expect([end.status, end.winner, end.winReason]).toEqual(["finished", null, "max_moves"]);
    }
  });

  it("most_pieces gives the win to the side with more pieces, also when that is side 1 and side 0 moved last", () => {
    const end = endAtLimit(1, 2, 0, { onMoveLimit: "most_pieces" });
    expect([end.status, end.winner, end.winReason]).toEqual(["finished", 1, "max_moves"]);
    const mover = endAtLimit(1, 2, 1, { onMoveLimit: "most_pieces" });
    expect([mover.winner, mover.winReason]).toEqual([1, "max_moves"]);
    const zero = endAtLimit(4, 3, 1, { onMoveLimit: "most_pieces" });
    expect([zero.winner, zero.winReason]).toEqual([0, "max_moves"]);
  });

  it("property: at the limit the result is a draw, or under most_pieces the sign of the piece difference", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.constantFrom(undefined, "draw", "most_pieces"),
        (a, b, turn, onMoveLimit) => {
          const end = endAtLimit(a, b, turn, onMoveLimit === undefined ? {} : { onMoveLimit });
          const expected = onMoveLimit !== "most_pieces" || a === b ? null : a > b ? 0 : 1;
          expect([end.status, end.winReason, end.winner]).toEqual(["finished", "max_moves", expected]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
