import type { CompiledBoard } from "./compiled-board.js";

/**
 * The solver's move kernel: one move applied to a packed state without copying it. `apply` computes
 * the child's key, the starfish rescued (wet pits, the capture chain, the Sweep) and the Vortex
 * points; `countAt` / `write` give the child's counts on demand, so a child already seen costs no
 * copy at all. It implements exactly the rules of `rules/` (a property test compares the two).
 */
export class Transition {
  key = 0;
  rescued = 0;
  stop = 0;
  /** Bit e set when node e was the empty node (Vortex point) of a capture. */
  vortexMask = 0;
  captureCount = 0;
  /** The node the Sweep cleared, or -1. */
  swept = -1;
  /** Nodes emptied by captures and the Sweep (in order) and the piles they held. */
  readonly clearedNodes = new Int32Array(32);
  readonly clearedPiles = new Int32Array(32);
  clearedCount = 0;
  /** The move's source, its full laps (k / n) and the rest (k mod n); read by the rank update. */
  src = 0;
  q = 0;
  rem = 0;
  private pool: Uint8Array = new Uint8Array(0);
  private base = 0;
  private stepBase = 0;
  private cleared = 0;

  constructor(readonly board: CompiledBoard) {}

  /** Applies the legal move (src, d) to the state stored at pool[base .. base + n). */
  apply(pool: Uint8Array, base: number, parentKey: number, src: number, d: number): void {
    const b = this.board;
    const n = b.n;
    const k = pool[base + src]!;
    const q = (k / n) | 0;
    const rem = k - q * n;
    const t = d * n + src;
    const tr = t * (n + 1) + rem;
    this.pool = pool;
    this.base = base;
    this.src = src;
    this.q = q;
    this.rem = rem;
    this.stepBase = t * n;
    this.cleared = 0;
    let clearedCount = 0;
    let key = parentKey - k * b.weight[src]! + q * b.lapWeight + b.prefixWeight[tr]!;
    let rescued = q * b.pitCount + b.prefixPits[tr]!;
    let vortex = 0;
    let captures = 0;
    const stop = b.nodeAt[tr]!;
    const nx = d * n;
    let cursor = stop;
    for (;;) {
      const e = b.next[nx + cursor]!;
      if (b.isPit[e] === 1 || this.countAt(e) !== 0) break;
      const r = b.next[nx + e]!;
      if (b.isPit[r] === 1) break;
      const pile = this.countAt(r);
      if (pile === 0) break;
      this.cleared |= 1 << r;
      this.clearedNodes[clearedCount] = r;
      this.clearedPiles[clearedCount++] = pile;
      vortex |= 1 << e;
      captures++;
      rescued += pile;
      key -= pile * b.weight[r]!;
      cursor = r;
    }
    this.swept = -1;
    if (b.sweep && rescued > 0 && key !== 0) {
      let last = -1;
      for (let x = 0; x < n; x++) {
        if (b.isPit[x] === 0 && this.countAt(x) > 0) {
          if (last !== -1) {
            last = -2;
            break;
          }
          last = x;
        }
      }
      if (last >= 0) {
        const pile = this.countAt(last);
        rescued += pile;
        key -= pile * b.weight[last]!;
        this.cleared |= 1 << last;
        this.clearedNodes[clearedCount] = last;
        this.clearedPiles[clearedCount++] = pile;
        this.swept = last;
      }
    }
    this.clearedCount = clearedCount;
    this.key = key;
    this.rescued = rescued;
    this.stop = stop;
    this.vortexMask = vortex;
    this.captureCount = captures;
  }

  /** Starfish on sand node x after the last `apply` (not meaningful for wet pits). */
  countAt(x: number): number {
    if ((this.cleared & (1 << x)) !== 0) return 0;
    const own = x === this.src ? 0 : this.pool[this.base + x]!;
    return own + this.q + (this.board.stepsTo[this.stepBase + x]! <= this.rem ? 1 : 0);
  }

  /** Writes the child's counts to out[outBase .. outBase + n). */
  write(out: Uint8Array, outBase: number): void {
    const b = this.board;
    for (let x = 0; x < b.n; x++) out[outBase + x] = b.isPit[x] === 1 ? 0 : this.countAt(x);
  }
}
