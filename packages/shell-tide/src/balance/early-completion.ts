import { type CompiledBoard, partsOfCounts } from "../solver/compiled-board.js";
import { EVERY_CHILD, MoveKernel, OUT_FIELDS } from "../solver/move-kernel.js";
import { createStateSpace, indexOfParts } from "../solver/state-space.js";
import { APPEAL } from "./plausible-player.js";

/**
 * The plausible player's chance of Full Rescue at each turn 1 … k, exactly as the balance proof's D
 * gives it, without the proof's walk over every reachable state. The design search asks this of
 * thousands of candidate boards: the proof's full graph of a 4×4 finale holds 2.4 million states, a
 * finale's first five turns about 36 thousand.
 *
 * Why the first turns suffice. Only an attempt on a board with dist ≤ k − t after t turns can still
 * finish by turn k, so the player's mass elsewhere is dropped (it changes no completion share up to
 * k). On a board with dist = d ≤ k − t the plausible moves are the rescues, the setups (a property of
 * the child's own moves) and the moves to a child with dist ≤ d − 1. Every distance read is about a
 * board at breadth-first depth δ with a bound ≤ k − δ, and a path that short never leaves the boards
 * within k turns of the start, so distances computed there are exact up to the bound, which is all
 * the player reads. The boards of depth ≤ k − 2 are expanded (their moves stored); those of depth
 * k − 1 only get the solver's goal test (dist 1 or more); a board's own moves are generated later
 * only when the player needs them (its setups, or its moves on the last turn). A test compares the
 * shares with the proof's D on random boards.
 */
export interface EarlyCompletion {
  /** completion[t]: probability of Full Rescue at exactly turn t, for t = 1 … k (index 0 unused). */
  completion: Float64Array;
  /**
   * With a lock horizon m ≤ k (maxTurns): unlocked[t], for t < m, the probability of being on a board
   * after t turns from which Full Rescue within the m − t turns left is still possible (never
   * soft-locked so far: a soft-locked attempt stays so). 1 − done by t − unlocked[t] is the share
   * soft-locked at turn t (fail-audit.ts), exactly.
   */
  unlocked: Float64Array;
  /** Boards within k − 1 turns of the start (the subgraph stored). */
  boards: number;
}

/** Distance value for "more than the bound, or not known here". */
const FAR = 255;

/** Position + 1 of each dense index (0: not stored), reused from call to call and cleared after. */
let posOf = new Int32Array(0);

function grow<T extends Int32Array | Uint8Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

export function earlyCompletion(
  board: CompiledBoard,
  startCounts: ArrayLike<number>,
  k: number,
  lockHorizon = 0,
): EarlyCompletion {
  if (lockHorizon > k) throw new RangeError(`earlyCompletion: lock horizon ${lockHorizon} beyond ${k} turns`);
  return new EarlyWalk(board, startCounts, k, lockHorizon).run();
}

/**
 * The walk's arrays, kept from call to call (the design search walks thousands of boards of one size):
 * every entry is written before it is read, so a walk starts with the largest arrays an earlier one
 * grew instead of growing its own from 1024 positions again.
 */
const scratch = {
  parts: new Int32Array(4 * 1024),
  index: new Int32Array(1024),
  depth: new Uint8Array(1024),
  vortex: new Int32Array(1024),
  dist: new Uint8Array(1024),
  edgeStart: new Int32Array(1024),
  edgeChild: new Int32Array(8192),
  edgeRescued: new Uint8Array(8192),
  edgeSource: new Uint8Array(8192),
};

class EarlyWalk {
  private readonly kernel: MoveKernel;
  private readonly out: Int32Array;
  private readonly moves: number;
  private pos: Int32Array;
  // per position (breadth-first discovery order)
  private parts = scratch.parts;
  private index = scratch.index;
  private depth = scratch.depth;
  private vortex = scratch.vortex;
  private dist = scratch.dist;
  private count = 0;
  // moves of the positions of depth ≤ k − 2: edgeStart[p] … edgeStart[p + 1]
  private edgeStart = scratch.edgeStart;
  private edgeChild = scratch.edgeChild;
  private edgeRescued = scratch.edgeRescued;
  private edgeSource = scratch.edgeSource;
  private edges = 0;
  private expanded = 0;

  constructor(
    board: CompiledBoard,
    private readonly startCounts: ArrayLike<number>,
    private readonly k: number,
    private readonly lockHorizon: number,
  ) {
    const space = createStateSpace(board);
    this.kernel = new MoveKernel(board, space);
    this.out = this.kernel.out;
    this.moves = 2 * board.n;
    if (posOf.length < space.size) posOf = new Int32Array(space.size);
    this.pos = posOf;
  }

