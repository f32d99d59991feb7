import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestFirstSearch,
  costAtMost,
  type DominanceEntry,
  type Engine,
  refuse,
  replay,
  stepped,
} from "../../src/index.js";

/**
 * A walk on a line 0 … n−1 with fuel: a move costs one fuel, a station refuels to `tank`. The goal is
 * the last cell. Same cell with more fuel at no higher cost is no worse: dominance.
 */
interface Walk {
  at: number;
  fuel: number;
}
type Move = -1 | 1 | 0; // 0 = refuel
function walkEngine(n: number, stations: ReadonlySet<number>, tank: number): Engine<Walk, Move, never, "no"> {
  return {
    legalActions: (s) => {
      const out: Move[] = [];
      if (s.fuel > 0 && s.at + 1 < n) out.push(1);
      if (s.fuel > 0 && s.at > 0) out.push(-1);
      if (stations.has(s.at) && s.fuel < tank) out.push(0);
      return out;
    },
    step(s, m) {
      if (m === 0) return stations.has(s.at) ? stepped({ at: s.at, fuel: tank }) : refuse("no", "no station");
      if (s.fuel <= 0) return refuse("no", "no fuel");
      return stepped({ at: s.at + m, fuel: s.fuel - 1 });
    },
  };
}

const instance = fc.record({
  n: fc.integer({ min: 2, max: 12 }),
  stations: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 5 }),
  tank: fc.integer({ min: 1, max: 5 }),
  fuel: fc.integer({ min: 0, max: 5 }),
});

function solve(i: { n: number; stations: number[]; tank: number; fuel: number }, dominance: boolean) {
  const engine = walkEngine(i.n, new Set(i.stations), i.tank);
  return {
    engine,
    result: bestFirstSearch<Walk, Move, never, "no", number>({
      engine,
      start: { at: 0, fuel: i.fuel },
      key: (s) => `${s.at}:${s.fuel}`,
      isGoal: (s) => s.at === i.n - 1,
      ...(dominance
        ? {
            dominance: {
              group: (s: Walk) => String(s.at),
              measure: (s: Walk) => s.fuel,
              dominates: (a: DominanceEntry<number>, b: DominanceEntry<number>) =>
                a.measure >= b.measure && costAtMost(a.cost, b.cost),
            },
          }
        : {}),
    }),
  };
}

describe("bestFirstSearch with dominance", () => {
  it("finds the same optimum as without it, never keeping more states", () => {
    fc.assert(
      fc.property(instance, (i) => {
        const plain = solve(i, false).result;
        const { engine, result } = solve(i, true);
        expect(result.goal?.cost ?? null).toEqual(plain.goal?.cost ?? null);
        expect(result.stats.states).toBeLessThanOrEqual(plain.stats.states);
        if (result.goal) {
          const played = replay(engine.step, { at: 0, fuel: i.fuel }, result.goal.actions);
          expect(played.ok && played.state.at).toBe(i.n - 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("prunes a state that a kept one dominates", () => {
    // Walk to the station at 1 and fill up (cost 2, fuel 4); stepping on to 2 and back reaches cell 1
    // again with 2 fuel at cost 4: no better in any respect, so it is never expanded.
    const { result } = solve({ n: 5, stations: [1], tank: 4, fuel: 2 }, true);
    expect(result.goal?.cost).toEqual([5]);
    expect(result.stats.dominated).toBeGreaterThan(0);
  });
});
