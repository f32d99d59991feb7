import { commit, legalMoves, type Move, newAttempt, preview } from "@rulekit/shell-tide";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolKeyToAction } from "../../src/routes/shell-tide/play/keyboard.ts";
import { nextLevel } from "../../src/routes/shell-tide/play/level-select.tsx";
import {
  initialPlay,
  type PlayAction,
  type PlayState,
  playReducer,
  restorePlay,
} from "../../src/routes/shell-tide/play/play-model.ts";
import { bandOfLevel, teach } from "../../src/routes/shell-tide/play/preview-band.ts";
import {
  asPlace,
  decodeMoves,
  encodeMoves,
  MAX_PLACE_MOVES,
  withAttempt,
} from "../../src/routes/shell-tide/state/place.ts";
import { oneTurnLevel, richLevel } from "./levels.ts";
import { packLevels } from "./pack-levels.ts";

const run = (state: PlayState, ...actions: PlayAction[]) => actions.reduce(playReducer, state);
const settle = (state: PlayState) => {
  let s = state;
  for (let i = 0; i < 500 && s.animation; i++) s = playReducer(s, { type: "nextFrame" });
  return s;
};
const NUMBERS = packLevels.map((l) => l.number);

describe("the preview by level band", () => {
  it("never gives the starfish left after a move outside the designer's playtest", () => {
    for (const { number, level } of packLevels) {
      const attempt = newAttempt(level);
      for (const move of legalMoves(attempt)) {
        const p = preview(attempt, move);
        if (!p.ok) throw new Error(p.message);
        expect(teach(p, bandOfLevel(number)).remainingAfter).toBeNull();
        expect(teach(p, "full").remainingAfter).toBe(p.remainingAfter);
      }
    }
  });

  it("teaches Vortex points with their piles early, where only in the middle, nothing of them at mastery", () => {
    const attempt = newAttempt(oneTurnLevel());
    const p = preview(attempt, { node: 0, direction: "right" });
    if (!p.ok) throw new Error(p.message);
    expect(p.captures.length).toBeGreaterThan(1);
    expect(teach(p, "learn").captures).toEqual(
      p.captures.map(({ empty, rich, count }) => ({ empty, rich, count })),
    );
    expect(teach(p, "apply").captures).toEqual(
      p.captures.map(({ empty, rich }) => ({ empty, rich, count: null })),
    );
    expect(teach(p, "master").captures).toEqual([]);
    // The Flow and STOP are always shown: they are what the player reads the board with.
    for (const band of ["learn", "apply", "ripple", "master"] as const) {
      expect(teach(p, band).route).toEqual(p.route);
      expect(teach(p, band).stop).toBe(p.stop);
    }
  });

  it("follows the seed's progression: L1–L3 learn, L4–L6 apply, L9 ripple, L7, L8 and L10 master", () => {
    expect(NUMBERS.map(bandOfLevel)).toEqual([
      "learn",
      "learn",
      "learn",
      "apply",
      "apply",
      "apply",
      "master",
      "master",
      "ripple",
      "master",
    ]);
  });
});

describe("the player's place", () => {
  it("writes moves as pit and l/r and reads back exactly those", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ node: fc.integer({ min: 0, max: 99 }), direction: fc.constantFrom("left", "right") }),
          {
            maxLength: MAX_PLACE_MOVES,
          },
        ),
        (moves) => {
          expect(decodeMoves(encodeMoves(moves as Move[]))).toEqual(moves);
        },
      ),
    );
    expect(
      encodeMoves([
        { node: 6, direction: "right" },
        { node: 1, direction: "left" },
      ]),
    ).toBe("6r.1l");
  });

  it("refuses anything else, and too many moves, as not a list of moves", () => {
    for (const bad of ["6x", "6r..1l", "r6", "<script>", "6r.", "123r", " 6r", "6r;1l", "6R"])
      expect(decodeMoves(bad), bad).toBeNull();
    expect(
      decodeMoves(
        Array(MAX_PLACE_MOVES + 1)
          .fill("1r")
          .join("."),
      ),
    ).toBeNull();
    expect(decodeMoves("")).toEqual([]);
    expect(decodeMoves(null)).toEqual([]);
  });

  it("keeps from storage only well-formed levels and moves", () => {
    expect(asPlace({ open: 3, attempts: { "3": "0r.2r", "99": "1r", "4": "zz", "5": 7 } }, NUMBERS)).toEqual({
      open: 3,
      attempts: { "3": "0r.2r" },
    });
    expect(asPlace({ open: "3" }, NUMBERS).open).toBe(3);
    expect(asPlace({ open: 42 }, NUMBERS).open).toBeNull();
    for (const junk of [null, 7, "x", [], { attempts: null }])
      expect(asPlace(junk, NUMBERS)).toEqual({ open: null, attempts: {} });
  });

  it("drops a level's attempt when it has no moves left", () => {
    const place = withAttempt({ open: 2, attempts: {} }, 2, [{ node: 1, direction: "left" }]);
    expect(place.attempts).toEqual({ "2": "1l" });
    expect(withAttempt(place, 2, []).attempts).toEqual({});
  });
});