  run(): EarlyCompletion {
    const { kernel, k } = this;
    const space = kernel.space!;
    const [a0, b0, c0, d0] = partsOfCounts(kernel.board, this.startCounts);
    const completion = new Float64Array(k + 1);
    const unlocked = new Float64Array(Math.max(1, this.lockHorizon));
    try {
      this.add(a0, b0, c0, d0, indexOfParts(space, a0, b0, c0, d0), 0);
      if (k < 1 || this.index[0] === 0) return { completion, unlocked, boards: 1 };
      let p = 0;
      for (; p < this.count && this.depth[p]! <= k - 2; p++) this.expandStored(p);
      this.expanded = p;
      this.distances();
      this.play(completion, unlocked);
      return { completion, unlocked, boards: this.count };
    } finally {
      for (let p = 0; p < this.count; p++) this.pos[this.index[p]!] = 0;
      const { parts, index, depth, vortex, dist, edgeStart, edgeChild, edgeRescued, edgeSource } = this;
      Object.assign(scratch, {
        parts,
        index,
        depth,
        vortex,
        dist,
        edgeStart,
        edgeChild,
        edgeRescued,
        edgeSource,
      });
    }
  }

  private add(a: number, b: number, c: number, d: number, index: number, depth: number): number {
    const p = this.count++;
    if (p === this.index.length) {
      const size = p * 2;
      this.parts = grow(this.parts, 4 * size);
      this.index = grow(this.index, size);
      this.depth = grow(this.depth, size);
      this.vortex = grow(this.vortex, size);
      this.dist = grow(this.dist, size);
      this.edgeStart = grow(this.edgeStart, size + 1);
    }
    this.parts[4 * p] = a;
    this.parts[4 * p + 1] = b;
    this.parts[4 * p + 2] = c;
    this.parts[4 * p + 3] = d;
    this.index[p] = index;
    this.depth[p] = depth;
    this.vortex[p] = -1;
    this.dist[p] = index === 0 ? 0 : FAR;
    this.pos[index] = p + 1;
    return p;
  }

  /** Stores the moves of position p (its children join the positions). */
  private expandStored(p: number): void {
    const { out } = this;
    this.edgeStart[p] = this.edges;
    if (this.index[p] === 0) return;
    const count = this.expandPosition(p);
    if (this.edges + count > this.edgeChild.length) {
      const size = this.edgeChild.length * 2 + count;
      this.edgeChild = grow(this.edgeChild, size);
      this.edgeRescued = grow(this.edgeRescued, size);
      this.edgeSource = grow(this.edgeSource, size);
    }
    const depth = this.depth[p]! + 1;
    for (let i = 0, o = 0; i < count; i++, o += OUT_FIELDS) {
      const child = out[o + 4]!;
      let at = this.pos[child]! - 1;
      if (at < 0) at = this.add(out[o]!, out[o + 1]!, out[o + 2]!, out[o + 3]!, child, depth);
      const e = this.edges++;
      this.edgeChild[e] = at;
      this.edgeRescued[e] = out[o + 6]!;
      this.edgeSource[e] = out[o + 5]! >> 1;
    }
    this.edgeStart[p + 1] = this.edges;
  }

  /** The kernel's moves of position p (in `out`), recording its Vortex mask. */
  private expandPosition(p: number): number {
    const { parts, out } = this;
    const count = this.kernel.expand(
      parts[4 * p]!,
      parts[4 * p + 1]!,
      parts[4 * p + 2]!,
      parts[4 * p + 3]!,
      EVERY_CHILD,
    );
    let mask = 0;
    for (let i = 0, o = 0; i < count; i++, o += OUT_FIELDS) mask |= out[o + 7]!;
    this.vortex[p] = mask;
    return count;
  }

  /** The Vortex mask of position p (its moves generated on first use). */
  private vortexOf(p: number): number {
    if (this.vortex[p]! < 0) this.expandPosition(p);
    return this.vortex[p]!;
  }

  /** Goal test on the last stored layer, then layered passes over the stored moves. */
  private distances(): void {
    const { parts, dist, kernel } = this;
    for (let p = this.expanded; p < this.count; p++) {
      if (dist[p] === 0) continue;
      const move = kernel.finishingMove(
        parts[4 * p]!,
        parts[4 * p + 1]!,
        parts[4 * p + 2]!,
        parts[4 * p + 3]!,
      );
      if (move >= 0) dist[p] = 1;
    }
    const assigned: number[] = [];
    for (let j = 1; j <= this.k; j++) {
      assigned.length = 0;
      for (let p = 0; p < this.expanded; p++) {
        if (dist[p] !== FAR) continue;
        for (let e = this.edgeStart[p]!, end = this.edgeStart[p + 1]!; e < end; e++) {
          if (dist[this.edgeChild[e]!]! < j) {
            assigned.push(p);
            break;
          }
        }
      }
      for (const p of assigned) dist[p] = j;
    }
  }

