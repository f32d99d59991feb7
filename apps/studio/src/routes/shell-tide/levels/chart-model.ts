import type { Bar } from "./designer-model.ts";

/**
 * The geometry of the D chart, kept apart from the drawing so it can be checked: a y axis with round
 * ticks, one slot per turn count from O (or the first bar) to max turns (or the last bar), the rating
 * bands as shaded x ranges, bars never thinner than a visible sliver, and the P75 marker labelled in a
 * row of its own above the plot so it crosses no other label.
 */
export const CHART = { width: 640, height: 300, left: 64, right: 16, top: 52, bottom: 58 } as const;

export interface ChartBand {
  /** Stars a Full Rescue in these turns earns (0: beyond max, lost). */
  band: 0 | 1 | 2 | 3;
  from: number;
  to: number;
  x: number;
  width: number;
  label: string;
}

export interface ChartBar extends Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** "71.1%" (one decimal; "<0.1%" for a sliver), drawn above the bar with its baseline at valueY. */
  value: string;
  valueY: number;
}

/** Height of the value label above a bar (its baseline sits VALUE_GAP above the bar). */
export const VALUE_HEIGHT = 12;
export const VALUE_GAP = 4;

export interface ChartLayout {
  yTicks: { share: number; y: number; label: string }[];
  xTicks: { turns: number; x: number }[];
  bands: ChartBand[];
  bars: ChartBar[];
  /**
   * P75: its label in the row above the plot, its dashed line down the plot broken where the P75 bar's
   * value label is, so the line crosses no text.
   */
  p75: {
    x: number;
    labelX: number;
    anchor: "start" | "middle" | "end";
    segments: { y1: number; y2: number }[];
  } | null;
  plot: { x: number; y: number; width: number; height: number };
}

/** The smallest "nice" top (10%, 20%, 25%, 50%, 100% …) at or above the largest share. */
export function niceTop(max: number): number {
  for (const top of [0.05, 0.1, 0.2, 0.25, 0.5, 0.75, 1]) if (max <= top + 1e-12) return top;
  return 1;
}

/** The smallest round step that divides `top` into at most 5 intervals (75% → 25%, 50% → 10%). */
export function tickStep(top: number): number {
  for (const step of [0.01, 0.02, 0.025, 0.05, 0.1, 0.25, 0.2]) {
    const n = top / step;
    if (n <= 5 + 1e-9 && Math.abs(n - Math.round(n)) < 1e-9) return step;
  }
  return top / 4;
}

/** A bar with a non-zero share is at least this tall (a 0.01% share must still be seen). */
export const MIN_BAR = 3;

export const formatShare = (share: number): string =>
  share > 0 && share < 0.001 ? "<0.1%" : `${(share * 100).toFixed(1)}%`;

export function chartLayout(
  bars: readonly Bar[],
  p75: number | null,
  optimal: number | null,
  max: number,
): ChartLayout {
  const { width, height, left, right, top, bottom } = CHART;
  const plot = { x: left, y: top, width: width - left - right, height: height - top - bottom };
  const first = Math.min(...bars.map((b) => b.turns), optimal ?? Number.POSITIVE_INFINITY);
  const last = Math.max(...bars.map((b) => b.turns), max);
  const slots = last - first + 1;
  const slot = plot.width / slots;
  const xOf = (turns: number) => plot.x + (turns - first) * slot;
  const topShare = niceTop(Math.max(...bars.map((b) => b.share), 0));
  const yOf = (share: number) => plot.y + plot.height * (1 - share / topShare);
  const step = tickStep(topShare);
  const yTicks = Array.from({ length: Math.round(topShare / step) + 1 }, (_, i) => ({
    share: i * step,
    y: yOf(i * step),
    label: `${Math.round(i * step * 1000) / 10}%`,
  }));
  const xTicks = Array.from({ length: slots }, (_, i) => ({
    turns: first + i,
    x: xOf(first + i) + slot / 2,
  }));

  // Rating bands over the turn counts shown: 3★ = O, 2★ / 1★ as the engine's ratingFor, ✕ beyond max.
  const bandOf = (turns: number): ChartBand["band"] => {
    const bar = bars.find((b) => b.turns === turns);
    if (bar) return bar.band;
    if (optimal === null || turns > max) return 0;
    if (turns === optimal) return 3;
    return turns <= optimal + Math.ceil((max - optimal) / 2) ? 2 : 1;
  };
  const bands: ChartBand[] = [];
  for (let turns = first; turns <= last; turns++) {
    const band = bandOf(turns);
    const current = bands[bands.length - 1];
    if (current && current.band === band) {
      current.to = turns;
      current.width += slot;
    } else {
      bands.push({ band, from: turns, to: turns, x: xOf(turns), width: slot, label: "" });
    }
  }
  for (const b of bands) b.label = b.band === 0 ? "✕ lost" : `${"★".repeat(b.band)}`;

  const chartBars = bars.map((b) => {
    const h = b.share <= 0 ? 0 : Math.max(MIN_BAR, plot.y + plot.height - yOf(b.share));
    return {
      ...b,
      x: xOf(b.turns) + slot * 0.18,
      width: slot * 0.64,
      y: plot.y + plot.height - h,
      height: h,
      value: formatShare(b.share),
      valueY: plot.y + plot.height - h - VALUE_GAP,
    };
  });

  let marker: ChartLayout["p75"] = null;
  if (p75 !== null) {
    const x = xOf(p75) + slot / 2;
    // The label sits in its own row above the plot; near an edge it is anchored inwards.
    const anchor = x > width - 60 ? "end" : x < left + 40 ? "start" : "middle";
    const bottomY = plot.y + plot.height;
    const bar = chartBars.find((b) => b.turns === p75);
    const segments = bar
      ? [
          { y1: plot.y, y2: bar.valueY - VALUE_HEIGHT - 2 },
          { y1: bar.valueY + 6, y2: bottomY },
        ].filter((s) => s.y2 > s.y1)
      : [{ y1: plot.y, y2: bottomY }];
    marker = { x, labelX: anchor === "end" ? x + 4 : anchor === "start" ? x - 4 : x, anchor, segments };
  }
  return { yTicks, xTicks, bands, bars: chartBars, p75: marker, plot };
}
