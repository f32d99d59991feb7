import { ELEMENTS, PAIR_EFFECTS, type PairEffect } from "../../constants.js";
import { bandIndex } from "../../model/bands.js";
import { DELTA_PRIORITIES, type SimContext } from "../context.js";
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
  const { emissions, deltas } = ctx;
  deltas.fill(0);
  for (let i = 0; i < emissions.length; i++) {
    const effect = emissions.effect[i]!;
    const offset = (priorityOf(effect) * 4 + emissions.element[i]!) * cells + emissions.cell[i]!;
    deltas[offset] = deltas[offset]! + emissions.amount[i]!;
  }
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
  const { deltas } = ctx;
  const touched = new Set<number>();
  for (let priority = 0; priority < DELTA_PRIORITIES; priority++) {
    for (let e = 0; e < 4; e++) {
      const values = ctx.state.hazards[ELEMENTS[e]!];
      const base = (priority * 4 + e) * cells;
      for (let cell = 0; cell < cells; cell++) {
        const d = deltas[base + cell]!;
        if (d === 0) continue;
        values[cell] = values[cell]! + d;
        touched.add(cell);
      }
    }
  }
  ctx.events.push({ type: "deltas-applied", step: "apply-deltas", cells: touched.size });
}

/**
 * Step 11: clamp every runtime value to its balance range, then report surface values whose band rose
 * since the simulation started (and remember whether a hazard grew into caution or critical).
 */
export function clampValues(ctx: SimContext): void {
  const { state, balance, start } = ctx;
  const cells = state.width * state.height;
  const { floor } = ctx.topology;
  for (let e = 0; e < 4; e++) {
    const element = ELEMENTS[e]!;
    const values = state.hazards[element];
    const { min, max } = balance.clamps[element];
    const thresholds = balance.bands[element];
    for (let cell = 0; cell < cells; cell++) {
      if (!floor[cell]) {
        values[cell] = 0;
        continue;
      }
      const v = values[cell]!;
      // `+ 0` turns a -0 into 0 so states stay JSON-identical.
      const clamped = (v < min ? min : Math.min(v, max)) + 0;
      values[cell] = clamped;
      const before = start[e * cells + cell]!;
      if (clamped > before) {
        const band = bandIndex(clamped, thresholds);
        if (band > 0) ctx.growing = true;
        if (band > bandIndex(before, thresholds)) {
          ctx.events.push({
            type: "hazard-band-rise",
            step: "clamp-values",
            at: { x: cell % state.width, y: Math.floor(cell / state.width) },
            element,
            band: band === 2 ? "critical" : "caution",
          });
        }
      }
    }
  }
  for (const carrier of ["fuel", "coolant", "electricity"] as const) {
    const layer = state.networks[carrier];
    const a = balance.clamps.amount;
    const p = balance.clamps.potential;
    for (let cell = 0; cell < cells; cell++) {
      const va = layer.amount[cell]!;
      if (va < a.min || va > a.max) layer.amount[cell] = Math.min(a.max, Math.max(a.min, va));
      const vp = layer.potential[cell]!;
      if (vp < p.min || vp > p.max) layer.potential[cell] = Math.min(p.max, Math.max(p.min, vp));
    }
  }
}
