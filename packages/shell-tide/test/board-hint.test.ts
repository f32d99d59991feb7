import { describe, expect, it } from "vitest";
import { boardHint, previewAll } from "../src/index.js";
import { attempt, L, play, R, ringLevel } from "./helpers.js";
import { known } from "./known.js";

describe("boardHint: what the legal previews show, no solver", () => {
  it("names the Vortex point of the move that clears the board before a bigger partial rescue", () => {
    // R(0) sows onto 1 and its chain takes 3, 5, 7 and the sown starfish: Full Rescue. L(0) sows onto 7
    // (STOP 7) and takes 5 and 3 (4 of 5) but leaves the pile on 7.
    const state = attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]));
    const previews = known(previewAll(state));
    expect(previews.find((p) => p.move.direction === "right" && p.move.node === 0)?.remainingAfter).toBe(0);
    expect(boardHint(state)).toMatchObject({ kind: "vortex", target: 2 });
  });

  it("names the biggest rescue when no move clears the board", () => {
    // No move clears: L(4) sows onto 3 (STOP 3), 2 is empty and the 3 on node 1 are taken; R(4) sows
    // onto 5 (STOP 5), 6 is empty and the 1 on node 7 is taken.
    const state = attempt(ringLevel([1, 3, 0, 0, 1, 0, 0, 1]));
    const h = boardHint(state);
    expect(h).toMatchObject({ kind: "vortex", target: 2 });
    expect(h.message).toMatch(/the pile at node 1/);
  });

  it("names the wet pit, and the Sweep's pile, when that is the rescue in sight", () => {
    expect(boardHint(attempt(ringLevel([1, "W", 0, 0, 0, 0, 0, 0])))).toMatchObject({
      kind: "wet-pit",
      target: 1,
    });
    // R(0) drops into the pit at 1 and leaves one pile (node 7): the Sweep takes it.
    const sweep = boardHint(attempt(ringLevel([1, "W", 0, 0, 0, 0, 0, 3], { sweep: true })));
    expect(sweep).toMatchObject({ kind: "sweep", target: 7 });
  });

  it("names the biggest pile to set up when no move rescues anything, and says so", () => {
    // No STOP lands just before an empty node that precedes a pile: no preview rescues.
    const state = attempt(ringLevel([1, 0, 1, 0, 3, 0, 0, 0]));
    expect(known(previewAll(state)).every((p) => p.rescuedThisTurn === 0)).toBe(true);
    const h = boardHint(state);
    expect(h).toMatchObject({ kind: "setup", target: 4 });
    expect(h.message).toMatch(/^No rescue is ready yet: .*the pile at node 4/);
  });

  it("says the level is over once it is", () => {
    const won = play(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]), 1, 3), R(0));
    expect(boardHint(won)).toMatchObject({
      kind: "level-over",
      message: expect.stringMatching(/Full Rescue/),
    });
    const lost = play(attempt(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]), 1, 1), L(0));
    expect(boardHint(lost)).toMatchObject({
      kind: "level-over",
      message: expect.stringMatching(/no turns left/i),
    });
  });
});
