import { describe, expect, it } from "vitest";
import {
  analyze as analyzeAnswer,
  canStillFullRescue,
  classifyNearMiss as classifyAnswer,
  commit,
  distanceToFullRescue,
  hint,
  newAttempt,
  previewAll as previewAllAnswer,
} from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";
import { known } from "./known.js";

// The analyzer's answers about states the tests know are attempts (the typed unknown fails the test).
const analyze = (...args: Parameters<typeof analyzeAnswer>) => known(analyzeAnswer(...args));
const previewAll = (...args: Parameters<typeof previewAllAnswer>) => known(previewAllAnswer(...args));
const classifyNearMiss = (...args: Parameters<typeof classifyAnswer>) => known(classifyAnswer(...args));

const SNAPSHOT_FIELDS = [
  "nodes",
  "nodeCount",
  "selectedNodeIndex",
  "direction",
  "previewRoute",
  "stopIndex",
  "captureCandidates",
  "wetPitRescues",
  "finalTideSweepAvailable",
  "currentRedirects",
  "turnsUsed",
  "optimalTurns",
  "maxTurns",
  "remainingStarfish",
  "legalMoves",
  "rating",
  "levelStatus",
];

describe("analyze (agent snapshot)", () => {
  const level = ringLevel([1, 0, 0, 1, 0, 2, 0, [1, "left"]]);

  it("has exactly the fields of seed 000's minimal agent state", () => {
    expect(Object.keys(analyze(attempt(level))).sort()).toEqual([...SNAPSHOT_FIELDS].sort());
  });

  it("is empty of previews without a selection", () => {
    const snapshot = analyze(attempt(level));
    expect(snapshot).toMatchObject({
      nodeCount: 8,
      selectedNodeIndex: null,
      direction: null,
      previewRoute: [],
      stopIndex: null,
      captureCandidates: [],
      wetPitRescues: [],
      finalTideSweepAvailable: false,
      currentRedirects: [{ index: 7, direction: "left" }],
      turnsUsed: 0,
      remainingStarfish: 5,
      rating: null,
      levelStatus: "playing",
    });
    expect(snapshot.nodes[7]).toEqual({ index: 7, type: "sand", starfish: 1, currentDirection: "left" });
  });

  it("previews the selected move: route, STOP and capture candidates", () => {
    const snapshot = analyze(attempt(level), { node: 0, direction: "right" });
    expect(snapshot.previewRoute).toEqual([{ index: 1, order: 1, direction: "right" }]);
    expect(snapshot.stopIndex).toBe(1);
    // 2 empty → 3; 4 empty → 5; 6 empty → 7; 0 (emptied) → 1 (the sown starfish)
    expect(snapshot.captureCandidates.map((c) => c.empty)).toEqual([2, 4, 6, 0]);
  });

  it("forces the Current Arrow's direction for its node", () => {
    const snapshot = analyze(attempt(level), { node: 7, direction: "right" });
    expect(snapshot.direction).toBe("left");
    expect(snapshot.stopIndex).toBe(6);
  });

  it("says when a legal move would fire the Final Tide Sweep", () => {
    const sweep = attempt(ringLevel([0, 0, 0, 1, 0, 0, 2, 0], { sweep: true }));
    expect(analyze(sweep).finalTideSweepAvailable).toBe(true);
    expect(analyze(sweep, { node: 3, direction: "left" }).finalTideSweepAvailable).toBe(false);
    expect(
      previewAll(sweep)
        .filter((p) => p.sweep !== null)
        .map((p) => p.move),
    ).toEqual([R(3)]);
  });
});

describe("hint", () => {
  it("names a Vortex point, not a move", () => {
    const h = hint(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1])));
    expect(h.kind).toBe("vortex");
    expect(h.target).toBe(2);
    expect(h.message).not.toMatch(/\b(left|right)\b/);
  });

  it("names the pile a setup turn prepares when no rescue is ready", () => {
    // no move wins at once here; the optimum takes two turns and the first one prepares
    const state = newAttempt(ringLevel([1, 0, 1, 0, 1, 1, 0, 1]));
    expect(previewAll(state).some((p) => p.rescuedThisTurn > 0 && p.remainingAfter === 0)).toBe(false);
    const h = hint(state);
    expect(h.kind).toBe("setup");
    expect(state.starfish[h.target!]).toBeGreaterThan(0);
    expect(h.message).not.toMatch(/\b(left|right)\b/);
  });

  it("says when Full Rescue is no longer possible", () => {
    expect(hint(attempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 0]))).kind).toBe("no-full-rescue");
  });

  it("says when the level is over", () => {
    const won = commit(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1])), R(0));
    expect(won.ok && hint(won.state).kind).toBe("level-over");
  });
});

describe("distance to Full Rescue", () => {
  it("is exact, 0 when won, null when impossible", () => {
    expect(distanceToFullRescue(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1])))).toBe(1);
    expect(distanceToFullRescue(attempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 0])))).toBeNull();
    const won = commit(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1])), R(0));
    expect(won.ok && distanceToFullRescue(won.state)).toBe(0);
  });

  it("knows whether Full Rescue is still possible", () => {
    const state = attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]), 1, 3);
    expect(canStillFullRescue(state)).toBe(true);
    // 0 → 7 (STOP); 6 empty → 5 captured, 4 empty → 3 captured; a lone pile of 2 on 7 is left
    const greedy = commit(state, L(0));
    if (!greedy.ok) throw new Error("refused");
    expect(greedy.state.starfish).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(distanceToFullRescue(greedy.state)).toBeNull();
    expect(canStillFullRescue(greedy.state)).toBe(false);
  });
});

describe("near-miss", () => {
  // 10 starfish; the wet pit takes one per turn from its neighbours
  const level = ringLevel([1, "W", 0, 0, 0, 0, 0, 0, 0, 0, 2, 7], { sweep: true });

  it("is a lost attempt with 10–30% left that one more turn would clear", () => {
    // turn 1: 0 → pit (rescue 1); 9 left on 10 and 11. Lost at maxTurns 1.
    const lost = commit(attempt(level, 1, 1), R(0));
    if (!lost.ok) throw new Error("refused");
    expect(lost.state.levelStatus).toBe("lost");
    const report = classifyNearMiss(lost.state);
    // 90% left: far from a near-miss
    expect(report).toMatchObject({ failed: true, inNearMissBand: false, nearMiss: false });
  });

  it("accepts a loss with one pile left that one more wet-pit rescue and the Sweep would clear", () => {
    // turn 1: R(2) drops into the pit at 3 and its Vortex takes the 6 on node 5 (two piles left: no
    // Sweep); turn 2: R(0) sows onto node 1 and rescues nothing — lost with one pile of 2 left.
    const near = ringLevel([1, 1, 1, "W", 0, 6, 0, 0], { sweep: true });
    const lost = play(play(attempt(near, 1, 2), R(2)), R(0));
    const report = classifyNearMiss(lost);
    // one pile of 2 on node 1 (22%): R(1) drops one into the pit and the Sweep takes the other
    expect(report).toMatchObject({
      failed: true,
      inNearMissBand: true,
      oneMoreTurnFullRescue: true,
      rescueTarget: 1,
      nearMiss: true,
    });
    expect(report.piles).toEqual([1]);
  });

  it("is never a near-miss while playing or after a win", () => {
    expect(classifyNearMiss(attempt(level)).nearMiss).toBe(false);
  });
});
