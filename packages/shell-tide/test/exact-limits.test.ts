import { describe, expect, it } from "vitest";
import {
  distributionCount,
  EXACT_STATE_LIMIT,
  exactLimitProblem,
  exactLimitReport,
  fitsSolverKey,
  KEY_TOO_LARGE,
  type Level,
  PROOF_MOVE_LIMIT,
  proofMoveBound,
  SOLVER_KEY_LIMIT,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  solve,
} from "../src/index.js";
import { type Cell, ringLevel } from "./helpers.js";
import { referenceSolve } from "./reference-search.js";

/**
 * The exact search's limits at their edges (docs/shell-tide/api.md "Solver and balance"): the proof
 * numbers at most 2^24 distributions, C(starfish + sandNodes, sandNodes); the solver's key
 * (starfish + 1)^sandNodes must stay within 2^53; the solver takes at most 24 nodes and 255 starfish.
 */

/** A custom ring of `sand` sand nodes (the first holding every starfish) and one wet pit. */
const board = (sand: number, starfish: number): Level =>
  ringLevel([starfish, ...new Array<Cell>(sand - 1).fill(0), "W"], { id: `${sand}x${starfish}` });

describe("distributionCount", () => {
  it("is C(T + m, m) at the small edges", () => {
    expect(distributionCount(0, 7)).toBe(1); // no sand node: only the empty distribution
    expect(distributionCount(5, 0)).toBe(1);
    expect(distributionCount(1, 9)).toBe(10);
    expect(distributionCount(3, 2)).toBe(10); // C(5, 3)
    expect(distributionCount(2, 3)).toBe(10); // C(5, 2)
    expect(distributionCount(4, 4)).toBe(70);
    expect(distributionCount(53, 5)).toBe(4582116); // C(58, 5)
    expect(distributionCount(53, 6)).toBe(45057474); // C(59, 6)
  });
});

describe("fitsSolverKey", () => {
  it("holds up to (T + 1)^m = 2^53 exactly, and not beyond", () => {
    expect(SOLVER_KEY_LIMIT).toBe(2 ** 53);
    expect(fitsSolverKey(53, 1)).toBe(true); // 2^53
    expect(fitsSolverKey(54, 1)).toBe(false);
    expect(fitsSolverKey(26, 3)).toBe(true); // 4^26 = 2^52
    expect(fitsSolverKey(27, 3)).toBe(false); // 2^54
    expect(fitsSolverKey(8, 97)).toBe(true); // 98^8 ≈ 8.5e15
    expect(fitsSolverKey(8, 98)).toBe(false); // 99^8 ≈ 9.2e15
  });
});

describe("exactLimitReport at the limits", () => {
  it("puts exactly 2^24 distributions within the proof's state limit and one more beyond it", () => {
    // one sand node: T + 1 distributions, and 2T moves over them (each holding some has two directions)
    const at = exactLimitReport(board(1, EXACT_STATE_LIMIT - 1));
    expect(at).toMatchObject({
      sandNodes: 1,
      starfish: EXACT_STATE_LIMIT - 1,
      distributions: EXACT_STATE_LIMIT,
    });
    // within the state limit, beyond the move limit: at most PROOF_MOVE_LIMIT / 2 starfish on one node
    expect(at.proof).toMatchObject({
      limit: EXACT_STATE_LIMIT,
      moveBound: 2 * (EXACT_STATE_LIMIT - 1),
      withinLimit: false,
      maxStarfish: PROOF_MOVE_LIMIT / 2,
      maxSandNodes: 0,
    });
    expect(exactLimitProblem(at)).not.toContain("distributions");
    const beyond = exactLimitReport(board(1, EXACT_STATE_LIMIT));
    expect(beyond.distributions).toBe(EXACT_STATE_LIMIT + 1);
    expect(beyond.proof).toMatchObject({ limit: EXACT_STATE_LIMIT, withinLimit: false, maxSandNodes: 0 });
    expect(exactLimitProblem(beyond)).toContain(`${EXACT_STATE_LIMIT + 1} distributions`);
  });

  it("puts a key of exactly 2^53 within the solver's limit and 2^54 beyond it", () => {
    const at = exactLimitReport(board(53, 1));
    expect(at).toMatchObject({ sandNodes: 53, starfish: 1, distributions: 54 });
    // 53 nodes: 4 starfish have 106 · C(56, 53) = 2 938 320 moves over every distribution, 5 starfish
    // 106 · C(57, 53) = 41 871 060, beyond the move limit (their C(58, 5) distributions would fit)
    expect(at.proof).toMatchObject({
      limit: EXACT_STATE_LIMIT,
      withinLimit: true,
      maxStarfish: 4,
      maxSandNodes: 53,
    });
    expect(proofMoveBound(53, 4, 106)).toBe(2_938_320);
    expect(proofMoveBound(53, 5, 106)).toBe(41_871_060);
    expect(at.solver).toEqual({ withinLimit: true, maxStarfish: 1, maxSandNodes: 53 });
    const beyond = exactLimitReport(board(54, 1));
    expect(beyond.solver).toEqual({ withinLimit: false, maxStarfish: 0, maxSandNodes: 53 });
  });

  it("gives the solver's largest board for a pack-sized level: 97 starfish on 8 sand nodes", () => {
    const report = exactLimitReport(board(8, 120));
    expect(report.solver).toEqual({ withinLimit: false, maxStarfish: 97, maxSandNodes: 7 });
    // 121^7 ≈ 3.8e14 fits, 121^8 ≈ 4.6e16 does not
    expect(fitsSolverKey(7, 120)).toBe(true);
  });
});

