import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  commit,
  INVALID_STATE,
  legalMoves,
  MAX_LEVEL_STARFISH,
  MAX_SOLVER_STARFISH,
  type Move,
  parseLevel,
  preview,
  WET_PIT_NOT_SELECTABLE,
} from "../src/index.js";
import { attempt, ringLevel } from "./helpers.js";

/** A move whose `node` reads `first`, then `then` on every later read (counting the reads). */
function shiftyMove(first: number, then: number) {
  const move = { reads: 0, direction: "right" } as { reads: number; direction: "right"; node: number };
  Object.defineProperty(move, "node", {
    enumerable: true,
    get: () => (move.reads++ === 0 ? first : then),
  });
  return move as unknown as Move & { reads: number };
}

const wetPitsEmpty = (state: AttemptState) =>
  state.level.nodes.every((node, i) => node.type === "sand" || state.starfish[i] === 0);

describe("commit and preview with hostile input", () => {
  // node 0: 2 starfish, node 1: a wet pit
  const level = ringLevel([2, "W", 0, 1, 0, 0, 0, 0]);

  it("read the move once: a getter that turns a legal node into the wet pit plays the node it first named", () => {
    const move = shiftyMove(0, 1);
    const result = commit(attempt(level), move);
    expect(move.reads).toBe(1);
    if (!result.ok) throw new Error(result.code);
    expect(result.state.moves).toEqual([{ node: 0, direction: "right" }]);
    expect(result.state.starfish[0]).toBe(0);
    expect(wetPitsEmpty(result.state)).toBe(true);
    const refused = preview(attempt(level), shiftyMove(1, 0));
    expect(refused).toMatchObject({ ok: false, code: WET_PIT_NOT_SELECTABLE });
  });

  it("refuse a value that is not an attempt state, never throwing", () => {
    const good = attempt(level);
    const bad: unknown[] = [
      null,
      undefined,
      {},
      [],
      42,
      "state",
      { ...good, level: null },
      { ...good, starfish: [2, 0, 0] },
      { ...good, starfish: [2, 5, 0, 1, 0, 0, 0, 0] },
      { ...good, rescued: 1 },
      { ...good, levelStatus: "paused" },
      { ...good, rating: 3 },
      { ...good, moves: null },
      { ...good, level: { ...level, edges: { left: [1], right: [1] } } },
      { ...good, level: { ...level, nodes: [{ index: 0, type: "lava", starfish: 1 }] } },
    ];
    for (const state of bad) {
      const result = commit(state as AttemptState, { node: 0, direction: "right" });
      expect(result, JSON.stringify(state)?.slice(0, 80)).toMatchObject({ ok: false, code: INVALID_STATE });
      expect(() => legalMoves(state as AttemptState)).not.toThrow();
    }
    expect(legalMoves(null as unknown as AttemptState)).toEqual([]);
  });

  it("refuse a move that is not an object with the ordinary refusals", () => {
    for (const move of [null, undefined, 7, "0:right", { node: "0", direction: "right" }]) {
      const result = commit(attempt(level), move as unknown as Move);
      expect(result.ok).toBe(false);
    }
  });
});

describe("parseLevel with hostile input", () => {
  it("refuses nesting deeper than the limit with a typed issue instead of overflowing", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = { deep };
    expect(parseLevel({ ...ringLevel([1, 0, 0, 0, 0, 0, 0, 0]), name: deep })).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "too_deep" }],
    });
  });

  it("refuses piles that would make one move walk for ever", () => {
    const huge = ringLevel([1e15, 0, 0, 0, 0, 0, 0, 0]);
    const result = parseLevel(huge);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.code)).toContain("too_many_starfish");
    // the rules' cap is far above what the exact solver takes: that limit refuses the pile first
    const capped = parseLevel(ringLevel([MAX_LEVEL_STARFISH, 0, 0, 0, 0, 0, 0, 0]));
    expect(capped.ok || capped.issues.map((i) => i.code)).toEqual(["beyond_exact_solver"]);
    expect(parseLevel(ringLevel([MAX_SOLVER_STARFISH, "W", "W", "W", "W", "W", "W", "W"])).ok).toBe(true);
  });
});
