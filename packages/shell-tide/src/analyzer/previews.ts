import { legalMoves, preview } from "../attempt.js";
import type { AttemptState, Preview } from "../types.js";
import { type AnalyzerUnknown, isAnalyzerUnknown, readAttempt } from "./unknown.js";

/** The preview of every legal move of a checked attempt, in `legalMoves` order. */
export function previewsOf(state: AttemptState): Preview[] {
  return legalMoves(state).flatMap((move) => {
    const result = preview(state, move);
    return result.ok ? [result] : [];
  });
}

/** Whether some legal move rescues at least one starfish this turn (a Vortex, a wet pit, the Sweep). */
export const rescueInReach = (previews: readonly Preview[]): boolean =>
  previews.some((p) => p.rescuedThisTurn > 0);

/**
 * The preview of every legal move, in `legalMoves` order (the dual preview of each node); the typed
 * unknown for a value that is not an attempt.
 */
export function previewAll(state: AttemptState): Preview[] | AnalyzerUnknown {
  const checked = readAttempt(state);
  return isAnalyzerUnknown(checked) ? checked : previewsOf(checked);
}
