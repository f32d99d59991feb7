import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  estimateProof,
  exactLimitReport,
  type Level,
  type ProofPhase,
  type ProofProgress,
  proveLevel,
} from "../src/index.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { buildFullGraph } from "../src/solver/full-graph.js";
import { levelArb } from "./arbitraries.js";
import { packLevel } from "./pack-files.js";

/** proveLevel's heartbeat, its AbortSignal and estimateProof, the size known before it starts. */

const PHASES: ProofPhase[] = ["optimum", "graph", "distances", "plausible", "audit", "routes"];

function beats(level: Level): ProofProgress[] {
  const seen: ProofProgress[] = [];
  proveLevel(level, { onProgress: (p) => seen.push(p) });
  return seen;
}

describe("proveLevel reports its progress", () => {
  it("every part in order, boards counted against the estimate, turns against the horizon", () => {
    const level = packLevel(3);
    const seen = beats(level);
    const order = seen.map((p) => PHASES.indexOf(p.phase));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(seen.map((p) => p.phase))).toEqual(new Set(PHASES));
    const states = estimateProof(level).states;
    for (const p of seen.filter((b) => b.phase === "optimum" || b.phase === "graph")) {
      expect(p.total).toBe(states);
      expect(p.done).toBeLessThanOrEqual(states);
    }
    for (const p of seen.filter((b) => b.phase === "plausible" || b.phase === "audit"))
      expect(p.done).toBeLessThan(p.total!);
  });

  it("beats every 8192 boards while a large graph is built", () => {
    // level 7: 49,910 reachable boards, so a beat after boards 8192, 16384, … 49152
    const level = packLevel(7);
    const graph = beats(level).filter((p) => p.phase === "graph" && p.done > 0);
    expect(graph).toHaveLength(Math.floor(49_910 / 8192));
    for (let i = 1; i < graph.length; i++) expect(graph[i]!.done).toBeGreaterThanOrEqual(graph[i - 1]!.done);
  });

  it("the proof is the same with or without a heartbeat", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 7, maxStarfish: 8 }), (level) => {
        expect(proveLevel(level, { onProgress: () => {} })).toEqual(proveLevel(level));
      }),
      { numRuns: 15 },
    );
  });
});

describe("proveLevel stops on its AbortSignal", () => {
  it("an aborted signal stops it before any work, with the signal's reason", () => {
    const controller = new AbortController();
    const reason = new Error("not now");
    controller.abort(reason);
    let called = 0;
    expect(() => proveLevel(packLevel(1), { signal: controller.signal, onProgress: () => called++ })).toThrow(
      reason,
    );
    expect(called).toBe(0);
  });

  it("aborted from a heartbeat in any part, it stops there; the next proof is whole", () => {
    const level = packLevel(4);
    const expected = proveLevel(level);
    for (const phase of PHASES) {
      const controller = new AbortController();
      const after: ProofPhase[] = [];
      const stop = () =>
        proveLevel(level, {
          signal: controller.signal,
          onProgress: (p) => {
            after.push(p.phase);
            if (p.phase === phase) controller.abort();
          },
        });
      expect(stop, phase).toThrow(expect.objectContaining({ name: "AbortError" }));
      expect(after.at(-1)).toBe(phase);
      expect(proveLevel(level)).toEqual(expected);
    }
  });
});

describe("estimateProof", () => {
  it("bounds the boards and moves a proof meets, and says whether it can run", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 8, maxStarfish: 10 }), (level) => {
        const estimate = estimateProof(level);
        expect(estimate.withinLimits).toBe(exactLimitReport(level).withinLimits);
        const proof = proveLevel(level);
        expect(proof.reachableStates).toBeLessThanOrEqual(estimate.states);
        // the moves over every distribution: at least the reachable graph's edges
        expect(estimate.moves).toBe(exactLimitReport(level).proof.moveBound);
        const graph = buildFullGraph(
          compileBoard(level),
          level.nodes.map((n) => n.starfish),
        );
        expect(graph.edgeChild.length).toBeLessThanOrEqual(estimate.moves);
        expect(estimate.bytes).toBeGreaterThan(estimate.states);
      }),
      { numRuns: 20 },
    );
  });

  it("the pack's largest level: millions of boards, known before anything runs", () => {
    const estimate = estimateProof(packLevel(10));
    expect(estimate).toMatchObject({ sandNodes: 10, starfish: 16, states: 5_311_735, withinLimits: true });
    // a 12-node ring of 24 starfish: beyond the limits, so the proof would not run
    const beyond = estimateProof({
      ...packLevel(10),
      nodes: packLevel(10).nodes.map((n, i) => ({ ...n, type: "sand" as const, starfish: i === 0 ? 24 : 0 })),
    });
    expect(beyond.withinLimits).toBe(false);
    expect(beyond.states).toBe(1_251_677_700);
  });
});
