/**
 * How far a candidate board is from a design order, compared field by field in this order (the
 * search's objective; smaller is closer, 0 everywhere is an exact board meeting the gates).
 */
export interface DesignDistance {
  /** |O − ordered O| (the ordered O + 1 when the board has no Full Rescue). */
  optimalTurns: number;
  /**
   * How far the plausible player's completion share is from crossing 75% at the ordered turn:
   * 0 exactly when P75 is the ordered one (see `p75Gap`).
   */
  p75Gap: number;
  /** |P75 − ordered P75| in turns (a lower bound until the board is proven). */
  p75: number;
  /** |maxTurns − ordered maxTurns|. */
  maxTurns: number;
  /** Structural requirements missed: ≥ 2 winning moves at every mid-game state, the focus, the three bands. */
  structure: number;
  /** Seed 001 gates missed (common fail paths 70–90% rescued, early soft-locks). */
  gates: number;
  /** How far the missed gates are from their targets (shares). */
  gateGap: number;
}

export const FAR_DISTANCE: DesignDistance = {
  optimalTurns: Number.POSITIVE_INFINITY,
  p75Gap: 1,
  p75: Number.POSITIVE_INFINITY,
  maxTurns: Number.POSITIVE_INFINITY,
  structure: Number.POSITIVE_INFINITY,
  gates: Number.POSITIVE_INFINITY,
  gateGap: Number.POSITIVE_INFINITY,
};

const ORDER: readonly (keyof DesignDistance)[] = [
  "optimalTurns",
  "p75Gap",
  "maxTurns",
  "structure",
  "gates",
  "gateGap",
];

/**
 * Negative when a is closer to the order than b, 0 when as close, positive when farther. With
 * `gateGap: false` the gates count only as met or missed (how boards are chosen; the climb also
 * follows how far a missed gate is).
 */
export function compareDistance(a: DesignDistance, b: DesignDistance, options = { gateGap: true }): number {
  for (const field of ORDER) {
    if (field === "gateGap" && !options.gateGap) break;
    const d = a[field] - b[field];
    // shares are compared with a tolerance so that rounding never reorders equal boards
    if (Math.abs(d) > 1e-12) return d;
  }
  return 0;
}

/** The board meets every figure of the order (the gates aside). */
export function meetsOrder(d: DesignDistance): boolean {
  return d.optimalTurns === 0 && d.p75Gap === 0 && d.p75 === 0 && d.maxTurns === 0 && d.structure === 0;
}

/** Exact and every gate met: what the search stops at. */
export function isDone(d: DesignDistance): boolean {
  return meetsOrder(d) && d.gates === 0;
}

/**
 * The P75 gap of a completion CDF (cdf[t] = P(done by turn t), t = 1 … k) against P: P75 is the
 * smallest t with cdf[t] ≥ 0.75 (−1e-12, as percentile75), or the horizon H when none before it is.
 * With P < H the line must be crossed at P and not at P − 1; with P = H, not before H.
 */
export function p75Gap(cdf: readonly number[], p: number, horizon: number): number {
  const line = 0.75 - 1e-12;
  const at = (t: number) => (t <= 0 ? 0 : (cdf[t] ?? 0));
  let gap = 0;
  if (p < horizon && at(p) < line) gap += line - at(p);
  if (at(p - 1) >= line) gap += at(p - 1) - line + 1e-9;
  return gap;
}
