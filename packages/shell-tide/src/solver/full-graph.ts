import type { CompiledBoard } from "./compiled-board.js";
import { createStateSpace, type StateSpace } from "./state-space.js";
import { Transition } from "./transition.js";

/** dist value for "no Full Rescue from here". */
export const UNREACHABLE = 255;

/**
 * The whole move graph of a board: every distribution of at most `objective` starfish over the sand
 * nodes (numbered by `StateSpace` rank; rank 0 is the empty board, the goal), its moves as a CSR edge
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

/** Iterates the distributions in rank order (colex successor of the combination x). */
class RankWalker {
  readonly x: Int32Array;
  readonly row: Uint8Array;
  constructor(private readonly space: StateSpace) {
    this.x = Int32Array.from({ length: space.m }, (_, j) => j);
    this.row = new Uint8Array(space.board.n);
  }
  /** Fills `row` from x; returns the total. */
  decode(): number {
    const { sand, m } = this.space;
    let previous = 0;
    for (let j = 0; j < m; j++) {
      const prefix = this.x[j]! - j;
      this.row[sand[j]!] = prefix - previous;
      previous = prefix;
    }
    return previous;
  }
  advance(): void {
    const { m, board } = this.space;
    const top = board.objective + m;
    const x = this.x;
    let j = 0;
    while (j < m - 1 && x[j]! + 1 === x[j + 1]!) j++;
    if (j === m - 1 && x[j]! + 1 >= top) return;
    x[j]!++;
    for (let i = 0; i < j; i++) x[i] = i;
  }
}

/**
 * The child's rank from the parent's, touching only the prefix sums a move changes: with prefix sums
 * P_j and their change D_j (the running sum of the count changes in rank order), the rank moves by
 * Σ C(P_j + D_j + j, j + 1) − C(P_j + j, j + 1) over the positions where D_j ≠ 0. A short sow that
 * rescues nothing changes only the positions it crosses.
 */
class RankUpdate {
  private readonly prefix: Int32Array;
  private readonly position: Int32Array;
  private readonly entryPos: Int32Array;
  private readonly entryDelta: Int32Array;
  private parentRank = 0;
  private count = 0;

  constructor(private readonly space: StateSpace) {
    const { board, sand, m } = space;
    this.prefix = new Int32Array(m);
    this.position = new Int32Array(board.n).fill(-1);
    for (let j = 0; j < m; j++) this.position[sand[j]!] = j;
    this.entryPos = new Int32Array(2 * board.n + 40);
    this.entryDelta = new Int32Array(2 * board.n + 40);
  }

  setParent(x: Int32Array, rank: number): void {
    for (let j = 0; j < this.prefix.length; j++) this.prefix[j] = x[j]! - j;
    this.parentRank = rank;
  }

  /** Inserts (pos, delta) keeping the entries sorted by position (a handful of entries). */
  private add(pos: number, delta: number): void {
    const entryPos = this.entryPos;
    const entryDelta = this.entryDelta;
    let i = this.count++;
    while (i > 0 && entryPos[i - 1]! > pos) {
      entryPos[i] = entryPos[i - 1]!;
      entryDelta[i] = entryDelta[i - 1]!;
      i--;
    }
    entryPos[i] = pos;
    entryDelta[i] = delta;
  }

  childRank(tr: Transition, k: number, d: number): number {
    const { board, binom, stride, m } = this.space;
    const { n, nodeAt, isPit } = board;
    const position = this.position;
    const entryPos = this.entryPos;
    const entryDelta = this.entryDelta;
    this.count = 0;
    const src = tr.src;
    this.add(position[src]!, -k);
    const t = (d * n + src) * (n + 1);
    if (tr.q > 0) {
      for (let x = 0; x < n; x++) if (isPit[x] === 0) this.add(position[x]!, tr.q);
    }
    for (let step = 1; step <= tr.rem; step++) {
      const node = nodeAt[t + step]!;
      if (isPit[node] === 0) this.add(position[node]!, 1);
    }
    for (let c = 0; c < tr.clearedCount; c++) this.add(position[tr.clearedNodes[c]!]!, -tr.clearedPiles[c]!);
    const count = this.count;
    let rank = this.parentRank;
    let delta = 0;
    const prefix = this.prefix;
    for (let i = 0; i < count; i++) {
      delta += entryDelta[i]!;
      if (delta === 0) continue;
      const end = i + 1 < count ? entryPos[i + 1]! : m;
      for (let j = entryPos[i]!; j < end; j++) {
        const p = prefix[j]! + j;
        rank += binom[(p + delta) * stride + j + 1]! - binom[p * stride + j + 1]!;
      }
    }
    return rank;
  }
}

export function buildFullGraph(board: CompiledBoard): FullGraph {
  const space = createStateSpace(board);
  const { size } = space;
  const { n, isPit, arrow } = board;
  const edgeStart = new Int32Array(size + 1);
  const total = new Uint8Array(size);
  let walker = new RankWalker(space);
  let edges = 0;
  for (let r = 0; r < size; r++) {
    edgeStart[r] = edges;
    total[r] = walker.decode();
    const row = walker.row;
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 0 && row[src]! > 0) edges += arrow[src] === -1 ? 2 : 1;
    }
    walker.advance();
  }
  edgeStart[size] = edges;
  const edgeChild = new Int32Array(edges);
  const edgeMove = new Uint8Array(edges);
  const vortexMask = new Int32Array(size);
  const tr = new Transition(board);
  const rankUpdate = new RankUpdate(space);
  walker = new RankWalker(space);
  let e = 0;
  for (let r = 0; r < size; r++) {
    walker.decode();
    const row = walker.row;
    rankUpdate.setParent(walker.x, r);
    let vortex = 0;
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 1 || row[src] === 0) continue;
      const only = arrow[src]!;
      for (let d = 0; d < 2; d++) {
        if (only !== -1 && only !== d) continue;
        tr.apply(row, 0, 0, src, d);
        vortex |= tr.vortexMask;
        edgeMove[e] = src * 2 + d;
        edgeChild[e++] = rankUpdate.childRank(tr, row[src]!, d);
      }
    }
    vortexMask[r] = vortex;
    walker.advance();
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
