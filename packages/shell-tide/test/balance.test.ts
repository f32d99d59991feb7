import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import {
  analyze,
  commit,
  distanceToFullRescue,
  type Level,
  legalMoves,
  newAttempt,
  plausibleHorizon,
  proveLevel,
  ratingBands,
  recoverySlack,
  solve,
} from "../src/index.js";
import { levelArb } from "./arbitraries.js";
import { expectGolden } from "./golden.js";
import { ringLevel } from "./helpers.js";
import { known } from "./known.js";

describe("recoverySlack", () => {
  it("is clamp(max(emotionSeed, P75 − O), 2, 4)", () => {
    expect(recoverySlack(2, 7, 1)).toBe(4); // L1 of the table: 7 − 1 = 6 → 4
    expect(recoverySlack(3, 5, 3)).toBe(3); // L4: max(3, 2)
    expect(recoverySlack(2, 6, 3)).toBe(3); // L8: P75 − O decides
    expect(recoverySlack(0, 1, 1)).toBe(2); // never below 2
    expect(recoverySlack(4, 6, 4)).toBe(4); // L10: the emotion seed decides
  });

  it("sets a horizon of max(7, O + 4)", () => {
    expect([1, 3, 4, 6].map(plausibleHorizon)).toEqual([7, 7, 8, 10]);
  });
});

describe("proveLevel", () => {
  // one setup turn, then a capture (O = 2)
  const level = ringLevel([1, 0, 1, 0, 1, 1, 0, 1], { id: "setup-then-capture" });
  // proven in each test, not while the file loads: under Stryker that made every mutant the proof
  // reaches "static" (run against every test, and reused unseen by incremental runs)
  let proof: ReturnType<typeof proveLevel>;
  beforeEach(() => {
    proof = proveLevel(level, { emotionSeed: 2 });
  });

  it("agrees with the solver and follows the slack formula", () => {
    const solved = solve(level);
    expect(proof.optimalTurns).toBe(solved.optimalTurns);
    expect(proof.optimalPath).toEqual(solved.path);
    expect(proof.fingerprint).toBe(solved.fingerprint);
    const O = proof.optimalTurns!;
    const R = Math.min(4, Math.max(2, Math.max(2, proof.p75! - O)));
    expect(proof.recoverySlack).toBe(R);
    expect(proof.maxTurns).toBe(O + R);
  });

  it("gives D as a distribution whose 75th percentile is P75", () => {
    const { distribution, horizon } = proof.completion;
    expect(horizon).toBe(7);
    const total = distribution.reduce((sum, d) => sum + d.share, 0);
    expect(total).toBeCloseTo(1, 6);
    let cumulative = 0;
    const p75 = distribution.find((d) => (cumulative += d.share) >= 0.75 - 1e-9)?.turns;
    expect(proof.p75).toBe(p75);
    expect(distribution[0]!.turns).toBeGreaterThanOrEqual(proof.optimalTurns!);
  });

  it("has a witness path in each rating band that really earns that rating", () => {
    const O = proof.optimalTurns!;
    const bands = ratingBands(O, proof.maxTurns);
    for (const witness of [proof.bands.three, proof.bands.two, proof.bands.one]) {
      expect(witness).not.toBeNull();
      const [first, last] = bands[witness!.rating];
      expect(witness!.turns).toBeGreaterThanOrEqual(first);
      expect(witness!.turns).toBeLessThanOrEqual(last);
      let state = newAttempt(level, { optimalTurns: O, maxTurns: proof.maxTurns });
      for (const move of witness!.path) {
        const result = commit(state, move);
        expect(result.ok).toBe(true);
        if (result.ok) state = result.state;
      }
      expect(state.levelStatus).toBe("won");
      expect(state.turnsUsed).toBe(witness!.turns);
      expect(state.rating).toBe(witness!.rating);
    }
  });

  it("counts mid-game winning routes the way the exact distance does", () => {
    let state = newAttempt(level, { optimalTurns: proof.optimalTurns!, maxTurns: proof.maxTurns });
    const first = commit(state, proof.optimalPath[0]!);
    if (!first.ok) throw new Error("refused");
    state = first.state;
    const here = known(distanceToFullRescue(state))!;
    let winning = 0;
    let mastery = 0;
    for (const move of legalMoves(state)) {
      const next = commit(state, move);
      if (!next.ok) continue;
      const d = known(distanceToFullRescue(next.state));
      if (d !== null && d <= proof.maxTurns - state.turnsUsed - 1) winning++;
      if (d === here - 1) mastery++;
    }
    expect(proof.midGame).toEqual([
      { turn: 1, winningMoves: winning, masteryMoves: mastery, safeMoves: winning - mastery },
    ]);
    expect(winning).toBeGreaterThanOrEqual(2);
  });

  it("reports rates between 0 and 1", () => {
    for (const rate of [
      proof.deadMoveRate,
      proof.deadStateRate,
      proof.nearMissShare,
      proof.nearMiss.failShare,
    ]) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
    // without Sweep or wet pits a lone starfish is stuck: some reachable states are dead
    expect(proof.deadStateRate).toBeGreaterThan(0);
  });

  it("matches its golden proof", () => {
    expectGolden("prove-setup-then-capture", proof);
  });

  it("proves that a board without Full Rescue has none", () => {
    const none = proveLevel(ringLevel([1, 0, 0, 0, 0, 0, 0, 0]));
    expect(none.optimalTurns).toBeNull();
    expect(none.bands).toEqual({ three: null, two: null, one: null });
    expect(none.deadStateRate).toBe(1);
  });
});

