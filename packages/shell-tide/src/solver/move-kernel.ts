import type { CompiledBoard } from "./compiled-board.js";
import { candidateSources } from "./goal-tables.js";
import type { StateSpace } from "./state-space.js";

/** Fields of a successor row in `MoveKernel.out`. */
export const OUT_A = 0;
export const OUT_B = 1;
export const OUT_C = 2;
export const OUT_D = 3;
/** Dense index (only with a state space). */
export const OUT_INDEX = 4;
/** The move: src * 2 + direction code. */
export const OUT_MOVE = 5;
/** Starfish the move rescues (wet pits, captures, Sweep). */
export const OUT_RESCUED = 6;
/** Bit e set when node e is the empty node (Vortex point) of one of the move's captures. */
export const OUT_VORTEX = 7;
export const OUT_FIELDS = 8;

/** Stand-ins for the index tables when the board has no state space. */
// Stryker disable next-line ObjectLiteral: without a state space `expand` computes no index, so the stand-ins are never read
const NO_SPACE = {
  dInfo: new Int32Array(0),
  totalC: new Int32Array(0),
  baseC: new Int32Array(0),
  offsetB: new Int32Array(0),
  rankInTotalA: new Int32Array(0),
  rangeB: 0,
  rangeC: 0,
};
/** "Keep every successor" (no visited set). */
export const EVERY_CHILD = new Uint32Array(0);

/**
 * The solver's move kernel: every legal move of one state, applied to its packed key. A state is
 * given by its four key parts (`CompiledBoard`); `expand` decodes its counts once (table lookups
 * when the board has a dense state space, else divisions), then for each legal move — node index
 * order, left before right, as `legalMoves` — computes the child with no copy of the board:
 *
 * - the sow from one row of the board's `sow` table (key deltas, wet-pit rescues, STOP, filled
 *   nodes), O(1);
 * - the capture chain on a bit mask of the sand nodes holding starfish, reading a node's count only
 *   when its pile is captured;
 * - the Final Tide Sweep when the mask is down to one pile;
 * - with a state space, the child's dense index (small-table lookups, no division);
 * - for the solver's search, the child's goal test (`finishingMove`'s, on the child's occupancy).
 *
 * The successors land in `out` (rows of OUT_FIELDS). It implements exactly the rules of `rules/`
 * (property tests compare the two). One kernel per board; between calls it holds only scratch.
 *
 * Style of the hot loop, measured on V8 (Node 20): every integer expression is written `… | 0` or
 * with `Math.imul`, so the compiler keeps it in 32-bit registers with no overflow checks (all values
 * are small: part keys below 2^24, counts below 256); table fields are literal offsets (a module
 * constant is a context load per use) — the `sow` row layout is SOW_A … SOW_GAIN of
 * sow-layout.ts, the `finish` entry that of goal-tables.ts, and the `out` row layout is OUT_A … OUT_VORTEX above (a test checks both).
 * Together these made the kernel about a quarter faster than the same code in plain style.
 */
export class MoveKernel {
  /** Successor rows: out[i * OUT_FIELDS + OUT_…]. */
  readonly out: Int32Array;
  /** The counts of the state last decoded (wet pits 0). */
  readonly counts: Int32Array;
  /** Starfish on the board of the state last decoded. */
  parentTotal = 0;
  /** With `expand`'s goal test: the finishing move of the last child written, or −1. */
  childFinishingMove = -1;
  private readonly radix: number;
  /** Scratch: a child's pile sizes for its goal test. */
  private readonly childCounts: Int32Array;

  constructor(
    readonly board: CompiledBoard,
    readonly space: StateSpace | null,
  ) {
    this.out = new Int32Array(2 * board.n * OUT_FIELDS);
    this.counts = new Int32Array(board.n);
    this.radix = board.objective + 1;
    this.childCounts = new Int32Array(board.n);
  }

  /** Fills `counts` from key parts and returns the bit mask of the sand nodes holding starfish. */
  decode(a: number, b: number, c: number, d: number): number {
    const { sandNodes, digitsA, digitsB, digitsC, digitsD } = this.board;
    const space = this.space;
    let nonEmpty: number;
    if (space !== null) {
      this.parentTotal = 0;
      nonEmpty = this.decodePart(space.digitsOfA, a, digitsA, 0);
      nonEmpty |= this.decodePart(space.digitsOfB, b, digitsB, digitsA);
      nonEmpty |= this.decodePart(space.digitsOfC, c, digitsC, digitsA + digitsB);
      nonEmpty |= this.decodePart(space.digitsOfD, d, digitsD, digitsA + digitsB + digitsC);
      return nonEmpty;
    }
    const radix = this.radix;
    const counts = this.counts;
    const parts = [a, b, c, d];
    const sizes = [digitsA, digitsB, digitsC, digitsD];
    let total = 0;
    nonEmpty = 0;
    for (let p = 0, j = 0; p < 4; p++) {
      let rest = parts[p]!;
      for (let i = 0; i < sizes[p]!; i++, j++) {
        const v = rest % radix;
        rest = (rest - v) / radix;
        const node = sandNodes[j]!;
        counts[node] = v;
        // Stryker disable next-line AssignmentOperator: parentTotal is read only for a dense index, and this is the decode without a state space
        total += v;
        nonEmpty |= (-v >>> 31) << node;
      }
    }
    this.parentTotal = total;
    return nonEmpty;
  }

