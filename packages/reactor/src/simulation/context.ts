import type { Balance } from "../balance/schema.js";
import type { GameState } from "../state/types.js";
import { runtimeTopology } from "../topology/cache.js";
import type { Topology } from "../topology/topology.js";
import type { SimulationEvent } from "./events.js";

/** Pair-table emissions waiting to be accumulated (step 9): parallel growable columns. */
export class Emissions {
  length = 0;
  effect = new Uint8Array(256);
  cell = new Int32Array(256);
  element = new Uint8Array(256);
  amount = new Float64Array(256);
  /** Pairs that produced each effect (indexed like PAIR_EFFECTS). */
  pairs: number[] = new Array<number>(14).fill(0);

  push(effect: number, cell: number, element: number, amount: number): void {
    if (this.length === this.cell.length) this.grow();
    const i = this.length++;
    this.effect[i] = effect;
    this.cell[i] = cell;
    this.element[i] = element;
    this.amount[i] = amount;
  }

  private grow(): void {
    const size = this.cell.length * 2;
    const copy = <T extends Uint8Array | Int32Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.effect = copy(this.effect, new Uint8Array(size));
    this.cell = copy(this.cell, new Int32Array(size));
    this.element = copy(this.element, new Uint8Array(size));
    this.amount = copy(this.amount, new Float64Array(size));
  }
}

/** Everything the stages of one simulation share. Stages mutate `state`, which the caller owns. */
export interface SimContext {
  state: GameState;
  balance: Balance;
  topology: Topology;
  events: SimulationEvent[];
  /** True inside forecasts: step 16 does not recurse. */
  forecasting: boolean;
  /** Surface values at the start of the simulation (4 elements × cells), for band rises and growth. */
  start: Float64Array;
  emissions: Emissions;
  /** Accumulated deltas: [priority][element][cell]. */
  deltas: Float64Array;
  /** Closed-door edges: the edge east of / south of a cell is blocked. */
  blockedEast: Uint8Array;
  blockedSouth: Uint8Array;
  /** Set by step 11 when a hazard grew into caution or critical this simulation. */
  growing: boolean;
}

export const DELTA_PRIORITIES = 2;

export function createContext(state: GameState, forecasting: boolean): SimContext {
  const cells = state.width * state.height;
  return {
    state,
    balance: state.balance,
    topology: runtimeTopology(state.level, state.networkEdits, {
      fuel: state.networks.fuel.present,
      coolant: state.networks.coolant.present,
      electricity: state.networks.electricity.present,
    }),
    events: [],
    forecasting,
    start: new Float64Array(4 * cells),
    emissions: new Emissions(),
    deltas: new Float64Array(DELTA_PRIORITIES * 4 * cells),
    blockedEast: new Uint8Array(cells),
    blockedSouth: new Uint8Array(cells),
    growing: false,
  };
}

/** Re-reads the topology after a rule effect removed a network cell. */
export function refreshTopology(ctx: SimContext): void {
  const s = ctx.state;
  ctx.topology = runtimeTopology(s.level, s.networkEdits, {
    fuel: s.networks.fuel.present,
    coolant: s.networks.coolant.present,
    electricity: s.networks.electricity.present,
  });
}
