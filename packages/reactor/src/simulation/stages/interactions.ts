import { CARRIERS } from "../../constants.js";
import type { SimContext } from "../context.js";
import { EFFECT, pairCode } from "../pair-table.js";

/*
 * Steps 7 and 8 read the surface values left by leak injection and emit deltas; nothing changes until
 * step 10. Element indexes follow ELEMENTS: 0 fuel, 1 coolant, 2 electricity, 3 heat. A band label is
 * element × 3 + band; pairs are looked up in the upper-triangular table at (lower label, higher label).
 */
const FUEL = 0;
const COOLANT = 1;
const ELECTRICITY = 2;
const HEAT = 3;
const HOT = 16;

/** Projects every floor cell's four values to band labels and presence flags (once per simulation). */
export function projectBands(ctx: SimContext): void {
  const { hazards } = ctx.state;
  const { floor } = ctx.topology;
  const b = ctx.balance.bands;
  const presence = ctx.balance.presence;
  const cells = ctx.state.width * ctx.state.height;
  const columns = [hazards.fuel, hazards.coolant, hazards.electricity, hazards.heat];
  const thresholds = [b.fuel, b.coolant, b.electricity, b.heat];
  const { labels, flags } = ctx;
  flags.fill(0);
  for (let e = 0; e < 4; e++) {
    const values = columns[e]!;
    const { caution, critical } = thresholds[e]!;
    const bit = 1 << e;
    const base = e * cells;
    for (let cell = 0; cell < cells; cell++) {
      if (!floor[cell]) continue;
      const v = values[cell]!;
      const band = v >= critical ? 2 : v >= caution ? 1 : 0;
      labels[base + cell] = e * 3 + band;
      if (v > presence) flags[cell]! |= bit;
      if (band > 0) flags[cell]! |= HOT;
    }
  }
}

/** Emits the deltas of a cross-element effect between (e1 at c1) and the other element at c2. */
function emitCross(ctx: SimContext, code: number, e1: number, c1: number, c2: number): void {
  const p = ctx.balance.pairs;
  const em = ctx.emissions;
  const at = (element: number) => (e1 === element ? c1 : c2);
  em.pairs[code]!++;
  switch (code) {
    case EFFECT.Warm1:
      em.push(code, at(FUEL), HEAT, p.warm1);
      return;
    case EFFECT.Warm2:
      em.push(code, at(FUEL), HEAT, p.warm2);
      return;
    case EFFECT.Ignite1:
      em.push(code, at(FUEL), HEAT, p.ignite1Heat);
      em.push(code, at(FUEL), FUEL, -p.ignite1Burn);
      return;
    case EFFECT.Ignite2:
      em.push(code, at(FUEL), HEAT, p.ignite2Heat);
      em.push(code, at(FUEL), FUEL, -p.ignite2Burn);
      return;
    case EFFECT.Short1:
      em.push(code, at(ELECTRICITY), HEAT, p.short1Heat);
      em.push(code, at(ELECTRICITY), ELECTRICITY, -p.short1Discharge);
      return;
    case EFFECT.Short2:
      em.push(code, at(ELECTRICITY), HEAT, p.short2Heat);
      em.push(code, at(ELECTRICITY), ELECTRICITY, -p.short2Discharge);
      return;
    case EFFECT.Quench1:
      em.push(code, at(HEAT), HEAT, -p.quench1Heat);
      em.push(code, at(COOLANT), COOLANT, -p.quench1Evaporate);
      return;
    case EFFECT.Quench2:
      em.push(code, at(HEAT), HEAT, -p.quench2Heat);
      em.push(code, at(COOLANT), COOLANT, -p.quench2Evaporate);
      return;
  }
}

function flowRate(ctx: SimContext, code: number): number {
  const p = ctx.balance.pairs;
  switch (code) {
    case EFFECT.FuelFlow:
      return p.fuelFlow;
    case EFFECT.CoolFlow:
      return p.coolFlow;
    case EFFECT.ChargeFlow:
      return p.chargeFlow;
    case EFFECT.HeatFlow:
      return p.heatFlow;
    default:
      return p.heatFlow2;
  }
}

