import { createRng } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import {
  type Candidate,
  candidateKey,
  candidateLevel,
  mutateCandidate,
  randomCandidate,
} from "../src/design/candidate.js";
import { normalizeOrder } from "../src/design/index.js";
import { solve } from "../src/index.js";

const order = normalizeOrder({
  nodes: 12,
  wetPits: 2,
  starfish: 16,
  finalTideSweep: true,
  currentArrows: { min: 1, max: 3 },
  optimalTurns: 4,
  p75: 6,
  maxTurns: 8,
});

const counts = (c: Candidate) => ({
  pits: c.pit.filter(Boolean).length,
  starfish: c.starfish.reduce((a, b) => a + b, 0),
  arrows: c.arrow.filter((a) => a !== null).length,
  onPits: c.pit.some((pit, i) => pit && (c.starfish[i] !== 0 || c.arrow[i] !== null)),
});

/** The same board turned by `shift` nodes, or mirrored (left and right swap). */
function moved(c: Candidate, shift: number, mirrored: boolean): Candidate {
  const n = c.pit.length;
  const from = (j: number) => (mirrored ? (n - j + shift) % n : (j + shift) % n);
  const turn = (a: Candidate["arrow"][number]) => (a && mirrored ? (a === "left" ? "right" : "left") : a);
  return {
    pit: c.pit.map((_, j) => c.pit[from(j)]!),
    starfish: c.starfish.map((_, j) => c.starfish[from(j)]!),
    arrow: c.arrow.map((_, j) => turn(c.arrow[from(j)]!)),
  };
}

describe("design candidates", () => {
  it("draw and change boards keeping the order's counts", () => {
    const rng = createRng("candidates");
    let c = randomCandidate(order, rng);
    const first = counts(c);
    expect(first).toMatchObject({ pits: 2, starfish: 16, onPits: false });
    expect(first.arrows).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 300; i++) {
      const next = mutateCandidate(c, rng);
      expect(counts(next)).toEqual(first);
      c = next;
    }
  });

  it("give boards that differ only by a rotation or a mirror the same key and the same optimum", () => {
    const rng = createRng("keys");
    const c = randomCandidate(order, rng);
    const key = candidateKey(c);
    const optimum = solve(candidateLevel(order, c, "x")).optimalTurns;
    for (const [shift, mirrored] of [
      [3, false],
      [0, true],
      [5, true],
    ] as const) {
      const other = moved(c, shift, mirrored);
      expect(candidateKey(other)).toBe(key);
      expect(solve(candidateLevel(order, other, "x")).optimalTurns).toBe(optimum);
    }
    expect(candidateKey(mutateCandidate(c, rng))).not.toBe(key);
  });
});
