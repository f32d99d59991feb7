import { type Engine, refuse, stepped } from "../../src/index.js";

/** A directed graph with costed edges: node → its edges in the order they are offered. */
export type Graph = { to: number; cost: number[] }[][];
export interface At {
  node: number;
}
export type Moved = { type: "moved"; cost: number[] };

/** A toy engine that walks a graph: an action is the index of an edge of the current node. */
export function graphEngine(graph: Graph): Engine<At, number, Moved, "no-edge"> {
  return {
    legalActions: (s) => graph[s.node]!.map((_, i) => i),
    step(s, edge) {
      const e = graph[s.node]?.[edge];
      if (!e) return refuse("no-edge", `node ${s.node} has no edge ${edge}`);
      return stepped({ node: e.to }, [{ type: "moved", cost: e.cost }]);
    },
  };
}

/** Cheapest lexicographic cost from `start` to every node (Bellman–Ford; null = unreachable). */
export function referenceCosts(graph: Graph, start: number): (number[] | null)[] {
  const best: (number[] | null)[] = graph.map(() => null);
  best[start] = [0, 0];
  const less = (a: number[], b: number[]) => a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!);
  for (let round = 0; round < graph.length; round++) {
    graph.forEach((edges, from) => {
      const here = best[from];
      if (!here) return;
      for (const e of edges) {
        const c = [here[0]! + (e.cost[0] ?? 0), here[1]! + (e.cost[1] ?? 0)];
        const there = best[e.to];
        if (!there || less(c, there)) best[e.to] = c;
      }
    });
  }
  return best;
}
