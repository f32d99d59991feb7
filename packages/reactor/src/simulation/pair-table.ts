import { BANDS, type Band, ELEMENTS, type Element, PAIR_EFFECTS, type PairEffect } from "../constants.js";

/**
 * The design's pair table, row by row (upper triangle only, each row starting at its own column), over
 * the band labels FuelSafe, FuelCaution, FuelCritical, CoolantSafe, … HeatCritical.
 */
const ROWS: string[] = [
  "Hold FuelFlow FuelFlow Hold Hold Hold Hold Warm1 Warm2 Hold Warm1 Warm2",
  "Hold FuelFlow Hold Hold Hold Warm1 Ignite1 Ignite2 Warm1 Ignite1 Ignite2",
  "Hold Hold Hold Hold Warm2 Ignite2 Ignite2 Warm2 Ignite2 Ignite2",
  "Hold CoolFlow CoolFlow Hold Short1 Short2 Hold Quench1 Quench1",
  "Hold CoolFlow Short1 Short1 Short2 Hold Quench1 Quench2",
  "Hold Short2 Short2 Short2 Hold Quench2 Quench2",
  "Hold ChargeFlow ChargeFlow Hold Hold Hold",
  "Hold ChargeFlow Hold Hold Hold",
  "Hold Hold Hold Hold",
  "Hold HeatFlow HeatFlow2",
  "Hold HeatFlow",
  "Hold",
];

const LABEL_COUNT = 12;

/** Effect codes (indexes into PAIR_EFFECTS) for every (row, col) with row ≤ col; 12 × 12, row-major. */
const PAIR_CODES: Uint8Array = (() => {
  const codes = new Uint8Array(LABEL_COUNT * LABEL_COUNT);
  ROWS.forEach((row, r) => {
    row.split(" ").forEach((name, k) => {
      // Every name above is one of PAIR_EFFECTS (the pair-table tests read all 78 cells back).
      codes[r * LABEL_COUNT + r + k] = PAIR_EFFECTS.indexOf(name as PairEffect);
    });
  });
  return codes;
})();

/** A band label: element index × 3 + band index (0 safe, 1 caution, 2 critical). */
export const label = (element: number, band: number): number => element * 3 + band;

/** Upper-triangular lookup: the pair (a, b) is read at (min, max). */
export function pairCode(a: number, b: number): number {
  return a <= b ? PAIR_CODES[a * LABEL_COUNT + b]! : PAIR_CODES[b * LABEL_COUNT + a]!;
}

/** The effect for two projected labels, e.g. pairEffect("fuel", "caution", "electricity", "safe") → "Warm1". */
export function pairEffect(a: Element, aBand: Band, b: Element, bBand: Band): PairEffect {
  return PAIR_EFFECTS[
    pairCode(
      label(ELEMENTS.indexOf(a), BANDS.indexOf(aBand)),
      label(ELEMENTS.indexOf(b), BANDS.indexOf(bBand)),
    )
  ]!;
}

export const EFFECT = Object.fromEntries(PAIR_EFFECTS.map((name, i) => [name, i])) as Record<
  PairEffect,
  number
>;
