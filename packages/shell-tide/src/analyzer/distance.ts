import { solve } from "../solver/solve.js";
import type { AttemptState } from "../types.js";

/**
 * Exact minimum turns from this board to Full Rescue, ignoring the turn limit (0 when already won);
 * null when no sequence of moves can rescue every starfish.
 */
export function distanceToFullRescue(state: AttemptState): number | null {
  if (state.remainingStarfish === 0) return 0;
  return solve(state.level, state.starfish).optimalTurns;
}

/** Whether Full Rescue is still possible within the turns left in this attempt. */
export function canStillFullRescue(state: AttemptState): boolean {
  if (state.levelStatus !== "playing") return state.levelStatus === "won";
  const distance = distanceToFullRescue(state);
  return distance !== null && distance <= state.maxTurns - state.turnsUsed;
}
