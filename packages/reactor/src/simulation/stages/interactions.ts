import { CARRIERS } from "../../constants.js";
import type { SimContext } from "../context.js";
import { EFFECT, label, pairCode } from "../pair-table.js";

/*
 * Steps 7 and 8 read the surface values left by leak injection and emit deltas; nothing changes until
 * step 10. Element indexes follow ELEMENTS: 0 fuel, 1 coolant, 2 electricity, 3 heat.
 */
const FUEL = 0;
const COOLANT = 1;
const ELECTRICITY = 2;
const HEAT = 3;

interface Reader {
  values: number[][];
  bands: (element: number, value: number) => number;
}

function reader(ctx: SimContext): Reader {
  const { hazards } = ctx.state;
  const b = ctx.balance.bands;
  const t = [b.fuel, b.coolant, b.electricity, b.heat];
  return {
    values: [hazards.fuel, hazards.coolant, hazards.electricity, hazards.heat],
    bands: (element, value) => {
      const th = t[element]!;
      return value >= th.critical ? 2 : value >= th.caution ? 1 : 0;
    },
  };
}

/** Emits the deltas of a cross-element effect between (e1 at c1) and (e2 at c2). */
function emitCross(ctx: SimContext, code: number, e1: number, c1: number, _e2: number, c2: number): void {
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

const FLOW_RATE: Record<number, keyof SimContext["balance"]["pairs"]> = {
  [EFFECT.FuelFlow]: "fuelFlow",
  [EFFECT.CoolFlow]: "coolFlow",
  [EFFECT.ChargeFlow]: "chargeFlow",
  [EFFECT.HeatFlow]: "heatFlow",
  [EFFECT.HeatFlow2]: "heatFlow2",
};

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
  const rate = ctx.balance.pairs[FLOW_RATE[code]!];
  const [hi, lo, diff] = va >= vb ? [a, b, va - vb] : [b, a, vb - va];
  if (diff <= 0) return;
  // A remedy block keeps the element out of the receiving cell, so the transfer does not happen at all.
  if (element !== HEAT && ctx.state.blocks[CARRIERS[element]!][lo]! > 0) return;
  const moved = (rate * diff) / 2;
  ctx.emissions.pairs[code]!++;
  ctx.emissions.push(code, hi, element, -moved);
  ctx.emissions.push(code, lo, element, moved);
}

/** Step 7: the six cross-element pairs inside each floor cell (both elements present). */
export function sameCellInteractions(ctx: SimContext): void {
  const { values, bands } = reader(ctx);
  const { floor } = ctx.topology;
  const presence = ctx.balance.presence;
  const cells = ctx.state.width * ctx.state.height;
  const v = [0, 0, 0, 0];
  const l = [0, 0, 0, 0];
  for (let cell = 0; cell < cells; cell++) {
    if (!floor[cell]) continue;
    let present = 0;
    for (let e = 0; e < 4; e++) {
      v[e] = values[e]![cell]!;
      if (v[e]! > presence) present++;
    }
    if (present < 2) continue;
    for (let e = 0; e < 4; e++) l[e] = label(e, bands(e, v[e]!));
    for (let e1 = 0; e1 < 3; e1++) {
      if (v[e1]! <= presence) continue;
      for (let e2 = e1 + 1; e2 < 4; e2++) {
        if (v[e2]! <= presence) continue;
        const code = pairCode(l[e1]!, l[e2]!);
        if (code !== EFFECT.Hold) emitCross(ctx, code, e1, cell, e2, cell);
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
  const { values, bands } = reader(ctx);
  const { floor } = ctx.topology;
  const { width, height } = ctx.state;
  const presence = ctx.balance.presence;
  const { blockedEast, blockedSouth } = ctx;
  const la = [0, 0, 0, 0];
  const lb = [0, 0, 0, 0];
  const va = [0, 0, 0, 0];
  const vb = [0, 0, 0, 0];
  const pair = (a: number, b: number) => {
    let any = false;
    for (let e = 0; e < 4; e++) {
      va[e] = values[e]![a]!;
      vb[e] = values[e]![b]!;
      if (va[e]! > presence || vb[e]! > presence) any = true;
    }
    if (!any) return;
    for (let e = 0; e < 4; e++) {
      la[e] = label(e, bands(e, va[e]!));
      lb[e] = label(e, bands(e, vb[e]!));
    }
    for (let e1 = 0; e1 < 4; e1++) {
      for (let e2 = 0; e2 < 4; e2++) {
        const code = pairCode(la[e1]!, lb[e2]!);
        if (code === EFFECT.Hold) continue;
        if (e1 === e2) emitFlow(ctx, code, e1, a, va[e1]!, b, vb[e2]!);
        else if (va[e1]! > presence && vb[e2]! > presence) emitCross(ctx, code, e1, a, e2, b);
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
