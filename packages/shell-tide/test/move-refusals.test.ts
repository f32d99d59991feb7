import { beforeEach, describe, expect, it } from "vitest";
import {
  type AttemptState,
  BAD_DIRECTION,
  CURRENT_ARROW_DIRECTION,
  commit,
  EMPTY_NODE,
  INVALID_STATE,
  LEVEL_OVER,
  type Move,
  preview,
  REFUSAL_CODES,
  UNKNOWN_NODE,
  WET_PIT_NOT_SELECTABLE,
} from "../src/index.js";
import { attempt, R, ringLevel } from "./helpers.js";

/**
 * A refused move: its code (the documented contract, docs/shell-tide/api.md) and its message, which
 * the CLI prints to the player ("refused: …"), so it must name the node and say what is wrong.
 */
function refusalOf(state: AttemptState, move: unknown): { code: string; message: string } {
  const result = commit(state, move as Move);
  if (result.ok) throw new Error("the move was played");
  return { code: result.code, message: result.message };
}

describe("refusal codes", () => {
  it("are the documented strings", () => {
    expect(REFUSAL_CODES).toEqual({
      levelOver: "LEVEL_OVER",
      unknownNode: "UNKNOWN_NODE",
      wetPit: "WET_PIT_NOT_SELECTABLE",
      emptyNode: "EMPTY_NODE",
      badDirection: "BAD_DIRECTION",
      currentArrow: "CURRENT_ARROW_DIRECTION",
      invalidState: "INVALID_STATE",
    });
    expect([
      LEVEL_OVER,
      UNKNOWN_NODE,
      WET_PIT_NOT_SELECTABLE,
      EMPTY_NODE,
      BAD_DIRECTION,
      CURRENT_ARROW_DIRECTION,
      INVALID_STATE,
    ]).toEqual(Object.values(REFUSAL_CODES));
  });
});

describe("refused moves say what is wrong", () => {
  let state: AttemptState;
  beforeEach(() => {
    // node 0: 2 starfish, node 2: a wet pit, node 3: 1 starfish under a left arrow, 8 nodes
    state = attempt(ringLevel([2, 0, "W", [1, "left"], 0, 0, 0, 0]));
  });

  it("a move after the level is over names the status", () => {
    const won = commit(attempt(ringLevel([1, "W", 0, 0]), 1, 3), R(0));
    if (!won.ok) throw new Error(won.code);
    const refusal = refusalOf(won.state, R(0));
    expect(refusal.code).toBe("LEVEL_OVER");
    expect(refusal.message).toContain("(won)");
    const lost = commit(attempt(ringLevel([1, 0, 0, 0, 1, 0, 0, 0]), 1, 1), R(0));
    if (!lost.ok) throw new Error(lost.code);
    expect(refusalOf(lost.state, R(4)).message).toContain("(lost)");
  });

  it("a node that does not exist is named, with the range of nodes", () => {
    for (const node of [8, -1, 100]) {
      const refusal = refusalOf(state, { node, direction: "right" });
      expect(refusal.code).toBe("UNKNOWN_NODE");
      expect(refusal.message).toBe(`node ${node} does not exist (0..7)`);
    }
  });

  // `commit(s, { node: "0" })` used to say "node string does not exist": the value's type is named as
  // what it is, against the whole number a node index is.
  it("a node that is not a whole number says a whole number was expected, and what it got", () => {
    const cases: [unknown, string][] = [
      ["0", 'the string "0"'],
      [1.5, "the number 1.5"],
      [null, "null"],
      [undefined, "undefined"],
      [true, "true"],
      [[0], "an array"],
      [{ index: 0 }, "an object"],
    ];
    for (const [node, got] of cases) {
      const refusal = refusalOf(state, { node, direction: "right" });
      expect(refusal.code).toBe("UNKNOWN_NODE");
      expect(refusal.message).toBe(`node must be a whole number (a node index), got ${got}`);
    }
    expect(refusalOf(state, { direction: "right" }).message).toMatch(/got undefined$/);
    expect(refusalOf(state, null)).toEqual({
      code: "UNKNOWN_NODE",
      message: "a move is an object { node, direction }, got null",
    });
    expect(refusalOf(state, "0").message).toBe('a move is an object { node, direction }, got the string "0"');
  });

  it("a wet pit or an empty node is named", () => {
    const pit = refusalOf(state, { node: 2, direction: "left" });
    expect(pit.code).toBe("WET_PIT_NOT_SELECTABLE");
    expect(pit.message).toContain("node 2 ");
    const empty = refusalOf(state, { node: 5, direction: "left" });
    expect(empty.code).toBe("EMPTY_NODE");
    expect(empty.message).toContain("node 5 ");
  });

  it("a bad direction is quoted when it is text (at most 40 characters) and named with its type otherwise", () => {
    const up = refusalOf(state, { node: 0, direction: "up" });
    expect(up.code).toBe("BAD_DIRECTION");
    expect(up.message).toContain('"up"');
    const long = `${"x".repeat(39)}yz`;
    const longRefusal = refusalOf(state, { node: 0, direction: long });
    expect(longRefusal.message).toContain(`the string "${"x".repeat(39)}y…"`);
    expect(longRefusal.message).not.toContain("yz");
    for (const [direction, got] of [
      [5, "the number 5"],
      [null, "null"],
      [undefined, "undefined"],
      [["left"], "an array"],
      [{ to: "left" }, "an object"],
    ] as const) {
      const refusal = refusalOf(state, { node: 0, direction });
      expect(refusal.code).toBe("BAD_DIRECTION");
      expect(refusal.message).toBe(`direction must be "left" or "right", got ${got}`);
    }
  });

  it("a move against a Current Arrow names the node and the arrow's direction", () => {
    const refusal = refusalOf(state, { node: 3, direction: "right" });
    expect(refusal.code).toBe("CURRENT_ARROW_DIRECTION");
    expect(refusal.message).toContain("node 3 ");
    expect(refusal.message).toMatch(/left$/);
    expect(preview(state, { node: 3, direction: "left" }).ok).toBe(true);
  });
});
