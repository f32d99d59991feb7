import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  analyze,
  boardHint,
  canStillFullRescue,
  classifyNearMiss,
  distanceToFullRescue,
  fullRescueMoves,
  hint,
  inNearMissBand,
  isAnalyzerUnknown,
  NEUTRAL_WORDS,
  previewAll,
} from "../src/index.js";
import { attempt, play, R, ringLevel } from "./helpers.js";

/** Every analyzer entry point that reads an attempt, as a function of any value. */
const ENTRY_POINTS: Record<string, (value: unknown) => unknown> = {
  analyze: (v) => analyze(v as AttemptState),
  classifyNearMiss: (v) => classifyNearMiss(v as AttemptState),
  distanceToFullRescue: (v) => distanceToFullRescue(v as AttemptState),
  canStillFullRescue: (v) => canStillFullRescue(v as AttemptState),
  previewAll: (v) => previewAll(v as AttemptState),
  fullRescueMoves: (v) => fullRescueMoves(v as AttemptState),
};
const HINTS: Record<string, (value: unknown) => ReturnType<typeof hint>> = {
  hint: (v) => hint(v as AttemptState),
  boardHint: (v) => boardHint(v as AttemptState),
};

const VORTEX = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);
const good = attempt(VORTEX, 1, 3);

/** A value whose every property read throws (a hostile proxy). */
const throwing = new Proxy(
  {},
  {
    get: () => {
      throw new Error("read");
    },
    ownKeys: () => {
      throw new Error("keys");
    },
  },
);

/** States that are not attempts, each with the part of the reason that names what is wrong. */
const CONTRADICTORY: [string, unknown, RegExp][] = [
  ["an empty object", {}, /\$\.level/],
  ["a number", 42, /\$: expected an attempt state/],
  ["an array", [], /\$: expected an attempt state/],
  ["a board of the wrong size", { ...good, starfish: [1, 0] }, /\$\.starfish/],
  ["counts that do not add up", { ...good, rescued: 2 }, /rescued/],
  ["a status the rules do not have", { ...good, levelStatus: "paused" }, /levelStatus/],
  ["a lost attempt with turns left", { ...good, levelStatus: "lost", rating: 0 }, /levelStatus: lost/],
  ["a win with starfish left", { ...good, levelStatus: "won", rating: 3 }, /levelStatus: won/],
  ["moves that are not its turns", { ...good, moves: [R(0)] }, /\$\.moves: 1 move/],
  ["a turn count past the limit", { ...good, turnsUsed: 9, moves: Array(9).fill(R(0)) }, /past maxTurns/],
  [
    "a move off the board",
    { ...good, turnsUsed: 1, moves: [{ node: 99, direction: "right" }] },
    /moves\[0\]/,
  ],
  [
    "a level the rules cannot run",
    { ...good, level: { ...VORTEX, edges: { left: [0], right: [0] } } },
    /edges/,
  ],
  ["a hostile proxy", throwing, /plain data/],
];

describe("every analyzer entry point checks its input and answers a typed unknown", () => {
  it("nothing given is missing state, with neutral words and no board fact", () => {
    for (const value of [undefined, null]) {
      for (const [name, entry] of Object.entries(ENTRY_POINTS)) {
        const answer = entry(value);
        expect(isAnalyzerUnknown(answer), name).toBe(true);
        expect(answer, name).toEqual({
          unknown: {
            code: "missing_state",
            reason: expect.stringMatching(/no attempt state/),
            message: NEUTRAL_WORDS.missing_state,
          },
        });
      }
      for (const [name, entry] of Object.entries(HINTS)) {
        expect(entry(value), name).toEqual({
          kind: "unknown",
          code: "missing_state",
          reason: expect.stringMatching(/no attempt state/),
          message: NEUTRAL_WORDS.missing_state,
        });
      }
    }
  });

  it("a value that is not an attempt is contradictory state, never a TypeError or an invented game", () => {
    for (const [what, value, reason] of CONTRADICTORY) {
      for (const [name, entry] of Object.entries(ENTRY_POINTS)) {
        let answer: unknown;
        expect(() => {
          answer = entry(value);
        }, `${name}(${what})`).not.toThrow();
        expect(answer, `${name}(${what})`).toEqual({
          unknown: {
            code: "contradictory_state",
            reason: expect.stringMatching(reason),
            message: NEUTRAL_WORDS.contradictory_state,
          },
        });
      }
      for (const [name, entry] of Object.entries(HINTS)) {
        const h = entry(value);
        expect(h, `${name}(${what})`).toMatchObject({ kind: "unknown", code: "contradictory_state" });
        expect(h.target, `${name}(${what})`).toBeUndefined();
        // Seed 000's neutral fallback: no lost game, no Full Rescue, no node.
        expect(h.message).toBe(NEUTRAL_WORDS.contradictory_state);
      }
    }
  });

  it("the neutral words say nothing about a board", () => {
    for (const words of Object.values(NEUTRAL_WORDS))
      expect(words).not.toMatch(/\d|node|turn|starfish|Vortex|Sweep|rescue|lost|won/i);
  });

  it("a valid attempt is still answered in full", () => {
    expect(isAnalyzerUnknown(analyze(good))).toBe(false);
    expect(hint(good)).toMatchObject({ kind: "vortex", target: 2 });
    expect(boardHint(good).kind).toBe("vortex");
    expect(distanceToFullRescue(good)).toBe(1);
    expect(canStillFullRescue(good)).toBe(true);
    expect(fullRescueMoves(good)).toEqual([R(0)]);
    const won = play(good, R(0));
    expect(classifyNearMiss(won)).toMatchObject({ failed: false, nearMiss: false });
    expect(hint(won)).toMatchObject({ kind: "level-over", message: expect.stringMatching(/Full Rescue/) });
  });

  it("answers about a plain copy: a getter that changes between reads cannot slip past the check", () => {
    let reads = 0;
    const shifty = { ...good };
    Object.defineProperty(shifty, "levelStatus", {
      enumerable: true,
      get: () => (reads++ < 2 ? "playing" : "lost"),
    });
    const h = hint(shifty);
    // Whatever the getter said when it was copied, the hint is about that copy, checked: a status it
    // read as "lost" with turns left is contradictory, a "playing" one is a real hint.
    expect(["vortex", "unknown"]).toContain(h.kind);
    expect(h.message).not.toMatch(/no turns left/i);
  });

  it("a selection that is not a node and a direction counts as none", () => {
    for (const selection of [null, 7, "0:right", { node: "0" }, { node: 0, direction: "up" }, throwing]) {
      const snapshot = analyze(good, selection as never);
      if (isAnalyzerUnknown(snapshot)) throw new Error("unknown");
      expect(["left", "right", null]).toContain(snapshot.direction);
      if (snapshot.direction === null) expect(snapshot.previewRoute).toEqual([]);
    }
  });

  it("the near-miss band takes counts only", () => {
    expect(inNearMissBand(Number.NaN, 10)).toBe(false);
    expect(inNearMissBand("2" as never, 10)).toBe(false);
    expect(inNearMissBand(2, -10)).toBe(false);
    expect(inNearMissBand(2, 10)).toBe(true);
  });
});
