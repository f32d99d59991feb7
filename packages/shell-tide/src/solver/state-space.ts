import { type CompiledBoard, partDigits } from "./compiled-board.js";
import { distributionCount, SolverLimitError, STATE_SPACE_TOO_LARGE } from "./limit.js";

/**
 * Every starfish distribution of a board (sand-node counts with a total of at most the objective)
 * numbered densely 0 … size − 1, so the balance proof keeps per-state data in flat typed arrays
 * and the solver's visited set is one bit per distribution. The solver's key has four parts
 * (`CompiledBoard`): A (lowest digits), B, C and D. States are ordered by D, then by the total t3
 * of (A, B, C), then by C, then by B (within the total t2 of (A, B)), then by A (within its total),
 * which makes the index a sum of lookups in tables indexed by part keys:
 *
 *   index = hiD[D] + triplesBefore[t3] + offsetC[t3][C] + offsetB[t2][B] + rankInTotalA[A]
 *   t3 = total − total(D),  t2 = t3 − total(C)
 *
 * B and C are the short parts, so the two offset tables ((objective + 1) × their range) stay small;
 * for the 4×4 boards of the pack every table is below 160 KB, so a child's index costs no division
 * and the lookups stay in the processor's cache.
 */
export interface StateSpace {
  readonly board: CompiledBoard;
  readonly m: number;
  readonly size: number;
  readonly rangeB: number;
  readonly rangeC: number;
  /** Total of each key of parts A, B, C and D. */
  readonly totalA: Int32Array;
  readonly totalB: Int32Array;
  readonly totalC: Int32Array;
  readonly totalD: Int32Array;
  /** Position of an A key among the A keys with its total (key order). */
  readonly rankInTotalA: Int32Array;
  /** offsetB[t2 * rangeB + b]: (A, B) pairs of total t2 whose B key comes before b. */
  readonly offsetB: Int32Array;
  /** baseC[t3 * rangeC + c]: (A, B, C) triples with a total below t3, plus those of total t3 whose C key comes before c. */
  readonly baseC: Int32Array;
  /** dInfo[2d] = first index of D key d (−1 when its total exceeds the objective), dInfo[2d + 1] = its total. */
  readonly dInfo: Int32Array;
  /**
   * The digits of every part key, lowest first: digits of A key a at [a * digitsA .. + digitsA) —
   * the counts of the part's sand nodes, so a state is decoded from its parts with no division.
   */
  readonly digitsOfA: Uint8Array;
  readonly digitsOfB: Uint8Array;
  readonly digitsOfC: Uint8Array;
  readonly digitsOfD: Uint8Array;
}

/** Above this many distributions (or part-table entries) the balance proof refuses the board. */
export const MAX_DENSE_STATES = 1 << 24;

function partTotals(radix: number, digits: number): Int32Array {
  const range = radix ** digits;
  if (range > MAX_DENSE_STATES) {
    throw new RangeError(`balance proof: ${digits} sand nodes in base ${radix} need a ${range}-entry table`);
  }
  const totals = new Int32Array(range);
  // total(key) = total(key without its lowest digit) + lowest digit
  for (let key = 1; key < range; key++) totals[key] = totals[Math.floor(key / radix)]! + (key % radix);
  return totals;
}

type SpaceTables = Omit<StateSpace, "board">;

/**
 * The tables depend only on the objective and the number of sand nodes, so boards that share them
 * (the benchmark's fifty, a design search's candidates) build them once. A memo of pure results.
 */
const tablesMemo = new Map<string, SpaceTables>();

export function createStateSpace(board: CompiledBoard): StateSpace {
  const m = board.sandNodes.length;
  const memoKey = `${board.objective}/${m}`;
  let tables = tablesMemo.get(memoKey);
  if (!tables) {
    tables = spaceTables(board.objective, m);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: when a memo of pure results is emptied changes only speed and memory
    if (tablesMemo.size > 64) tablesMemo.clear();
    tablesMemo.set(memoKey, tables);
  }
  return { board, ...tables };
}

