import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { edgeClasses, edgeFlags } from "../src/balance/classify.js";
import { failAudit, likeliestEnds } from "../src/balance/fail-audit.js";
import { runPlausiblePlayer } from "../src/balance/plausible-player.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { buildFullGraph } from "../src/solver/full-graph.js";
import { levelArb } from "./arbitraries.js";

describe("the proof's edge classes, computed once per graph", () => {
  it("equal the plausible-path flags of every move, read off the child's fields", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 8, maxPile: 4, maxStarfish: 9, permutedEdges: true }), (level) => {
        const graph = buildFullGraph(
          compileBoard(level),
          level.nodes.map((n) => n.starfish),
        );
        // the first two layers first, then the rest (the proof asks for its horizon only)
        const partial = edgeClasses(graph, 2);
        const firstTwo = graph.layerStart[Math.min(2, graph.layerStart.length - 1)]!;
        for (let p = 0; p < firstTwo; p++) {
          for (let e = graph.edgeStartAt[p]!; e < graph.edgeStartAt[p + 1]!; e++)
            expect(partial[e]).toBe(edgeFlags(graph, graph.order[p]!, e));
        }
        const classes = edgeClasses(graph);
        expect(classes).toBe(partial);
        expect(classes.length).toBe(graph.edgeChild.length);
        for (const r of graph.order) {
          for (let e = graph.edgeFrom[r]!, end = e + graph.edgeCount[r]!; e < end; e++) {
            expect(classes[e]).toBe(edgeFlags(graph, r, e));
            // what the player weighs a move by: the starfish its child has fewer of
            expect(graph.edgeRescued[e]).toBe(graph.total[r]! - graph.total[graph.edgeChild[e]!]!);
          }
        }
        expect(edgeClasses(graph)).toBe(classes);
      }),
      { numRuns: 60 },
    );
  });
});

describe("likeliestEnds: the common fail paths' end boards", () => {
  /** The definition: rank every end (likeliest first, ties in their order), take until the target. */
  function byFullRanking(chance: number[], target: number): number[] {
    const ranked = chance.map((_, i) => i).sort((x, y) => chance[y]! - chance[x]! || x - y);
    const taken: number[] = [];
    let covered = 0;
    for (const at of ranked) {
      if (covered >= target) break;
      covered += chance[at]!;
      taken.push(at);
    }
    return taken;
  }

  it("takes the same boards in the same order as ranking them all", () => {
    // few distinct chances, so ties (and a cut inside a run of equal chances) are the usual case
    const chances = fc.array(fc.constantFrom(0.5, 0.25, 0.125, 0.1, 1 / 3, 0.0625, 1e-9, 0.2), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(chances, fc.double({ min: 0, max: 1, noNaN: true }), (chance, share) => {
        const total = chance.reduce((sum, p) => sum + p, 0);
        const target = share * total - 1e-12;
        expect(Array.from(likeliestEnds(Float64Array.from(chance), target))).toEqual(
          byFullRanking(chance, target),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("takes nothing for a target already met and everything for one never met", () => {
    const chance = Float64Array.from([0.2, 0.5, 0.2, 0.1]);
    expect(Array.from(likeliestEnds(chance, 0))).toEqual([]);
    expect(Array.from(likeliestEnds(chance, 0.55))).toEqual([1, 0]);
    expect(Array.from(likeliestEnds(chance, 2))).toEqual([1, 0, 2, 3]);
  });
});

describe("the fail audit reads the plausible player's trace", () => {
  it("gives the same audit from a longer run's trace as from a run of its own", () => {
    fc.assert(
      fc.property(
        levelArb({ maxNodes: 8, maxPile: 4, maxStarfish: 9, permutedEdges: true }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 4 }),
        (level, maxTurns, extra) => {
          const start = level.nodes.map((n) => n.starfish);
          const board = compileBoard(level);
          const graph = buildFullGraph(board, start);
          const run = runPlausiblePlayer(graph, graph.start, maxTurns + extra, () => false, undefined, true);
          const own = failAudit(graph, graph.start, maxTurns, board.objective);
          expect(failAudit(graph, graph.start, maxTurns, board.objective, undefined, run.trace!)).toEqual(
            own,
          );
          // the trace holds what the run reports: the stuck probability by turn, and the alive mass
          const { turnStart, boards, taken, held } = run.trace!;
          let stuck = 0;
          for (let t = 0; t < maxTurns + extra; t++) {
            let alive = 0;
            for (let k = turnStart[t]!; k < turnStart[t + 1]!; k++) {
              if (boards[k]! < 0) stuck += taken[k]!;
              alive += boards[k] === 0 ? 0 : held[k]!;
            }
            expect(alive).toBeCloseTo(run.alive[t]!, 12);
            expect(stuck).toBeCloseTo(run.stuck[t + 1]!, 12);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses a trace shorter than the audit", () => {
    const level = fc.sample(levelArb({ maxNodes: 6, maxStarfish: 6 }), { numRuns: 1, seed: 37 })[0]!;
    const board = compileBoard(level);
    const graph = buildFullGraph(
      board,
      level.nodes.map((n) => n.starfish),
    );
    const run = runPlausiblePlayer(graph, graph.start, 3, () => false, undefined, true);
    expect(() => failAudit(graph, graph.start, 4, board.objective, undefined, run.trace!)).toThrow(
      RangeError,
    );
  });
});
