import type { CompiledBoard } from "./compiled-board.js";

/**
 * Every starfish distribution of a board (sand-node counts with a total of at most the objective)
 * numbered densely, so the balance proof keeps per-state data in flat typed arrays. The solver's
 * positional key (base objective + 1) splits into a low half (the first ⌈m/2⌉ sand nodes) and a
 * high half; the index is `hiBase[hi] + loRank[lo]`, where low halves are ordered by their total:
 * the low halves that fit next to a given high half are then exactly a prefix of that order. Both
 * tables are indexed by the raw half key, so a child's index costs one division and two lookups.
 */
export interface StateSpace {
  readonly board: CompiledBoard;
  readonly m: number;
  readonly size: number;
  /** radix^(number of low sand nodes): key = lo + hi × loRange. */
  readonly loRange: number;
  /** Index offset of each high half (−1 when its total exceeds the objective). */
  readonly hiBase: Int32Array;
  /** Position of each low half in the low order (−1 when its total exceeds the objective). */
  readonly loRank: Int32Array;
  /** Low half keys in low order (by total, then key). */
  readonly loList: Int32Array;
  /** loCountUpTo[t]: how many low halves have a total ≤ t. */
  readonly loCountUpTo: Int32Array;
  /** High half keys in index order, their totals and their first index. */
  readonly hiList: Int32Array;
  readonly hiTotals: Int32Array;
  readonly hiStart: Int32Array;
}

/** Above this many distributions (or half-key table entries) the balance proof refuses the board. */
export const MAX_DENSE_STATES = 1 << 24;

function halfTable(radix: number, digits: number, objective: number) {
  const range = radix ** digits;
  if (range > MAX_DENSE_STATES) {
    throw new RangeError(`balance proof: ${digits} sand nodes in base ${radix} need a ${range}-entry table`);
  }
  const totals = new Int32Array(range);
  for (let key = 1; key < range; key++) {
    // total(key) = total(key without its lowest digit) + lowest digit
    totals[key] = totals[Math.floor(key / radix)]! + (key % radix);
  }
  const valid: number[] = [];
  for (let key = 0; key < range; key++) if (totals[key]! <= objective) valid.push(key);
  return { range, totals, valid };
}

export function createStateSpace(board: CompiledBoard): StateSpace {
  let m = 0;
  for (let i = 0; i < board.n; i++) if (board.isPit[i] === 0) m++;
  const T = board.objective;
  const radix = T + 1;
  const mLo = Math.ceil(m / 2);
  const lo = halfTable(radix, mLo, T);
  if (lo.range !== board.loRange) throw new Error("state space: the board's key split differs");
  const hi = halfTable(radix, m - mLo, T);
  const loList = Int32Array.from(lo.valid.sort((a, b) => lo.totals[a]! - lo.totals[b]! || a - b));
  const loRank = new Int32Array(lo.range).fill(-1);
  loList.forEach((key, i) => {
    loRank[key] = i;
  });
  const loCountUpTo = new Int32Array(T + 1);
  for (const key of loList) loCountUpTo[lo.totals[key]!]!++;
  for (let t = 1; t <= T; t++) loCountUpTo[t]! += loCountUpTo[t - 1]!;
  const hiList = Int32Array.from(hi.valid);
  const hiTotals = Int32Array.from(hiList, (key) => hi.totals[key]!);
  const hiStart = new Int32Array(hiList.length + 1);
  const hiBase = new Int32Array(hi.range).fill(-1);
  let size = 0;
  hiList.forEach((key, i) => {
    hiStart[i] = size;
    hiBase[key] = size;
    size += loCountUpTo[T - hiTotals[i]!]!;
  });
  hiStart[hiList.length] = size;
  if (size > MAX_DENSE_STATES) {
    throw new RangeError(`balance proof: ${size} distributions exceed ${MAX_DENSE_STATES}`);
  }
  return {
    board,
    m,
    size,
    loRange: lo.range,
    hiBase,
    loRank,
    loList,
    loCountUpTo,
    hiList,
    hiTotals,
    hiStart,
  };
}

/** Index of the state with solver key `key`. */
export function indexOfKey(space: StateSpace, key: number): number {
  const hi = Math.floor(key / space.loRange);
  return space.hiBase[hi]! + space.loRank[key - hi * space.loRange]!;
}

/** Index of the counts stored at counts[base + node]. */
export function indexOf(space: StateSpace, counts: ArrayLike<number>, base = 0): number {
  let key = 0;
  const { weight, n } = space.board;
  for (let i = 0; i < n; i++) key += (counts[base + i] ?? 0) * weight[i]!;
  return indexOfKey(space, key);
}

/** Writes the counts of state `index` to out[base + node] (wet pits 0). */
export function countsOf(space: StateSpace, index: number, out: Uint8Array | Int32Array, base = 0): void {
  const { hiStart, hiList, loList, loRange } = space;
  let low = 0;
  let high = hiList.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (hiStart[mid]! <= index) low = mid;
    else high = mid - 1;
  }
  writeKey(space, loList[index - hiStart[low]!]! + hiList[low]! * loRange, out, base);
}

/** Decodes a solver key into counts. */
export function writeKey(space: StateSpace, key: number, out: Uint8Array | Int32Array, base = 0): void {
  const { n, isPit, objective } = space.board;
  const radix = objective + 1;
  let rest = key;
  for (let i = 0; i < n; i++) {
    if (isPit[i] === 1) {
      out[base + i] = 0;
      continue;
    }
    const digit = rest % radix;
    out[base + i] = digit;
    rest = (rest - digit) / radix;
  }
}