  /** One part from its digit table: its sand nodes' counts (added to parentTotal) and their mask. */
  private decodePart(table: Uint8Array, key: number, digits: number, first: number): number {
    const sandNodes = this.board.sandNodes;
    const counts = this.counts;
    let nonEmpty = 0;
    let total = 0;
    const at = Math.imul(key, digits) | 0;
    for (let j = 0; j < digits; j = (j + 1) | 0) {
      const node = sandNodes[(first + j) | 0]! | 0;
      const v = table[(at + j) | 0]! | 0;
      counts[node] = v;
      total = (total + v) | 0;
      nonEmpty |= (-v >>> 31) << node;
    }
    this.parentTotal = (this.parentTotal + total) | 0;
    return nonEmpty;
  }

  /**
   * The first legal move (src * 2 + direction code, in `expand`'s order) of the state with key parts
   * (a, b, c, d) that rescues every starfish left on the board, or −1: the solver's goal test.
   */
  finishingMove(a: number, b: number, c: number, d: number): number {
    const nonEmpty = this.decode(a | 0, b | 0, c | 0, d | 0) | 0;
    const candidates = candidateSources(nonEmpty, this.board.goal.outOfReach, this.board.sweep);
    return candidates === 0 ? -1 : this.firstFinishing(nonEmpty, candidates, this.counts);
  }

  /**
   * The goal test proper, for the state whose occupied sand nodes are `nonEmpty`, trying the sources
   * in `candidates` (`candidateSources`) with pile sizes in `piles` (by node; only the candidates
   * are read). It works on occupancy masks only — no key arithmetic, no pile sizes past choosing the
   * sow — and skips every sow that cannot be part of a finishing move (goal-tables.ts); the rest run
   * the capture chain and the Sweep on the mask.
   */
  private firstFinishing(nonEmpty: number, candidates: number, piles: Int32Array): number {
    const { finish, chain, liveDirections } = this.board.goal;
    const sweep = this.board.sweep;
    const n = this.board.n | 0;
    const sandMask = this.board.sandMask | 0;
    const sowStride = this.board.sowStride | 0;
    let sources = candidates;
    while (sources !== 0) {
      const low = sources & -sources;
      sources ^= low;
      const src = (31 - Math.clz32(low)) | 0;
      const k = piles[src]! | 0;
      const live = liveDirections[(Math.imul(src, sowStride) + k) | 0]! | 0;
      if (live === 0) continue;
      const others = nonEmpty ^ low;
      for (let dir = 0; dir < 2; dir = (dir + 1) | 0) {
        if (((live >>> dir) & 1) === 0) continue;
        const ring = Math.imul(dir, n) | 0;
        // finish entry (goal-tables.ts): filled mask, STOP << 24, wet-pit drop bit 29
        const sown = finish[(Math.imul(ring + src, sowStride) + k) | 0]! | 0;
        let filled = others | (sown & 0xffffff);
        let rescued = sown >>> 29;
        let cursor = (sown >>> 24) & 31;
        for (;;) {
          const link = chain[(ring + cursor) | 0]! | 0;
          const r = link >>> 8;
          if ((((sandMask & ~filled) >>> (link & 255)) & (filled >>> r) & 1) === 0) break;
          filled ^= 1 << r;
          rescued = 1;
          cursor = r;
        }
        if (filled === 0) return (src << 1) | dir;
        if (sweep && rescued !== 0 && (filled & (filled - 1)) === 0) return (src << 1) | dir;
      }
    }
    return -1;
  }