describe("SolverLimitError", () => {
  it("names its figures in its message", () => {
    const proof = new SolverLimitError(STATE_SPACE_TOO_LARGE, 10, 35);
    expect(proof).toMatchObject({
      name: "SolverLimitError",
      code: STATE_SPACE_TOO_LARGE,
      distributions: 3190187286,
    });
    expect(proof.message).toContain("10 sand nodes");
    expect(proof.message).toContain("35 starfish");
    expect(proof.message).toContain("3190187286 distributions");
    expect(proof.message).toContain(String(EXACT_STATE_LIMIT));
    const key = new SolverLimitError(KEY_TOO_LARGE, 12, 21);
    expect(key.message).toContain("12 sand nodes");
    expect(key.message).toContain("21 starfish");
    expect(key.message).not.toBe(proof.message);
    expect(key.message).not.toContain("distributions");
  });
});

describe("the solver's size limits", () => {
  it("searches 24 nodes and refuses 25", () => {
    // a lone starfish on 0 and a wet pit on 2: sown right onto 1, then from 1 into the pit
    const cells = (n: number): Cell[] => [1, 0, "W", ...new Array<Cell>(n - 3).fill(0)];
    const level = ringLevel(cells(24));
    expect(solve(level)).toMatchObject(referenceSolve(level));
    expect(solve(level).optimalTurns).toBe(2);
    expect(() => solve(ringLevel(cells(25)))).toThrow(RangeError);
    expect(() => solve(ringLevel(cells(25)))).toThrow(/24 nodes/);
  });

  it("searches 255 starfish and refuses 256", () => {
    // one sand node between two wet pits, with the Sweep: 255 starfish go round 85 times, two of
    // every three into the pits, and the 85 left on the source are the last pile: swept in one turn
    const level = ringLevel([255, "W", "W"], { sweep: true });
    expect(solve(level)).toMatchObject({
      optimalTurns: 1,
      path: [{ node: 0, direction: "left" }],
      statesExplored: 2,
    });
    expect(() => solve(ringLevel([256, "W", "W"], { sweep: true }))).toThrow(RangeError);
    expect(() => solve(ringLevel([256, "W", "W"], { sweep: true }))).toThrow(/255 starfish/);
  });

  it("throws the typed error as soon as the key cannot hold the board", () => {
    // 24 nodes, 23 sand, 4 starfish: 5^23 ≈ 1.2e16 > 2^53; 3 starfish: 4^23 = 2^46 fits
    const cells = (starfish: number): Cell[] => [starfish, "W", ...new Array<Cell>(22).fill(0)];
    expect(() => solve(ringLevel(cells(4)))).toThrow(
      expect.objectContaining({ code: KEY_TOO_LARGE, sandNodes: 23, starfish: 4 }),
    );
    expect(solve(ringLevel(cells(3))).optimalTurns).toBe(referenceSolve(ringLevel(cells(3))).optimalTurns);
  });
});
