import { type CompiledBoard, keyOfParts, partsOfCounts } from "./compiled-board.js";
import { KeySet } from "./key-set.js";
import { EVERY_CHILD, MoveKernel } from "./move-kernel.js";
import { SearchQueue } from "./search-queue.js";
import { indexOfParts, type StateSpace, tryStateSpace } from "./state-space.js";

export interface BfsOptimum {
  /** Minimum turns to Full Rescue, or null when no reachable state is empty. */
  optimalTurns: number | null;
  /** The moves (src * 2 + direction code) of one optimal path; empty when there is none. */
  path: number[];
  /** Which visited set the search used. */
  visited: "dense" | "hash";
  /**
   * Distinct states the search kept: the start, the children of every layer it expanded, and the
   * goal (the last layer's children are only tested for the goal, not kept).
   */
  statesExplored: number;
  /** States whose moves were generated. */
  statesExpanded: number;
}

/**
 * Buffers reused from search to search: a fresh multi-megabyte bit set per search would mostly
 * measure the allocator and the garbage collector. bfsOptimum is synchronous, so one shared set is
 * safe. The visited bits are cleared after each search from the queue's list of dense indexes
 * (`dirty` guards against a search that never got to clear them).
 */
let scratchBits = new Uint32Array(0);
let bitsDirty = false;
const scratchQueue = new SearchQueue(1 << 14);
function visitedBits(words: number): Uint32Array {
  if (scratchBits.length < words) {
    scratchBits = new Uint32Array(words);
    bitsDirty = false;
  }
  if (bitsDirty) scratchBits.fill(0);
  bitsDirty = true;
  return scratchBits;
}
function releaseBits(bits: Uint32Array, words: number, queue: SearchQueue): void {
  // One word per discovered state, or the whole set when that is cheaper (16 words a cache line).
  if (queue.size * 16 > words) bits.fill(0, 0, words);
  else {
    const index = queue.index;
    for (let s = 0; s < queue.size; s++) bits[index[s]! >>> 5] = 0;
  }
  bitsDirty = false;
}

/** One kernel per compiled board (boards are immutable; the kernel holds only scratch arrays). */
const kernels = new WeakMap<CompiledBoard, { dense: MoveKernel | null; hash: MoveKernel | null }>();
function kernelFor(board: CompiledBoard, space: StateSpace | null): MoveKernel {
  let entry = kernels.get(board);
  if (!entry) {
    entry = { dense: null, hash: null };
    kernels.set(board, entry);
  }
  if (space) {
    entry.dense ??= new MoveKernel(board, space);
    return entry.dense;
  }
  entry.hash ??= new MoveKernel(board, null);
  return entry.hash;
}

/**
 * Exact breadth-first search over starfish distributions (the key is the distribution only, not the
 * turn count): the first Full Rescue generated is a minimum-turn proof. Moves are generated in the
 * order of `legalMoves` (node index, left before right), so the path found is deterministic.
 * Boards whose distributions can be numbered densely (`StateSpace`) keep the visited set as a bit
 * set over that numbering; larger ones use a hash set over keys. Both give the same result.
 *
 * The search runs layer by layer (all states at distance t, then t + 1). Before a layer is expanded
 * it is scanned with the kernel's cheap goal test (`finishingMove`: every move generated, no child
 * stored); the first state with a move that empties the board ends the search. Only a layer with no
 * such state is expanded into the next one. The last layer is the largest by far (about eight times
 * the one before on 12-node boards), and its children are never stored: the path found is the one a
 * plain breadth-first search finds (same state order, same move order), for about half the work.
 */
export function bfsOptimum(
  board: CompiledBoard,
  start: ArrayLike<number>,
  options: { dense?: boolean } = {},
): BfsOptimum {
  const space = options.dense === false ? null : tryStateSpace(board);
  return space ? denseSearch(board, space, start) : hashedSearch(board, start);
}

/** The kernel's `expand` of the queued state s (its children land in `kernel.out`). */
function expandQueued(kernel: MoveKernel, queue: SearchQueue, s: number, visited: Uint32Array): number {
  return kernel.expand(queue.partA[s]!, queue.partB[s]!, queue.partC[s]!, queue.partD[s]!, visited);
}

