import { describe, expect, it } from "vitest";
import { type AnalyzerSelection, analyze as analyzeAnswer } from "../src/index.js";
import { attempt, ringLevel } from "./helpers.js";
import { known } from "./known.js";

/** The snapshot of a state the test knows is an attempt. */
const analyze = (...args: Parameters<typeof analyzeAnswer>) => known(analyzeAnswer(...args));

const LEVEL = ringLevel([1, 0, 0, 1, 0, 2, 0, [1, "left"]]);
const EMPTY_SELECTION = {
  selectedNodeIndex: null,
  direction: null,
  previewRoute: [],
  stopIndex: null,
  captureCandidates: [],
  wetPitRescues: [],
};

describe("analyze: the selection", () => {
  it("ignores a node that is not on the board", () => {
    const state = attempt(LEVEL);
    const outside: AnalyzerSelection[] = [
      { node: -1, direction: "right" },
      { node: 8, direction: "right" },
      { node: 2.5, direction: "right" },
      { node: Number.NaN, direction: "right" },
      { node: "3" as unknown as number, direction: "right" },
      { node: null, direction: "right" },
    ];
    for (const selection of outside) {
      expect(analyze(state, selection)).toMatchObject(EMPTY_SELECTION);
    }
  });

  it("has no direction without a selected node", () => {
    expect(analyze(attempt(LEVEL), { direction: "left" })).toMatchObject(EMPTY_SELECTION);
  });

  it("keeps the last node of the ring selectable", () => {
    const snapshot = analyze(attempt(LEVEL), { node: 7, direction: "left" });
    expect(snapshot.selectedNodeIndex).toBe(7);
    expect(snapshot.stopIndex).toBe(6);
  });

  it("shows no preview for a selected node that cannot be sown", () => {
    // node 1 is empty: the selection stands, but the move is refused, so there is nothing to preview
    const snapshot = analyze(attempt(LEVEL), { node: 1, direction: "right" });
    expect(snapshot).toMatchObject({
      ...EMPTY_SELECTION,
      selectedNodeIndex: 1,
      direction: "right",
      finalTideSweepAvailable: false,
    });
  });
});

describe("analyze: the Final Tide Sweep", () => {
  it("is available for a selected move that fires it", () => {
    // R(3): 3 → 4 (STOP); 5 empty → the pile of 2 on 6 is captured (7, 0 empty: the chain stops);
    // the starfish just sown on 4 is the one pile left, so the Sweep takes it
    const state = attempt(ringLevel([0, 0, 0, 1, 0, 0, 2, 0], { sweep: true }));
    const snapshot = analyze(state, { node: 3, direction: "right" });
    expect(snapshot.captureCandidates).toEqual([{ empty: 5, rich: 6, count: 2 }]);
    expect(snapshot.finalTideSweepAvailable).toBe(true);
  });

  it("is not available when the level has the Sweep but no legal move fires it", () => {
    // no move rescues anything: 1 → 0 or 2 and 7 → 0 or 6 leave no empty node before a pile
    const state = attempt(ringLevel([1, 0, 0, 0, 0, 0, 0, 1], { sweep: true }));
    expect(analyze(state).legalMoves).toHaveLength(4);
    expect(analyze(state).finalTideSweepAvailable).toBe(false);
  });
});

describe("analyze: nodes", () => {
  it("gives a currentDirection field only to nodes with a Current Arrow", () => {
    const snapshot = analyze(attempt(LEVEL));
    expect(snapshot.nodes[0]).toStrictEqual({ index: 0, type: "sand", starfish: 1 });
    expect(Object.keys(snapshot.nodes[5]!)).toEqual(["index", "type", "starfish"]);
    expect(snapshot.nodes[7]).toStrictEqual({
      index: 7,
      type: "sand",
      starfish: 1,
      currentDirection: "left",
    });
  });
});
