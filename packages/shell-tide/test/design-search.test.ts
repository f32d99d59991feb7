import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type DesignOrder,
  designLevel,
  designPlan,
  designToOrder,
  levelFileText,
  pickBoards,
  runRestart,
} from "../src/design/index.js";
import { levelFileName, PACK_TABLE, type PackProof } from "../src/index.js";

const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const read = (name: string) => readFileSync(fileURLToPath(new URL(name, packDir)), "utf8");
const proof = JSON.parse(read("proof.json")) as PackProof;

/** An order the search meets in its first restart (the L5 row without its focus). */
const order: DesignOrder = {
  nodes: 8,
  wetPits: 1,
  starfish: 10,
  finalTideSweep: true,
  currentArrows: 0,
  optimalTurns: 3,
  p75: 5,
  maxTurns: 6,
};

describe("the design search regenerates pack levels", () => {
  // L4 and L9 were redesigned for the gates (found in restart 0's climb), L5 and L7 are the first
  // search's boards found again on the same stream: all four are met within one restart.
  it.each([4, 5, 7, 9])("level %i, byte for byte, with its proof", (n) => {
    const row = PACK_TABLE[n - 1]!;
    const designed = designLevel(row)!;
    expect(designed).toMatchObject({ meetsTable: true, meetsGates: true, restart: 0, p75Matches: true });
    expect(levelFileText(designed.level)).toBe(read(levelFileName(n)));
    const {
      level: _n,
      file: _f,
      table: _t,
      meetsTable: _m,
      differences: _d,
      ...stored
    } = proof.levels[n - 1]!;
    expect(designed.proof).toEqual(stored);
  });
});

describe("designToOrder", () => {
  it("returns distinct boards meeting every figure of the order, the same for the same seed", () => {
    const first = designToOrder(order, { count: 3, seed: "test" });
    expect(first).toMatchObject({ met: true, count: 3 });
    expect(first.boards).toHaveLength(3);
    expect(new Set(first.boards.map((b) => b.key)).size).toBe(3);
    for (const board of first.boards) {
      expect(board.proof).toMatchObject({ optimalTurns: 3, p75: 5, maxTurns: 6, nodeCount: 8, wetPits: 1 });
      expect(board.proof.objective).toBe(10);
      expect(board.level.balance).toEqual({ optimalTurns: 3, maxTurns: 6, emotionSeed: 3 });
      for (const band of [board.proof.bands.three, board.proof.bands.two, board.proof.bands.one])
        expect(band).not.toBeNull();
      expect(board.meetsOrder).toBe(true);
    }
    const again = designToOrder(order, { count: 3, seed: "test" });
    expect(again.boards.map((b) => b.proof.fingerprint)).toEqual(
      first.boards.map((b) => b.proof.fingerprint),
    );
    const other = designToOrder(order, { count: 1, seed: "another seed" });
    expect(other.met).toBe(true);
  });

  it("says so when the budget runs out, and returns the closest boards with how far each is", () => {
    // two restarts of two random boards each and no climb: none has O = 3 with P75 = 3
    const result = designToOrder(
      {
        ...order,
        nodes: 8,
        wetPits: 0,
        starfish: 6,
        finalTideSweep: false,
        optimalTurns: 3,
        p75: 3,
        maxTurns: 5,
      },
      { seed: "short", budget: { restarts: 2, draws: 2, climbSteps: 0 } },
    );
    expect(result.met).toBe(false);
    expect(result.boards).toHaveLength(1);
    const [board] = result.boards;
    expect(board!.meetsOrder).toBe(false);
    // the proof is there, and the distance names what is off
    expect(board!.proof.fingerprint).toMatch(/\S/);
    const d = board!.distance;
    expect(d.optimalTurns + d.p75 + d.maxTurns + d.structure).toBeGreaterThan(0);
  });

  it("decides on restarts in index order: later restarts never change an answer already complete", () => {
    const plan = designPlan(order, { count: 2, seed: "prefix" });
    const results = [0, 1, 2, 3].map((r) => runRestart(plan.order, plan.seed, r, plan.budget));
    const decided = results.findIndex((_, i) => pickBoards(results.slice(0, i + 1), 2).complete);
    expect(decided).toBeGreaterThanOrEqual(1);
    const prefix = pickBoards(results.slice(0, decided + 1), 2);
    expect(pickBoards(results, 2).picked.map((r) => r.restart)).toEqual(prefix.picked.map((r) => r.restart));
    expect(designToOrder(order, { count: 2, seed: "prefix" }).restartsRun).toBe(decided + 1);
  });

  it("refuses an order §5 cannot give", () => {
    expect(() => designToOrder({ ...order, p75: 7 })).toThrow(/gives max turns 7, not 6/);
    expect(() => designToOrder(order, { count: 0 })).toThrow(RangeError);
  });
});
