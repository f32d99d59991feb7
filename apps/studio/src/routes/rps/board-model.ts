import type { LastMove, Piece, ProtocolMove, ProtocolState, RuleSet } from "@rulekit/rps-grid";
import { cellName } from "./coordinates.ts";

/** Everything a board cell shows, derived from the RuleSet and a protocol state (no React). */
export interface CellView {
  row: number;
  col: number;
  key: string;
  piece: Piece | null;
  /** blocked / void cells and impassable organiser tiles. */
  wall: "blocked" | "void" | "impassable" | null;
  /** An organiser tile still on the board (effect tiles disappear when taken). */
  tile: { type: string; effect: string | null; color: string | null } | null;
  item: boolean;
  /** Whose home this cell is. */
  home: 0 | 1 | null;
}

export const cellKey = (row: number, col: number) => `${row},${col}`;

export function cellViews(rules: RuleSet, state: ProtocolState): CellView[][] {
  const walls = new Map<string, CellView["wall"]>();
  for (const [r, c] of rules.voidCells ?? []) walls.set(cellKey(r, c), "void");
  for (const [r, c] of rules.blockedCells ?? []) walls.set(cellKey(r, c), "blocked");
  const tiles = new Map<string, CellView["tile"]>();
  const tileList = state.tiles ?? rules.tiles?.map((t) => ({ ...t, tags: [] })) ?? [];
  for (const t of tileList) {
    const type = rules.tileTypes?.[t.type];
    if (!type) continue;
    const key = cellKey(t.row, t.col);
    if (type.passable === false) {
      walls.set(key, "impassable");
      continue;
    }
    const render = type.render as { color?: unknown } | undefined;
    tiles.set(key, {
      type: t.type,
      effect: type.effect ?? null,
      color: typeof render?.color === "string" ? render.color : null,
    });
  }
  const items = new Set((state.powerUps ?? []).map(([r, c]) => cellKey(r, c)));
  const homes = rules.homes.map(([r, c]) => cellKey(r, c));
  return state.board.map((row, r) =>
    row.map((piece, c) => {
      const key = cellKey(r, c);
      const homeIndex = homes.indexOf(key);
      return {
        row: r,
        col: c,
        key,
        piece: piece ?? null,
        wall: walls.get(key) ?? null,
        tile: tiles.get(key) ?? null,
        item: items.has(key),
        home: homeIndex === 0 || homeIndex === 1 ? homeIndex : null,
      };
    }),
  );
}

export type Marker = "from" | "to" | "blocked" | "dash" | "pickup" | "capture";

/** The last move drawn on the board: origin, destination, shield block, dash cell and pickups. */
export function lastMoveMarkers(lastMove: LastMove | null | undefined): Map<string, Marker[]> {
  const out = new Map<string, Marker[]>();
  if (!lastMove) return out;
  const add = (key: string, marker: Marker) => out.set(key, [...(out.get(key) ?? []), marker]);
  add(cellKey(lastMove.fromRow, lastMove.fromCol), "from");
  const to = cellKey(lastMove.toRow, lastMove.toCol);
  add(to, "to");
  if (lastMove.blocked) add(to, "blocked");
  if (lastMove.captured) add(to, "capture");
  const landed = lastMove.bonus_step ? cellKey(lastMove.bonus_step.row, lastMove.bonus_step.col) : to;
  if (lastMove.bonus_step) add(landed, "dash");
  if (lastMove.pickedPowerUp || lastMove.pickedEffect) add(landed, "pickup");
  return out;
}

export const TYPE_NAMES: Record<string, string> = { R: "Rock", P: "Paper", S: "Scissors" };

export function pieceName(piece: Piece): string {
  const extras = [piece.powered ? "powered" : "", piece.effect ? piece.effect : ""].filter(Boolean);
  return `${TYPE_NAMES[piece.type] ?? piece.type}${extras.length ? ` (${extras.join(", ")})` : ""}`;
}

/**
 * One sentence about the last move in board coordinates (`Player 0 Rock c8 → c7: captured Scissors.`), for
 * the live region and the move lists; `rows` is the board's number of rows (ranks count from the bottom).
 */
export function describeLastMove(lastMove: LastMove | null | undefined, rows: number): string {
  if (!lastMove) return "No move yet.";
  const at = (r: number, c: number) => cellName(r, c, rows);
  const base = `Player ${lastMove.player} ${TYPE_NAMES[lastMove.pieceType] ?? lastMove.pieceType} ${at(lastMove.fromRow, lastMove.fromCol)} → ${at(lastMove.toRow, lastMove.toCol)}`;
  const notes: string[] = [];
  if (lastMove.blocked) notes.push("blocked by a shield — the shield broke, the attacker stayed");
  if (lastMove.captured)
    notes.push(`captured ${TYPE_NAMES[lastMove.captured.type] ?? lastMove.captured.type}`);
  if (lastMove.bonus_step) notes.push(`dashed on to ${at(lastMove.bonus_step.row, lastMove.bonus_step.col)}`);
  if (lastMove.pickedPowerUp) notes.push("picked up a power-up");
  if (lastMove.pickedEffect) notes.push(`picked up ${lastMove.pickedEffect}`);
  return `${base}${notes.length ? `: ${notes.join("; ")}` : ""}.`;
}

const REASONS: Record<string, string> = {
  home: "reached the opponent's home",
  capture_all: "captured every opposing piece",
  no_moves: "the opponent had no legal move",
  repetition: "the same position occurred too often",
  max_moves: "the move limit was reached",
};

/** "Player 0 wins: reached the opponent's home" / "You win: …" / "Draw: …", or null while playing. */
export function outcomeText(
  state: Pick<ProtocolState, "status" | "winner" | "winReason">,
  names?: [string, string],
): string | null {
  if (state.status !== "finished") return null;
  const reason = state.winReason ? (REASONS[state.winReason] ?? state.winReason) : "";
  if (state.winner === null) return `Draw: ${reason}.`;
  const who = names ? names[state.winner] : `Player ${state.winner}`;
  return `${who} ${who === "You" ? "win" : "wins"}: ${reason}.`;
}

/** Legal destinations of the piece on (row, col). */
export function targetsFrom(moves: readonly ProtocolMove[], row: number, col: number): Set<string> {
  return new Set(
    moves.filter((m) => m.fromRow === row && m.fromCol === col).map((m) => cellKey(m.toRow, m.toCol)),
  );
}

/** Cells of pieces that have at least one legal move. */
export function movableCells(moves: readonly ProtocolMove[]): Set<string> {
  return new Set(moves.map((m) => cellKey(m.fromRow, m.fromCol)));
}