/**
 * The goal test of the layer [head, end) of the queue: pushes the empty board after the first state
 * with a finishing move and returns the result, or null when the layer has none.
 */
function finishLayer(
  kernel: MoveKernel,
  queue: SearchQueue,
  head: number,
  end: number,
  visited: "dense" | "hash",
): BfsOptimum | null {
  for (let s = head; s < end; s++) {
    const move = kernel.finishingMove(queue.partA[s]!, queue.partB[s]!, queue.partC[s]!, queue.partD[s]!);
    if (move < 0) continue;
    // the empty board: every key part 0, dense index 0
    const goal = queue.push(0, 0, 0, 0, s, move, visited === "dense" ? 0 : -1);
    return found(queue, goal, s + 1, visited);
  }
  return null;
}

function denseSearch(board: CompiledBoard, space: StateSpace, start: ArrayLike<number>): BfsOptimum {
  const kernel = kernelFor(board, space);
  const queue = scratchQueue;
  queue.size = 0;
  const words = (space.size >>> 5) + 1;
  const seen = visitedBits(words);
  const [a0, b0, c0, d0] = partsOfCounts(board, start);
  const first = indexOfParts(space, a0, b0, c0, d0);
  queue.push(a0, b0, c0, d0, -1, 255, first);
  seen[first >>> 5]! |= 1 << (first & 31);
  let result: BfsOptimum | null = null;
  if (first === 0) result = found(queue, 0, 0, "dense");
  const out = kernel.out;
  let head = 0;
  while (result === null && head < queue.size) {
    const end = queue.size;
    result = finishLayer(kernel, queue, head, end, "dense");
    if (result !== null) break;
    // No child of this layer is the goal: expand it, the kernel skips the children already seen.
    for (; head < end; head++) {
      const count = expandQueued(kernel, queue, head, seen);
      // out rows (move-kernel.ts): 0–3 key parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
      for (let i = 0, o = 0; i < count; i++, o += 8) {
        queue.push(out[o + 0]!, out[o + 1]!, out[o + 2]!, out[o + 3]!, head, out[o + 5]!, out[o + 4]!);
      }
    }
  }
  result ??= {
    optimalTurns: null,
    path: [],
    visited: "dense",
    statesExplored: queue.size,
    statesExpanded: head,
  };
  releaseBits(seen, words, queue);
  return result;
}

function hashedSearch(board: CompiledBoard, start: ArrayLike<number>): BfsOptimum {
  const kernel = kernelFor(board, null);
  const queue = new SearchQueue(1024);
  const seen = new KeySet(1024);
  const [a0, b0, c0, d0] = partsOfCounts(board, start);
  queue.push(a0, b0, c0, d0, -1, 255, -1);
  const startKey = keyOfParts(board, a0, b0, c0, d0);
  seen.add(startKey);
  if (startKey === 0) return found(queue, 0, 0, "hash");
  const out = kernel.out;
  let head = 0;
  while (head < queue.size) {
    const end = queue.size;
    const result = finishLayer(kernel, queue, head, end, "hash");
    if (result !== null) return result;
    for (; head < end; head++) {
      const count = expandQueued(kernel, queue, head, EVERY_CHILD);
      // out rows (move-kernel.ts): 0–3 key parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
      for (let i = 0, o = 0; i < count; i++, o += 8) {
        const a = out[o + 0]!;
        const b = out[o + 1]!;
        const c = out[o + 2]!;
        const d = out[o + 3]!;
        if (seen.add(keyOfParts(board, a, b, c, d))) queue.push(a, b, c, d, head, out[o + 5]!, -1);
      }
    }
  }
  return { optimalTurns: null, path: [], visited: "hash", statesExplored: queue.size, statesExpanded: head };
}

function found(queue: SearchQueue, goal: number, expanded: number, visited: "dense" | "hash"): BfsOptimum {
  const path = queue.pathTo(goal);
  return { optimalTurns: path.length, path, visited, statesExplored: queue.size, statesExpanded: expanded };
}
