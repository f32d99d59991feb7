import type { CompiledBoard } from "./compiled-board.js";

/** Set bits of a mask below 2^24 (node masks). */
const POPCOUNT_12 = Uint8Array.from({ length: 4096 }, (_, x) => {
  let count = 0;
  for (let v = x; v > 0; v >>= 1) count += v & 1;
  return count;
});
const popcount = (x: number) => POPCOUNT_12[x & 4095]! + POPCOUNT_12[x >>> 12]!;

/**
 * The solver's move kernel: one move applied to a packed state without copying it. `setParent`
 * reads the board once (which sand nodes are empty, how many piles), then each `apply` computes
 * the child's key, the starfish rescued (wet pits, the capture chain, the Sweep) and the Vortex
 * points in O(1) plus the chain length; `countAt` / `write` give the child's counts on demand, so
 * a child already seen costs no copy at all. It implements exactly the rules of `rules/` (a
 * property test compares the two).
 */
export class Transition {
  /** The child's key and its parts (key = keyA + rangeA × (keyB + rangeB × keyC)). */
  key = 0;
  keyA = 0;
  keyB = 0;
  keyC = 0;
  rescued = 0;
  stop = 0;
  /** Bit e set when node e was the empty node (Vortex point) of a capture. */
  vortexMask = 0;
  captureCount = 0;
  /** The node the Sweep cleared, or -1. */
  swept = -1;
  private pool: Uint8Array = new Uint8Array(0);
  private base = 0;
  private parentA = 0;
  private parentB = 0;
  private parentC = 0;
  private zeroMask = 0;
  private piles = 0;
  private src = 0;
  private q = 0;
  private rem = 0;
  private stepBase = 0;
  private cleared = 0;

  constructor(readonly board: CompiledBoard) {}

  /** The state to move from: its counts at pool[base .. base + n) and its key. */
  setParent(pool: Uint8Array, base: number, key: number): void {
    this.pool = pool;
    this.base = base;
    const { n, isPit, rangeA, rangeB } = this.board;
    // partsOf, without its array (this runs once per expanded state)
    const c = Math.floor(key / (rangeA * rangeB));
    const rest = key - c * rangeA * rangeB;
    this.parentC = c;
    this.parentB = Math.floor(rest / rangeA);
    this.parentA = rest - this.parentB * rangeA;
    let zeroMask = 0;
    let piles = 0;
    for (let x = 0; x < n; x++) {
      if (isPit[x] === 1) continue;
      if (pool[base + x] === 0) zeroMask |= 1 << x;
      else piles++;
    }
    this.zeroMask = zeroMask;
    this.piles = piles;
  }

  /** Applies the legal move (src, d) to the parent. */
  apply(src: number, d: number): void {
    const b = this.board;
    const n = b.n;
    const k = this.pool[this.base + src]!;
    const q = (k / n) | 0;
    const rem = k - q * n;
    const t = d * n + src;
    const tr = t * (n + 1) + rem;
    this.src = src;
    this.q = q;
    this.rem = rem;
    this.stepBase = t * n;
    this.cleared = 0;
    let keyA = this.parentA - k * b.weightA[src]! + q * b.lapA + b.prefixA[tr]!;
    let keyB = this.parentB - k * b.weightB[src]! + q * b.lapB + b.prefixB[tr]!;
    let keyC = this.parentC - k * b.weightC[src]! + q * b.lapC + b.prefixC[tr]!;
    let rescued = q * b.pitCount + b.prefixPits[tr]!;
    // Piles after sowing: with a full lap every sand node holds starfish; otherwise the source is
    // emptied and every empty sand node on the route gains one.
    let piles = q > 0 ? popcount(b.sandMask) : this.piles - 1 + popcount(b.routeMask[tr]! & this.zeroMask);
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
      vortex |= 1 << e;
      captures++;
      piles--;
      rescued += pile;
      keyA -= pile * b.weightA[r]!;
      keyB -= pile * b.weightB[r]!;
      keyC -= pile * b.weightC[r]!;
      cursor = r;
    }
    this.swept = -1;
    if (piles === 1 && rescued > 0 && b.sweep) {
      // piles counts sand nodes holding starfish, so exactly one is left: find it.
      for (let x = 0; x < n; x++) {
        if (b.isPit[x] === 1) continue;
        const pile = this.countAt(x);
        if (pile > 0) {
          rescued += pile;
          keyA -= pile * b.weightA[x]!;
          keyB -= pile * b.weightB[x]!;
          keyC -= pile * b.weightC[x]!;
          this.cleared |= 1 << x;
          this.swept = x;
          break;
        }
      }
    }
    this.keyA = keyA;
    this.keyB = keyB;
    this.keyC = keyC;
    this.key = keyA + b.rangeA * (keyB + b.rangeB * keyC);
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
