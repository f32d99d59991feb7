import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  classifyNearMiss,
  commit,
  fullRescueMoves,
  inNearMissBand,
  legalMoves,
  newAttempt,
} from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";
import { known } from "./known.js";
import { packLevel } from "./pack-files.js";

const report = (state: AttemptState) => known(classifyNearMiss(state));

// 10 starfish. R(0) sows onto 1 (STOP); 2 is empty, so the 8 on node 3 are captured; 4 holds one, so the
// chain stops. Left: one starfish on 1 and one on 4 (20%). With the Sweep, R(1) (captures 4, Sweep takes
// 2) and L(4) (captures 1, Sweep takes 3) each clear the rest; without it no single move does.
const cells = [1, 0, 0, 8, 1, 0, 0, 0];
const TWO_LEFT_SWEEP = ringLevel(cells, { sweep: true });
const TWO_LEFT_NO_SWEEP = ringLevel(cells);
const VORTEX = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);

describe("the near-miss band (10–30% of the objective left)", () => {
  it("includes both ends and nothing outside them", () => {
    expect(inNearMissBand(1, 10)).toBe(true);
    expect(inNearMissBand(3, 10)).toBe(true);
    expect(inNearMissBand(0, 10)).toBe(false);
    expect(inNearMissBand(4, 10)).toBe(false);
    expect(inNearMissBand(1, 11)).toBe(false);
    expect(inNearMissBand(3, 9)).toBe(false);
  });
});

describe("moves that clear the board in one turn", () => {
  it("are exactly the moves whose turn rescues every starfish left", () => {
    const state = play(attempt(TWO_LEFT_SWEEP, 2, 3), R(0));
    expect(state.starfish).toEqual([0, 1, 0, 0, 1, 0, 0, 0]);
    expect(fullRescueMoves(state)).toEqual([R(1), L(4)]);
    expect(fullRescueMoves(play(attempt(TWO_LEFT_NO_SWEEP, 2, 3), R(0)))).toEqual([]);
  });

  it("respect a Current Arrow on the source", () => {
    expect(fullRescueMoves(attempt(ringLevel([[1, "right"], 0, 0, 1, 0, 2, 0, 1])))).toEqual([R(0)]);
    // R(0) would still clear the board, but the arrow only lets node 0 sow left
    expect(fullRescueMoves(attempt(ringLevel([[1, "left"], 0, 0, 1, 0, 2, 0, 1])))).toEqual([]);
  });

  it("are none on a board with nothing left to sow", () => {
    const won = play(attempt(VORTEX, 1, 3), R(0));
    expect(won.levelStatus).toBe("won");
    expect(fullRescueMoves(won)).toEqual([]);
  });
});

// 12 starfish, a wet pit at 9, the Sweep on. R(8) drops its starfish into the pit (STOP 9), 10 is empty,
// so the 8 on node 11 are captured; node 0 holds one, so the chain stops. Left: one starfish on each of
// nodes 0, 3 and 5 (25%). One more turn would clear them — R(0) captures 3 and 5, then the Sweep takes
// the one on 1 — but three separate piles are several scattered clusters, not one target (seed 001).
const THREE_PILES = ringLevel([1, 0, 0, 1, 0, 1, 0, 0, 1, "W", 0, 8], { sweep: true });
// 9 starfish, a wet pit at 3, the Sweep on. R(2) drops its starfish into the pit (STOP 3), 4 is empty, so
// the 6 on node 5 are captured (6 and 7 are empty: the chain stops); two piles are left, so no Sweep.
// R(0) then sows onto node 1 and rescues nothing: one pile of 2 is left (22%) when the turns run out. One
// more turn, R(1), would drop one starfish into the pit and leave one on node 2 for the Sweep.
const ONE_PILE = ringLevel([1, 1, 1, "W", 0, 6, 0, 0], { sweep: true });

