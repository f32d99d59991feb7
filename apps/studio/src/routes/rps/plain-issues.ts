import type { ValidationIssue } from "@rulekit/core";
import {
  type PlainIssue,
  pathParts,
  plainFieldName,
  plainMessage as schemaWords,
} from "../../lib/plain-issues.ts";
import { cellName } from "./coordinates.ts";

/**
 * The engine's validation issues in players' words: which field (`Home of player 1`, `Army: Rock`) and
 * what is wrong with it (`must be 0 or more`), instead of a JSON path and a schema message
 * (`$.pieceTypes.R Too small: expected number to be >=0`). The wording of the schema's messages is the
 * studio's (lib/plain-issues.ts); the field names and the cells are the rule editor's.
 */
const TYPE: Record<string, string> = { R: "Rock", P: "Paper", S: "Scissors" };
const type = (t: string | undefined) => (t && TYPE[t] ? TYPE[t] : `type “${t}”`);

const TOP: Record<string, string> = {
  id: "Id",
  description: "Description",
  version: "Version",
  engine: "Engine",
  boardSize: "Board size",
  boardRows: "Rows",
  boardCols: "Columns",
  pieceTypes: "Army",
  playerPieceTypes: "Armies per player",
  beats: "What beats what",
  directions: "Default directions",
  homes: "Homes",
  startingPositions: "Starting cells",
  blockedCells: "Blocked cells",
  voidCells: "Void cells",
  tiles: "Tiles",
  tileTypes: "Tile types",
  movementByType: "Movement",
  maxMoves: "Move limit",
  onMoveLimit: "At the move limit",
  repetitionLimit: "Repetitions for a draw",
  powerUps: "Power-ups",
  randomExtraPiece: "Extra piece",
  symmetricArmies: "Same army for both sides",
};

/** The field a JSON path names, as the rule editor labels it. */
export function fieldName(path: string): string {
  const [head, a, b, c] = pathParts(path);
  if (head === undefined) return "The file";
  const n = (i: unknown) => (typeof i === "number" ? i + 1 : i);
  switch (head) {
    case "pieceTypes":
      return a === undefined ? "Army" : `Army: ${type(String(a))}`;
    case "playerPieceTypes":
      return a === undefined
        ? "Armies per player"
        : `Army of player ${a}${b === undefined ? "" : `: ${type(String(b))}`}`;
    case "beats":
      return a === undefined ? "What beats what" : `What ${type(String(a))} beats`;
    case "homes":
      return a === undefined ? "Homes" : `Home of player ${a}`;
    case "startingPositions":
      return a === undefined
        ? "Starting cells"
        : b === undefined
          ? `Starting cells of player ${a}`
          : `Start cell ${n(b)} of player ${a}`;
    case "blockedCells":
      return a === undefined ? "Blocked cells" : `Blocked cell ${n(a)}`;
    case "voidCells":
      return a === undefined ? "Void cells" : `Void cell ${n(a)}`;
    case "tiles":
      return a === undefined ? "Tiles" : `Tile ${n(a)}${b === undefined ? "" : ` (${b})`}`;
    case "directions":
      return a === undefined ? "Default directions" : `Default direction ${n(a)}`;
    case "tileTypes":
      return a === undefined ? "Tile types" : `Tile type “${a}”${b === undefined ? "" : `: ${b}`}`;
    case "movementByType": {
      if (a === undefined) return "Movement";
      const what =
        b === "kind" ? "moves like" : b === "maxSteps" ? "max steps" : b === undefined ? "movement" : b;
      return `${type(String(a))} ${what}${c === undefined ? "" : ` ${n(c)}`}`;
    }
    default:
      // A replay's own fields (`$.moves[0].ply` → `Move 1 › ply`) by the studio's generic names.
      return TOP[String(head)] ?? plainFieldName(path);
  }
}

/** The schema's or the engine's message in plain words; `rows` turns cells on the board into names. */
export function plainMessage(issue: ValidationIssue, rows?: number, cols?: number): string {
  return schemaWords(issue, (text) => {
    const named = text.replace(/cell \[(-?\d+),\s*(-?\d+)\]/g, (whole, r: string, c: string) => {
      const row = Number(r);
      const col = Number(c);
      if (rows === undefined || cols === undefined) return whole;
      return row >= 0 && row < rows && col >= 0 && col < cols
        ? `cell ${cellName(row, col, rows)}`
        : "this cell";
    });
    // "this cell is off the 7×7 board" about a field that is one cell: "is off the 7×7 board".
    return named.replace(/^(?:Invalid input: )?this cell (is|lies) /, "$1 ");
  });
}

export function plainIssue(issue: ValidationIssue, rows?: number, cols?: number): PlainIssue {
  return { field: fieldName(issue.path), message: plainMessage(issue, rows, cols), path: issue.path };
}
