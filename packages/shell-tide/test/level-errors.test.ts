// The level loader's rule checks (docs/shell-tide/formats.md, "Rules checked beyond the shape"): each
// problem is reported once, at its JSON path, with its code and a message the CLI prints to the author.
import { describe, expect, it } from "vitest";
import {
  LEVEL_ISSUE,
  type Level,
  MAX_LEVEL_STARFISH,
  type ParseLevelOptions,
  parseLevel,
} from "../src/index.js";
import { ringLevel } from "./helpers.js";

/** Every issue of a level, as `path code` and the message, in the order parseLevel reports them. */
function problems(data: unknown, options?: ParseLevelOptions) {
  const result = parseLevel(data, options);
  if (result.ok) return [];
  return result.issues.map((i) => ({ at: `${i.path} ${i.code}`, message: i.message }));
}

/** A plain 8-node ring with a wet pit on node 5 (no layout, no balance). */
const pitRing = (): Level => ringLevel([1, 0, 2, 0, 0, "W", 1, 0]);

describe("level loader: node count", () => {
  it("accepts a custom ring of exactly the minimum size, 3 nodes", () => {
    expect(parseLevel(ringLevel([1, 0, 0]), { allowCustomRing: true }).ok).toBe(true);
  });

  it("tells the author which sizes are allowed and how many nodes the file has", () => {
    const [six] = problems(ringLevel([1, 0, 1, 0, 1, 0]));
    expect(six?.at).toBe(`$.nodes ${LEVEL_ISSUE.nodeCount}`);
    expect(six?.message).toMatch(/8 nodes/);
    expect(six?.message).toMatch(/12 nodes/);
    expect(six?.message).toMatch(/got 6/);
    const [two] = problems(ringLevel([1, 0]), { allowCustomRing: true });
    expect(two?.at).toBe(`$.nodes ${LEVEL_ISSUE.nodeCount}`);
    expect(two?.message).toMatch(/at least 3 nodes/);
    expect(two?.message).toMatch(/got 2/);
  });
});

describe("level loader: nodes", () => {
  it("names the expected and the given index of a node out of order", () => {
    const level = pitRing();
    level.nodes[2]!.index = 7;
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.nodes[2].index ${LEVEL_ISSUE.nodeIndex}`]);
    expect(found[0]?.message).toMatch(/expected index 2, got 7/);
  });

  it("explains that a wet pit holds no starfish and no Current Arrow", () => {
    const level = pitRing() as any;
    level.nodes[5].starfish = 2;
    level.nodes[5].currentDirection = "left";
    const [starfish, arrow] = problems(level);
    expect(starfish?.at).toBe(`$.nodes[5].starfish ${LEVEL_ISSUE.starfishOnWetPit}`);
    expect(starfish?.message).toMatch(/wet pit/);
    expect(starfish?.message).toMatch(/starfish 0/);
    expect(arrow?.at).toBe(`$.nodes[5].currentDirection ${LEVEL_ISSUE.currentOnWetPit}`);
    expect(arrow?.message).toMatch(/Current Arrow/);
    expect(arrow?.message).toMatch(/sand node/);
  });

  it("explains that a level needs a starfish to rescue", () => {
    const [empty] = problems(ringLevel([0, 0, 0, 0, 0, 0, 0, 0]));
    expect(empty?.at).toBe(`$.nodes ${LEVEL_ISSUE.noStarfish}`);
    expect(empty?.message).toMatch(/at least one starfish/);
  });

  it("reports too many starfish at $.nodes with the cap and the total", () => {
    const level = ringLevel([MAX_LEVEL_STARFISH, 0, 0, 1, 0, 0, 0, 0]);
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([
      `$.nodes ${LEVEL_ISSUE.tooManyStarfish}`,
      `$.nodes ${LEVEL_ISSUE.beyondExactSolver}`,
    ]);
    expect(found[0]?.message).toContain(`at most ${MAX_LEVEL_STARFISH}`);
    expect(found[0]?.message).toContain(`got ${MAX_LEVEL_STARFISH + 1}`);
  });

  it("says which way the wetPitRescue flag must be set", () => {
    const withPit = pitRing();
    withPit.rules.wetPitRescue = false;
    const [pit] = problems(withPit);
    expect(pit?.at).toBe(`$.rules.wetPitRescue ${LEVEL_ISSUE.wetPitRescueMismatch}`);
    expect(pit?.message).toMatch(/has a wet pit/);
    expect(pit?.message).toMatch(/must be true/);
    const noPit = ringLevel([1, 0, 1, 0, 0, 0, 0, 0]);
    noPit.rules.wetPitRescue = true;
    const [none] = problems(noPit);
    expect(none?.at).toBe(`$.rules.wetPitRescue ${LEVEL_ISSUE.wetPitRescueMismatch}`);
    expect(none?.message).toMatch(/no wet pit/);
    expect(none?.message).toMatch(/must be false/);
  });
});

describe("level loader: edges", () => {
  it("reports a missing edge list entry once, without reading edges that are not there", () => {
    const level = pitRing();
    level.edges.left.pop();
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.edges.left ${LEVEL_ISSUE.edgeLength}`]);
    expect(found[0]?.message).toMatch(/expected 8 entries/);
    expect(found[0]?.message).toMatch(/got 7/);
  });

  it("reports an edge to a node past the end once, with the valid range", () => {
    const level = pitRing();
    level.edges.right[2] = 8;
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.edges.right[2] ${LEVEL_ISSUE.edgeRange}`]);
    expect(found[0]?.message).toMatch(/node 8 does not exist/);
    expect(found[0]?.message).toContain("(0..7)");
  });

  it("reports an edge to a negative node", () => {
    const level = pitRing();
    level.edges.left[4] = -1;
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.edges.left[4] ${LEVEL_ISSUE.edgeRange}`]);
    expect(found[0]?.message).toMatch(/node -1 does not exist/);
  });

  it("reports a one-way edge from both ends, and nothing about the ring it breaks", () => {
    const level = pitRing();
    level.edges.right[2] = 4; // right[2] = 4 but left[4] = 3; left[3] = 2 but right[2] = 4
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([
      `$.edges.left[4] ${LEVEL_ISSUE.edgeNotReversible}`,
      `$.edges.right[2] ${LEVEL_ISSUE.edgeNotReversible}`,
    ]);
    expect(found[0]?.message).toContain("right[2] = 4 but left[4] = 3");
    expect(found[1]?.message).toContain("left[3] = 2 but right[2] = 4");
  });

  it("names the node count and where the walk from node 0 closes when the edges form two rings", () => {
    const level = pitRing();
    level.edges.right = [1, 2, 3, 0, 5, 6, 7, 4];
    level.edges.left = [3, 0, 1, 2, 7, 4, 5, 6];
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.edges.right ${LEVEL_ISSUE.notOneRing}`]);
    expect(found[0]?.message).toMatch(/one ring through all 8 nodes/);
    expect(found[0]?.message).toMatch(/returns after 4/);
  });
});
