import { type CompiledBoard, keyOfParts, partsOfCounts } from "./compiled-board.js";
import { KeySet } from "./key-set.js";
import { distributionCount, EXACT_STATE_LIMIT, SEARCH_BUDGET, SolverLimitError } from "./limit.js";
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
   * Distinct states the search kept: the start, every child it stored (each goal-tested as it was
   * stored) and the empty board. The search stops at the first state with a finishing move, so the
   * rest of that breadth-first layer is never generated.
   */
  statesExplored: number;
  /**
   * States a plain breadth-first search expands to reach the same proof: every state in queue order
   * up to the goal's parent (all kept states when there is no Full Rescue). Here each was goal-tested
   * and only those before the last layer also had their children stored (`statesWithChildren`).
   */
  statesExpanded: number;
  /** States whose children the search generated and stored. */
  statesWithChildren: number;
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
    // Stryker disable next-line BooleanLiteral: the set is new and all zero, so filling it again changes nothing
    bitsDirty = false;
  }
  if (bitsDirty) scratchBits.fill(0);
  bitsDirty = true;
  return scratchBits;
}
function releaseBits(bits: Uint32Array, words: number, queue: SearchQueue): void {
  // One word per discovered state, or the whole set when that is cheaper (16 words a cache line).
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: a choice of speed only: every set bit belongs to a queued state, so either branch clears them all
  if (queue.size * 16 > words) bits.fill(0, 0, words);
  else {
    const index = queue.index;
    for (let s = 0; s < queue.size; s++) bits[index[s]! >>> 5] = 0;
  }
  // Stryker disable next-line BooleanLiteral: the bits are clear; true only makes the next search clear them again
  bitsDirty = false;
}

