import type { Rating } from "../types.js";

/**
 * Stars after Full Rescue (spec §3): 3★ at the proven optimum, 2★ within the first half of the
 * slack (rounded up), 1★ within maxTurns, 0★ beyond.
 */
export function ratingFor(used: number, optimalTurns: number, maxTurns: number): Rating {
  if (used <= optimalTurns) return 3;
  if (used <= optimalTurns + Math.ceil((maxTurns - optimalTurns) / 2)) return 2;
  if (used <= maxTurns) return 1;
  return 0;
}

/** The turn ranges of the three bands, inclusive: [first, last]. */
export function ratingBands(optimalTurns: number, maxTurns: number): Record<1 | 2 | 3, [number, number]> {
  const twoLast = optimalTurns + Math.ceil((maxTurns - optimalTurns) / 2);
  return {
    3: [optimalTurns, optimalTurns],
    2: [optimalTurns + 1, twoLast],
    1: [twoLast + 1, maxTurns],
  };
}
