import type { PlausibleDefinition } from "./types.js";

/** The plausible horizon is never shorter than this (see balance.md). */
export const MIN_HORIZON = 7;

/** The longest attempt D looks at for a level with optimum O: max(7, O + 4). */
export function plausibleHorizon(optimalTurns: number): number {
  return Math.max(MIN_HORIZON, optimalTurns + 4);
}

/** A state is in the near-miss band when 10–30% of the objective remain (compared in integers). */
export const NEAR_MISS_BAND = { minRemainingPercent: 10, maxRemainingPercent: 30 } as const;

/** Version 1 of the plausible-path definition; balance.md explains every choice. */
export const PLAUSIBLE_DEFINITION: PlausibleDefinition = {
  version: 1,
  summary:
    "D is the exact distribution of min(completion turn, H) for a player who, on every turn, picks one of the " +
    "plausible moves of the board with probability proportional to 2^(starfish its preview shows rescued); " +
    "attempts that have not completed within H turns count as H.",
  plausibleMove:
    "A legal move is plausible when it rescues at least one starfish (capture, wet pit or Sweep), or sets up a " +
    "Vortex (no rescue, and the source it empties is the empty node of a capture some move offers next turn), " +
    "or improves the exact distance to Full Rescue (dist(next) < dist(now)).",
  deadMove:
    "A legal move that rescues nothing, sets up nothing and makes the exact distance to Full Rescue worse " +
    "(finite to a larger value or to impossible). Dead moves are reported, never used for maxTurns.",
  player:
    "Among the plausible moves of a board, each is chosen with probability 2^rescued / Σ 2^rescued (every " +
    "starfish a preview shows rescued doubles the move's appeal); a " +
    "board with no plausible move ends the attempt unfinished. Probabilities are propagated exactly over " +
    "(turn, distribution) — no sampling, no seed.",
  horizon:
    "H = max(7, O + 4): at least O + 4 so that P75 − O can reach R's upper clamp, at least 7 so that levels " +
    "whose plausible attempts rarely finish share one censoring value (the seed table's P75 = 7).",
  p75: "The smallest t with P(min(completion turn, H) ≤ t) ≥ 0.75.",
};
