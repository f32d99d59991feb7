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

export function isPlausible(flags: number): boolean {
  return (flags & (RESCUE | SETUP | IMPROVES)) !== 0;
}

export function isDead(flags: number): boolean {
  return (flags & (RESCUE | SETUP)) === 0 && (flags & WORSENS) !== 0;
}
