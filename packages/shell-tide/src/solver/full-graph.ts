import { type CompiledBoard, partsOfCounts } from "./compiled-board.js";
import { EVERY_CHILD, MoveKernel } from "./move-kernel.js";
import { createStateSpace, indexOfParts, type StateSpace } from "./state-space.js";

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
  /** partA/B/C/D[p]: the key parts of order[p]. */
  partA: Int32Array;
  partB: Int32Array;
  partC: Int32Array;
  partD: Int32Array;
  /** rows[p * n + node]: the counts of order[p] (decoded from the parts on first read). */
  readonly rows: Uint8Array;
  /** Edges of order[p] start at edgeStartAt[p] (sequential passes read the edges in this order). */
  edgeStartAt: Int32Array;
  edgeFrom: Int32Array;
  edgeCount: Uint8Array;
  edgeChild: Int32Array;
  /** The move of each edge: src * 2 + direction code. */
  edgeMove: Uint8Array;
  /** Starfish each edge's move rescues. */
  edgeRescued: Uint8Array;
  /** Starfish on the board (reachable states). */
  total: Uint8Array;
  /** Bit e: some move of the state captures with node e as its empty node (Vortex point). */
  vortexMask: Int32Array;
  /** Exact minimum turns to Full Rescue (UNREACHABLE when impossible, or for states not reachable). */
  dist: Uint8Array;
}

/**
 * A heartbeat of the long passes over a whole state space: `"graph"` with the states stored so far
 * (every 8192 expansions), then `"distances"` with the distance being assigned (once a pass). It may
 * throw to stop the work (an aborted proof): nothing of the graph outlives it.
 */
export type GraphProgress = (phase: "graph" | "distances", done: number) => void;

/**
 * Breadth-first over the dense state index: a bit set marks the states seen, the queue holds their
 * key parts (a state is decoded by table lookups when expanded), and every move's child index comes
 * from the kernel — no hashing. The edge arrays grow by doubling.
 */
export function buildFullGraph(
  board: CompiledBoard,
  startCounts: ArrayLike<number>,
  onProgress?: GraphProgress,
  /** Stop with a {@link GraphTooLarge} once the graph holds more moves than this. */
  moveCap = Number.POSITIVE_INFINITY,
): FullGraph {
  const space = createStateSpace(board);
  const size = space.size;
  const n = board.n;
  const kernel = new MoveKernel(board, space);
  const out = kernel.out;
  const [a0, b0, c0, d0] = partsOfCounts(board, startCounts);
  const start = indexOfParts(space, a0, b0, c0, d0);
  const seen = new Uint32Array((size >>> 5) + 1);
  const order = new Int32Array(size);
  // Typed arrays are zero-filled lazily by the system, so sizing by the space costs only what is used.
  const partA = new Int32Array(size);
  const partB = new Int32Array(size);
  const partC = new Int32Array(size);
  const partD = new Int32Array(size);
  const edgeFrom = new Int32Array(size);
  const edgeStartAt = new Int32Array(size + 1);
  const edgeCount = new Uint8Array(size);
  const total = new Uint8Array(size);
  const vortexMask = new Int32Array(size);
  // Room for every move the space can hold (each distribution with its most moves), capped: a
  // doubling copies every edge written so far and briefly holds both arrays, while pages of a typed
  // array never written cost no memory, so reserving the bound is free where growing is not.
  // Stryker disable next-line MethodExpression: the first allocation's size only; the edge arrays grow by doubling
  const edgeGuess = Math.min(Math.max(size * mostMovesOfAState(board), 1 << 16), MAX_FIRST_EDGES);
  let edgeChild = new Int32Array(edgeGuess);
  let edgeMove = new Uint8Array(edgeGuess);
  let edgeRescued = new Uint8Array(edgeGuess);
  const layerStart = [0];
  seen[start >>> 5]! |= 1 << (start & 31);
  order[0] = start;
  partA[0] = a0;
  partB[0] = b0;
  partC[0] = c0;
  partD[0] = d0;
  let tail = 1;
  let layerEnd = 1;
  let e = 0;
  for (let p = 0; p < tail; p++) {
    if (onProgress && (p & HEARTBEAT_MASK) === HEARTBEAT_MASK) onProgress("graph", tail);
    if (p === layerEnd) {
      layerStart.push(p);
      layerEnd = tail;
    }
    const r = order[p]!;
    edgeFrom[r] = e;
    edgeStartAt[p] = e;
    if (r === 0) continue;
    if (e + 2 * n > edgeChild.length) {
      edgeChild = grow(edgeChild, edgeChild.length * 2);
      edgeMove = growBytes(edgeMove, edgeMove.length * 2);
      edgeRescued = growBytes(edgeRescued, edgeRescued.length * 2);
    }
    const count = kernel.expand(partA[p]!, partB[p]!, partC[p]!, partD[p]!, EVERY_CHILD);
    total[r] = kernel.parentTotal;
    let vortex = 0;
    // out rows (move-kernel.ts): 0–3 key parts, 4 index, 5 move, 6 rescued, 7 Vortex mask
    for (let i = 0, o = 0; i < count; i++, o += 8) {
      const child = out[o + 4]!;
      const word = child >>> 5;
      const bit = 1 << (child & 31);
      if ((seen[word]! & bit) === 0) {
        seen[word]! |= bit;
        order[tail] = child;
        partA[tail] = out[o + 0]!;
        partB[tail] = out[o + 1]!;
        partC[tail] = out[o + 2]!;
        partD[tail] = out[o + 3]!;
        tail++;
      }
      vortex |= out[o + 7]!;
      edgeMove[e] = out[o + 5]!;
      edgeRescued[e] = out[o + 6]!;
      edgeChild[e++] = child;
    }
    edgeCount[r] = count;
    vortexMask[r] = vortex;
    if (e > moveCap) throw new GraphTooLarge(moveCap);
  }
  layerStart.push(tail);
  edgeStartAt[tail] = e;
  let rows: Uint8Array | null = null;
  const graph: FullGraph = {
    space,
    size,
    start,
    order: order.subarray(0, tail),
    layerStart,
    partA: partA.subarray(0, tail),
    partB: partB.subarray(0, tail),
    partC: partC.subarray(0, tail),
    partD: partD.subarray(0, tail),
    get rows() {
      rows ??= decodeRows(kernel, graph);
      return rows;
    },
    edgeStartAt: edgeStartAt.subarray(0, tail + 1),
    edgeFrom,
    edgeCount,
    edgeChild: edgeChild.subarray(0, e),
    edgeMove: edgeMove.subarray(0, e),
    edgeRescued: edgeRescued.subarray(0, e),
    total,
    vortexMask,
    dist: new Uint8Array(size),
  };
  computeDistances(graph, onProgress);
  return graph;
}

