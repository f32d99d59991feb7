import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createLevel,
  type Direction,
  LEVEL_ISSUE,
  legalMoves,
  newAttempt,
  parseLevel,
  ringEdges,
  standardLayout,
} from "../src/index.js";

/** createLevel: a custom ring from its starfish, without ringEdges, templateForNodeCount or standardLayout. */

describe("createLevel builds a ring from the starfish on each node", () => {
  it("an 8-node ring gets the ring's edges, the 3×3 layout, and parses as a level file would", () => {
    const made = createLevel({ starfish: [0, 2, 0, 1, 0, 0, 1, 0], rules: { finalTideSweep: true } });
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    expect(made.value).toEqual({
      id: "custom",
      nodes: [0, 2, 0, 1, 0, 0, 1, 0].map((starfish, index) => ({ index, type: "sand", starfish })),
      edges: ringEdges(8),
      rules: { finalTideSweep: true, wetPitRescue: false },
      layout: standardLayout("3x3"),
    });
    expect(parseLevel(made.value)).toEqual(made);
    expect(legalMoves(newAttempt(made.value)).length).toBeGreaterThan(0);
  });

  it("wet pits, Current Arrows, a name and a 12-node layout", () => {
    const made = createLevel({
      id: "mine",
      name: "My ring",
      starfish: [3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0],
      wetPits: [5, 9],
      currentArrows: [{ node: 3, direction: "left" }],
      rules: { finalTideSweep: true },
    });
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const level = made.value;
    expect(level).toMatchObject({ id: "mine", name: "My ring", rules: { wetPitRescue: true } });
    expect(level.nodes[5]).toEqual({ index: 5, type: "wet_pit", starfish: 0 });
    expect(level.nodes[3]).toEqual({ index: 3, type: "sand", starfish: 2, currentDirection: "left" });
    expect(level.layout).toEqual(standardLayout("4x4"));
  });

  it("any ring size from 3 nodes: no layout off the two templates", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { minLength: 3, maxLength: 14 }).filter((s) => s.some((x) => x > 0)),
        fc.boolean(),
        (starfish, sweep) => {
          const made = createLevel({ starfish, rules: { finalTideSweep: sweep } });
          if (!made.ok) {
            // only the exact solver's limits may refuse such a ring
            expect(made.issues.map((i) => i.code)).toEqual([LEVEL_ISSUE.beyondExactSolver]);
            return;
          }
          expect(made.value.nodes.map((n) => n.starfish)).toEqual(starfish);
          expect(made.value.edges).toEqual(ringEdges(starfish.length));
          expect(made.value.layout === undefined).toBe(starfish.length !== 8 && starfish.length !== 12);
          expect(parseLevel(made.value, { allowCustomRing: true })).toEqual(made);
        },
      ),
      { numRuns: 60 },
    );
    // rings of 12–14 nodes with 10–20 starfish pass the proof's move bound and have their moves counted
    // (up to about a second each): the loader's price for refusing only the rings whose proof is too long
  }, 120_000);

  it("bad input is an issue at its path in the input; a broken rule at its path in the level", () => {
    expect(createLevel({ starfish: [1, 0, 0], wetPits: [3] })).toEqual({
      ok: false,
      issues: [{ path: "$.wetPits[0]", code: "unknown_node", message: "node 3 does not exist (0..2)" }],
    });
    expect(
      createLevel({ starfish: [1, 0, 0], currentArrows: [{ node: -1, direction: "left" }] }),
    ).toMatchObject({
      ok: false,
      issues: [{ path: "$.currentArrows[0].node", code: "unknown_node" }],
    });
    expect(createLevel({ starfish: [1, -2, 0] })).toMatchObject({
      ok: false,
      issues: [{ path: "$.starfish[1]" }],
    });
    expect(
      createLevel({ starfish: [1, 0, 0], currentArrows: [{ node: 0, direction: "up" as Direction }] }),
    ).toMatchObject({ ok: false, issues: [{ path: "$.currentArrows[0].direction" }] });
    // a starfish on a wet pit: node 1 of the level made, the input's starfish[1]
    expect(createLevel({ starfish: [1, 2, 0], wetPits: [1] })).toMatchObject({
      ok: false,
      issues: [{ path: "$.nodes[1].starfish", code: LEVEL_ISSUE.starfishOnWetPit }],
    });
    expect(createLevel({ starfish: [0, 0, 0] })).toMatchObject({
      ok: false,
      issues: [{ path: "$.nodes", code: LEVEL_ISSUE.noStarfish }],
    });
    expect(createLevel({ starfish: [1, 0] })).toMatchObject({
      ok: false,
      issues: [{ code: LEVEL_ISSUE.nodeCount }],
    });
    expect(createLevel(null as never)).toMatchObject({ ok: false, issues: [{ path: "$" }] });
  });

  it("a ring beyond the exact solver is refused with the limits", () => {
    const made = createLevel({ starfish: [24, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(made).toMatchObject({
      ok: false,
      issues: [{ path: "$.nodes", code: LEVEL_ISSUE.beyondExactSolver, limits: { withinLimits: false } }],
    });
  });

  it("a balance block is checked like a level file's", () => {
    const starfish = [0, 2, 0, 1, 0, 0, 1, 0];
    const wrong = createLevel({ starfish, balance: { optimalTurns: 9, maxTurns: 12, emotionSeed: 3 } });
    expect(wrong).toMatchObject({ ok: false, issues: [{ path: "$.balance.optimalTurns" }] });
  });
});
