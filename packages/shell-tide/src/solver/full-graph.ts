import type { CompiledBoard } from "./compiled-board.js";
import { createStateSpace, type StateSpace } from "./state-space.js";
import { Transition } from "./transition.js";

/** dist value for "no Full Rescue from here". */
export const UNREACHABLE = 255;

/**
 * The whole move graph of a board: every distribution of at most `objective` starfish over the sand
 * nodes (numbered by `StateSpace`; index 0 is the empty board, the goal), its moves as a CSR edge
 * list in `legalMoves` order, and the exact distance to Full Rescue of every state.
 */
export interface FullGraph {
  space: StateSpace;
  size: number;
  /** Moves of state r: edgeChild[edgeStart[r] .. edgeStart[r + 1] − 1]. */
  edgeStart: Int32Array;
  edgeChild: Int32Array;
  /** The move of each edge: src * 2 + direction code. */
  edgeMove: Uint8Array;
  /** Starfish on the board. */
  total: Uint8Array;
  /** Bit e: some move of the state captures with node e as its empty node (Vortex point). */
  vortexMask: Int32Array;
  /** Exact minimum turns to Full Rescue (UNREACHABLE when impossible). */
  dist: Uint8Array;
}

/**
 * Builds the graph in index order: for each high half, its low halves in low order (so the index
 * just counts up). Two passes: one counts the legal moves (so the edge arrays are allocated once,
 * exactly), one generates them with the solver's move kernel.
 */
export function buildFullGraph(board: CompiledBoard): FullGraph {
  const space = createStateSpace(board);
  const { size, hiList, hiTotals, loList, loCountUpTo, loRange } = space;
  const { n, isPit, arrow, objective } = board;
  const sandLo: number[] = [];
  const sandHi: number[] = [];
  for (let i = 0; i < n; i++) {
    if (isPit[i] === 1) continue;
    if (board.weightLo[i]! > 0) sandLo.push(i);
    else sandHi.push(i);
  }
  const radix = objective + 1;
  const digitsOf = (key: number, nodes: number[], out: Uint8Array, base: number) => {
    let rest = key;
    for (let j = 0; j < nodes.length; j++) {
      const digit = rest % radix;
      out[base + j] = digit;
      rest = (rest - digit) / radix;
    }
  };
  const loDigits = new Uint8Array(loList.length * sandLo.length);
  for (let l = 0; l < loList.length; l++) digitsOf(loList[l]!, sandLo, loDigits, l * sandLo.length);
  const hiDigits = new Uint8Array(sandHi.length);
  const row = new Uint8Array(n);
  const total = new Uint8Array(size);
  const edgeStart = new Int32Array(size + 1);
  // Pass 1: count the moves (a sand node with starfish gives 2 moves, 1 under a Current Arrow).
  const movesOf = new Int32Array(n);
  for (let i = 0; i < n; i++) movesOf[i] = isPit[i] === 1 ? 0 : arrow[i] === -1 ? 2 : 1;
  let edges = 0;
  let index = 0;
  for (let h = 0; h < hiList.length; h++) {
    digitsOf(hiList[h]!, sandHi, hiDigits, 0);
    let hiMoves = 0;
    for (let j = 0; j < sandHi.length; j++) if (hiDigits[j]! > 0) hiMoves += movesOf[sandHi[j]!]!;
    const loCount = loCountUpTo[objective - hiTotals[h]!]!;
    for (let l = 0; l < loCount; l++) {
      let moves = hiMoves;
      let loTotal = 0;
      const base = l * sandLo.length;
      for (let j = 0; j < sandLo.length; j++) {
        const c = loDigits[base + j]!;
        loTotal += c;
        if (c > 0) moves += movesOf[sandLo[j]!]!;
      }
      edgeStart[index] = edges;
      total[index] = hiTotals[h]! + loTotal;
      edges += moves;
      index++;
    }
  }
  edgeStart[size] = edges;
  const edgeChild = new Int32Array(edges);
  const edgeMove = new Uint8Array(edges);
  const vortexMask = new Int32Array(size);
  const { hiBase, loRank } = space;
  const tr = new Transition(board);
  let e = 0;
  index = 0;
  for (let h = 0; h < hiList.length; h++) {
    digitsOf(hiList[h]!, sandHi, hiDigits, 0);
    for (let j = 0; j < sandHi.length; j++) row[sandHi[j]!] = hiDigits[j]!;
    const hiKey = hiList[h]! * loRange;
    const loCount = loCountUpTo[objective - hiTotals[h]!]!;
    for (let l = 0; l < loCount; l++) {
      const base = l * sandLo.length;
      for (let j = 0; j < sandLo.length; j++) row[sandLo[j]!] = loDigits[base + j]!;
      const key = hiKey + loList[l]!;
      let vortex = 0;
      tr.setParent(row, 0, key);
      for (let src = 0; src < n; src++) {
        if (isPit[src] === 1 || row[src] === 0) continue;
        const only = arrow[src]!;
        for (let d = 0; d < 2; d++) {
          if (only !== -1 && only !== d) continue;
          tr.apply(src, d);
          vortex |= tr.vortexMask;
          edgeMove[e] = src * 2 + d;
          edgeChild[e++] = hiBase[tr.keyHi]! + loRank[tr.keyLo]!;
        }
      }
      vortexMask[index++] = vortex;
    }
  }
  const graph: FullGraph = {
    space,
    size,
    edgeStart,
    edgeChild,
    edgeMove,
    total,
    vortexMask,
    dist: new Uint8Array(size),
  };
  computeDistances(graph);
  return graph;
}

/**
 * Layered passes: pass k gives distance k to every state without one that has a move into a state
 * at distance k − 1 (the goal, rank 0, is at 0). Exact because a state's distance is 1 + the
 * smallest distance among its children; it stops after the first pass that assigns nothing.
 */
function computeDistances(graph: FullGraph): void {
  const { size, edgeStart, edgeChild, dist, total } = graph;
  dist.fill(UNREACHABLE);
  dist[0] = 0;
  let pending = new Int32Array(size);
  let pendingCount = 0;
  for (let r = 0; r < size; r++) if (total[r]! > 0) pending[pendingCount++] = r;
  for (let k = 1; k < UNREACHABLE && pendingCount > 0; k++) {
    let kept = 0;
    let assigned = 0;
    const previous = k - 1;
    for (let i = 0; i < pendingCount; i++) {
      const r = pending[i]!;
      let found = false;
      for (let edge = edgeStart[r]!, end = edgeStart[r + 1]!; edge < end; edge++) {
        if (dist[edgeChild[edge]!] === previous) {
          found = true;
          break;
        }
      }
      if (found) {
        dist[r] = k;
        assigned++;
      } else pending[kept++] = r;
    }
    pendingCount = kept;
    if (assigned === 0) break;
  }
  pending = new Int32Array(0);
}
