import { readFileSync } from "node:fs";

/**
 * The shipped queens-and-rooks RuleSet (unparsed) stretched to a `size`×`size` board: homes on the first
 * and last rows, the second army moved to the far side, each type moving as `movementByType` says. For
 * the geometry benchmark and the move-table tests (boards far larger than any shipped one).
 */
export function bigBoardRuleSet(
  size: number,
  movementByType: Record<string, unknown>,
): Record<string, unknown> {
  const base = JSON.parse(
    readFileSync(new URL("../../../levels/rps-grid/queens-and-rooks.json", import.meta.url), "utf8"),
  ) as { startingPositions: [number, number][][] };
  return {
    ...base,
    boardSize: size,
    homes: [
      [0, 4],
      [size - 1, 4],
    ],
    startingPositions: [
      base.startingPositions[0],
      base.startingPositions[1]!.map(([r, c]) => [r + size - 9, c]),
    ],
    movementByType,
  };
}
