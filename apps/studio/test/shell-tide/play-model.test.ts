import { legalMoves, newAttempt, preview, solve } from "@rulekit/shell-tide";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { announcement } from "../../src/routes/shell-tide/play/announce.ts";
import { keyToAction } from "../../src/routes/shell-tide/play/keyboard.ts";
import { PLAY_COPY } from "../../src/routes/shell-tide/play/play-copy.ts";
import {
  commitFrames,
  directionsFor,
  dualPreview,
  initialPlay,
  legalSources,
  type PlayAction,
  type PlayState,
  playReducer,
  shownStarfish,
} from "../../src/routes/shell-tide/play/play-model.ts";
import { oneTurnLevel, richLevel } from "./levels.ts";

const run = (state: PlayState, ...actions: PlayAction[]) => actions.reduce(playReducer, state);
const finishAnimation = (state: PlayState) => {
  let s = state;
  for (let i = 0; i < 500 && s.animation; i++) s = playReducer(s, { type: "nextFrame" });
  return s;
};

describe("selection and Dual Preview", () => {
  it("walks the legal sources with Up/Down, wrapping round", () => {
    const s0 = initialPlay(newAttempt(oneTurnLevel()));
    const sources = legalSources(s0.attempt);
    expect(sources).toEqual([0, 3, 5, 7]);
    const down = run(s0, { type: "moveSelection", delta: 1 });
    expect(down.selected).toBe(0);
    expect(run(down, { type: "moveSelection", delta: -1 }).selected).toBe(7);
    expect(run(s0, ...Array(5).fill({ type: "moveSelection", delta: 1 })).selected).toBe(0);
  });

  it("ignores clicks on empty nodes and wet pits", () => {
    const s0 = initialPlay(newAttempt(richLevel()));
    expect(run(s0, { type: "select", node: 1 })).toBe(s0);
    expect(run(s0, { type: "select", node: 4 })).toBe(s0);
  });

  it("previews both directions, each equal to the engine's preview, without spending a turn", () => {
    const s = run(initialPlay(newAttempt(oneTurnLevel())), { type: "select", node: 3 });
    const previews = dualPreview(s);
    expect(previews.map((p) => p.direction)).toEqual(["left", "right"]);
    for (const p of previews) expect(p).toEqual(preview(s.attempt, { node: 3, direction: p.direction }));
    expect(s.attempt.turnsUsed).toBe(0);
  });

  it("shows only the arrow's direction on a Current Arrow node and refuses the other", () => {
    const s = run(initialPlay(newAttempt(richLevel())), { type: "select", node: 2 });
    expect(directionsFor(s.attempt, 2)).toEqual(["left"]);
    expect(dualPreview(s).map((p) => p.direction)).toEqual(["left"]);
    expect(s.direction).toBe("left");
    expect(run(s, { type: "chooseDirection", direction: "right" }).direction).toBe("left");
  });

  it("keeps the chosen direction when moving to a node that allows it", () => {
    const s = run(
      initialPlay(newAttempt(oneTurnLevel())),
      { type: "select", node: 3 },
      { type: "chooseDirection", direction: "right" },
      { type: "select", node: 5 },
    );
    expect(s.direction).toBe("right");
  });
});

