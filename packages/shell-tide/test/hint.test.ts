import { describe, expect, it } from "vitest";
import { hint, newAttempt } from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";

// R(0) wins at once: 0 → 1 (STOP); 2 empty → 3 captured, 4 empty → 5, 6 empty → 7, 0 (emptied) → 1.
const VORTEX = ringLevel([1, 0, 0, 1, 0, 2, 0, 1]);
// The only optimum is R2, R4, R6 (3 turns): R2 puts 1 on node 3 (STOP 3, no capture), R4 puts 1 on 5
// and 6 (no capture), R6 sows onto 7 and the chain from there takes node 1 (3 starfish), then 3, 5, 7.
const THREE_TURNS = ringLevel([0, 3, 1, 0, 2, 0, 0, 0]);

describe("hint when the level is over", () => {
  it("says Full Rescue after a win and no turns left after a loss", () => {
    const won = play(attempt(VORTEX, 1, 3), R(0));
    expect(hint(won)).toEqual({ kind: "level-over", message: expect.stringMatching(/Full Rescue/) });
    // L(0) leaves a lone pile of 2 on node 7 at the turn limit
    const lost = play(attempt(VORTEX, 1, 1), L(0));
    expect(lost.levelStatus).toBe("lost");
    const over = hint(lost);
    expect(over.kind).toBe("level-over");
    expect(over.message).toMatch(/no turns left/i);
    expect(over.message).not.toMatch(/Full Rescue/);
  });
});

describe("hint when Full Rescue is out of reach", () => {
  it("explains that no route exists any more", () => {
    const h = hint(attempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 0])));
    expect(h.kind).toBe("no-full-rescue");
    expect(h.target).toBeUndefined();
    expect(h.message).toMatch(/no longer possible/);
  });

  it("says how many turns the shortest route needs and how many remain", () => {
    // after R2 the board needs exactly 2 more turns (the optimum was 3); maxTurns 2 leaves 1
    const state = play(attempt(THREE_TURNS, 3, 2), R(2));
    expect(state.turnsUsed).toBe(1);
    const h = hint(state);
    expect(h.kind).toBe("no-full-rescue");
    expect(h.message).toMatch(/needs 2 turns but only 1 remain/);
  });

  it("still guides when the shortest route uses exactly the turns left", () => {
    expect(hint(attempt(VORTEX, 1, 1)).kind).toBe("vortex");
    const state = play(attempt(THREE_TURNS, 3, 3), R(2));
    expect(hint(state).kind).toBe("setup");
  });
});

describe("hint targets", () => {
  it("names the Vortex point in its message", () => {
    const h = hint(attempt(VORTEX));
    expect(h).toMatchObject({ kind: "vortex", target: 2 });
    expect(h.message).toMatch(/\bnode 2\b/);
  });

  it("names the last pile when the next turn's rescue fires the Final Tide Sweep", () => {
    // the only 1-turn win: R(0) drops into the pit at 1 (no capture: 2 and 3 are empty) and leaves
    // the pile on node 7 alone, which the Sweep takes
    const h = hint(attempt(ringLevel([1, "W", 0, 0, 0, 0, 0, 3], { sweep: true })));
    expect(h.kind).toBe("sweep");
    expect(h.target).toBe(7);
    expect(h.message).toMatch(/\bnode 7\b/);
    expect(h.message).not.toMatch(/\b(left|right)\b/);
  });

  it("names the wet pit when the next rescue is a starfish sown into it", () => {
    const h = hint(attempt(ringLevel([1, "W", 0, 0, 0, 0, 0, 0])));
    expect(h.kind).toBe("wet-pit");
    expect(h.target).toBe(1);
    expect(h.message).toMatch(/\bnode 1\b/);
  });

  it("names the pile the first capture of the continuation takes, however many setup turns come first", () => {
    // R2 and R4 rescue nothing; the capture chain of R6 starts with the pile on node 1
    const h = hint(newAttempt(THREE_TURNS));
    expect(h.kind).toBe("setup");
    expect(h.target).toBe(1);
    expect(h.message).toMatch(/\bnode 1\b/);
    expect(h.message).not.toMatch(/\b(left|right)\b/);
  });

  it("names the Sweep's pile when the rescue that follows the setup is a Sweep", () => {
    // only optimum R7, R1: R7 puts 1 on 0 and 1 (STOP 1); R1 sows into the pit at 2 (no capture)
    // and the Sweep takes the lone pile on node 0
    const h = hint(newAttempt(ringLevel([0, 0, "W", 0, 0, 0, 0, 2], { sweep: true })));
    expect(h).toMatchObject({ kind: "setup", target: 0 });
  });

  it("names the setup turn's STOP when the rest of the route only drops starfish into wet pits", () => {
    // only optimum R6, R7: R6 moves the starfish to 7 (STOP 7), R7 sows it into the pit at 0
    const h = hint(newAttempt(ringLevel(["W", "W", "W", 0, 0, 0, 1, 0])));
    expect(h).toMatchObject({ kind: "setup", target: 7 });
  });
});

describe("hint on a board without starfish", () => {
  it("gives a general hint with no target (the rules accept such a state; parseLevel does not)", () => {
    const empty = attempt(ringLevel([0, 0, 0, 0, 0, 0, 0, 0]), 0, 1);
    expect(empty.levelStatus).toBe("playing");
    const h = hint(empty);
    expect(h.kind).toBe("setup");
    expect(h.target).toBeUndefined();
    expect(h.message).toMatch(/STOP/);
  });
});
