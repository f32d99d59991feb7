import {
  type CompiledBoard,
  SOW_A,
  SOW_B,
  SOW_C,
  SOW_D,
  SOW_FIELDS,
  SOW_GAIN,
  SOW_PITS,
  SOW_STOP,
} from "./compiled-board.js";
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
 * - with a state space, the child's dense index (small-table lookups, no division).
 *
 * The successors land in `out` (rows of OUT_FIELDS). It implements exactly the rules of `rules/`
 * (property tests compare the two). One kernel per board; between calls it holds only scratch.
 */
export class MoveKernel {
  /** Successor rows: out[i * OUT_FIELDS + OUT_…]. */
  readonly out: Int32Array;
  /** The counts of the state last decoded (wet pits 0). */
  readonly counts: Int32Array;
  /** Starfish on the board of the state last decoded. */
  parentTotal = 0;
  private readonly radix: number;

  constructor(
    readonly board: CompiledBoard,
    readonly space: StateSpace | null,
  ) {
    this.out = new Int32Array(2 * board.n * OUT_FIELDS);
    this.counts = new Int32Array(board.n);
    this.radix = board.objective + 1;
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
        total += v;
        nonEmpty |= (-v >>> 31) << node;
      }
    }
    this.parentTotal = total;
    return nonEmpty;
  }

  /** One part from its digit table: its sand nodes' counts (added to parentTotal) and their mask. */
  private decodePart(table: Uint8Array, key: number, digits: number, first: number): number {
    const { sandNodes } = this.board;
    const counts = this.counts;
    let nonEmpty = 0;
    let total = 0;
    for (let j = 0, at = key * digits; j < digits; j++) {
      const node = sandNodes[first + j]!;
      const v = table[at + j]!;
      counts[node] = v;
      total += v;
      nonEmpty |= (-v >>> 31) << node;
    }
    this.parentTotal += total;
    return nonEmpty;
  }

  /**
   * Generates the legal moves of the state with key parts (a, b, c, d) into `out`; returns how many
   * rows it wrote. With `visited` (a bit set over dense indexes; the board must have a state
   * space) only successors whose bit is clear are written and their bits are set, and generation
   * stops right after the goal (index 0, the empty board). With `EVERY_CHILD` every move is written.
   */
  expand(a: number, b: number, c: number, d: number, visited: Uint32Array): number {
    const nonEmpty = this.decode(a, b, c, d);
    const { n, arrow, sandMask, sweep, sowStride, sow, sowDelta, links, partWeights } = this.board;
    const out = this.out;
    const counts = this.counts;
    const total = this.parentTotal;
    const dense = this.space !== null;
    const filter = visited.length > 0;
    const { dInfo, totalC, baseC, offsetB, rankInTotalA, rangeB, rangeC } = this.space ?? NO_SPACE;
    let count = 0;
    let sources = nonEmpty;
    while (sources !== 0) {
      const low = sources & -sources;
      sources ^= low;
      const src = 31 - Math.clz32(low);
      const k = counts[src]!;
      const only = arrow[src]!;
      const others = nonEmpty ^ low;
      for (let dir = 0; dir < 2; dir++) {
        if (only !== -1 && only !== dir) continue;
        const slot = (dir * n + src) * sowStride + k;
        const row = slot * SOW_FIELDS;
        let filled = others | sow[row + SOW_GAIN]!;
        let ca = a + sow[row + SOW_A]!;
        let cb = b + sow[row + SOW_B]!;
        let cc = c + sow[row + SOW_C]!;
        let cd = d + sow[row + SOW_D]!;
        let rescued = sow[row + SOW_PITS]!;
        let vortex = 0;
        // The capture chain: from the cursor, an empty sand node e, then a pile at r.
        let cursor = sow[row + SOW_STOP]!;
        for (;;) {
          const link = (dir * n + cursor) * 2;
          const e = links[link]!;
          const r = links[link + 1]!;
          if ((((sandMask & ~filled) >>> e) & (filled >>> r) & 1) === 0) break;
          const pile = counts[r]! + sowDelta[slot * n + r]!;
          filled ^= 1 << r;
          vortex |= 1 << e;
          rescued += pile;
          ca -= pile * partWeights[r * 4]!;
          cb -= pile * partWeights[r * 4 + 1]!;
          cc -= pile * partWeights[r * 4 + 2]!;
          cd -= pile * partWeights[r * 4 + 3]!;
          cursor = r;
        }
        // The Sweep: a rescue this turn and exactly one pile left.
        if (sweep && rescued > 0 && filled !== 0 && (filled & (filled - 1)) === 0) {
          const x = 31 - Math.clz32(filled);
          const pile = counts[x]! + sowDelta[slot * n + x]!;
          rescued += pile;
          ca -= pile * partWeights[x * 4]!;
          cb -= pile * partWeights[x * 4 + 1]!;
          cc -= pile * partWeights[x * 4 + 2]!;
          cd -= pile * partWeights[x * 4 + 3]!;
        }
        let index = -1;
        if (dense) {
          // indexOfParts, with the totals of (A, B, C) and (A, B) from the child's total
          const t3 = total - rescued - dInfo[2 * cd + 1]!;
          const t2 = t3 - totalC[cc]!;
          index = dInfo[2 * cd]! + baseC[t3 * rangeC + cc]! + offsetB[t2 * rangeB + cb]! + rankInTotalA[ca]!;
          if (filter) {
            const word = index >>> 5;
            const bit = 1 << (index & 31);
            const seen = visited[word]!;
            if ((seen & bit) !== 0) continue;
            visited[word] = seen | bit;
          }
        }
        const o = count * OUT_FIELDS;
        out[o + OUT_A] = ca;
        out[o + OUT_B] = cb;
        out[o + OUT_C] = cc;
        out[o + OUT_D] = cd;
        out[o + OUT_INDEX] = index;
        out[o + OUT_MOVE] = src * 2 + dir;
        out[o + OUT_RESCUED] = rescued;
        out[o + OUT_VORTEX] = vortex;
        count++;
        if (filter && index === 0) return count;
      }
    }
    return count;
  }
}
