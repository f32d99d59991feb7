import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { earlyCompletion, proveLevel } from "../src/index.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { levelArb } from "./arbitraries.js";
import { ringLevel } from "./helpers.js";

/** P(done by t) for t = 1 … k from the proof's D (its last entry, the horizon's, also holds the censored). */
const proofCdf = (proof: ReturnType<typeof proveLevel>, k: number) => {
  const byTurn = new Map(proof.completion.distribution.map((d) => [d.turns, d.share]));
  const cdf = [0];
  for (let t = 1; t <= k; t++) cdf.push(cdf[t - 1]! + (byTurn.get(t) ?? 0));
  return cdf;
};

describe("earlyCompletion", () => {
  it("gives the proof's completion shares for every turn before the horizon", () => {
    fc.assert(
      fc.property(
        levelArb({ maxStarfish: 8, permutedEdges: true }),
        fc.integer({ min: 1, max: 6 }),
        (level, k) => {
          const proof = proveLevel(level);
          if (proof.optimalTurns === null) return;
          const turns = Math.min(k, proof.completion.horizon - 1);
          const early = earlyCompletion(
            compileBoard(level),
            level.nodes.map((n) => n.starfish),
            turns,
          );
          const cdf = proofCdf(proof, turns);
          let done = 0;
          for (let t = 1; t <= turns; t++) {
            done += early.completion[t]!;
            expect(done).toBeCloseTo(cdf[t]!, 8);
          }
        },
      ),
      { numRuns: 60, seed: 20 },
    );
  });

  it("knows the early soft-lock share of the fail audit without the full graph", () => {
    fc.assert(
      fc.property(levelArb({ maxStarfish: 8 }), (level) => {
        const proof = proveLevel(level);
        if (proof.optimalTurns === null) return;
        const m = proof.maxTurns;
        const early = earlyCompletion(
          compileBoard(level),
          level.nodes.map((n) => n.starfish),
          m,
          m,
        );
        let done = 0;
        for (let t = 1; t <= m - 2; t++) done += early.completion[t]!;
        expect(1 - done - early.unlocked[m - 2]!).toBeCloseTo(proof.failAudit.softLock.earlyShare, 8);
        done += early.completion[m - 1]!;
        expect(1 - done - early.unlocked[m - 1]!).toBeCloseTo(proof.failAudit.softLock.attemptShare, 8);
      }),
      { numRuns: 60, seed: 21 },
    );
  });

  it("refuses a lock horizon beyond the turns it walks", () => {
    const level = ringLevel([1, 0, 1, 0, 1, 1, 0, 1]);
    expect(() =>
      earlyCompletion(
        compileBoard(level),
        level.nodes.map((n) => n.starfish),
        3,
        4,
      ),
    ).toThrow(RangeError);
  });
});