describe("commit", () => {
  it("commits through the engine, animates, then wins with the optimal move", () => {
    const level = oneTurnLevel();
    const [best] = solve(level).path;
    const s = run(
      initialPlay(newAttempt(level)),
      { type: "select", node: best!.node },
      {
        type: "chooseDirection",
        direction: best!.direction,
      },
    );
    const committed = playReducer(s, { type: "commit" });
    expect(committed.attempt.turnsUsed).toBe(1);
    expect(committed.animation).not.toBeNull();
    expect(committed.selected).toBeNull();
    // Board input waits for the animation.
    expect(run(committed, { type: "select", node: 3 })).toBe(committed);
    const done = finishAnimation(committed);
    expect(done.attempt.levelStatus).toBe("won");
    expect(done.attempt.rating).toBe(3);
    expect(shownStarfish(done)).toEqual(done.attempt.starfish);
  });

  it("commits a given direction from its card, ignoring the keyboard's choice", () => {
    const s = run(initialPlay(newAttempt(oneTurnLevel())), { type: "select", node: 0 });
    const c = playReducer(s, { type: "commit", direction: "left" });
    expect(c.last?.move).toEqual({ node: 0, direction: "left" });
  });

  it("does nothing without a selection and after the level ended", () => {
    const s0 = initialPlay(newAttempt(oneTurnLevel()));
    expect(playReducer(s0, { type: "commit" })).toBe(s0);
    const won = finishAnimation(
      run(
        s0,
        { type: "select", node: 0 },
        { type: "chooseDirection", direction: "right" },
        { type: "commit" },
      ),
    );
    expect(run(won, { type: "moveSelection", delta: 1 })).toBe(won);
  });

  it("restarts from the level's first board", () => {
    const s0 = initialPlay(newAttempt(oneTurnLevel()));
    const played = finishAnimation(run(s0, { type: "select", node: 3 }, { type: "commit" }));
    expect(played.attempt.turnsUsed).toBe(1);
    const again = playReducer(played, { type: "restart" });
    expect(again.attempt).toBe(s0.attempt);
    expect(again.last).toBeNull();
  });

  it("skips the animation on request", () => {
    const s = run(initialPlay(newAttempt(oneTurnLevel())), { type: "select", node: 0 }, { type: "commit" });
    expect(playReducer(s, { type: "skipAnimation" }).animation).toBeNull();
  });
});

