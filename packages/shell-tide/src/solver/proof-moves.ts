import { type CompiledBoard, partsOfCounts } from "./compiled-board.js";
import { MoveKernel } from "./move-kernel.js";
import { createStateSpace, indexOfParts } from "./state-space.js";

/** What {@link countReachableMoves} found: the moves and boards of the graph a balance proof builds. */
export interface ReachableMoves {
  /** Legal moves of the boards reached (the proof's graph has exactly these edges when `complete`). */
  moves: number;
  /** Boards reached from the start (the empty board included). */
  states: number;
  /** Every reachable board was expanded; false when the count stopped past `cap` moves. */
  complete: boolean;
}

/**
 * The moves of every board reachable from the start — the edges of the graph `buildFullGraph` builds
 * and every pass of the balance proof reads — counted breadth-first over the dense state index without
 * storing them (a bit per distribution and the queue's key parts). Stops once more than `cap` moves are
 * counted, so the work is bounded by the cap whatever the board: a loader can ask before a proof starts.
 * The board must be within the dense index (at most EXACT_STATE_LIMIT distributions).
 */
export function countReachableMoves(
  board: CompiledBoard,
  startCounts: ArrayLike<number>,
  cap: number,
): ReachableMoves {
  const space = createStateSpace(board);
  const kernel = new MoveKernel(board, space);
  const out = kernel.out;
  const [a0, b0, c0, d0] = partsOfCounts(board, startCounts);
  const start = indexOfParts(space, a0, b0, c0, d0);
  const seen = new Uint32Array((space.size >>> 5) + 1);
  // Untouched pages of a typed array cost nothing: the queue holds only the boards reached.
  const queue = new Int32Array(space.size * 4);
  seen[start >>> 5]! |= 1 << (start & 31);
  queue[0] = a0;
  queue[1] = b0;
  queue[2] = c0;
  queue[3] = d0;
  // a board's moves: two per sand node holding starfish, one with a Current Arrow
  const directions = Int32Array.from(board.arrow, (arrow) => (arrow === -1 ? 2 : 1));
  const counts = kernel.counts;
  const n = board.n;
  let tail = 1;
  let moves = 0;
  for (let p = 0; p < tail; p++) {
    const q = p * 4;
    // only the children not seen yet are written (and marked seen)
    const fresh = kernel.expand(queue[q]!, queue[q + 1]!, queue[q + 2]!, queue[q + 3]!, seen);
    for (let i = 0; i < n; i++) if (counts[i]! > 0) moves += directions[i]!;
    if (moves > cap) return { moves, states: tail, complete: false };
    // out rows (move-kernel.ts): 0–3 key parts
    for (let i = 0, o = 0; i < fresh; i++, o += 8) {
      const t = tail++ * 4;
      queue[t] = out[o]!;
      queue[t + 1] = out[o + 1]!;
      queue[t + 2] = out[o + 2]!;
      queue[t + 3] = out[o + 3]!;
    }
  }
  return { moves, states: tail, complete: true };
}
