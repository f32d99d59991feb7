import type { Move } from "@rulekit/shell-tide";

/**
 * Where the player is, so it is never lost: the level on screen (none: the level map) and each level's
 * attempt as its moves. The page keeps it in the address (`?level=8&moves=6r.1l`: reload, Back/Forward and
 * a shared link) and in localStorage (a closed tab). Moves are written `<pit><l|r>`, joined by dots.
 */
export interface Place {
  open: number | null;
  /** Level number → its attempt's moves, encoded. A finished attempt stays until it is restarted. */
  attempts: Record<string, string>;
}

/** The most moves a place holds per level (far above any level's turn limit; bounds a hostile address). */
export const MAX_PLACE_MOVES = 64;

export const emptyPlace = (): Place => ({ open: null, attempts: {} });

export function encodeMoves(moves: readonly Move[]): string {
  return moves.map((m) => `${m.node}${m.direction === "left" ? "l" : "r"}`).join(".");
}

const MOVE = /^(\d{1,2})([lr])$/;

/** The moves in `text`, or null when it is not a list of moves (empty text: no moves). */
export function decodeMoves(text: string | null | undefined): Move[] | null {
  if (text === null || text === undefined || text === "") return [];
  if (text.length > MAX_PLACE_MOVES * 4) return null;
  const moves: Move[] = [];
  for (const part of text.split(".")) {
    const match = MOVE.exec(part);
    if (!match) return null;
    moves.push({ node: Number(match[1]), direction: match[2] === "l" ? "left" : "right" });
  }
  return moves.length > MAX_PLACE_MOVES ? null : moves;
}

/** A level number as the address or storage has it, or null. */
export function levelNumber(value: unknown, levels: readonly number[]): number | null {
  const n = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && levels.includes(n) ? n : null;
}

/** What storage holds, kept only where it is well formed. */
export function asPlace(value: unknown, levels: readonly number[]): Place {
  if (typeof value !== "object" || value === null) return emptyPlace();
  const raw = value as { open?: unknown; attempts?: unknown };
  const attempts: Record<string, string> = {};
  if (typeof raw.attempts === "object" && raw.attempts !== null) {
    for (const [key, moves] of Object.entries(raw.attempts as Record<string, unknown>)) {
      if (levelNumber(key, levels) !== null && typeof moves === "string" && decodeMoves(moves))
        attempts[key] = moves;
    }
  }
  return { open: levelNumber(raw.open, levels), attempts };
}

export function withAttempt(place: Place, level: number, moves: readonly Move[]): Place {
  const attempts = { ...place.attempts };
  if (moves.length === 0) delete attempts[String(level)];
  else attempts[String(level)] = encodeMoves(moves);
  return { ...place, attempts };
}