describe("commitFrames", () => {
  const arbPlay = (level: ReturnType<typeof richLevel>) =>
    fc.array(fc.nat(), { maxLength: 6 }).map((picks) => {
      let attempt = newAttempt(level, { optimalTurns: null, maxTurns: 20 });
      const steps = [];
      for (const pick of picks) {
        const moves = legalMoves(attempt);
        if (moves.length === 0) break;
        const p = preview(attempt, moves[pick % moves.length]!);
        if (!p.ok) break;
        steps.push({ before: attempt, after: p.state, events: p.events });
        attempt = p.state;
      }
      return steps;
    });

  it("ends on the engine's committed board and never shows more starfish than were left", () => {
    fc.assert(
      fc.property(arbPlay(richLevel()), fc.boolean(), (steps, reduced) => {
        for (const { before, after, events } of steps) {
          const frames = commitFrames(before, after, events, reduced);
          expect(frames.at(-1)!.starfish).toEqual(after.starfish);
          for (const f of frames) {
            const onBoard = f.starfish.reduce((a, b) => a + b, 0);
            expect(onBoard).toBeLessThanOrEqual(before.remainingStarfish);
            expect(f.starfish.every((n) => n >= 0)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("drops one starfish per route step without reduced motion, and travels nowhere with it", () => {
    const attempt = newAttempt(richLevel());
    const p = preview(attempt, { node: 0, direction: "right" });
    if (!p.ok) throw new Error(p.message);
    const full = commitFrames(attempt, p.state, p.events, false);
    const reduced = commitFrames(attempt, p.state, p.events, true);
    const drops = full.filter((f) => f.pulse?.kind === "drop" || f.pulse?.kind === "wet");
    expect(drops).toHaveLength(p.route.length);
    expect(reduced.filter((f) => f.pulse?.kind === "drop")).toHaveLength(1);
    expect(reduced.every((f) => f.ms <= 200)).toBe(true);
    expect(reduced.length).toBeLessThan(full.length);
  });

  it("takes a starfish off the board where the route enters a wet pit", () => {
    const attempt = newAttempt(richLevel());
    const p = preview(attempt, { node: 3, direction: "right" });
    if (!p.ok) throw new Error(p.message);
    expect(p.wetPitRescues.length).toBeGreaterThan(0);
    const frames = commitFrames(attempt, p.state, p.events, false);
    const wet = frames.find((f) => f.pulse?.kind === "wet")!;
    expect(wet.starfish[4]).toBe(0);
  });
});

describe("keyboard map", () => {
  const standard = { left: "ccw", right: "cw" } as const;
  const mirrored = { left: "cw", right: "ccw" } as const;

  it.each([
    ["ArrowUp", { type: "moveSelection", delta: -1 }],
    ["ArrowDown", { type: "moveSelection", delta: 1 }],
    ["Enter", { type: "commit" }],
    ["a", null],
    [" ", null],
  ])("%s → %j", (key, action) => {
    expect(keyToAction(key, standard)).toEqual(action);
  });

  it("turns ← counter-clockwise and → clockwise, whichever logical direction that is on the board", () => {
    expect(keyToAction("ArrowLeft", standard)).toEqual({ type: "chooseDirection", direction: "left" });
    expect(keyToAction("ArrowRight", standard)).toEqual({ type: "chooseDirection", direction: "right" });
    expect(keyToAction("ArrowLeft", mirrored)).toEqual({ type: "chooseDirection", direction: "right" });
    expect(keyToAction("ArrowRight", mirrored)).toEqual({ type: "chooseDirection", direction: "left" });
  });
});

describe("live announcement", () => {
  const en = PLAY_COPY.en;
  const turns = { left: "ccw", right: "cw" } as const;

  it("reads out both directions of the selected pit from the engine's previews, named as they turn", () => {
    const s = run(initialPlay(newAttempt(oneTurnLevel())), { type: "select", node: 3 });
    const text = announcement(s, en, turns, "learn");
    expect(text.startsWith("Pit 3.")).toBe(true);
    for (const direction of ["left", "right"] as const) {
      const p = preview(s.attempt, { node: 3, direction });
      if (!p.ok) throw new Error(p.message);
      expect(text).toContain(`${en.turn[turns[direction]].name}: STOP at pit ${p.stop}`);
      expect(text).toContain(`${p.captures.length} Vortex point`);
    }
    // Never the net result: that would pick the move for the player.
    expect(text).not.toContain("left after the move");
    expect(text).not.toMatch(/\b(left|right)\b:/i);
    const vi = announcement(s, PLAY_COPY.vi, turns, "learn");
    expect(vi).toContain("Hố 3.");
    expect(vi).toContain("Ngược chiều kim đồng hồ: STOP hố");
    expect(vi).toContain("Theo chiều kim đồng hồ: STOP hố");
  });

  it("says no more than the band shows: a mastery level's preview is the Flow and STOP", () => {
    const s = run(initialPlay(newAttempt(oneTurnLevel())), { type: "select", node: 0 });
    const p = preview(s.attempt, { node: 0, direction: "right" });
    if (!p.ok) throw new Error(p.message);
    expect(p.captures.length).toBeGreaterThan(0);
    const text = announcement(s, en, turns, "master");
    expect(text).toContain(`Clockwise: STOP at pit ${p.stop}`);
    expect(text).not.toMatch(/Vortex|left after|rescued/);
  });

  it("stays quiet while a commit animates, then says what the move did", () => {
    const level = richLevel();
    const start = initialPlay(newAttempt(level, { optimalTurns: null, maxTurns: 9 }));
    const committed = run(start, { type: "select", node: 0 }, { type: "commit", direction: "right" });
    expect(committed.animation).not.toBeNull();
    expect(announcement(committed, en, turns, "learn")).toBe("");
    const done = finishAnimation(committed);
    expect(done.attempt.levelStatus).toBe("playing");
    const p = preview(start.attempt, { node: 0, direction: "right" });
    if (!p.ok) throw new Error(p.message);
    expect(announcement(done, en, turns, "master")).toBe(
      `Sowed pit 0 clockwise: STOP at pit ${p.stop}, ${start.attempt.remainingStarfish - p.remainingAfter} starfish rescued, ${p.remainingAfter} left. Turn 1 of 9.`,
    );
  });

  it("leaves the end of the level to the result panel", () => {
    const won = finishAnimation(
      run(
        initialPlay(newAttempt(oneTurnLevel())),
        { type: "select", node: 0 },
        { type: "commit", direction: "right" },
      ),
    );
    expect(won.attempt.levelStatus).toBe("won");
    expect(announcement(won, en, turns, "learn")).toBe("");
  });
});
