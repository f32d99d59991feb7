import type { Pick } from "./picks.ts";

/** True when `current` is the same pending pick as `candidate` (to show its button pressed). */
export function isSamePick(current: Pick | null, candidate: Pick): boolean {
  return current !== null && JSON.stringify(current) === JSON.stringify(candidate);
}