describe("mid-game routes: the safe/mastery split (spec §6: a safe route and a 3★ route)", () => {
  /**
   * The split recomputed from the rules alone: replay the optimal path with `commit` and, at each mid-game
   * state, ask the solver for every child's distance. Winning: Full Rescue still fits in maxTurns;
   * mastery: the distance drops by one (the 3★ pace); safe: winning but slower.
   */
  function reference(level: Level, proof: ReturnType<typeof proveLevel>) {
    const O = proof.optimalTurns!;
    let state = newAttempt(level, { optimalTurns: O, maxTurns: proof.maxTurns });
    const states = O === 1 ? [state] : [];
    for (const move of proof.optimalPath.slice(0, -1)) {
      const next = commit(state, move);
      if (!next.ok) throw new Error(`optimal move refused: ${next.message}`);
      state = next.state;
      states.push(state);
    }
    return states.map((here) => {
      const distance = known(distanceToFullRescue(here))!;
      const left = proof.maxTurns - here.turnsUsed - 1;
      let winningMoves = 0;
      let masteryMoves = 0;
      for (const move of legalMoves(here)) {
        const next = commit(here, move);
        if (!next.ok) continue;
        const d = next.state.remainingStarfish === 0 ? 0 : known(distanceToFullRescue(next.state));
        if (d === null || d > left) continue;
        winningMoves++;
        if (d === distance - 1) masteryMoves++;
      }
      return { turn: here.turnsUsed, winningMoves, masteryMoves, safeMoves: winningMoves - masteryMoves };
    });
  }

  it("a three-turn board: both mid-game states split their winning moves into 3★-pace and slower-but-safe", () => {
    const level = ringLevel([0, 2, 2, 0, 0, 1, 1, 0], { id: "three-turns", sweep: true });
    const proof = proveLevel(level, { emotionSeed: 2 });
    expect([proof.optimalTurns, proof.maxTurns]).toEqual([3, 5]);
    expect(proof.midGame).toEqual(reference(level, proof));
    expect(proof.midGame).toEqual([
      { turn: 1, winningMoves: 10, masteryMoves: 3, safeMoves: 7 },
      { turn: 2, winningMoves: 6, masteryMoves: 1, safeMoves: 5 },
    ]);
    for (const m of proof.midGame) {
      expect(m.masteryMoves).toBeGreaterThanOrEqual(1);
      expect(m.safeMoves).toBeGreaterThanOrEqual(1);
    }
  });

  it("property: on random rings the proof's split is the rules' split, with the optimal move among the mastery moves", () => {
    fc.assert(
      fc.property(levelArb({ maxNodes: 7, maxPile: 3, maxStarfish: 9 }), (level) => {
        const proof = proveLevel(level, { emotionSeed: 2 });
        fc.pre(proof.optimalTurns !== null);
        expect(proof.midGame).toEqual(reference(level, proof));
        expect(proof.midGame).toHaveLength(Math.max(1, proof.optimalTurns! - 1));
        for (const m of proof.midGame) {
          expect(m.masteryMoves).toBeGreaterThanOrEqual(1);
          expect(m.safeMoves + m.masteryMoves).toBe(m.winningMoves);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("golden agent snapshot", () => {
  it("matches the stored snapshot of a mid-game board with a selection", () => {
    const level = ringLevel([0, 2, 0, "W", 0, 2, 1, [1, "left"]], { sweep: true, id: "snapshot" });
    const state = newAttempt(level, { optimalTurns: 2, maxTurns: 5 });
    expectGolden("snapshot-wet-pit", analyze(state, { node: 1, direction: "right" }));
  });
});