/** Emits a same-element transfer from the higher to the lower cell (equalisation). */
function emitFlow(
  ctx: SimContext,
  code: number,
  element: number,
  a: number,
  va: number,
  b: number,
  vb: number,
): void {
  const hi = va >= vb ? a : b;
  const lo = va >= vb ? b : a;
  const diff = va >= vb ? va - vb : vb - va;
  if (diff <= 0) return;
  // A remedy block keeps the element out of the receiving cell, so the transfer does not happen at all.
  if (element !== HEAT && ctx.state.blocks[CARRIERS[element]!][lo]! > 0) return;
  const moved = (flowRate(ctx, code) * diff) / 2;
  ctx.emissions.pairs[code]!++;
  ctx.emissions.push(code, hi, element, -moved);
  ctx.emissions.push(code, lo, element, moved);
}

/** Step 7: the six cross-element pairs inside each floor cell (both elements present). */
export function sameCellInteractions(ctx: SimContext): void {
  projectBands(ctx);
  const { labels, flags } = ctx;
  const cells = ctx.state.width * ctx.state.height;
  for (let cell = 0; cell < cells; cell++) {
    const f = flags[cell]!;
    // Only pairs with a non-safe band can act, and cross pairs need both elements present.
    // Stryker disable next-line LogicalOperator: a shortcut only — a cell it lets through either has every band safe (all pairs Hold) or no element present (the loops below skip it)
    if (!(f & HOT) || (f & 15) === 0) continue;
    for (let e1 = 0; e1 < 3; e1++) {
      if (!(f & (1 << e1))) continue;
      for (let e2 = e1 + 1; e2 < 4; e2++) {
        if (!(f & (1 << e2))) continue;
        const code = pairCode(labels[e1 * cells + cell]!, labels[e2 * cells + cell]!);
        if (code !== EFFECT.Hold) emitCross(ctx, code, e1, cell, cell);
      }
    }
  }
}

/**
 * Step 8: every element pair between a floor cell and its right and bottom floor neighbours, unless a
 * closed door's edge lies between them. Same elements flow; different elements react when both present.
 */
export function neighbourInteractions(ctx: SimContext): void {
  markClosedDoors(ctx);
  const { floor } = ctx.topology;
  const { width, height } = ctx.state;
  const cells = width * height;
  const { labels, flags, blockedEast, blockedSouth } = ctx;
  const h = ctx.state.hazards;
  const values = [h.fuel, h.coolant, h.electricity, h.heat];
  const pair = (a: number, b: number) => {
    const fa = flags[a]!;
    const fb = flags[b]!;
    // Safe × safe is Hold for every element pair in the table.
    if (!((fa | fb) & HOT)) return;
    for (let e1 = 0; e1 < 4; e1++) {
      const la = labels[e1 * cells + a]!;
      const presentA = fa & (1 << e1);
      for (let e2 = 0; e2 < 4; e2++) {
        const code = pairCode(la, labels[e2 * cells + b]!);
        if (code === EFFECT.Hold) continue;
        if (e1 === e2) emitFlow(ctx, code, e1, a, values[e1]![a]!, b, values[e1]![b]!);
        else if (presentA && fb & (1 << e2)) emitCross(ctx, code, e1, a, b);
      }
    }
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (!floor[cell]) continue;
      if (x + 1 < width && floor[cell + 1] && !blockedEast[cell]) pair(cell, cell + 1);
      if (y + 1 < height && floor[cell + width] && !blockedSouth[cell]) pair(cell, cell + width);
    }
  }
}

/** Marks the authored edge of every closed door (only that edge: doors never block anything else). */
export function markClosedDoors(ctx: SimContext): void {
  const { width } = ctx.state;
  ctx.blockedEast.fill(0);
  ctx.blockedSouth.fill(0);
  for (const prop of ctx.state.props) {
    if (prop.kind !== "door" || prop.open || prop.edge === null) continue;
    const [a, b] = prop.edge;
    const first = a.y * width + a.x <= b.y * width + b.x ? a : b;
    const second = first === a ? b : a;
    const cell = first.y * width + first.x;
    if (second.x === first.x + 1 && second.y === first.y) ctx.blockedEast[cell] = 1;
    else if (second.y === first.y + 1 && second.x === first.x) ctx.blockedSouth[cell] = 1;
  }
}
