import { ELEMENTS, PAIR_EFFECTS, type PairEffect } from "../../constants.js";
import type { SimContext } from "../context.js";
import { EFFECT } from "../pair-table.js";

/** Transfers (equalisation) apply before reactions (warm, ignite, short, quench). */
const TRANSFERS = new Set([
  EFFECT.FuelFlow,
  EFFECT.CoolFlow,
  EFFECT.ChargeFlow,
  EFFECT.HeatFlow,
  EFFECT.HeatFlow2,
]);
const priorityOf = (effect: number) => (TRANSFERS.has(effect) ? 0 : 1);

/** Step 9: fold every emission into one delta per (priority, element, cell), counting effects. */
export function accumulateDeltas(ctx: SimContext): void {
  const cells = ctx.state.width * ctx.state.height;
  const { emissions, deltas, touched, listed } = ctx;
  let count = 0;
  for (let i = 0; i < emissions.length; i++) {
    const effect = emissions.effect[i]!;
    const offset = (priorityOf(effect) * 4 + emissions.element[i]!) * cells + emissions.cell[i]!;
    if (!listed[offset]) {
      listed[offset] = 1;
      touched[count++] = offset;
    }
    deltas[offset] = deltas[offset]! + emissions.amount[i]!;
  }
  ctx.touchedCount = count;
  emissions.length = 0;
  const summary: Partial<Record<PairEffect, number>> = {};
  emissions.pairs.forEach((n, effect) => {
    if (n > 0) summary[PAIR_EFFECTS[effect]!] = n;
  });
  emissions.pairs.fill(0);
  ctx.events.push({ type: "pair-effects", step: "accumulate-deltas", counts: summary });
}

/**
 * Step 10: apply the accumulated deltas in a fixed order — priority, then element (fuel, coolant,
 * electricity, heat), then cell (row-major) — so float sums are identical on every run.
 */
export function applyDeltas(ctx: SimContext): void {
  const cells = ctx.state.width * ctx.state.height;
  const { deltas, flags, listed } = ctx;
  // Offsets are (priority × 4 + element) × cells + cell, so ascending offsets are exactly that order.
  const order = ctx.touched.subarray(0, ctx.touchedCount).sort();
  const columns = ELEMENTS.map((e) => ctx.state.hazards[e]);
  // `flags` is free after step 8: reuse it to count each changed cell once.
  flags.fill(0);
  let changed = 0;
  for (let i = 0; i < order.length; i++) {
    const offset = order[i]!;
    const d = deltas[offset]!;
    deltas[offset] = 0;
    listed[offset] = 0;
    if (d === 0) continue;
    const cell = offset % cells;
    const values = columns[Math.floor(offset / cells) % 4]!;
    values[cell] = values[cell]! + d;
    if (!flags[cell]) {
      flags[cell] = 1;
      changed++;
    }
  }
  ctx.touchedCount = 0;
  ctx.events.push({ type: "deltas-applied", step: "apply-deltas", cells: changed });
}

/**
 * Step 11: clamp every surface value to its balance range (network values are clamped as step 4 assigns
 * them), then report surface values whose band rose since the simulation started and remember whether a
 * hazard grew into caution or critical.
 */
export function clampValues(ctx: SimContext): void {
  const { state, balance, start } = ctx;
  const { width } = state;
  const cells = width * state.height;
  const { floor } = ctx.topology;
  for (let e = 0; e < 4; e++) {
    const element = ELEMENTS[e]!;
    const values = state.hazards[element];
    const { min, max } = balance.clamps[element];
    const { caution, critical } = balance.bands[element];
    for (let cell = 0; cell < cells; cell++) {
      const v = values[cell]!;
      if (!floor[cell]) {
        if (v !== 0) values[cell] = 0;
        continue;
      }
      // `+ 0` turns a -0 into 0 so states stay JSON-identical.
      const clamped = Math.min(max, Math.max(min, v)) + 0;
      if (clamped !== v || Object.is(v, -0)) values[cell] = clamped;
      const before = start[e]![cell]!;
      if (clamped <= before || clamped < caution) continue;
      // Stryker disable next-line BooleanLiteral: `growing` only chooses Caution over Stable, and deriveLevelState is Caution whenever it gets that far (see readiness.ts), so the flag is never seen
      ctx.growing = true;
      const band = clamped >= critical ? 2 : 1;
      const was = before >= critical ? 2 : before >= caution ? 1 : 0;
      if (band > was) {
        ctx.events.push({
          type: "hazard-band-rise",
          step: "clamp-values",
          at: { x: cell % width, y: Math.floor(cell / width) },
          element,
          band: band === 2 ? "critical" : "caution",
        });
      }
    }
  }
}
