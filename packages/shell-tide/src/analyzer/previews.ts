import { legalMoves, preview } from "../attempt.js";
import type { AttemptState, Preview } from "../types.js";

/** The preview of every legal move, in `legalMoves` order (the dual preview of each node). */
export function previewAll(state: AttemptState): Preview[] {
  return legalMoves(state).map((move) => preview(state, move) as Preview);
}
