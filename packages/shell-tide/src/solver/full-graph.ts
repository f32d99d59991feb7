import { type CompiledBoard, keyOf } from "./compiled-board.js";
import { createStateSpace, indexOf, type StateSpace } from "./state-space.js";
import { Transition } from "./transition.js";

/** dist value for "no Full Rescue from here". */
export const UNREACHABLE = 255;

/**
 * The move graph of every state reachable from a start. States are numbered by `StateSpace` (index 0
 * is the empty board, the goal), so per-state data lives in flat arrays of the space's size; the
 * moves of state r are edgeChild[edgeFrom[r] .. edgeFrom[r] + edgeCount[r]) in `legalMoves` order.
 * `dist` is the exact distance to Full Rescue of every reachable state.
 */
export interface FullGraph {
  space: StateSpace;
  size: number;
  /** The start's index. */
  start: number;
  /** Reachable states in breadth-first order; order[layerStart[d] .. layerStart[d + 1]) are d turns away. */
  order: Int32Array;
  layerStart: number[];
  /** rows[p * n + node]: the counts of order[p]. */
  rows: Uint8Array;
  /** Edges of order[p] start at edgeStartAt[p] (sequential passes read the edges in this order). */
  edgeStartAt: Int32Array;
  edgeFrom: Int32Array;
  edgeCount: Uint8Array;
  edgeChild: Int32Array;
  /** The move of each edge: src * 2 + direction code. */
  edgeMove: Uint8Array;
  /** Starfish on the board (reachable states). */
  total: Uint8Array;
  /** Bit e: some move of the state captures with node e as its empty node (Vortex point). */
  vortexMask: Int32Array;
  /** Exact minimum turns to Full Rescue (UNREACHABLE when impossible, or for states not reachable). */
  dist: Uint8Array;
}

/**
 * Breadth-first over the dense state index: a bit set marks the states seen, the queue holds their
 * counts (so a state is expanded without decoding), and every move's child index costs the kernel
 * plus two table lookups — no hashing. The edge arrays grow by doubling.
 */
export function buildFullGraph(board: CompiledBoard, startCounts: ArrayLike<number>): FullGraph {
  const space = createStateSpace(board);
  const { size, totalA, totalB, rankInTotalA, offsetB, pairsBefore, hiBase, rangeB } = space;
  const { n, isPit, arrow } = board;
  const start = indexOf(space, startCounts);
  const seen = new Uint32Array((size >>> 5) + 1);
  const order = new Int32Array(size);
  let rows = new Uint8Array(Math.min(size, 1 << 20) * n);
  let keys = new Float64Array(Math.min(size, 1 << 20));
  const edgeFrom = new Int32Array(size);
  const edgeStartAt = new Int32Array(size + 1);
  const edgeCount = new Uint8Array(size);
  const total = new Uint8Array(size);
  const vortexMask = new Int32Array(size);
  // About a dozen moves per state on the pack's boards: start near that so the arrays rarely grow.
  const edgeGuess = Math.min(Math.max(size * 4, 1 << 16), 1 << 26);
  let edgeChild = new Int32Array(edgeGuess);
  let edgeMove = new Uint8Array(edgeGuess);
  const layerStart = [0];
  const tr = new Transition(board);
  seen[start >>> 5]! |= 1 << (start & 31);
  order[0] = start;
  for (let x = 0; x < n; x++) rows[x] = isPit[x] === 1 ? 0 : (startCounts[x] ?? 0);
  keys[0] = keyOf(board, startCounts);
  let tail = 1;
  let layerEnd = 1;
  let e = 0;
  for (let p = 0; p < tail; p++) {
    if (p === layerEnd) {
      layerStart.push(p);
      layerEnd = tail;
    }
    const r = order[p]!;
    const base = p * n;
    let sum = 0;
    for (let x = 0; x < n; x++) sum += rows[base + x]!;
    total[r] = sum;
    edgeFrom[r] = e;
    edgeStartAt[p] = e;
    if (sum === 0) continue;
    if (e + 2 * n > edgeChild.length) {
      edgeChild = grow(edgeChild, edgeChild.length * 2);
      edgeMove = growBytes(edgeMove, edgeMove.length * 2);
    }
    tr.setParent(rows, base, keys[p]!);
    let vortex = 0;
    const first = e;
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 1 || rows[base + src] === 0) continue;
      const only = arrow[src]!;
      for (let d = 0; d < 2; d++) {
        if (only !== -1 && only !== d) continue;
        tr.apply(src, d);
        vortex |= tr.vortexMask;
        // indexOfParts, inlined: this line runs for every move of every state
        const a = tr.keyA;
        const b = tr.keyB;
        const pairTotal = totalA[a]! + totalB[b]!;
        const child =
          hiBase[tr.keyC]! + pairsBefore[pairTotal]! + offsetB[pairTotal * rangeB + b]! + rankInTotalA[a]!;
        const word = child >>> 5;
        const bit = 1 << (child & 31);
        if ((seen[word]! & bit) === 0) {
          seen[word]! |= bit;
          if (tail === keys.length) {
            rows = growBytes(rows, rows.length * 2);
            keys = growFloat(keys, keys.length * 2);
          }
          order[tail] = child;
          keys[tail] = tr.key;
          tr.write(rows, tail * n);
          tail++;
        }
        edgeMove[e] = src * 2 + d;
        edgeChild[e++] = child;
      }
    }
    edgeCount[r] = e - first;
    vortexMask[r] = vortex;
  }
  layerStart.push(tail);
  edgeStartAt[tail] = e;
  const graph: FullGraph = {
    space,
    size,
    start,
    order: order.subarray(0, tail),
    layerStart,
    rows: rows.subarray(0, tail * n),
    edgeStartAt: edgeStartAt.subarray(0, tail + 1),
    edgeFrom,
    edgeCount,
    edgeChild: edgeChild.subarray(0, e),
    edgeMove: edgeMove.subarray(0, e),
    total,
    vortexMask,
    dist: new Uint8Array(size),
  };
  computeDistances(graph);
  return graph;
}

/**
 * Layered passes: pass k gives distance k to every reachable state without one that has a move into
 * a state at distance k − 1 (the goal, index 0, is at 0). Exact because a state's distance is 1 + the
 * smallest distance among its children; it stops after the first pass that assigns nothing.
 */
function computeDistances(graph: FullGraph): void {
  const { order, edgeStartAt, edgeChild, dist, total } = graph;
  dist.fill(UNREACHABLE);
  dist[0] = 0;
  // Positions in breadth-first order, so each pass reads the edge list front to back.
  const pending = new Int32Array(order.length);
  let pendingCount = 0;
  for (let p = 0; p < order.length; p++) if (total[order[p]!]! > 0) pending[pendingCount++] = p;
  for (let k = 1; k < UNREACHABLE && pendingCount > 0; k++) {
    let kept = 0;
    let assigned = 0;
    const previous = k - 1;
    for (let i = 0; i < pendingCount; i++) {
      const p = pending[i]!;
      let found = false;
      for (let edge = edgeStartAt[p]!, end = edgeStartAt[p + 1]!; edge < end; edge++) {
        if (dist[edgeChild[edge]!] === previous) {
          found = true;
          break;
        }
      }
      if (found) {
        dist[order[p]!] = k;
        assigned++;
      } else pending[kept++] = p;
    }
    pendingCount = kept;
    if (assigned === 0) break;
  }
}

function grow(a: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}

function growBytes(a: Uint8Array, capacity: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(capacity);
  b.set(a);
  return b;
}

function growFloat(a: Float64Array, capacity: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(capacity);
  b.set(a);
  return b;
}
