import { type CompiledBoard, keyOf } from "./compiled-board.js";
import { StateTable } from "./state-table.js";
import { Transition } from "./transition.js";

/** dist value for "no Full Rescue from here". */
export const UNREACHABLE = 255;

/**
 * Every state reachable from a start, with its moves stored as a compact edge list (CSR) and the
 * exact distance to Full Rescue of every state (reverse BFS from the goal over predecessor lists).
 */
export interface ReachableGraph {
  board: CompiledBoard;
  table: StateTable;
  count: number;
  /** Number of the Full Rescue state, or -1 when it is not reachable. */
  goal: number;
  /** Edges of state s are edgeStart[s] .. edgeStart[s + 1] - 1, in `legalMoves` order. */
  edgeStart: Int32Array;
  edgeChild: Int32Array;
  /** src * 2 + direction code. */
  edgeMove: Uint8Array;
  /** Starfish rescued by the move (capped at 255). */
  edgeRescued: Uint8Array;
  /** Bit e: some move of the state has a capture whose empty node is e. */
  vortexMask: Int32Array;
  /** Starfish still on the board. */
  remaining: Uint8Array;
  /** Exact minimum turns to Full Rescue (UNREACHABLE when impossible). */
  dist: Uint8Array;
}

export function exploreReachable(board: CompiledBoard, start: ArrayLike<number>): ReachableGraph {
  const n = board.n;
  const table = new StateTable(n, 4096);
  table.add(keyOf(board, start), -1, 255, 0);
  for (let x = 0; x < n; x++) table.rows[x] = board.isPit[x] === 1 ? 0 : (start[x] ?? 0);
  const tr = new Transition(board);
  const { isPit, arrow } = board;
  let edgeCapacity = 1 << 14;
  let edgeChild = new Int32Array(edgeCapacity);
  let edgeMove = new Uint8Array(edgeCapacity);
  let edgeRescued = new Uint8Array(edgeCapacity);
  let edgeStart = new Int32Array(1 << 12);
  let vortexMask = new Int32Array(1 << 12);
  let edges = 0;
  let goal = -1;
  for (let s = 0; s < table.size; s++) {
    if (s + 1 >= edgeStart.length) {
      edgeStart = growInt32(edgeStart, edgeStart.length * 2);
      vortexMask = growInt32(vortexMask, vortexMask.length * 2);
    }
    edgeStart[s] = edges;
    const base = s * n;
    const key = table.keys[s]!;
    if (key === 0) {
      goal = s;
      continue;
    }
    const depth = table.depth[s]! + 1;
    let vortex = 0;
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 1 || table.rows[base + src] === 0) continue;
      const only = arrow[src]!;
      for (let d = 0; d < 2; d++) {
        if (only !== -1 && only !== d) continue;
        tr.apply(table.rows, base, key, src, d);
        vortex |= tr.vortexMask;
        let child = table.find(tr.key);
        if (child === -1) {
          child = table.add(tr.key, s, src * 2 + d, depth);
          tr.write(table.rows, child * n);
        }
        if (edges === edgeCapacity) {
          edgeCapacity *= 2;
          edgeChild = growInt32(edgeChild, edgeCapacity);
          const moves = new Uint8Array(edgeCapacity);
          moves.set(edgeMove);
          edgeMove = moves;
          const rescued = new Uint8Array(edgeCapacity);
          rescued.set(edgeRescued);
          edgeRescued = rescued;
        }
        edgeChild[edges] = child;
        edgeMove[edges] = src * 2 + d;
        edgeRescued[edges] = Math.min(tr.rescued, 255);
        edges++;
      }
    }
    vortexMask[s] = vortex;
  }
  const count = table.size;
  edgeStart[count] = edges;
  const remaining = new Uint8Array(count);
  for (let s = 0; s < count; s++) {
    let sum = 0;
    for (let x = 0; x < n; x++) sum += table.rows[s * n + x]!;
    remaining[s] = sum;
  }
  const graph: ReachableGraph = {
    board,
    table,
    count,
    goal,
    edgeStart: edgeStart.subarray(0, count + 1),
    edgeChild: edgeChild.subarray(0, edges),
    edgeMove: edgeMove.subarray(0, edges),
    edgeRescued: edgeRescued.subarray(0, edges),
    vortexMask: vortexMask.subarray(0, count),
    remaining,
    dist: new Uint8Array(count),
  };
  computeDistances(graph);
  return graph;
}

/** Reverse BFS from the goal over predecessor lists built from the edges. */
function computeDistances(graph: ReachableGraph): void {
  const { count, edgeStart, edgeChild, dist, goal } = graph;
  dist.fill(UNREACHABLE);
  if (goal === -1) return;
  const edges = edgeChild.length;
  const predStart = new Int32Array(count + 1);
  for (let e = 0; e < edges; e++) predStart[edgeChild[e]! + 1]!++;
  for (let s = 0; s < count; s++) predStart[s + 1]! += predStart[s]!;
  const fill = predStart.slice(0, count);
  const pred = new Int32Array(edges);
  for (let s = 0; s < count; s++) {
    for (let e = edgeStart[s]!; e < edgeStart[s + 1]!; e++) pred[fill[edgeChild[e]!]!++] = s;
  }
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  dist[goal] = 0;
  queue[tail++] = goal;
  while (head < tail) {
    const s = queue[head++]!;
    const next = dist[s]! + 1;
    for (let p = predStart[s]!; p < predStart[s + 1]!; p++) {
      const before = pred[p]!;
      if (dist[before] === UNREACHABLE) {
        dist[before] = Math.min(next, 254);
        queue[tail++] = before;
      }
    }
  }
}

function growInt32(a: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}
