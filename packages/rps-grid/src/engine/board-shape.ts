import type { Cell, PieceCounts, RuleSet, Vector } from "../schema/rule-set-shape.js";

/** `rows = boardRows ?? boardSize`, `cols = boardCols ?? boardSize`. */
export function boardDims(rules: Pick<RuleSet, "boardSize" | "boardRows" | "boardCols">): {
  rows: number;
  cols: number;
} {
  return { rows: rules.boardRows ?? rules.boardSize, cols: rules.boardCols ?? rules.boardSize };
}

export const onBoard = (rows: number, cols: number, r: number, c: number): boolean =>
  r >= 0 && r < rows && c >= 0 && c < cols;

/**
 * Cells that can never be entered: blocked and void cells and organiser tiles whose type is not
 * passable. Keys are `row * cols + col`; cells off the board are ignored.
 */
export function impassableIndexes(rules: RuleSet): Set<number> {
  const { rows, cols } = boardDims(rules);
  const out = new Set<number>();
  const add = ([r, c]: Cell) => {
    if (onBoard(rows, cols, r, c)) out.add(r * cols + c);
  };
  // Stryker disable next-line ArrayDeclaration: a list of one non-cell in place of a missing list adds nothing (its letters are no cell on the board)
  for (const cell of rules.blockedCells ?? []) add(cell);
  // Stryker disable next-line ArrayDeclaration: a list of one non-cell in place of a missing list adds nothing (its letters are no cell on the board)
  for (const cell of rules.voidCells ?? []) add(cell);
  // Stryker disable next-line ArrayDeclaration: a list of one non-tile in place of a missing list adds nothing (it has no row or column on the board)
  for (const tile of rules.tiles ?? []) {
    if (rules.tileTypes?.[tile.type]?.passable === false) add([tile.row, tile.col]);
  }
  return out;
}

/** Distinct vectors, first occurrence order. */
export function distinctVectors(vectors: readonly Vector[]): Vector[] {
  const seen = new Set<string>();
  const out: Vector[] = [];
  for (const v of vectors) {
    const key = `${v[0]},${v[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** Each side's army before the random extra piece: `playerPieceTypes[p]` unless armies are symmetric. */
export function baseArmy(rules: RuleSet, player: 0 | 1): Required<PieceCounts> {
  const asymmetric = rules.playerPieceTypes !== undefined && rules.symmetricArmies !== true;
  // Stryker disable next-line OptionalChaining: `asymmetric` is only true when playerPieceTypes is present
  const counts = asymmetric ? (rules.playerPieceTypes?.[player] ?? rules.pieceTypes) : rules.pieceTypes;
  return { R: counts.R ?? 0, P: counts.P ?? 0, S: counts.S ?? 0 };
}

export function armySize(rules: RuleSet, player: 0 | 1): number {
  const army = baseArmy(rules, player);
  return army.R + army.P + army.S + (rules.randomExtraPiece ? 1 : 0);
}