/** One kernel per compiled board (boards are immutable; the kernel holds only scratch arrays). */
const kernels = new WeakMap<CompiledBoard, { dense: MoveKernel | null; hash: MoveKernel | null }>();
function kernelFor(board: CompiledBoard, space: StateSpace | null): MoveKernel {
  let entry = kernels.get(board);
  if (!entry) {
    // Stryker disable next-line ObjectLiteral: a missing field is undefined, which ??= treats as null
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
 * Every state is goal-tested when it is stored (does one of its moves empty the board? — answered on
 * occupancy masks, no child computed: `MoveKernel.finishingMove` for the start, `expand`'s goal test
 * for each child as the kernel writes it), in queue order, so the first state that
 * passes is the first one a plain breadth-first search would expand into the goal: the same optimum,
 * the same path, and no state of the last layer beyond it is ever generated. Only states that failed
 * the test are expanded, so expansion never meets the goal itself.
 */
export function bfsOptimum(
  board: CompiledBoard,
  start: ArrayLike<number>,
  options: { dense?: boolean; onProgress?: SearchProgress; maxStates?: number } = {},
): BfsOptimum {
  const space = options.dense === false ? null : tryStateSpace(board);
  const progress = options.onProgress ?? noProgress;
  return space
    ? denseSearch(board, space, start, progress)
    : hashedSearch(board, start, progress, options.maxStates ?? Number.POSITIVE_INFINITY);
}

/** Called with the states kept so far, every PROGRESS_EVERY expansions (a long search's heartbeat). */
export type SearchProgress = (statesExplored: number) => void;
// Stryker disable next-line ArrowFunction: the mutant `() => undefined` is this same do-nothing heartbeat
const noProgress: SearchProgress = () => {};
const PROGRESS_EVERY = 1 << 13;

function denseSearch(
  board: CompiledBoard,
  space: StateSpace,
  start: ArrayLike<number>,
  progress: SearchProgress,
): BfsOptimum {
  const kernel = kernelFor(board, space);
  const queue = scratchQueue;
  queue.size = 0;
  const words = (space.size >>> 5) + 1;
  const seen = visitedBits(words);
  const [a0, b0, c0, d0] = partsOfCounts(board, start);
  const first = indexOfParts(space, a0, b0, c0, d0);
  queue.push(a0, b0, c0, d0, -1, 255, first);
  seen[first >>> 5]! |= 1 << (first & 31);
  // dense index 0 is the empty board
  let goal = first === 0 ? 0 : testStart(kernel, queue, 0);
  const out = kernel.out;
  let head = 0;
  for (; goal < 0 && head < queue.size; head++) {
    if (head % PROGRESS_EVERY === PROGRESS_EVERY - 1) progress(queue.size);
    const count = expandQueued(kernel, queue, head, seen);
    // out rows (move-kernel.ts): 0–3 key parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
    for (let i = 0, o = 0; i < count; i++, o += 8) {
      queue.push(out[o + 0]!, out[o + 1]!, out[o + 2]!, out[o + 3]!, head, out[o + 5]!, out[o + 4]!);
    }
    // the last child pushed is the one with the finishing move
    if (kernel.childFinishingMove >= 0)
      goal = queue.push(0, 0, 0, 0, queue.size - 1, kernel.childFinishingMove, 0);
  }
  releaseBits(seen, words, queue);
  return outcome(queue, goal, head, "dense");
}

/**
 * The search of a board beyond the dense index: a hash set of keys, bounded by `maxStates` (the states
 * kept; past it a SolverLimitError SEARCH_BUDGET, checked after each expansion). A dense search needs no
 * budget: it keeps at most EXACT_STATE_LIMIT states.
 */
function hashedSearch(
  board: CompiledBoard,
  start: ArrayLike<number>,
  progress: SearchProgress,
  maxStates: number,
): BfsOptimum {
  const kernel = kernelFor(board, null);
  const queue = new SearchQueue(1024);
  const seen = new KeySet(1024);
  const [a0, b0, c0, d0] = partsOfCounts(board, start);
  queue.push(a0, b0, c0, d0, -1, 255, -1);
  const startKey = keyOfParts(board, a0, b0, c0, d0);
  seen.add(startKey);
  let goal = startKey === 0 ? 0 : testStart(kernel, queue, -1);
  const out = kernel.out;
  let head = 0;
  for (; goal < 0 && head < queue.size; head++) {
    if (head % PROGRESS_EVERY === PROGRESS_EVERY - 1) progress(queue.size);
    const count = expandQueued(kernel, queue, head, EVERY_CHILD);
    // out rows (move-kernel.ts): 0–3 key parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
    for (let i = 0, o = 0; i < count; i++, o += 8) {
      const a = out[o + 0]!;
      const b = out[o + 1]!;
      const c = out[o + 2]!;
      const d = out[o + 3]!;
      if (seen.add(keyOfParts(board, a, b, c, d))) queue.push(a, b, c, d, head, out[o + 5]!, -1);
    }
    // A child seen before failed its goal test, or the search would have stopped there: the child with
    // the finishing move is new, and the last one pushed.
    if (kernel.childFinishingMove >= 0)
      goal = queue.push(0, 0, 0, 0, queue.size - 1, kernel.childFinishingMove, -1);
    else if (queue.size > maxStates) throw searchBudgetError(board, maxStates);
  }
  return outcome(queue, goal, head, "hash");
}

function searchBudgetError(board: CompiledBoard, maxStates: number): SolverLimitError {
  const sand = board.sandNodes.length;
  const starfish = board.objective;
  return new SolverLimitError(
    SEARCH_BUDGET,
    sand,
    starfish,
    `solver: the search kept more than ${maxStates} boards (its budget, solve's maxStates) without finishing: ${sand} sand nodes holding up to ${starfish} starfish have ${distributionCount(sand, starfish)} distributions, beyond the ${EXACT_STATE_LIMIT} of the dense index that parseLevel allows; exactLimitReport(level) says what brings the board within the limits`,
  );
}

/**
 * The kernel's `expand` of the queued state s with the goal test of each child it writes (children
 * in `kernel.out`, the finishing move of the last one, if any, in `kernel.childFinishingMove`).
 */
function expandQueued(kernel: MoveKernel, queue: SearchQueue, s: number, visited: Uint32Array): number {
  return kernel.expand(queue.partA[s]!, queue.partB[s]!, queue.partC[s]!, queue.partD[s]!, visited, true);
}

/** The start's goal test: pushes the empty board (dense index `goalIndex`) when it has a finishing move. */
function testStart(kernel: MoveKernel, queue: SearchQueue, goalIndex: number): number {
  const move = kernel.finishingMove(queue.partA[0]!, queue.partB[0]!, queue.partC[0]!, queue.partD[0]!);
  return move < 0 ? -1 : queue.push(0, 0, 0, 0, 0, move, goalIndex);
}

/** The result for the goal's number in the queue (−1: no Full Rescue) after `withChildren` expansions. */
function outcome(
  queue: SearchQueue,
  goal: number,
  withChildren: number,
  visited: "dense" | "hash",
): BfsOptimum {
  const counts = { visited, statesExplored: queue.size, statesWithChildren: withChildren };
  if (goal < 0) return { optimalTurns: null, path: [], statesExpanded: queue.size, ...counts };
  const path = queue.pathTo(goal);
  // a plain breadth-first search expands every state up to the goal's parent (none when the start is the goal)
  const expanded = goal === 0 ? 0 : queue.parent[goal]! + 1;
  return { optimalTurns: path.length, path, statesExpanded: expanded, ...counts };
}