/** The state space, or null when the board is too large for a dense numbering. */
export function tryStateSpace(board: CompiledBoard): StateSpace | null {
  try {
    return createStateSpace(board);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * offset[t * range + key]: Σ over the keys k' < key of this part with total ≤ t of
 * below[t − total(k')] — how many tuples (lower parts, this part) of total t come before `key`.
 * Also returns the number of tuples of each total.
 */
function offsetTable(T: number, totals: Int32Array, below: Int32Array): [Int32Array, Int32Array] {
  const range = totals.length;
  if ((T + 1) * range > MAX_DENSE_STATES) throw new RangeError("balance proof: an offset table is too large");
  const offset = new Int32Array((T + 1) * range);
  const tuples = new Int32Array(T + 1);
  for (let t = 0; t <= T; t++) {
    let before = 0;
    for (let key = 0; key < range; key++) {
      offset[t * range + key] = before;
      const own = totals[key]!;
      if (own <= t) before += below[t - own]!;
    }
    tuples[t] = before;
  }
  return [offset, tuples];
}

function spaceTables(T: number, m: number): SpaceTables {
  // The count is known before any table is built: a board beyond the limit gets the typed error at once.
  if (distributionCount(m, T) > MAX_DENSE_STATES) throw new SolverLimitError(STATE_SPACE_TOO_LARGE, m, T);
  const radix = T + 1;
  const [digitsA, digitsB, digitsC, digitsD] = partDigits(m);
  const totalA = partTotals(radix, digitsA);
  const totalB = partTotals(radix, digitsB);
  const totalC = partTotals(radix, digitsC);
  const totalD = partTotals(radix, digitsD);
  const countA = new Int32Array(T + 1);
  const rankInTotalA = new Int32Array(totalA.length);
  for (let a = 0; a < totalA.length; a++) {
    const t = totalA[a]!;
    if (t <= T) rankInTotalA[a] = countA[t]!++;
  }
  const [offsetB, pairs] = offsetTable(T, totalB, countA);
  const [offsetC, triples] = offsetTable(T, totalC, pairs);
  const triplesBefore = new Int32Array(T + 2);
  for (let t = 0; t <= T; t++) triplesBefore[t + 1] = triplesBefore[t]! + triples[t]!;
  const rangeC = totalC.length;
  const baseC = Int32Array.from(offsetC, (offset, i) => triplesBefore[Math.floor(i / rangeC)]! + offset);
  const dInfo = new Int32Array(2 * totalD.length).fill(-1);
  let size = 0;
  for (let d = 0; d < totalD.length; d++) {
    const td = totalD[d]!;
    dInfo[2 * d + 1] = td;
    if (td > T) continue;
    dInfo[2 * d] = size;
    size += triplesBefore[T - td + 1]!;
  }
  if (size > MAX_DENSE_STATES)
    throw new RangeError(`balance proof: ${size} distributions exceed ${MAX_DENSE_STATES}`);
  return {
    m,
    size,
    rangeB: totalB.length,
    rangeC,
    totalA,
    totalB,
    totalC,
    totalD,
    rankInTotalA,
    offsetB,
    baseC,
    dInfo,
    digitsOfA: partDigitTable(radix, digitsA),
    digitsOfB: partDigitTable(radix, digitsB),
    digitsOfC: partDigitTable(radix, digitsC),
    digitsOfD: partDigitTable(radix, digitsD),
  };
}

/** digits[key * digits + j]: digit j (lowest first) of every key of a part. */
function partDigitTable(radix: number, digits: number): Uint8Array {
  const range = radix ** digits;
  const table = new Uint8Array(range * digits);
  for (let key = 0; key < range; key++) {
    let rest = key;
    for (let j = 0; j < digits; j++) {
      const digit = rest % radix;
      table[key * digits + j] = digit;
      rest = (rest - digit) / radix;
    }
  }
  return table;
}

/** Index of the state whose key parts are (a, b, c, d). */
export function indexOfParts(space: StateSpace, a: number, b: number, c: number, d: number): number {
  const t3 = space.totalA[a]! + space.totalB[b]! + space.totalC[c]!;
  const t2 = t3 - space.totalC[c]!;
  return (
    space.dInfo[2 * d]! +
    space.baseC[t3 * space.rangeC + c]! +
    space.offsetB[t2 * space.rangeB + b]! +
    space.rankInTotalA[a]!
  );
}

/** Index of the counts stored at counts[base + node]. */
export function indexOf(space: StateSpace, counts: ArrayLike<number>, base = 0): number {
  const { partWeights, n, isPit } = space.board;
  const parts = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const count = isPit[i] === 1 ? 0 : (counts[base + i] ?? 0);
    for (let p = 0; p < 4; p++) parts[p]! += count * partWeights[i * 4 + p]!;
  }
  return indexOfParts(space, parts[0]!, parts[1]!, parts[2]!, parts[3]!);
}
