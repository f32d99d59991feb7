import { beforeEach, describe, expect, it } from "vitest";
import {
  type AttemptState,
  BAD_DIRECTION,
  CURRENT_ARROW_DIRECTION,
  commit,
  EMPTY_NODE,
  LEVEL_OVER,
  legalMoves,
  type Move,
  preview,
  ratingFor,
  type ShellTideEvent,
  UNKNOWN_NODE,
  WET_PIT_NOT_SELECTABLE,
} from "../src/index.js";
import { attempt, L, R, ringLevel } from "./helpers.js";

function play(state: ReturnType<typeof attempt>, move: Move) {
  const result = commit(state, move);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

const types = (events: ShellTideEvent[]) => events.map((e) => e.type);

describe("sowing", () => {
  it("laps the ring without skipping the source (seed: 0 → 1 → … → 7 → 0 → 1)", () => {
    const state = attempt(ringLevel([9, 0, 0, 0, 0, 0, 0, 0]));
    const result = preview(state, R(0));
    if (!result.ok) throw new Error("refused");
    expect(result.route.map((s) => s.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 1]);
    expect(result.route.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.stop).toBe(1);
    expect(result.state.starfish).toEqual([1, 2, 1, 1, 1, 1, 1, 1]);
    expect(result.captures).toEqual([]);
  });

  it("sows left along edges.left", () => {
    const result = play(attempt(ringLevel([2, 0, 0, 0, 0, 0, 0, 1])), L(0));
    // 0 → 7 → 6: node 7 now holds 2, node 6 holds 1; STOP 6, next is 5 (empty) then 4 (empty): no capture
    expect(result.state.starfish).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
    expect(result.events[0]).toMatchObject({ type: "sow", source: 0, direction: "left", count: 2, stop: 6 });
  });

  it("rescues a starfish that reaches a wet pit at once, and a wet pit can be STOP", () => {
    // node 1 sows 2 right: node 2, then the wet pit at 3 (STOP). From STOP: 4 empty, 5 rich → capture.
    const result = play(attempt(ringLevel([0, 2, 0, "W", 0, 2, 1, 0])), R(1));
    expect(result.events).toContainEqual({ type: "wetPitRescue", index: 3, order: 2 });
    expect(result.events).toContainEqual({ type: "capture", empty: 4, rich: 5, count: 2 });
    const sow = result.events[0] as Extract<ShellTideEvent, { type: "sow" }>;
    expect(sow.stop).toBe(3);
    expect(result.state.starfish).toEqual([0, 0, 1, 0, 0, 0, 1, 0]);
    expect(result.state.rescued).toBe(3);
    expect(result.state.remainingStarfish).toBe(2);
  });

  it("keeps the wet pit empty when a long route passes it twice", () => {
    // 13 starfish from node 0: 1..7, 0 (one into the pit at 4), then 1, 2, 3, 4 (pit again), 5 = STOP
    const result = play(attempt(ringLevel([13, 0, 0, 0, "W", 0, 0, 0])), R(0));
    expect(result.events.filter((e) => e.type === "wetPitRescue")).toEqual([
      { type: "wetPitRescue", index: 4, order: 4 },
      { type: "wetPitRescue", index: 4, order: 12 },
    ]);
    expect(result.state.starfish).toEqual([1, 2, 2, 2, 0, 2, 1, 1]);
    expect(result.state.rescued).toBe(2);
  });
});

describe("capture chain (Vortex)", () => {
  it("captures empty → rich repeatedly in the direction of travel, across the ring's seam", () => {
    // node 6 sows 1 right onto 7 (STOP); 0 empty → pile at 1 captured; 2 empty → pile at 3; 4 holds one: stop.
    const result = play(attempt(ringLevel([0, 3, 0, 2, 1, 0, 1, 0])), R(6));
    const captures = result.events.filter((e) => e.type === "capture");
    expect(captures).toEqual([
      { type: "capture", empty: 0, rich: 1, count: 3 },
      { type: "capture", empty: 2, rich: 3, count: 2 },
    ]);
    expect(result.state.starfish).toEqual([0, 0, 0, 0, 1, 0, 0, 1]);
  });

  it("does not capture when the node after STOP holds starfish", () => {
    const result = play(attempt(ringLevel([1, 0, 1, 2, 0, 0, 0, 0])), R(0));
    // STOP 1 (now 1), next 2 holds 1: no Vortex even though 3 is rich
    expect(result.events.some((e) => e.type === "capture")).toBe(false);
  });

  it("does not treat a wet pit as the empty node of a capture", () => {
    const result = play(attempt(ringLevel([1, 0, "W", 2, 0, 0, 0, 0])), R(0));
    // STOP 1; next is the wet pit at 2, then the pile at 3: not a Vortex
    expect(result.events.some((e) => e.type === "capture")).toBe(false);
    expect(result.state.starfish).toEqual([0, 1, 0, 2, 0, 0, 0, 0]);
  });

  it("can capture the starfish just sown when the chain comes round", () => {
    // node 0 sows 1 onto 1 (STOP); 2 empty → 3; 4 empty → 5; 6 empty → 7; 0 (the emptied source) → 1.
    const result = play(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1])), R(0));
    expect(
      result.events.filter((e) => e.type === "capture").map((e) => (e as { rich: number }).rich),
    ).toEqual([3, 5, 7, 1]);
    expect(result.state.remainingStarfish).toBe(0);
    expect(result.state.levelStatus).toBe("won");
  });
});

