import type { FullGraph } from "../solver/full-graph.js";
import { edgeClasses, isPlausible } from "./classify.js";

/** A move's appeal: 2^(starfish its preview shows rescued). Powers of two are exact in doubles. */
export const APPEAL = Float64Array.from({ length: 256 }, (_, rescued) => 2 ** rescued);

/**
 * The plausible player's attempts, propagated exactly: the probability of being on each board after
 * t turns without having completed. On every board the player picks one of the plausible moves
 * with probability proportional to its appeal, 2^(starfish its preview shows rescued); a board without a
 * plausible move ends the attempt (stuck). Completions are absorbed at the turn they happen.
 */
export interface PlayerRun {
  horizon: number;
  /** completion[t]: probability of Full Rescue at exactly turn t (index 0 unused). */
  completion: Float64Array;
  /** alive[t]: probability of being on a non-empty board after t turns. */
  alive: Float64Array;
  /** stuck[t]: probability of having hit a board with no plausible move before turn t. */
  stuck: Float64Array;
  /** nearMiss[t]: alive mass at t on boards with 10–30% left and distance 1. */
  nearMiss: Float64Array;
  /** band[t]: alive mass at t on boards with 10–30% left. */
  band: Float64Array;
  /** How many distinct boards carry probability after t turns. */
  boards: number[];
  /** Every board the player took, turn by turn (only when asked for: `runPlausiblePlayer`'s `trace`). */
  trace: PlayerTrace | null;
}

/**
 * The player's walk written down, so the fail audit can read the same attempts instead of
 * propagating them again (it follows the same player for maxTurns ≤ horizon turns). Turn t
 * (0 … horizon) is entries turnStart[t] … turnStart[t + 1] − 1, in the order the player took them.
 */
export interface PlayerTrace {
  turnStart: Int32Array;
  /** The board, or ~board (negative) when it has no plausible move (the attempt is stuck there). */
  boards: Int32Array;
  /** The probability the player took from the board (0 for a board listed twice in one turn). */
  taken: Float64Array;
  /** The probability on the board when the turn began. */
  held: Float64Array;
}

export function runPlausiblePlayer(
  graph: FullGraph,
  start: number,
  horizon: number,
  inBand: (remaining: number) => boolean,
  /** A heartbeat: the turn being propagated, at its start and every 65,536 boards within it. */
  onTurn?: (turn: number) => void,
  /** Write the walk down (`PlayerRun.trace`) for the fail audit. */
  trace = false,
): PlayerRun {
  const { size, edgeFrom, edgeCount, edgeChild, edgeRescued, total, dist } = graph;
  // the player takes boards at most horizon − 1 turns from the start
  const classes = edgeClasses(graph, horizon);
  let mass = new Float64Array(size);
  let nextMass = new Float64Array(size);
  const completion = new Float64Array(horizon + 1);
  const alive = new Float64Array(horizon + 1);
  const stuck = new Float64Array(horizon + 2);
  const nearMiss = new Float64Array(horizon + 1);
  const band = new Float64Array(horizon + 1);
  // Two work lists of boards with mass (this turn's and the next one's), reused every turn.
  let active = new Int32Array(Math.max(1, graph.order.length));
  let nextActive = new Int32Array(Math.max(1, graph.order.length));
  let activeCount = 1;
  active[0] = start;
  mass[start] = 1;
  alive[0] = start === 0 ? 0 : 1;
  const boards = [1];
  const plausibleEdges = new Int32Array(64);
  let stuckSoFar = 0;
  const record = trace ? new TraceWriter(horizon) : null;
  record?.turn(active, activeCount, mass);
  for (let t = 0; t < horizon; t++) {
    let nextCount = 0;
    onTurn?.(t);
    for (let i = 0; i < activeCount; i++) {
      if (onTurn && (i & 0xffff) === 0xffff) onTurn(t);
      const r = active[i]!;
      const p = mass[r]!;
      mass[r] = 0;
      record?.took(p);
      if (r === 0) continue;
      let count = 0;
      let weightSum = 0;
      for (let e = edgeFrom[r]!, end = e + edgeCount[r]!; e < end; e++) {
        if (!isPlausible(classes[e]!)) continue;
        plausibleEdges[count++] = e;
        // the starfish a move rescues are what its child has fewer of: total[r] − total[child]
        weightSum += APPEAL[edgeRescued[e]!]!;
      }
      if (count === 0) {
        stuckSoFar += p;
        record?.stuck();
        continue;
      }
      for (let k = 0; k < count; k++) {
        const e = plausibleEdges[k]!;
        const child = edgeChild[e]!;
        const share = (p * APPEAL[edgeRescued[e]!]!) / weightSum;
        if (child === 0) {
          completion[t + 1]! += share;
          continue;
        }
        if (nextMass[child] === 0) nextActive[nextCount++] = child;
        nextMass[child]! += share;
      }
    }
    stuck[t + 1] = stuckSoFar;
    [active, nextActive] = [nextActive, active];
    activeCount = nextCount;
    boards.push(nextCount);
    let aliveMass = 0;
    let nearMissMass = 0;
    let bandMass = 0;
    for (let i = 0; i < activeCount; i++) {
      const r = active[i]!;
      const p = nextMass[r]!;
      aliveMass += p;
      if (inBand(total[r]!)) {
        bandMass += p;
        if (dist[r] === 1) nearMissMass += p;
      }
    }
    alive[t + 1] = aliveMass;
    nearMiss[t + 1] = nearMissMass;
    band[t + 1] = bandMass;
    const swap = mass;
    mass = nextMass;
    nextMass = swap;
    record?.turn(active, activeCount, mass);
  }
  return { horizon, completion, alive, stuck, nearMiss, band, boards, trace: record?.done() ?? null };
}

