import type { Balance } from "../../balance/schema.js";
import { CARRIERS, type Carrier, DIRECTIONS } from "../../constants.js";
import type { Prop } from "../../level/schema.js";
import type { GameState } from "../../state/types.js";
import type { Topology } from "../../topology/topology.js";
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

let visited = new Int32Array(0);
let stamp = 0;

export function propagateCarrier(
  state: GameState,
  balance: Balance,
  topology: Topology,
  carrier: Carrier,
): void {
  const layer = state.networks[carrier];
  const { amount, potential, present } = layer;
  const cells = state.width * state.height;
  amount.fill(0);
  potential.fill(0);
  const tc = topology.carriers[carrier];
  const { neighbours } = topology;
  const cb = balance.carriers[carrier];
  const { amount: amountClamp, potential: potentialClamp } = balance.clamps;
  const aMin = amountClamp.min;
  const aMax = amountClamp.max;
  const pMin = potentialClamp.min;
  const pMax = potentialClamp.max;
  const fa = cb.amountFalloff;
  const fp = cb.potentialFalloff;
  // A walk marks the cells it reached with its own stamp, so the buffer is shared and never cleared.
  if (visited.length < cells) visited = new Int32Array(cells);
  // Stryker disable next-line ArrayDeclaration: a stray first entry would lie under the first walk and be popped last, as no cell with no values, and push nothing
  const stackCell: number[] = [];
  // Stryker disable next-line ArrayDeclaration: a stray first entry would lie under the first walk and be popped last, as no cell with no values, and push nothing
  const stackFrom: number[] = [];
  // Stryker disable next-line ArrayDeclaration: a stray first entry would lie under the first walk and be popped last, as no cell with no values, and push nothing
  const stackA: number[] = [];
  // Stryker disable next-line ArrayDeclaration: a stray first entry would lie under the first walk and be popped last, as no cell with no values, and push nothing
  const stackP: number[] = [];
  const push = (n: number, from: number, a: number, p: number) => {
    a = Math.min(aMax, Math.max(aMin, a));
    p = Math.min(pMax, Math.max(pMin, p));
    if ((a <= 0 && p <= 0) || n < 0 || !present[n]) return;
    stackCell.push(n);
    stackFrom.push(from);
    stackA.push(a);
    stackP.push(p);
  };
  for (const prop of state.props) {
    if (prop.kind !== "flow" || prop.carrier !== carrier || !prop.enabled) continue;
    const start = prop.at.y * state.width + prop.at.x;
    if (!present[start]) continue;
    // Stryker disable next-line UpdateOperator: stamps counting down from 0 are just as unique, and never 0 (a fresh buffer)
    const walk = ++stamp;
    push(start, NO_SIDE, cb.sourceAmount, cb.sourcePotential);
    while (stackCell.length > 0) {
      const cell = stackCell.pop()!;
      const from = stackFrom.pop()!;
      const a = stackA.pop()!;
      const p = stackP.pop()!;
      if (visited[cell] === walk) continue;
      visited[cell] = walk;
      if (a > amount[cell]!) amount[cell] = a;
      if (p > potential[cell]!) potential[cell] = p;
      const j = tc.junctionAt[cell]!;
      if (j >= 0) {
        const info = tc.junctions[j]!;
        // Junctions regulate only flow arriving from their inferred incoming side.
        if (info.problem !== null || info.incoming === null || from !== DIRECTIONS.indexOf(info.incoming))
          continue;
        const weights = modeWeights(junctionMode(state.props[info.prop]));
        info.outgoing.forEach((d, k) => {
          const share = branchShare(balance, weights, weights[k] ?? 0);
          if (share <= 0) return;
          const dir = DIRECTIONS.indexOf(d);
          push(neighbours[cell * 4 + dir]!, (dir + 2) & 3, a * share - fa, p * share - fp);
        });
        continue;
      }
      for (let dir = 0; dir < 4; dir++) {
        if (dir === from) continue;
        push(neighbours[cell * 4 + dir]!, (dir + 2) & 3, a - fa, p - fp);
      }
    }
  }
}

function junctionMode(prop: Prop | undefined): string {
  return prop && (prop.kind === "t-junction" || prop.kind === "cross-junction") ? prop.mode : "";
}
