import type { FullGraph } from "./full-graph.js";
import { countsOf } from "./state-space.js";

/** The counts of a state (by rank) as a fresh row. */
export function rowOf(graph: FullGraph, rank: number): Uint8Array {
  const row = new Uint8Array(graph.space.board.n);
  countsOf(graph.space, rank, row);
  return row;
}

/**
 * The states reachable from `start` in breadth-first order, and where each depth begins:
 * order[layerStart[d] .. layerStart[d + 1]) are the states first reached after d turns. The visited
 * set is a bit set (a few hundred KB even for millions of states), so it stays in cache.
 */
export function reachableFrom(graph: FullGraph, start: number): { order: Int32Array; layerStart: number[] } {
  const { size, edgeStart, edgeChild } = graph;
  const seen = new Uint32Array((size >>> 5) + 1);
  const queue = new Int32Array(size);
  const layerStart = [0];
  let head = 0;
  let tail = 0;
  seen[start >>> 5]! |= 1 << (start & 31);
  queue[tail++] = start;
  let layerEnd = tail;
  while (head < tail) {
    if (head === layerEnd) {
      layerStart.push(head);
      layerEnd = tail;
    }
    const r = queue[head++]!;
    for (let e = edgeStart[r]!, end = edgeStart[r + 1]!; e < end; e++) {
      const child = edgeChild[e]!;
      const word = child >>> 5;
      const bit = 1 << (child & 31);
      if ((seen[word]! & bit) === 0) {
        seen[word]! |= bit;
        queue[tail++] = child;
      }
    }
  }
  layerStart.push(tail);
  return { order: queue.subarray(0, tail), layerStart };
}
