import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cellName,
  fileName,
  moveName,
  parseCellName,
  parseMoveName,
} from "../../src/routes/rps/coordinates.ts";

describe("board coordinates", () => {
  it("names files from the left and ranks from the bottom", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 63].map(fileName)).toEqual([
      "a",
      "b",
      "z",
      "aa",
      "ab",
      "az",
      "ba",
      "bl",
    ]);
    expect(cellName(0, 0, 9)).toBe("a9");
    expect(cellName(8, 8, 9)).toBe("i1");
    expect(moveName({ fromRow: 1, fromCol: 4, toRow: 2, toCol: 4 }, 9)).toBe("e8e7");
  });

  it("reads back every cell of every board size, and nothing off the board", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 64 }),
        fc.integer({ min: 2, max: 64 }),
        fc.nat(),
        fc.nat(),
        (rows, cols, r, c) => {
          const row = r % rows;
          const col = c % cols;
          expect(parseCellName(cellName(row, col, rows), rows, cols)).toEqual([row, col]);
          expect(parseCellName(cellName(row, cols, rows), rows, cols)).toBeNull();
          expect(parseCellName(`${fileName(col)}${rows + 1}`, rows, cols)).toBeNull();
        },
      ),
    );
  });

  it("refuses what is not a cell or a move", () => {
    for (const bad of ["", "a0", "a10", "A1", "a01", "1a", "a1 ", "zzz1", "a-1"])
      expect(parseCellName(bad, 9, 9), bad).toBeNull();
    expect(parseMoveName("e8e7", 9, 9)).toEqual({ fromRow: 1, fromCol: 4, toRow: 2, toCol: 4 });
    for (const bad of ["e8", "e8-e7", "e8e7e6", "j1a1", "(1,4)"])
      expect(parseMoveName(bad, 9, 9), bad).toBeNull();
  });
});
