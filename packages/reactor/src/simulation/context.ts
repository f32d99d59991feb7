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
  /** Surface values at the start of the simulation, per element (ELEMENTS order), for band rises and growth. */
  start: number[][];
  emissions: Emissions;
  /** Accumulated deltas: [priority][element][cell]. */
  deltas: Float64Array;
  /** Offsets into `deltas` that hold a value (each once), for step 10. */
  touched: Int32Array;
  touchedCount: number;
  /** 1 for offsets already in `touched`. */
  listed: Uint8Array;
  /** Band labels (element × 3 + band) of the surface after leak injection, [element * cells + cell]. */
  labels: Uint8Array;
  /** Per cell: bit e set when element e is present (above `presence`); bit 4 set when any band is above safe. */
  flags: Uint8Array;
  /** Closed-door edges: the edge east of / south of a cell is blocked. */
  blockedEast: Uint8Array;
  blockedSouth: Uint8Array;
  /** Set by step 11 when a hazard grew into caution or critical this simulation. */
  growing: boolean;
}

export const DELTA_PRIORITIES = 2;

interface Scratch {
  emissions: Emissions;
  deltas: Float64Array;
  touched: Int32Array;
  listed: Uint8Array;
  labels: Uint8Array;
  flags: Uint8Array;
  blockedEast: Uint8Array;
  blockedSouth: Uint8Array;
}

/**
 * Per-size scratch buffers are reused between simulations (a forecast runs several in a row); a
 * simulation borrows one set and returns it when done, so nested simulations never share a set.
 */
const pool = new Map<number, Scratch[]>();

function borrowScratch(cells: number): Scratch {
  const free = pool.get(cells)?.pop();
  if (free) return free;
  return {
    emissions: new Emissions(),
    deltas: new Float64Array(DELTA_PRIORITIES * 4 * cells),
    touched: new Int32Array(DELTA_PRIORITIES * 4 * cells),
    listed: new Uint8Array(DELTA_PRIORITIES * 4 * cells),
    labels: new Uint8Array(4 * cells),
    flags: new Uint8Array(cells),
    blockedEast: new Uint8Array(cells),
    blockedSouth: new Uint8Array(cells),
  };
}

// Stryker disable next-line BlockStatement: without the release no scratch set is reused and every simulation borrows fresh zeroed buffers; the results are the same
export function releaseContext(ctx: SimContext): void {
  // Stryker disable next-line ArithmeticOperator: a wrong pool key (w / h) only hands a later level buffers at least its own size (w × h ≥ w / h); every stage indexes below its width × height and zeroes what it reuses
  const cells = ctx.state.width * ctx.state.height;
  const { emissions, deltas, touched, listed, labels, flags, blockedEast, blockedSouth } = ctx;
  emissions.length = 0;
  let free = pool.get(cells);
  if (!free) pool.set(cells, (free = []));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the cap only bounds memory; a pooled scratch set and a fresh one give the same results
  if (free.length < 4)
    free.push({ emissions, deltas, touched, listed, labels, flags, blockedEast, blockedSouth });
}

export function createContext(state: GameState, forecasting: boolean): SimContext {
  const cells = state.width * state.height;
  return {
    ...borrowScratch(cells),
    state,
    balance: state.balance,
    topology: runtimeTopology(state.level, {
      fuel: state.networks.fuel.present,
      coolant: state.networks.coolant.present,
      electricity: state.networks.electricity.present,
    }),
    events: [],
    forecasting,
    // Stryker disable next-line ArrayDeclaration: step 1 (commit-player-phase) always replaces `start` before any stage reads it
    start: [],
    touchedCount: 0,
    growing: false,
  };
}

/** Re-reads the topology after a rule effect removed a network cell. */
export function refreshTopology(ctx: SimContext): void {
  const s = ctx.state;
  ctx.topology = runtimeTopology(s.level, {
    fuel: s.networks.fuel.present,
    coolant: s.networks.coolant.present,
    electricity: s.networks.electricity.present,
  });
}