/** A graph stopped past its move cap (`buildFullGraph`'s `moveCap`): nothing of it is kept. */
export class GraphTooLarge extends RangeError {
  constructor(readonly moveCap: number) {
    super(`the graph has more than ${moveCap} moves`);
    this.name = "GraphTooLarge";
  }
}

/** The most edges reserved up front (a board with more grows its edge arrays by doubling). */
const MAX_FIRST_EDGES = 1 << 27;

/** The most legal moves one state of the board can have: two per sand pile, one with a Current Arrow. */
function mostMovesOfAState(board: CompiledBoard): number {
  const directions = Array.from(board.sandNodes, (node) => (board.arrow[node] === -1 ? 2 : 1)).sort(
    (x, y) => y - x,
  );
  // at most one source per starfish
  return directions.slice(0, board.objective).reduce((sum, d) => sum + d, 0);
}

/** Beat every 8192 states (a power of two: one AND per state). */
const HEARTBEAT_MASK = (1 << 13) - 1;

function decodeRows(kernel: MoveKernel, graph: FullGraph): Uint8Array {
  const n = kernel.board.n;
  const rows = new Uint8Array(graph.order.length * n);
  for (let p = 0; p < graph.order.length; p++) {
    kernel.decode(graph.partA[p]!, graph.partB[p]!, graph.partC[p]!, graph.partD[p]!);
    rows.set(kernel.counts, p * n);
  }
  return rows;
}

/**
 * Layered passes: pass k gives distance k to every reachable state without one that has a move into
 * a state whose distance is already known (the goal, index 0, is at 0): such a child is at k − 1, as
 * a state still pending at pass k has no child below k − 1. Exact because a state's distance is 1 +
 * the smallest distance among its children; it stops after the first pass that assigns nothing.
 * The known states are a bit set (a few hundred KB, it stays in cache) and the states assigned in a
 * pass join it only after the pass.
 */
export function computeDistances(graph: FullGraph, onProgress?: GraphProgress): void {
  const { order, edgeStartAt, edgeChild, dist, total, size } = graph;
  dist.fill(UNREACHABLE);
  dist[0] = 0;
  const known = new Uint32Array((size >>> 5) + 1);
  known[0] = 1;
  // Positions in breadth-first order, so each pass reads the edge list front to back.
  const pending = new Int32Array(order.length);
  const assigned = new Int32Array(order.length);
  let pendingCount = 0;
  for (let p = 0; p < order.length; p++) if (total[order[p]!]! > 0) pending[pendingCount++] = p;
  for (let k = 1; k < UNREACHABLE && pendingCount > 0; k++) {
    onProgress?.("distances", k);
    let kept = 0;
    let count = 0;
    for (let i = 0; i < pendingCount; i++) {
      const p = pending[i]!;
      let found = 0;
      for (let edge = edgeStartAt[p]!, end = edgeStartAt[p + 1]!; edge < end; edge++) {
        const child = edgeChild[edge]!;
        found = (known[child >>> 5]! >>> (child & 31)) & 1;
        if (found !== 0) break;
      }
      if (found !== 0) assigned[count++] = p;
      else pending[kept++] = p;
    }
    for (let i = 0; i < count; i++) {
      const r = order[assigned[i]!]!;
      dist[r] = k;
      known[r >>> 5]! |= 1 << (r & 31);
    }
    pendingCount = kept;
    if (count === 0) break;
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