describe("Final Tide Sweep", () => {
  it("rescues the last pile after a turn that rescued something", () => {
    // 3 → 4 (STOP); 5 empty → the pile at 6 is captured; 7 empty, 0 empty: chain ends. Only 4 is left.
    const result = play(attempt(ringLevel([0, 0, 0, 1, 0, 0, 2, 0], { sweep: true })), R(3));
    expect(types(result.events)).toEqual(["sow", "capture", "finalTideSweep", "turnEnd", "won"]);
    expect(result.events).toContainEqual({ type: "finalTideSweep", index: 4, count: 1 });
    expect(result.state.remainingStarfish).toBe(0);
  });

  it("fires after a wet-pit rescue too", () => {
    // 0 → the wet pit at 1 (rescue, STOP); only the pile at 5 is left
    const result = play(attempt(ringLevel([1, "W", 0, 0, 0, 3, 0, 0], { sweep: true })), R(0));
    expect(types(result.events)).toEqual(["sow", "wetPitRescue", "finalTideSweep", "turnEnd", "won"]);
    expect(result.events).toContainEqual({ type: "finalTideSweep", index: 5, count: 3 });
  });

  it("needs a rescue in the same turn", () => {
    // one pile is left after the move, but nothing was rescued
    const result = play(attempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 0], { sweep: true })), R(0));
    expect(types(result.events)).toEqual(["sow", "turnEnd"]);
    expect(result.state.starfish).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it("needs exactly one pile left", () => {
    // the capture leaves two piles (4 and 7)
    const result = play(attempt(ringLevel([0, 0, 0, 1, 0, 0, 2, 1], { sweep: true })), R(3));
    expect(types(result.events)).toEqual(["sow", "capture", "turnEnd"]);
    expect(result.state.remainingStarfish).toBe(2);
  });

  it("never fires with the Sweep off", () => {
    const result = play(attempt(ringLevel([0, 0, 0, 1, 0, 0, 2, 0])), R(3));
    expect(types(result.events)).toEqual(["sow", "capture", "turnEnd"]);
    expect(result.state.starfish).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
  });
});