  /** The plausible player (plausible-player.ts), keeping only the mass that can still finish by turn k. */
  private play(completion: Float64Array, unlocked: Float64Array): void {
    const { k, dist, lockHorizon } = this;
    let mass = new Float64Array(this.count);
    let nextMass = new Float64Array(this.count);
    let active: number[] = [0];
    mass[0] = 1;
    // the last turn's moves of a board of depth k − 1, generated here: rescued, source, Vortex mask, goal
    const lastRescued = new Int32Array(this.moves);
    const lastSource = new Int32Array(this.moves);
    const lastWeight = new Float64Array(this.moves);
    const lastGoal = new Uint8Array(this.moves);
    const childParts = new Int32Array(4 * this.moves);
    for (let t = 0; t < k; t++) {
      const nextActive: number[] = [];
      for (const r of active) {
        const p = mass[r]!;
        mass[r] = 0;
        const d = dist[r]!;
        if (t < lockHorizon && d <= lockHorizon - t) unlocked[t]! += p;
        if (d === 0 || d > k - t) continue;
        if (r < this.expanded) {
          this.spreadStored(r, d, p, t, completion, nextMass, nextActive);
          continue;
        }
        // a board of depth k − 1 on the last turn (d = 1): its moves, their setups, their finishes
        const count = this.expandPosition(r);
        const out = this.out;
        for (let i = 0, o = 0; i < count; i++, o += OUT_FIELDS) {
          lastRescued[i] = out[o + 6]!;
          lastGoal[i] = out[o + 4] === 0 ? 1 : 0;
          lastSource[i] = out[o + 5]! >> 1;
          for (let q = 0; q < 4; q++) childParts[4 * i + q] = out[o + q]!;
        }
        let weightSum = 0;
        for (let i = 0; i < count; i++) {
          const rescues = lastRescued[i]! > 0;
          let plausible = rescues || lastGoal[i] === 1;
          if (!plausible) plausible = ((this.vortexOfParts(childParts, i) >> lastSource[i]!) & 1) === 1;
          lastWeight[i] = plausible ? APPEAL[lastRescued[i]!]! : 0;
          weightSum += lastWeight[i]!;
        }
        for (let i = 0; i < count; i++) {
          if (lastGoal[i] === 1) completion[t + 1]! += (p * lastWeight[i]!) / weightSum;
        }
      }
      [mass, nextMass] = [nextMass, mass];
      active = nextActive;
    }
  }

  private spreadStored(
    r: number,
    d: number,
    p: number,
    t: number,
    completion: Float64Array,
    nextMass: Float64Array,
    nextActive: number[],
  ): void {
    const { dist, edgeChild, edgeRescued } = this;
    const first = this.edgeStart[r]!;
    const end = this.edgeStart[r + 1]!;
    let weightSum = 0;
    for (let e = first; e < end; e++) {
      if (this.plausible(e, d)) weightSum += APPEAL[edgeRescued[e]!]!;
    }
    for (let e = first; e < end; e++) {
      if (!this.plausible(e, d)) continue;
      const child = edgeChild[e]!;
      const share = (p * APPEAL[edgeRescued[e]!]!) / weightSum;
      if (dist[child] === 0) completion[t + 1]! += share;
      else {
        if (nextMass[child] === 0) nextActive.push(child);
        nextMass[child]! += share;
      }
    }
  }

  /** A stored move of a board at distance d: a rescue, a setup, or a step closer to Full Rescue. */
  private plausible(e: number, d: number): boolean {
    if (this.edgeRescued[e]! > 0) return true;
    const child = this.edgeChild[e]!;
    if (this.dist[child]! < d) return true;
    return ((this.vortexOf(child) >> this.edgeSource[e]!) & 1) === 1;
  }

  /** The Vortex mask of a child given by its key parts (row i of `parts`), stored or not. */
  private vortexOfParts(parts: Int32Array, i: number): number {
    const space = this.kernel.space!;
    const index = indexOfParts(space, parts[4 * i]!, parts[4 * i + 1]!, parts[4 * i + 2]!, parts[4 * i + 3]!);
    const at = this.pos[index]! - 1;
    if (at >= 0) return this.vortexOf(at);
    const count = this.kernel.expand(
      parts[4 * i]!,
      parts[4 * i + 1]!,
      parts[4 * i + 2]!,
      parts[4 * i + 3]!,
      EVERY_CHILD,
    );
    let mask = 0;
    for (let j = 0, o = 0; j < count; j++, o += OUT_FIELDS) mask |= this.out[o + 7]!;
    return mask;
  }
}
