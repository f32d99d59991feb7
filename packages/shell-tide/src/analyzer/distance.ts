import { solve } from "../solver/solve.js";
import type { AttemptState } from "../types.js";
import { type AnalyzerUnknown, isAnalyzerUnknown, readAttempt } from "./unknown.js";

/**
 * Exact minimum turns from this board to Full Rescue, ignoring the turn limit (0 when already won);
 * null when no sequence of moves can rescue every starfish; the typed unknown for a value that is not
 * an attempt. Solver knowledge: see `hint`.
 */
export function distanceToFullRescue(state: AttemptState): number | null | AnalyzerUnknown {
  const checked = readAttempt(state);
  if (isAnalyzerUnknown(checked)) return checked;
  if (checked.remainingStarfish === 0) return 0;
  return solve(checked.level, checked.starfish).optimalTurns;
}

/**
 * Whether Full Rescue is still possible within the turns left in this attempt (true once won, false
 * once lost); the typed unknown for a value that is not an attempt.
 */
export function canStillFullRescue(state: AttemptState): boolean | AnalyzerUnknown {
  const checked = readAttempt(state);
  if (isAnalyzerUnknown(checked)) return checked;
  if (checked.levelStatus !== "playing") return checked.levelStatus === "won";
  const distance = solve(checked.level, checked.starfish).optimalTurns;
  return distance !== null && distance <= checked.maxTurns - checked.turnsUsed;
}
