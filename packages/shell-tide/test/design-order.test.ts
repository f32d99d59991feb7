import { describe, expect, it } from "vitest";
import { type DesignOrder, normalizeOrder, orderOfRow, orderProblems } from "../src/design/index.js";
import { PACK_TABLE } from "../src/index.js";

const order = (change: Partial<DesignOrder> = {}): DesignOrder => ({
  nodes: 8,
  wetPits: 1,
  starfish: 10,
  finalTideSweep: true,
  currentArrows: 0,
  optimalTurns: 3,
  p75: 5,
  maxTurns: 6,
  ...change,
});

describe("design orders", () => {
  it("accepts every row of the spec table as an order", () => {
    for (const row of PACK_TABLE) expect(orderProblems(orderOfRow(row))).toEqual([]);
  });

  it("derives the emotion seed from the turns when none is given", () => {
    expect(normalizeOrder(order()).emotionSeed).toBe(3);
    expect(normalizeOrder(order({ p75: 6, emotionSeed: 2 })).emotionSeed).toBe(2);
    expect(() => normalizeOrder(order({ emotionSeed: 2 }))).toThrow(/gives max turns 5, not 6/);
    expect(normalizeOrder(order()).horizon).toBe(7);
  });

  it("refuses figures §5 cannot give, naming why", () => {
    // max must be O + 2 … O + 4
    expect(orderProblems(order({ maxTurns: 4 }))[0]).toMatch(/optimal \+ 2 … optimal \+ 4/);
    // P75 between O and the horizon max(7, O + 4)
    expect(orderProblems(order({ p75: 2 }))[0]).toMatch(/P75 must be between optimal \(3\)/);
    expect(orderProblems(order({ p75: 8 }))[0]).toMatch(/horizon/);
    // P75 − O = 4 with max = O + 3: R would be 4
    expect(orderProblems(order({ p75: 7 }))[0]).toMatch(/gives max turns 7, not 6/);
  });

  it("refuses boards it cannot build or prove", () => {
    expect(orderProblems(order({ nodes: 10 as 8 }))[0]).toMatch(/8 or 12/);
    expect(orderProblems(order({ wetPits: 7 }))[0]).toMatch(/at least 2 sand nodes/);
    expect(orderProblems(order({ starfish: 1 }))[0]).toMatch(/at least 2/);
    expect(orderProblems(order({ currentArrows: 8 }))[0]).toMatch(/Current Arrows/);
    expect(orderProblems(order({ nodes: 12, wetPits: 0, starfish: 40, maxTurns: 6 }))[0]).toMatch(
      /beyond the exact proof/,
    );
    expect(() => normalizeOrder(order({ maxTurns: 9 }))).toThrow(RangeError);
  });
});