  /**
   * Generates the legal moves of the state with key parts (a, b, c, d) into `out`; returns how many
   * rows it wrote. With `visited` (a bit set over dense indexes; the board must have a state
   * space) only successors whose bit is clear are written and their bits are set. With
   * `EVERY_CHILD` every move is written.
   *
   * With `goalTest` (the solver's search), each child written is goal-tested at once, in order
   * (`firstFinishing` on its occupancy, with its counts read off the parent's and the sow's): at the
   * first child with a finishing move, generation stops, that child is the last row, and its move is
   * left in `childFinishingMove` (−1 when no child had one).
   */
  expand(a: number, b: number, c: number, d: number, visited: Uint32Array, goalTest = false): number {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const nonEmpty = this.decode(a, b, c, d) | 0;
    const { arrow, sweep, sow, sowDelta, links, partWeights } = this.board;
    const n = this.board.n | 0;
    const sandMask = this.board.sandMask | 0;
    const sowStride = this.board.sowStride | 0;
    const out = this.out;
    const counts = this.counts;
    const total = this.parentTotal | 0;
    const dense = this.space !== null;
    const filter = visited.length > 0;
    const { dInfo, totalC, baseC, offsetB, rankInTotalA } = this.space ?? NO_SPACE;
    const rangeB = (this.space ?? NO_SPACE).rangeB | 0;
    const rangeC = (this.space ?? NO_SPACE).rangeC | 0;
    const outOfReach = this.board.goal.outOfReach;
    const childCounts = this.childCounts;
    this.childFinishingMove = -1;
    let count = 0;
    let sources = nonEmpty;
    while (sources !== 0) {
      const low = sources & -sources;
      sources ^= low;
      const src = (31 - Math.clz32(low)) | 0;
      const k = counts[src]! | 0;
      const only = arrow[src]! | 0;
      const others = nonEmpty ^ low;
      for (let dir = 0; dir < 2; dir++) {
        if (only !== -1 && only !== dir) continue;
        // sow row fields: 0–3 part deltas, 4 wet-pit rescues, 5 STOP, 6 filled mask
        const slot = (Math.imul(Math.imul(dir, n) + src, sowStride) + k) | 0;
        const row = slot << 3;
        let filled = others | sow[(row + 6) | 0]!;
        let ca = (a + sow[row]!) | 0;
        let cb = (b + sow[(row + 1) | 0]!) | 0;
        let cc = (c + sow[(row + 2) | 0]!) | 0;
        let cd = (d + sow[(row + 3) | 0]!) | 0;
        let rescued = sow[(row + 4) | 0]! | 0;
        let vortex = 0;
        // The capture chain: from the cursor, an empty sand node e, then a pile at r.
        let cursor = sow[(row + 5) | 0]! | 0;
        for (;;) {
          const link = (Math.imul(dir, n) + cursor) << 1;
          const e = links[link]! | 0;
          const r = links[(link + 1) | 0]! | 0;
          if ((((sandMask & ~filled) >>> e) & (filled >>> r) & 1) === 0) break;
          const pile = (counts[r]! + sowDelta[(Math.imul(slot, n) + r) | 0]!) | 0;
          filled ^= 1 << r;
          vortex |= 1 << e;
          rescued = (rescued + pile) | 0;
          ca = (ca - Math.imul(pile, partWeights[r << 2]!)) | 0;
          cb = (cb - Math.imul(pile, partWeights[((r << 2) + 1) | 0]!)) | 0;
          cc = (cc - Math.imul(pile, partWeights[((r << 2) + 2) | 0]!)) | 0;
          cd = (cd - Math.imul(pile, partWeights[((r << 2) + 3) | 0]!)) | 0;
          cursor = r;
        }
        // The Sweep: a rescue this turn and exactly one pile left.
        if (sweep && rescued > 0 && filled !== 0 && (filled & (filled - 1)) === 0) {
          const x = (31 - Math.clz32(filled)) | 0;
          const pile = (counts[x]! + sowDelta[(Math.imul(slot, n) + x) | 0]!) | 0;
          rescued = (rescued + pile) | 0;
          ca = (ca - Math.imul(pile, partWeights[x << 2]!)) | 0;
          cb = (cb - Math.imul(pile, partWeights[((x << 2) + 1) | 0]!)) | 0;
          cc = (cc - Math.imul(pile, partWeights[((x << 2) + 2) | 0]!)) | 0;
          cd = (cd - Math.imul(pile, partWeights[((x << 2) + 3) | 0]!)) | 0;
          filled = 0;
        }
        let index = -1;
        if (dense) {
          const t3 = (total - rescued - dInfo[((cd << 1) + 1) | 0]!) | 0;
          const t2 = (t3 - totalC[cc]!) | 0;
          index =
            (dInfo[cd << 1]! +
              baseC[(Math.imul(t3, rangeC) + cc) | 0]! +
              offsetB[(Math.imul(t2, rangeB) + cb) | 0]! +
              rankInTotalA[ca]!) |
            0;
          if (filter) {
            const word = index >>> 5;
            const bit = 1 << (index & 31);
            const seen = visited[word]! | 0;
            if ((seen & bit) !== 0) continue;
            visited[word] = seen | bit;
          }
        }
        // out row fields: 0–3 parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
        const o = count << 3;
        out[o] = ca;
        out[(o + 1) | 0] = cb;
        out[(o + 2) | 0] = cc;
        out[(o + 3) | 0] = cd;
        out[(o + 4) | 0] = index;
        out[(o + 5) | 0] = (src << 1) | dir;
        out[(o + 6) | 0] = rescued;
        out[(o + 7) | 0] = vortex;
        count = (count + 1) | 0;
        const candidates = goalTest ? candidateSources(filled, outOfReach, sweep) : 0;
        if (candidates !== 0) {
          // the candidates' piles: the parent's plus the sow's change (a captured pile is no candidate)
          const rowAt = Math.imul(slot, n) | 0;
          for (let rest = candidates; rest !== 0; rest &= rest - 1) {
            const x = (31 - Math.clz32(rest & -rest)) | 0;
            childCounts[x] = (counts[x]! + sowDelta[(rowAt + x) | 0]!) | 0;
          }
          const move = this.firstFinishing(filled, candidates, childCounts);
          if (move >= 0) {
            this.childFinishingMove = move;
            return count;
          }
        }
      }
    }
    return count;
  }
}
