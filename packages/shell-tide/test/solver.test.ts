import { describe, expect, it } from "vitest";
import { levelFingerprint, solve, standardLayout } from "../src/index.js";
import { compileBoard } from "../src/solver/compiled-board.js";
import { createStateSpace, indexOf } from "../src/solver/state-space.js";
import { ringLevel } from "./helpers.js";

describe("solve", () => {
  it("proves a one-turn Full Rescue and gives its path", () => {
    const result = solve(ringLevel([1, 0, 0, 1, 0, 2, 0, 1]));
    expect(result.optimalTurns).toBe(1);
    expect(result.path).toEqual([{ node: 0, direction: "right" }]);
    expect(result.statesExplored).toBeGreaterThan(1);
    expect(result.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it("returns null and an empty path when no Full Rescue exists", () => {
    // a lone starfish with no Sweep and no wet pit can never leave the board
    const result = solve(ringLevel([1, 0, 0, 0, 0, 0, 0, 0]));
    expect(result.optimalTurns).toBeNull();
    expect(result.path).toEqual([]);
  });

  it("solves from a mid-game board", () => {
    // the Sweep needs a rescue in the same turn: a lone starfish is stuck even with the Sweep on
    const level = ringLevel([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], { sweep: true });
    expect(solve(level, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).optimalTurns).toBeNull();
    const pit = ringLevel([0, "W", 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    // the lone starfish on 11 reaches the wet pit at 1 in two turns (11 → 0, then 0 → 1)
    expect(solve(pit).optimalTurns).toBe(2);
    expect(solve(pit, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).optimalTurns).toBe(1);
  });

  it("uses a Current Arrow's direction only", () => {
    // the lone starfish must go right to reach the wet pit at 1, and its arrow points left
    const level = ringLevel([[1, "left"], "W", 0, 0, 0, 0, 0, 0]);
    const result = solve(level);
    expect(result.path[0]).toEqual({ node: 0, direction: "left" });
    expect(result.optimalTurns).toBeGreaterThan(1);
  });
});

describe("levelFingerprint", () => {
  const level = ringLevel([1, 0, 2, "W", 0, 1, 0, 0], { sweep: true });

  it("ignores id, name, layout and balance", () => {
    const dressed = {
      ...level,
      id: "other",
      name: "Other",
      layout: standardLayout("3x3"),
      balance: { optimalTurns: 2, maxTurns: 5, emotionSeed: 3 },
    };
    expect(levelFingerprint(dressed)).toBe(levelFingerprint(level));
  });

  it("changes with starfish, rules, arrows or edges", () => {
    const base = levelFingerprint(level);
    const more = structuredClone(level);
    more.nodes[0]!.starfish = 2;
    const noSweep = structuredClone(level);
    noSweep.rules.finalTideSweep = false;
    const arrow = structuredClone(level);
    arrow.nodes[2]!.currentDirection = "left";
    const mirrored = structuredClone(level);
    [mirrored.edges.left, mirrored.edges.right] = [mirrored.edges.right, mirrored.edges.left];
    for (const changed of [more, noSweep, arrow, mirrored]) expect(levelFingerprint(changed)).not.toBe(base);
  });
});

describe("the balance proof's state index", () => {
  it.each([
    [[2, 0, "W", 1, 0, 2, 0, 0] as const, 5],
    [[1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1] as const, 5],
    [[3, "W", 0, 0] as const, 3],
  ])("numbers every distribution of %j exactly once, 0 … size − 1", (cells, objective) => {
    const level = ringLevel([...cells]);
    const space = createStateSpace(compileBoard(level));
    const sand = level.nodes.filter((n) => n.type === "sand").map((n) => n.index);
    const seen = new Set<number>();
    const counts = new Array<number>(level.nodes.length).fill(0);
    const visit = (j: number, left: number) => {
      if (j === sand.length) {
        seen.add(indexOf(space, counts));
        return;
      }
      for (let c = 0; c <= left; c++) {
        counts[sand[j]!] = c;
        visit(j + 1, left - c);
      }
      counts[sand[j]!] = 0;
    };
    visit(0, objective);
    // C(objective + m, m) distributions of at most `objective` starfish over m sand nodes
    const m = sand.length;
    let expected = 1;
    for (let i = 1; i <= m; i++) expected = (expected * (objective + i)) / i;
    expect(space.size).toBe(expected);
    expect(seen.size).toBe(expected);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(expected - 1);
  });
});

describe("the two visited sets of the BFS", () => {
  it("give the same optimum, path and count with the dense bit set and with the hash table", async () => {
    const { bfsOptimum } = await import("../src/solver/bfs.js");
    const { benchmarkBoards } = await import("../src/design/index.js");
    for (const level of [...benchmarkBoards(4, "bfs-check"), ringLevel([1, 0, 1, 0, 1, 1, 0, 1])]) {
      const board = compileBoard(level);
      const start = level.nodes.map((n) => n.starfish);
      const dense = bfsOptimum(board, start);
      const hashed = bfsOptimum(board, start, { dense: false });
      expect(dense.visited).toBe("dense");
      expect(hashed.visited).toBe("hash");
      expect(dense.optimalTurns).toBe(hashed.optimalTurns);
      expect(dense.statesExplored).toBe(hashed.statesExplored);
      expect(dense.path).toEqual(hashed.path);
    }
  });
});