describe("undo, restart and a restored attempt", () => {
  it("a restored attempt is the engine's own replay of the moves, with one undo step per move", () => {
    const level = richLevel();
    const start = newAttempt(level, { optimalTurns: null, maxTurns: 9 });
    const first = legalMoves(start)[0]!;
    const one = commit(start, first);
    if (!one.ok) throw new Error(one.message);
    const second = legalMoves(one.state)[0]!;
    const two = commit(one.state, second);
    if (!two.ok) throw new Error(two.message);
    const { state, applied } = restorePlay(start, [first, second]);
    expect(applied).toBe(2);
    expect(state.attempt).toEqual(two.state);
    expect(state.history).toEqual([start, one.state]);
    const undone = run(state, { type: "undo" });
    expect(undone.attempt).toEqual(one.state);
    expect(run(undone, { type: "undo" }).attempt).toEqual(start);
    // Nothing to take back: nothing changes.
    const none = run(undone, { type: "undo" }, { type: "undo" });
    expect(none.attempt).toEqual(start);
    expect(none.history).toEqual([]);
  });

  it("stops a replay at the first move the rules refuse", () => {
    const start = newAttempt(oneTurnLevel(), { optimalTurns: null, maxTurns: 5 });
    const move = legalMoves(start).find((m) => m.node === 3)!;
    const { state, applied } = restorePlay(start, [move, move, { node: 0, direction: "right" }]);
    expect(applied).toBe(1);
    expect(state.attempt.turnsUsed).toBe(1);
  });

  it("undo after a commit comes back to the board before it, even while the move animates", () => {
    const s0 = initialPlay(newAttempt(richLevel(), { optimalTurns: null, maxTurns: 9 }));
    const played = run(s0, { type: "select", node: 0 }, { type: "commit", direction: "right" });
    expect(played.animation).not.toBeNull();
    const undone = run(played, { type: "undo" });
    expect(undone.animation).toBeNull();
    expect(undone.attempt).toBe(s0.attempt);
    const restarted = run(settle(played), { type: "restart" });
    expect(restarted.attempt).toBe(s0.initial);
    expect(restarted.history).toEqual([]);
  });

  it("maps U, Ctrl+Z and R to the tools, and leaves form fields and other keys alone", () => {
    const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
      toolKeyToAction({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra });
    expect(key("u")).toEqual({ type: "undo" });
    expect(key("U")).toEqual({ type: "undo" });
    expect(key("z", { ctrlKey: true })).toEqual({ type: "undo" });
    expect(key("z", { metaKey: true })).toEqual({ type: "undo" });
    expect(key("r")).toEqual({ type: "restart" });
    expect(key("r", { ctrlKey: true })).toBeNull();
    expect(key("u", { altKey: true })).toBeNull();
    expect(key("x")).toBeNull();
    const field = { closest: (selector: string) => (selector.includes("input") ? {} : null) };
    expect(
      toolKeyToAction({
        key: "u",
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        target: field as unknown as EventTarget,
      }),
    ).toBeNull();
  });
});

describe("the level map's next", () => {
  const levels = [1, 2, 3, 4];
  it("is the first level not completed, or one with an attempt in progress, the open one first", () => {
    const done = new Set([1, 2]);
    expect(
      nextLevel(
        levels,
        (n) => done.has(n),
        () => false,
      ),
    ).toBe(3);
    expect(
      nextLevel(
        levels,
        (n) => done.has(n),
        (n) => n === 4,
      ),
    ).toBe(4);
    expect(
      nextLevel(
        levels,
        (n) => done.has(n),
        (n) => n === 1 || n === 4,
        1,
      ),
    ).toBe(1);
    expect(
      nextLevel(
        levels,
        () => true,
        () => false,
      ),
    ).toBeNull();
  });
});
