import { type CompiledBoard, partDigits } from "./compiled-board.js";

/**
 * Every starfish distribution of a board (sand-node counts with a total of at most the objective)
 * numbered densely 0 … size − 1, so the balance proof keeps per-state data in flat typed arrays.
 * The solver's key has three parts (`CompiledBoard`): A, B and C. States are ordered by C, then by
 * the total of (A, B), then by B, then by A, which makes the index a sum of small-table lookups:
 *
 *   index = hiBase[C] + pairsBefore[t] + offsetB[t][B] + rankInTotalA[A],  t = total(A) + total(B)
 *
 * All tables are indexed by raw part keys and stay small (a few hundred KB for the pack's boards),
 * so a child's index costs no division and no cache miss to speak of.
 */
export interface StateSpace {
  readonly board: CompiledBoard;
  readonly m: number;
  readonly size: number;
  readonly rangeB: number;
  readonly totalA: Int32Array;
  readonly totalB: Int32Array;
  /** Position of an A key among the A keys with its total (key order). */
  readonly rankInTotalA: Int32Array;
  /** offsetB[t * rangeB + b]: pairs of total t whose B key comes before b. */
  readonly offsetB: Int32Array;
  /** pairsBefore[t]: (A, B) pairs with a total below t. */
  readonly pairsBefore: Int32Array;
  /** First index of each C key (−1 when its total exceeds the objective). */
  readonly hiBase: Int32Array;
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
  let m = 0;
  for (let i = 0; i < board.n; i++) if (board.isPit[i] === 0) m++;
  const memoKey = `${board.objective}/${m}`;
  let tables = tablesMemo.get(memoKey);
  if (!tables) {
    tables = spaceTables(board.objective, m);
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

function spaceTables(T: number, m: number): SpaceTables {
  const radix = T + 1;
  const [digitsA, digitsB] = partDigits(m);
  const totalA = partTotals(radix, digitsA);
  const totalB = partTotals(radix, digitsB);
  const totalC = partTotals(radix, m - digitsA - digitsB);
  const rangeB = totalB.length;
  const countA = new Int32Array(T + 1);
  const rankInTotalA = new Int32Array(totalA.length);
  for (let a = 0; a < totalA.length; a++) {
    const t = totalA[a]!;
    if (t <= T) rankInTotalA[a] = countA[t]!++;
  }
  if ((T + 1) * rangeB > MAX_DENSE_STATES)
    throw new RangeError("balance proof: the B offset table is too large");
  const offsetB = new Int32Array((T + 1) * rangeB);
  const pairsBefore = new Int32Array(T + 2);
  for (let t = 0; t <= T; t++) {
    let offset = 0;
    for (let b = 0; b < rangeB; b++) {
      offsetB[t * rangeB + b] = offset;
      const tb = totalB[b]!;
      if (tb <= t) offset += countA[t - tb]!;
    }
    pairsBefore[t + 1] = pairsBefore[t]! + offset;
  }
  const hiBase = new Int32Array(totalC.length).fill(-1);
  let size = 0;
  for (let c = 0; c < totalC.length; c++) {
    const tc = totalC[c]!;
    if (tc > T) continue;
    hiBase[c] = size;
    size += pairsBefore[T - tc + 1]!;
  }
  if (size > MAX_DENSE_STATES)
    throw new RangeError(`balance proof: ${size} distributions exceed ${MAX_DENSE_STATES}`);
  return { m, size, rangeB, totalA, totalB, rankInTotalA, offsetB, pairsBefore, hiBase };
}

/** Index of the state whose key parts are (a, b, c). */
export function indexOfParts(space: StateSpace, a: number, b: number, c: number): number {
  const t = space.totalA[a]! + space.totalB[b]!;
  return (
    space.hiBase[c]! + space.pairsBefore[t]! + space.offsetB[t * space.rangeB + b]! + space.rankInTotalA[a]!
  );
}

/** Index of the counts stored at counts[base + node]. */
export function indexOf(space: StateSpace, counts: ArrayLike<number>, base = 0): number {
  const { weightA, weightB, weightC, n } = space.board;
  let a = 0;
  let b = 0;
  let c = 0;
  for (let i = 0; i < n; i++) {
    const count = counts[base + i] ?? 0;
    a += count * weightA[i]!;
    b += count * weightB[i]!;
    c += count * weightC[i]!;
  }
  return indexOfParts(space, a, b, c);
}
