import type { CompiledBoard } from "./compiled-board.js";

/**
 * Every starfish distribution of a board numbered densely: the sand nodes' counts with a total of
 * at most the objective map one-to-one onto 0 .. C(objective + m, m) − 1 (m sand nodes) through the
 * combinatorial number system — prefix sums S_j made strictly increasing (x_j = S_j + j) are an
 * m-subset of 0 .. objective + m − 1, ranked Σ C(x_j, j + 1). Dense numbers let the balance proof
 * keep per-state data in flat typed arrays that stay in cache (no hashing at all).
 */
export interface StateSpace {
  readonly board: CompiledBoard;
  /** Sand node indices in rank order. */
  readonly sand: Int32Array;
  readonly m: number;
  readonly size: number;
  /** binom[x * (m + 2) + j] = C(x, j). */
  readonly binom: Float64Array;
  readonly stride: number;
}

/** Above this many distributions the balance proof refuses the board (memory). */
export const MAX_DENSE_STATES = 1 << 24;

export function createStateSpace(board: CompiledBoard): StateSpace {
  const sand: number[] = [];
  for (let i = 0; i < board.n; i++) if (board.isPit[i] === 0) sand.push(i);
  const m = sand.length;
  const top = board.objective + m;
  const stride = m + 2;
  const binom = new Float64Array((top + 1) * stride);
  for (let x = 0; x <= top; x++) {
    binom[x * stride] = 1;
    for (let j = 1; j <= m + 1 && j <= x; j++) {
      binom[x * stride + j] =
        binom[(x - 1) * stride + j - 1]! + (j <= x - 1 ? binom[(x - 1) * stride + j]! : 0);
    }
  }
  const size = binom[top * stride + m]!;
  if (size > MAX_DENSE_STATES) {
    throw new RangeError(
      `balance proof: ${size} distributions (${m} sand nodes, ${board.objective} starfish) exceed ${MAX_DENSE_STATES}`,
    );
  }
  return { board, sand: Int32Array.from(sand), m, size, binom, stride };
}

/** Rank of the counts stored at counts[base + node]. */
export function rankOf(space: StateSpace, counts: ArrayLike<number>, base = 0): number {
  const { sand, m, binom, stride } = space;
  let rank = 0;
  let prefix = 0;
  for (let j = 0; j < m; j++) {
    prefix += counts[base + sand[j]!]!;
    rank += binom[(prefix + j) * stride + j + 1]!;
  }
  return rank;
}

/** Writes the counts of `rank` to out[base + node] (wet pits 0). */
export function unrank(space: StateSpace, rank: number, out: Int32Array | Uint8Array, base = 0): void {
  const { sand, m, binom, stride, board } = space;
  for (let i = 0; i < board.n; i++) out[base + i] = 0;
  let x = board.objective + m - 1;
  let upperPrefix = 0;
  let rest = rank;
  for (let j = m - 1; j >= 0; j--) {
    while (binom[x * stride + j + 1]! > rest) x--;
    rest -= binom[x * stride + j + 1]!;
    const prefix = x - j;
    if (j < m - 1) out[base + sand[j + 1]!] = upperPrefix - prefix;
    upperPrefix = prefix;
    x--;
  }
  out[base + sand[0]!] = upperPrefix;
}
