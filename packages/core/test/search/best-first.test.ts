import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCost, bestFirstSearch, compareCost, replay } from "../../src/index.js";
import { type At, type Graph, graphEngine, type Moved, referenceCosts } from "./graph-engine.js";

const graphArb = (costs: number) =>
  fc.integer({ min: 1, max: 9 }).chain((n) =>
    fc.array(
      fc.array(
        fc.record({
          to: fc.integer({ min: 0, max: n - 1 }),
          cost: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: costs, maxLength: costs }),
        }),
        { maxLength: 4 },
      ),
      { minLength: n, maxLength: n },
    ),
  );

function solve(graph: Graph, goal: number, withCost = true) {
  const engine = graphEngine(graph);
  return bestFirstSearch<At, number, Moved, "no-edge", unknown>({
    engine,
    start: { node: 0 },
    key: (s) => String(s.node),
    isGoal: (s) => s.node === goal,
    ...(withCost ? { stepCost: (_f, _a, _t, events) => events[0]!.cost } : {}),
  });
}

describe("bestFirstSearch", () => {
  it("finds the cheapest lexicographic cost that a Bellman–Ford reference finds, with a path that replays to the goal", () => {
    fc.assert(
      fc.property(graphArb(2), fc.nat(), (graph, g) => {
        const goal = g % graph.length;
        const result = solve(graph, goal);
        const expected = referenceCosts(graph, 0)[goal] ?? null;
        if (expected === null) {
          expect(result.goal).toBeNull();
          expect(result.exhausted).toBe(true);
          return;
        }
        expect(result.goal).not.toBeNull();
        expect(compareCost(result.goal!.cost, expected)).toBe(0);
        const played = replay(graphEngine(graph).step, { node: 0 }, result.goal!.actions);
        expect(played.ok && played.state.node).toBe(goal);
        let total: readonly number[] = [0, 0];
        for (const events of played.events) total = addCost(total, events[0]!.cost);
        expect(total).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("is breadth-first by steps with the default unit cost", () => {
    fc.assert(
      fc.property(graphArb(1), fc.nat(), (graph, g) => {
        const goal = g % graph.length;
        const unit = graph.map((edges) => edges.map((e) => ({ to: e.to, cost: [1] })));
        const expected = referenceCosts(unit, 0)[goal] ?? null;
        const result = solve(graph, goal, false);
        expect(result.goal?.actions.length ?? null).toBe(expected === null ? null : expected[0]);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps each key once: a diamond's two routes merge, and every reachable node is kept exactly once", () => {
    const graph: Graph = [
      [
        { to: 1, cost: [1] },
        { to: 2, cost: [1] },
      ],
      [{ to: 3, cost: [1] }],
      [{ to: 3, cost: [1] }],
      [{ to: 0, cost: [1] }],
    ];
    const result = solve(graph, 99);
    expect(result.goal).toBeNull();
    expect(result.exhausted).toBe(true);
    expect(result.stats.states).toBe(4);
    expect(result.stats.expanded).toBe(4);
    // node 3 found twice, the start once more through 3 → 0
    expect(result.stats.duplicates).toBe(2);
    expect(result.stats.generated).toBe(5);
  });

  it("replaces a state not yet expanded when a cheaper path to its key appears", () => {
    // 0 → 2 costs 5 directly, 0 → 1 → 2 costs 2: the direct copy is found first and retired.
    const graph: Graph = [
      [
        { to: 2, cost: [5] },
        { to: 1, cost: [1] },
      ],
      [{ to: 2, cost: [1] }],
      [],
    ];
    const result = solve(graph, 2);
    expect(result.goal?.cost).toEqual([2]);
    expect(result.goal?.actions).toEqual([1, 0]);
  });

  it("among goals of equal cost returns the one first offered (deterministic witness)", () => {
    const graph: Graph = [
      [
        { to: 1, cost: [1] },
        { to: 2, cost: [1] },
      ],
      [{ to: 3, cost: [1] }],
      [{ to: 3, cost: [1] }],
      [],
    ];
    expect(solve(graph, 3).goal?.actions).toEqual([0, 0]);
    const flipped = [[graph[0]![1]!, graph[0]![0]!], graph[1]!, graph[2]!, graph[3]!];
    expect(solve(flipped, 3).goal?.actions).toEqual([0, 0]);
    expect(solve(flipped, 3).goal?.state.node).toBe(3);
  });

  it("reports dead ends, states past the horizon and refused actions", () => {
    const graph: Graph = [[{ to: 1, cost: [1] }], [{ to: 2, cost: [1] }], [{ to: 3, cost: [1] }], []];
    const engine = graphEngine(graph);
    const dead: number[] = [];
    const beyond: number[][] = [];
    const visited: number[] = [];
    const result = bestFirstSearch(
      {
        engine,
        start: { node: 0 },
        key: (s) => String(s.node),
        isGoal: () => false,
        // an edge that does not exist is offered too: step refuses it
        actions: (s) => [...engine.legalActions(s), 7],
        beyond: (s) => s.node === 2,
      },
      {
        onDeadEnd: (v) => dead.push(v.state.node),
        onBeyond: (v) => beyond.push(v.path()),
        onVisit: (v) => visited.push(v.state.node),
      },
    );
    expect(result.exhausted).toBe(false);
    expect(result.stats).toMatchObject({ beyond: 1, deadEnds: 0, refused: 2, expanded: 2 });
    expect(beyond).toEqual([[0, 0]]);
    // a state past the horizon is never taken from the frontier
    expect(visited).toEqual([0, 1]);
    const open = bestFirstSearch(
      { engine, start: { node: 0 }, key: (s) => String(s.node), isGoal: () => false },
      { onDeadEnd: (v) => dead.push(v.state.node) },
    );
    expect(open.exhausted).toBe(true);
    expect(open.stats.deadEnds).toBe(1);
    expect(dead).toEqual([3]);
  });

  it("calls onProgress every progressEvery expansions with the cost proven so far", () => {
    const chain: Graph = Array.from({ length: 10 }, (_, i) => (i < 9 ? [{ to: i + 1, cost: [1] }] : []));
    const seen: { expanded: number; cost: readonly number[]; frontier: number }[] = [];
    bestFirstSearch(
      { engine: graphEngine(chain), start: { node: 0 }, key: (s) => String(s.node), isGoal: () => false },
      {
        progressEvery: 3,
        onProgress: (p) => seen.push({ expanded: p.expanded, cost: p.cost, frontier: p.frontier }),
      },
    );
    expect(seen).toEqual([
      { expanded: 3, cost: [2], frontier: 1 },
      { expanded: 6, cost: [5], frontier: 1 },
      { expanded: 9, cost: [8], frontier: 1 },
    ]);
  });
});
