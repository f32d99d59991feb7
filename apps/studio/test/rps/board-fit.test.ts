import { CLASSIC_V2, parseRuleSet, RULESET_LIMITS } from "@rulekit/rps-grid";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeFit, fitToBoard } from "../../src/routes/rps/board-fit.ts";
import type { Draft } from "../../src/routes/rps/rule-draft.ts";

const classic = structuredClone(CLASSIC_V2) as unknown as Draft;

describe("fitting a RuleSet onto a resized board", () => {
  it("classic 9×9 → 7×7 is a valid RuleSet: homes to the edge, armies onto free cells", () => {
    expect(parseRuleSet({ ...classic, boardSize: 7 }).ok).toBe(false);
    const { draft, report } = fitToBoard({ ...classic, boardSize: 7 });
    expect(parseRuleSet(draft).ok).toBe(true);
    expect(draft.homes).toEqual([
      [0, 4],
      [6, 4],
    ]);
    expect(report).toMatchObject({ movedHomes: 1, movedStarts: 11, removedStarts: 0 });
    expect(describeFit(report!)).toBe("The board is now 7×7: moved 1 home and 11 starting cells onto it.");
    // Cells already on the board stay where they were.
    expect((draft.startingPositions as number[][][])[0]!.slice(0, 9)).toEqual(
      (classic.startingPositions as number[][][])[0]!.slice(0, 9),
    );
  });

  it("leaves a draft that fits, or whose size is not a size yet, alone", () => {
    expect(fitToBoard(classic)).toEqual({ draft: classic, report: null });
    expect(fitToBoard({ ...classic, boardSize: 11 }).report).toBeNull();
    for (const size of [undefined, 1, 65, 7.5, "7"])
      expect(fitToBoard({ ...classic, boardSize: size }).report, String(size)).toBeNull();
  });

  it("removes terrain and tiles off the board", () => {
    const { draft, report } = fitToBoard({
      ...classic,
      boardSize: 7,
      blockedCells: [
        [4, 4],
        [8, 8],
      ],
      voidCells: [[7, 0]],
      tiles: [{ row: 8, col: 1, type: "mud" }],
    });
    expect(draft.blockedCells).toEqual([[4, 4]]);
    expect(draft.voidCells).toBeUndefined();
    expect(draft.tiles).toBeUndefined();
    expect(report?.removedTerrain).toBe(3);
  });

  it("puts every home and start on the board, starts on distinct free cells, for any size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: RULESET_LIMITS.minBoard, max: 12 }),
        fc.integer({ min: RULESET_LIMITS.minBoard, max: 12 }),
        (rows, cols) => {
          const { draft } = fitToBoard({
            ...classic,
            boardSize: Math.max(rows, cols),
            boardRows: rows,
            boardCols: cols,
          });
          const homes = draft.homes as [number, number][];
          const starts = (draft.startingPositions as [number, number][][]).flat();
          for (const [r, c] of [...homes, ...starts]) {
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThan(rows);
            expect(c).toBeGreaterThanOrEqual(0);
            expect(c).toBeLessThan(cols);
          }
          const keys = starts.map(([r, c]) => `${r},${c}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const [r, c] of homes) expect(keys).not.toContain(`${r},${c}`);
        },
      ),
    );
  });
});
