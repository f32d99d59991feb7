import type { Balance } from "../balance/schema.js";
import { BANDS, type Band, type Element } from "../constants.js";

export interface Thresholds {
  caution: number;
  critical: number;
}

/** 0 safe, 1 caution, 2 critical. */
export function bandIndex(value: number, t: Thresholds): 0 | 1 | 2 {
  return value >= t.critical ? 2 : value >= t.caution ? 1 : 0;
}

export function bandOf(value: number, t: Thresholds): Band {
  return BANDS[bandIndex(value, t)];
}

export function hazardBand(balance: Balance, element: Element, value: number): Band {
  return bandOf(value, balance.bands[element]);
}

/** One decimal, as the UI shows values (the engine never rounds); -0 prints as "0.0", never "-0.0". */
export function formatValue(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