describe("classifyNearMiss", () => {
  it("is a near-miss: lost with 20% left in two piles, one the source and one the target of a Full Rescue move", () => {
    const lost = play(attempt(TWO_LEFT_SWEEP, 1, 1), R(0));
    expect(lost.levelStatus).toBe("lost");
    const r = report(lost);
    expect(r).toMatchObject({
      nearMiss: true,
      failed: true,
      rescuedShare: 0.8,
      remainingShare: 0.2,
      remainingStarfish: 2,
      piles: [1, 4],
      // R(1) sows node 1 and its Vortex takes node 4: the one rescue target
      rescueTarget: 4,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
    });
    expect(r.reason).toMatch(/^20% remain in one target \(node 4\)/);
    expect(r.reason).toMatch(/one more turn/);
  });

  it("is not a near-miss when what is left is three separate piles, even in the band with a clearing move (seed 001)", () => {
    const lost = play(attempt(THREE_PILES, 1, 1), R(8));
    expect(lost.levelStatus).toBe("lost");
    expect(lost.starfish).toEqual([1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
    expect(fullRescueMoves(lost)).toContainEqual(R(0));
    const r = report(lost);
    expect(r).toMatchObject({
      nearMiss: false,
      failed: true,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
      piles: [0, 3, 5],
      rescueTarget: null,
    });
    expect(r.reason).toMatch(/3 separate piles/);
  });

  it("is a near-miss with one pile left that a wet-pit rescue and the Sweep would clear", () => {
    const lost = play(play(attempt(ONE_PILE, 1, 2), R(2)), R(0));
    expect(lost.levelStatus).toBe("lost");
    expect(lost.starfish).toEqual([0, 2, 0, 0, 0, 0, 0, 0]);
    expect(report(lost)).toMatchObject({
      nearMiss: true,
      piles: [1],
      rescueTarget: 1,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
    });
  });

  it("on the pack: no lost board of three piles or more is a near-miss, and every near-miss names its target", () => {
    // Level 5 has lost boards in the band with three piles that one move would clear (the old verdict
    // called them near-misses); walk its attempts (each board and turn once) and check every loss.
    let threePiles = 0;
    let nearMisses = 0;
    const seen = new Set<string>();
    const visit = (state: AttemptState) => {
      const key = `${state.starfish.join(",")}@${state.turnsUsed}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (state.levelStatus === "lost") {
        const r = report(state);
        if (r.piles.length >= 3 && r.inNearMissBand && r.oneMoreTurnFullRescue) threePiles++;
        if (r.piles.length >= 3) expect(r.nearMiss, JSON.stringify(state.starfish)).toBe(false);
        if (r.nearMiss) {
          nearMisses++;
          expect(r.piles.length).toBeLessThanOrEqual(2);
          expect(r.piles).toContain(r.rescueTarget);
        }
        return;
      }
      if (state.levelStatus !== "playing") return;
      for (const move of legalMoves(state)) {
        const next = commit(state, move);
        if (next.ok) visit(next.state);
      }
    };
    visit(newAttempt(packLevel(5), { maxTurns: 4 }));
    expect(threePiles).toBeGreaterThan(0);
    expect(nearMisses).toBeGreaterThan(0);
  });

  it("is not a near-miss when no single move would clear what is left", () => {
    const report = known(classifyNearMiss(play(attempt(TWO_LEFT_NO_SWEEP, 1, 1), R(0))));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: true,
      inNearMissBand: true,
      oneMoreTurnFullRescue: false,
    });
    expect(report.reason).toMatch(/no single move/);
  });

  it("is not a near-miss when too many starfish are left", () => {
    // L(0) captures 3 of 5 and leaves a pile of 2 on node 7: 40%
    const report = known(classifyNearMiss(play(attempt(VORTEX, 1, 1), L(0))));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: true,
      inNearMissBand: false,
      remainingShare: 0.4,
    });
    expect(report.rescuedShare).toBe(0.6);
    expect(report.reason).toMatch(/^40% of the starfish remain/);
  });

  it("is not a near-miss while the attempt is still in play, even in the band with a winning move", () => {
    const playing = play(attempt(TWO_LEFT_SWEEP, 2, 3), R(0));
    expect(playing.levelStatus).toBe("playing");
    const report = known(classifyNearMiss(playing));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: false,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
    });
    expect(report.reason).toMatch(/still in play/);
  });

  it("is not a near-miss after a win", () => {
    const report = known(classifyNearMiss(play(attempt(VORTEX, 1, 3), R(0))));
    expect(report).toMatchObject({
      nearMiss: false,
      failed: false,
      rescuedShare: 1,
      remainingShare: 0,
      remainingStarfish: 0,
      piles: [],
      oneMoreTurnFullRescue: false,
    });
    expect(report.reason).toMatch(/won/);
  });

  it("counts a loss with every starfish still on the board as a failure outside the band", () => {
    // maxTurns 1: R(5) sows 2 onto 6 and 7 (STOP 7; node 0 is not empty, no capture): all 5 are left
    const lost = play(attempt(VORTEX, 1, 1), R(5));
    const report = known(classifyNearMiss(lost));
    expect(report).toMatchObject({ failed: true, inNearMissBand: false, nearMiss: false });
    expect(report.reason).toMatch(/^100% of the starfish remain/);
  });

  it("treats a board without starfish as fully rescued", () => {
    const report = known(classifyNearMiss(attempt(ringLevel([0, 0, 0, 0, 0, 0, 0, 0]), 0, 1)));
    expect(report.rescuedShare).toBe(1);
    expect(report.remainingShare).toBe(0);
  });
});
