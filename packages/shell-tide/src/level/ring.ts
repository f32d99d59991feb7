import type { Level } from "./schema.js";

/** A plain ring of `n` nodes: `right[i] = i + 1` (clockwise on the standard layout), `left` its inverse. */
export function ringEdges(n: number): Level["edges"] {
  return {
    left: Array.from({ length: n }, (_, i) => (i + n - 1) % n),
    right: Array.from({ length: n }, (_, i) => (i + 1) % n),
  };
}
