import type { Balance } from "../../balance/schema.js";
import { CARRIERS, type Carrier, DIRECTIONS, type Direction } from "../../constants.js";
import type { Prop } from "../../level/schema.js";
import { OPPOSITE } from "../../model/geometry.js";
import type { GameState } from "../../state/types.js";
import { neighbour, type Topology } from "../../topology/topology.js";
import type { SimContext } from "../context.js";

/** Ratio weights of a junction mode, in branch order ("1/3" → [1, 3]). */
export function modeWeights(mode: string): number[] {
  return mode.split("/").map(Number);
}

/** Share of the junction's flow a branch of weight `w` receives (balance ratio math). */
export function branchShare(balance: Balance, weights: readonly number[], w: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  return total <= 0 || w <= 0 ? 0 : Math.min(1, (balance.junction.ratioGain * w) / total);
}

const NO_SIDE = -1;

/**
 * Step 4: for each carrier, clear the transient values, then walk from every enabled flow prop through
 * connected cells with distance falloff, applying ratio weights at junctions (only to flow that arrives
 * from the junction's inferred incoming side); every reached cell keeps its best amount and its best
 * pressure/voltage, clamped.
 */
export function propagateNetworks(ctx: SimContext): void {
  for (const carrier of CARRIERS) propagateCarrier(ctx.state, ctx.balance, ctx.topology, carrier);
}

export function propagateCarrier(
  state: GameState,
  balance: Balance,
  topology: Topology,
  carrier: Carrier,
): void {
  const layer = state.networks[carrier];
  const { width, height } = state;
  const cells = width * height;
  layer.amount.fill(0);
  layer.potential.fill(0);
  const tc = topology.carriers[carrier];
  const cb = balance.carriers[carrier];
  const { amount: amountClamp, potential: potentialClamp } = balance.clamps;
  const clampA = (v: number) => Math.min(amountClamp.max, Math.max(amountClamp.min, v));
  const clampP = (v: number) => Math.min(potentialClamp.max, Math.max(potentialClamp.min, v));
  const visited = new Int32Array(cells).fill(-1);
  const stackCell: number[] = [];
  const stackFrom: number[] = [];
  const stackA: number[] = [];
  const stackP: number[] = [];
  state.props.forEach((prop, walk) => {
    if (prop.kind !== "flow" || prop.carrier !== carrier || !prop.enabled) return;
    const start = prop.at.y * width + prop.at.x;
    if (!layer.present[start]) return;
    stackCell.push(start);
    stackFrom.push(NO_SIDE);
    stackA.push(clampA(cb.sourceAmount));
    stackP.push(clampP(cb.sourcePotential));
    while (stackCell.length > 0) {
      const cell = stackCell.pop()!;
      const from = stackFrom.pop()!;
      const a = stackA.pop()!;
      const p = stackP.pop()!;
      if (visited[cell] === walk) continue;
      visited[cell] = walk;
      if (a > layer.amount[cell]!) layer.amount[cell] = a;
      if (p > layer.potential[cell]!) layer.potential[cell] = p;
      const j = tc.junctionAt[cell]!;
      if (j >= 0) {
        const info = tc.junctions[j]!;
        if (info.problem !== null || info.incoming === null || from !== DIRECTIONS.indexOf(info.incoming))
          continue;
        const weights = modeWeights(junctionMode(state.props[info.prop]));
        info.outgoing.forEach((d, k) => {
          const share = branchShare(balance, weights, weights[k] ?? 0);
          if (share <= 0) return;
          pushNext(cell, d, clampA(a * share - cb.amountFalloff), clampP(p * share - cb.potentialFalloff));
        });
        continue;
      }
      for (const d of DIRECTIONS) {
        if (from === DIRECTIONS.indexOf(d)) continue;
        pushNext(cell, d, clampA(a - cb.amountFalloff), clampP(p - cb.potentialFalloff));
      }
    }
  });

  function pushNext(cell: number, d: Direction, a: number, p: number): void {
    if (a <= 0 && p <= 0) return;
    const n = neighbour(width, height, cell, d);
    if (n < 0 || !layer.present[n]) return;
    stackCell.push(n);
    stackFrom.push(DIRECTIONS.indexOf(OPPOSITE[d]));
    stackA.push(a);
    stackP.push(p);
  }
}

function junctionMode(prop: Prop | undefined): string {
  return prop && (prop.kind === "t-junction" || prop.kind === "cross-junction") ? prop.mode : "";
}