/** Builds a {@link PlayerTrace}: a turn's boards and held mass when it begins, then what was taken. */
class TraceWriter {
  private readonly turnStart: Int32Array;
  private boards = new Int32Array(1024);
  private taken = new Float64Array(1024);
  private held = new Float64Array(1024);
  private size = 0;
  private turns = 0;
  /** The entry the player takes next. */
  private at = 0;

  constructor(horizon: number) {
    this.turnStart = new Int32Array(horizon + 2);
  }

  turn(active: Int32Array, count: number, mass: Float64Array): void {
    if (this.size + count > this.boards.length) this.grow(this.size + count);
    this.turnStart[this.turns++] = this.size;
    this.at = this.size;
    for (let i = 0; i < count; i++) {
      const r = active[i]!;
      this.boards[this.size] = r;
      this.held[this.size++] = mass[r]!;
    }
  }

  took(p: number): void {
    this.taken[this.at++] = p;
  }

  /** The board just taken has no plausible move. */
  stuck(): void {
    this.boards[this.at - 1] = ~this.boards[this.at - 1]!;
  }

  done(): PlayerTrace {
    this.turnStart[this.turns] = this.size;
    return {
      turnStart: this.turnStart,
      boards: this.boards.subarray(0, this.size),
      taken: this.taken.subarray(0, this.size),
      held: this.held.subarray(0, this.size),
    };
  }

  private grow(needed: number): void {
    const capacity = Math.max(needed, this.boards.length * 2);
    const boards = new Int32Array(capacity);
    boards.set(this.boards.subarray(0, this.size));
    const taken = new Float64Array(capacity);
    taken.set(this.taken.subarray(0, this.size));
    const held = new Float64Array(capacity);
    held.set(this.held.subarray(0, this.size));
    this.boards = boards;
    this.taken = taken;
    this.held = held;
  }
}

/**
 * P75 of D = min(completion turn, H): attempts that have not completed within the horizon (stuck
 * ones included) count as H. The smallest t with P(D ≤ t) ≥ 0.75.
 */
export function percentile75(completion: Float64Array): number {
  const horizon = completion.length - 1;
  let cumulative = 0;
  for (let t = 1; t < horizon; t++) {
    cumulative += completion[t]!;
    // The tolerance keeps a share that is exactly 75% in exact arithmetic from missing by rounding.
    if (cumulative >= 0.75 - 1e-12) return t;
  }
  return horizon;
}
