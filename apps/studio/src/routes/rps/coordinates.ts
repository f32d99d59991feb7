/**
 * Board coordinates as players read them: files are letters from the left (a, b, … z, aa, ab …), ranks
 * are numbers from the bottom row as drawn (rank 1) up, so on a 9×9 board the top-left cell (row 0,
 * column 0) is `a9`. Every page writes moves this way (`c2→c3`); the engine keeps rows and columns.
 */

/** The file letters of a column: 0 → a, 25 → z, 26 → aa. */
export function fileName(col: number): string {
  let n = col;
  let out = "";
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** The rank number of a row on a board of `rows` rows (the bottom row is 1). */
export const rankName = (row: number, rows: number): string => String(rows - row);

/** `a9`, `c3`: the cell at (row, col) on a board of `rows` rows. */
export const cellName = (row: number, col: number, rows: number): string =>
  `${fileName(col)}${rankName(row, rows)}`;

const CELL = /^([a-z]{1,2})(\d{1,2})$/;

/** The (row, col) of a cell name on a rows × cols board, or null when it is not one of its cells. */
export function parseCellName(text: string, rows: number, cols: number): [number, number] | null {
  const match = CELL.exec(text);
  if (!match) return null;
  const letters = match[1]!;
  let col = 0;
  for (const ch of letters) col = col * 26 + (ch.charCodeAt(0) - 96);
  col -= 1;
  const row = rows - Number(match[2]);
  if (row < 0 || row >= rows || col < 0 || col >= cols) return null;
  return fileName(col) === letters && rankName(row, rows) === match[2] ? [row, col] : null;
}

export interface CellMove {
  fromRow: number;
  fromCol: number;
  toRow: number;
  toCol: number;
}

/** `c2c3`: a move in cell names, as the address and the move list write it. */
export const moveName = (move: CellMove, rows: number): string =>
  `${cellName(move.fromRow, move.fromCol, rows)}${cellName(move.toRow, move.toCol, rows)}`;

const MOVE = /^([a-z]{1,2}\d{1,2})([a-z]{1,2}\d{1,2})$/;

/** The move a name like `c2c3` stands for on a rows × cols board, or null. */
export function parseMoveName(text: string, rows: number, cols: number): CellMove | null {
  const match = MOVE.exec(text);
  if (!match) return null;
  const from = parseCellName(match[1]!, rows, cols);
  const to = parseCellName(match[2]!, rows, cols);
  return from && to ? { fromRow: from[0], fromCol: from[1], toRow: to[0], toCol: to[1] } : null;
}
