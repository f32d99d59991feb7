import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestFirstSearch, type SearchProblem } from "../../src/index.js";
import { type At, type Graph, graphEngine, type Moved, referenceCosts } from "./graph-engine.js";

const graphArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.array(
    fc.array(
      fc.record({ to: fc.integer({ min: 0, max: n - 1 }), cost: fc.tuple(fc.integer({ min: 0, max: 4 })) }),
      {
        maxLength: 4,
      },
    ),
    { minLength: n, maxLength: n },
  ),
);

/** Exact remaining cost to `goal` from every node (a consistent estimate), by the reversed graph. */
function remaining(graph: Graph, goal: number): (number | null)[] {
  const reversed: Graph = graph.map(() => []);
  graph.forEach((edges, from) => {
    for (const e of edges) reversed[e.to]!.push({ to: from, cost: e.cost });
  });
  return referenceCosts(reversed, goal).map((c) => (c === null ? null : c[0]!));
}

describe("bestFirstSearch with an estimate (A*)", () => {
  it("finds the same cheapest cost with a consistent estimate, expanding no more states", () => {
    fc.assert(
      fc.property(graphArb, fc.nat(), fc.boolean(), (graph, g, half) => {
        const goal = g % graph.length;
        const h = remaining(graph, goal);
        const base: SearchProblem<At, number, Moved, "no-edge"> = {
          engine: graphEngine(graph),
          start: { node: 0 },
          key: (s) => String(s.node),
          isGoal: (s) => s.node === goal,
          stepCost: (_f, _a, _t, events) => events[0]!.cost,
        };
        const plain = bestFirstSearch(base);
        // an unreachable node can never lead to the goal: any estimate is a lower bound there
        const estimate = (s: At) => [((h[s.node] ?? 1000) * (half ? 1 : 2)) / 2];
        const guided = bestFirstSearch({ ...base, estimate });
        expect(guided.goal?.cost ?? null).toEqual(plain.goal?.cost ?? null);
        expect(guided.stats.expanded).toBeLessThanOrEqual(plain.stats.expanded);
      }),
      { numRuns: 300 },
    );
  });

  it("reports the proven bound (cost plus estimate) as its progress", () => {
    const chain: Graph = Array.from({ length: 6 }, (_, i) => (i < 5 ? [{ to: i + 1, cost: [1] }] : []));
    const bounds: number[] = [];
    bestFirstSearch(
      {
        engine: graphEngine(chain),
        start: { node: 0 },
        key: (s) => String(s.node),
        isGoal: (s) => s.node === 5,
        estimate: (s) => [5 - s.node],
      },
      { progressEvery: 1, onProgress: (p) => bounds.push(p.cost[0]!) },
    );
    expect(bounds).toEqual([5, 5, 5, 5, 5]);
  });
});
