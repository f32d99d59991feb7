import type { Game, ProtocolMove, ProtocolState } from "@rulekit/rps-grid";
import { toProtocolState } from "@rulekit/rps-grid";

/**
 * The board as text: player 0 in capitals, player 1 in lower case, `+` after a powered piece's
 * letter, `*` a power-up, `#` blocked/void/impassable, `.` empty. Row and column numbers around.
 */
export function boardText(game: Game): string {
  const state: ProtocolState = toProtocolState(game);
  const rules = game.rules;
  const wall = new Set<string>();
  for (const [r, c] of [...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])]) wall.add(`${r},${c}`);
  for (const t of rules.tiles ?? [])
    if (rules.tileTypes?.[t.type]?.passable === false) wall.add(`${t.row},${t.col}`);
  const items = new Set((state.powerUps ?? []).map(([r, c]) => `${r},${c}`));
  const cols = state.board[0]?.length ?? 0;
  const header = `    ${Array.from({ length: cols }, (_, c) => String(c % 10).padEnd(2)).join("")}`;
  const lines = state.board.map((row, r) => {
    const cells = row.map((piece, c) => {
      if (piece) {
        const letter = piece.player === 0 ? piece.type : piece.type.toLowerCase();
        return `${letter}${piece.powered ? "+" : piece.effect ? piece.effect[0] : " "}`;
      }
      if (wall.has(`${r},${c}`)) return "# ";
      if (items.has(`${r},${c}`)) return "* ";
      return ". ";
    });
    return `${String(r).padStart(2)}  ${cells.join("")}`.trimEnd();
  });
  return [header.trimEnd(), ...lines].join("\n");
}

export const moveText = (m: ProtocolMove): string => `(${m.fromRow},${m.fromCol})→(${m.toRow},${m.toCol})`;

export function outcomeText(game: Game): string {
  if (game.status === "playing") return `playing, player ${game.currentTurn} to move`;
  return game.winner === null ? `draw (${game.winReason})` : `player ${game.winner} wins (${game.winReason})`;
}