describe("Current Arrow", () => {
  const level = ringLevel([2, 0, [1, "left"], 0, 0, 0, 0, 0]);

  it("allows only its direction when its node is the source", () => {
    const state = attempt(level);
    expect(legalMoves(state)).toEqual([L(0), R(0), L(2)]);
    const refused = commit(state, R(2));
    expect(refused).toMatchObject({ ok: false, code: CURRENT_ARROW_DIRECTION });
    expect(play(state, L(2)).state.starfish).toEqual([2, 1, 0, 0, 0, 0, 0, 0]);
  });

  it("does not turn a FLOW that passes over it", () => {
    const result = play(attempt(ringLevel([3, 0, [1, "left"], 0, 0, 0, 0, 0])), R(0));
    expect(result.events[0]).toMatchObject({
      route: [
        { index: 1, order: 1, direction: "right" },
        { index: 2, order: 2, direction: "right" },
        { index: 3, order: 3, direction: "right" },
      ],
    });
  });
});

describe("turns, status and rating", () => {
  // Three lone starfish: these left moves rescue nothing.
  const slow = ringLevel([1, 0, 0, 1, 0, 0, 1, 0]);

  it("counts one turn per commit and loses exactly at maxTurns with starfish left", () => {
    let state = attempt(slow, 2, 3);
    for (const [i, move] of [L(0), L(3), L(6)].entries()) {
      const result = play(state, move);
      expect(result.state.rescued).toBe(0);
      state = result.state;
      expect(state.turnsUsed).toBe(i + 1);
      expect(state.levelStatus).toBe(i < 2 ? "playing" : "lost");
    }
    expect(state.rating).toBe(0);
    expect(commit(state, L(2))).toMatchObject({ ok: false, code: LEVEL_OVER });
  });

  it("reports the loss as an event", () => {
    const first = play(attempt(slow, 1, 1), L(0));
    expect(first.events.at(-1)).toEqual({ type: "lost", turnsUsed: 1, remainingStarfish: 3, rating: 0 });
  });

  it("wins (1★, not lost) when Full Rescue comes on the last allowed turn", () => {
    // each lone starfish flows into a wet pit, one per turn
    let state = attempt(ringLevel([1, "W", 1, 0, 1, "W", 0, 0]), 1, 3);
    for (const move of [R(0), L(2), R(4)]) state = play(state, move).state;
    expect(state.turnsUsed).toBe(3);
    expect(state.levelStatus).toBe("won");
    expect(state.rating).toBe(1);
  });

  it("rates 3★ at the optimum, 2★ in the first half of the slack (rounded up), 1★ to maxTurns, 0★ beyond", () => {
    // O = 3, max = 7: bands 3 | 4–5 | 6–7
    expect([3, 4, 5, 6, 7, 8].map((used) => ratingFor(used, 3, 7))).toEqual([3, 2, 2, 1, 1, 0]);
    // O = 2, max = 5: ceil(3 / 2) = 2 → 2★ up to 4
    expect([2, 3, 4, 5, 6].map((used) => ratingFor(used, 2, 5))).toEqual([3, 2, 2, 1, 0]);
    // O = 1, max = 5 (L1)
    expect([1, 2, 3, 4, 5].map((used) => ratingFor(used, 1, 5))).toEqual([3, 2, 2, 1, 1]);
  });

  it("puts the rating in the won event", () => {
    const result = play(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]), 1, 5), R(0));
    expect(result.events.at(-1)).toEqual({ type: "won", turnsUsed: 1, rating: 3 });
    expect(result.state.rating).toBe(3);
  });
});

describe("refusals", () => {
  let state: AttemptState;
  beforeEach(() => {
    state = attempt(ringLevel([2, 0, "W", 1, 0, 0, 0, 0]));
  });
  it.each([
    [{ node: 1, direction: "right" }, EMPTY_NODE],
    [{ node: 2, direction: "left" }, WET_PIT_NOT_SELECTABLE],
    [{ node: 8, direction: "left" }, UNKNOWN_NODE],
    [{ node: -1, direction: "left" }, UNKNOWN_NODE],
    [{ node: 0, direction: "up" }, BAD_DIRECTION],
  ])("refuses %j with %s and changes nothing", (move, code) => {
    const before = JSON.stringify(state);
    const result = commit(state, move as Move);
    expect(result).toMatchObject({ ok: false, code });
    expect(JSON.stringify(state)).toBe(before);
  });
});
