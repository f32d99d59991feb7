import type { FullGraph } from "../solver/full-graph.js";

export const RESCUE = 1;
export const SETUP = 2;
export const IMPROVES = 4;
export const WORSENS = 8;

/** Bit flags of edge `e` (a move of state `r`) for the plausible-path definition (balance.md). */
export function edgeFlags(graph: FullGraph, r: number, e: number): number {
  const child = graph.edgeChild[e]!;
  let flags = 0;
  if (graph.total[child]! < graph.total[r]!) flags |= RESCUE;
  else if (((graph.vortexMask[child]! >> (graph.edgeMove[e]! >> 1)) & 1) === 1) flags |= SETUP;
  const before = graph.dist[r]!;
  const after = graph.dist[child]!;
  if (after < before) flags |= IMPROVES;
  else if (after > before) flags |= WORSENS;
  return flags;
}

/** The classes of a graph's edges, computed for the boards of its first `layers` breadth-first layers. */
interface Classified {
  classes: Uint8Array;
  /** Boards order[0 … done) have their edges classified. */
  done: number;
  /** dist (8 bits) above the Vortex mask (≤ 24 nodes) of every board; the goal has dist 0 and no mask. */
  info: Int32Array;
}

const classified = new WeakMap<FullGraph, Classified>();

/**
 * `edgeFlags` of the moves of every board within `layers` turns of the start (all of them by
 * default), by edge (`classes[e]`): the proof's passes (plausible player, dead moves, witnesses) read
 * one byte per move instead of three of the child's fields at random places of arrays the size of the
 * state space. Computed once per graph and extended when asked for deeper layers; the proof asks
 * for its horizon only, as no attempt it follows gets further. One pass in breadth-first order, so
 * the edges are read front to back; the child's distance and Vortex mask are packed into one word
 * per state first, so each move costs one random read.
 */
export function edgeClasses(graph: FullGraph, layers = Number.POSITIVE_INFINITY): Uint8Array {
  const { order, layerStart, edgeStartAt, edgeChild, edgeMove, edgeRescued, dist } = graph;
  let memo = classified.get(graph);
  if (!memo) {
    const info = new Int32Array(graph.size);
    for (let p = 0; p < order.length; p++) {
      const r = order[p]!;
      info[r] = (dist[r]! << 24) | graph.vortexMask[r]!;
    }
    memo = { classes: new Uint8Array(edgeChild.length), done: 0, info };
    classified.set(graph, memo);
  }
  const upTo = layers >= layerStart.length - 1 ? order.length : layerStart[layers]!;
  const { classes, info } = memo;
  for (let p = memo.done; p < upTo; p++) {
    const before = dist[order[p]!]!;
    for (let e = edgeStartAt[p]!, end = edgeStartAt[p + 1]!; e < end; e++) {
      const child = info[edgeChild[e]!]!;
      // a move rescues exactly when the child holds fewer starfish: the kernel's rescued count
      let flags = edgeRescued[e]! > 0 ? RESCUE : ((child >> (edgeMove[e]! >> 1)) & 1) === 1 ? SETUP : 0;
      const after = child >>> 24;
      if (after < before) flags |= IMPROVES;
      else if (after > before) flags |= WORSENS;
      classes[e] = flags;
    }
  }
  memo.done = Math.max(memo.done, upTo);
  return classes;
}

export function isPlausible(flags: number): boolean {
  return (flags & (RESCUE | SETUP | IMPROVES)) !== 0;
}

export function isDead(flags: number): boolean {
  return (flags & (RESCUE | SETUP)) === 0 && (flags & WORSENS) !== 0;
}
