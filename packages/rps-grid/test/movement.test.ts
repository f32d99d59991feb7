import { describe, expect, it } from "vitest";
import { at, cells, smallRules, targetSet } from "./helpers.ts";

// A lone rock in the middle of an empty 7×7 board (the enemy sits in a corner, out of reach).
const EMPTY = [".......", ".......", ".......", "...R...", ".......", ".......", "......s"];
const moving = (movement: Record<string, unknown>, rows = EMPTY, turn: 0 | 1 = 0) =>
  at(smallRules(7, { movementByType: { R: movement } }), rows, { turn });

describe("movement kinds (spec §2): targets of a lone piece on (3,3) of a 7×7 board", () => {
  it("king: the 8 neighbours", () => {
    expect(targetSet(moving({ kind: "king" }), [3, 3])).toEqual(
      cells([2, 2], [2, 3], [2, 4], [3, 2], [3, 4], [4, 2], [4, 3], [4, 4]),
    );
  });

  it("rook: orthogonal rays to the edges", () => {
    expect(targetSet(moving({ kind: "rook" }), [3, 3])).toEqual(
      cells([0, 3], [1, 3], [2, 3], [4, 3], [5, 3], [6, 3], [3, 0], [3, 1], [3, 2], [3, 4], [3, 5], [3, 6]),
    );
  });

  it("rook with maxSteps 2", () => {
    expect(targetSet(moving({ kind: "rook", maxSteps: 2 }), [3, 3])).toEqual(
      cells([1, 3], [2, 3], [4, 3], [5, 3], [3, 1], [3, 2], [3, 4], [3, 5]),
    );
  });

  it("bishop: diagonal rays (the enemy corner (6,6) is capturable: R beats S)", () => {
    expect(targetSet(moving({ kind: "bishop" }), [3, 3])).toEqual(
      cells([0, 0], [1, 1], [2, 2], [4, 4], [5, 5], [6, 6], [0, 6], [1, 5], [2, 4], [4, 2], [5, 1], [6, 0]),
    );
  });

  it("queen: rook + bishop", () => {
    expect(targetSet(moving({ kind: "queen", maxSteps: 1 }), [3, 3])).toEqual(
      targetSet(moving({ kind: "king" }), [3, 3]),
    );
    expect(targetSet(moving({ kind: "queen" }), [3, 3])).toHaveLength(24);
  });

  it("knight: the 8 L cells", () => {
    expect(targetSet(moving({ kind: "knight" }), [3, 3])).toEqual(
      cells([1, 2], [1, 4], [2, 1], [2, 5], [4, 1], [4, 5], [5, 2], [5, 4]),
    );
  });

  it("knight: a leg cell holding any piece blocks both L moves along that arm", () => {
    const rows = [".......", ".......", "...P...", "...R...", ".......", ".......", "......s"];
    expect(targetSet(moving({ kind: "knight" }, rows), [3, 3])).toEqual(
      cells([2, 1], [2, 5], [4, 1], [4, 5], [5, 2], [5, 4]),
    );
  });

  it("pawn: side 0 moves down one step, captures diagonally forward only", () => {
    const rows = [".......", ".......", ".......", "...R...", "..s.p..", ".......", "......."];
    expect(targetSet(moving({ kind: "pawn" }, rows), [3, 3])).toEqual(cells([4, 2], [4, 3]));
    const blocked = [".......", ".......", ".......", "...R...", "...s...", ".......", "......."];
    expect(targetSet(moving({ kind: "pawn" }, blocked), [3, 3])).toEqual([]);
  });

  it("pawn: side 1 moves up", () => {
    const rows = ["......S", ".......", "..P....", "...r...", ".......", ".......", "......."];
    const game = at(smallRules(7, { movementByType: { R: { kind: "pawn" } } }), rows, { turn: 1 });
    expect(targetSet(game, [3, 3])).toEqual(cells([2, 3]));
    const capture = ["......P", ".......", "..S....", "...r...", ".......", ".......", "......."];
    const game2 = at(smallRules(7, { movementByType: { R: { kind: "pawn" } } }), capture, { turn: 1 });
    expect(targetSet(game2, [3, 3])).toEqual(cells([2, 2], [2, 3]));
  });

  it("custom: vectors with maxSteps, long straight vectors need empty in-between cells", () => {
    const game = moving({
      kind: "custom",
      directions: [
        [0, 2],
        [-1, 0],
      ],
      maxSteps: 2,
    });
    // [0,2]×1 = (3,5); ×2 would be (3,7), off the board. [-1,0]×1..2 = (2,3), (1,3).
    expect(targetSet(game, [3, 3])).toEqual(cells([3, 5], [2, 3], [1, 3]));
    const rows = [".......", ".......", ".......", "...RP..", ".......", ".......", "......s"];
    expect(targetSet(moving({ kind: "custom", directions: [[0, 2]] }, rows), [3, 3])).toEqual([]);
  });

  it("custom with no movementByType entry: rules.directions, one step each", () => {
    const game = at(
      smallRules(7, {
        directions: [
          [1, 0],
          [0, 3],
        ],
      }),
      EMPTY,
    );
    expect(targetSet(game, [3, 3])).toEqual(cells([4, 3], [3, 6]));
  });

  it("terrain: blocked and void cells stop rays and cannot be entered", () => {
    const rules = smallRules(7, {
      movementByType: { R: { kind: "rook" } },
      blockedCells: [[1, 3]],
      voidCells: [[3, 5]],
    });
    const game = at(rules, EMPTY);
    expect(targetSet(game, [3, 3])).toEqual(
      cells([2, 3], [4, 3], [5, 3], [6, 3], [3, 0], [3, 1], [3, 2], [3, 4]),
    );
  });
});
