import { type FullGraph, UNREACHABLE } from "./full-graph.js";
import { countsOf } from "./state-space.js";

/** The counts of a state (by rank) as a fresh row. */
export function rowOf(graph: FullGraph, rank: number): Uint8Array {
  const row = new Uint8Array(graph.space.board.n);
  countsOf(graph.space, rank, row);
  return row;
}

/** Shortest number of turns from `start` to every state (255: not reachable, or ≥ 255). */
export function depthsFrom(graph: FullGraph, start: number): { depth: Uint8Array; order: Int32Array } {
  const { size, edgeStart, edgeChild } = graph;
  const depth = new Uint8Array(size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  depth[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const r = queue[head++]!;
    const next = Math.min(depth[r]! + 1, 254);
    for (let e = edgeStart[r]!, end = edgeStart[r + 1]!; e < end; e++) {
      const child = edgeChild[e]!;
      if (depth[child] === UNREACHABLE) {
        depth[child] = next;
        queue[tail++] = child;
      }
    }
  }
  return { depth, order: queue.subarray(0, tail) };
}
