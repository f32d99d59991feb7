import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  exactLimitReport,
  type Level,
  PROOF_MOVE_LIMIT,
  parseLevel,
  proveLevel,
  SEARCH_BUDGET,
  SOLVE_STATE_BUDGET,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  TOO_MANY_MOVES,
  UNPLAYABLE_LEVEL,
} from "../src/index.js";
import { levelArb } from "./arbitraries.js";
import {
  counted,
  justOutside,
  loaderIssue,
  noRescueBeyondDense,
  small,
  thrown,
  withEdge,
} from "./boundary-levels.js";
import { ringLevel } from "./helpers.js";
import type { SearchOutcome } from "./search-child.js";
import { runSearchCalls } from "./search-child-run.js";

/*
 * The search's public functions on the levels that made them run for minutes or never (measured: solve,
 * newAttempt and proveLevel on an 8-node ring with broken edges did not finish in 60 s — the loop is in
 * compileBoard, where no heartbeat or signal is read; solve on a board beyond the dense index without a
 * Full Rescue kept 21 M boards in 67 s and 1.1 GB; proveLevel searched such a board before refusing it).
 * Those calls run in a child process (search-child.ts): vitest's per-test timeout cannot stop a
 * synchronous loop in its own thread (a test file whose solve looped was still running after 300 s with
 * an 8 s timeout), a killed child can, so a regression fails here instead of hanging the run. Out of
 * mutation runs (stryker.config.mjs): a child has no mutant switched on, and the proof over the move
 * limit costs seconds per mutant; solver-boundary.test.ts holds the checks made in the test's thread.
 */

/** An unplayable-level refusal at `path` (a call run in the child), naming the function that refused. */
function expectUnplayable(outcome: SearchOutcome | undefined, path: string, entry: string): void {
  expect(outcome?.error).toMatchObject({
    name: "RulekitValidationError",
    kind: "level",
    issues: [{ path, code: UNPLAYABLE_LEVEL }],
  });
  expect(outcome?.error?.issues).toHaveLength(1);
  expect(outcome?.error?.message).toContain(`invalid level: ${path}: `);
  expect(outcome?.error?.message).toContain(`(${entry} plays the level's moves`);
}

describe("a level whose edges break the rules is refused at once", () => {
  it("solve and newAttempt: an edge entry out of range, not an integer, or not reversed; a bad count", () => {
    const negative = small();
    negative.nodes[4] = { ...negative.nodes[4]!, starfish: -2 };
    const cases: [Level, string][] = [
      [withEdge(small(), "right", 3, 99), "$.edges.right[3]"],
      [withEdge(small(), "left", 2, -1), "$.edges.left[2]"],
      [withEdge(small(), "right", 5, 1.5), "$.edges.right[5]"],
      [withEdge(small(), "right", 0, 0), "$.edges"],
      [
        { ...small(), edges: { left: small().edges.left, right: small().edges.right.slice(0, 4) } },
        "$.edges.right",
      ],
      [negative, "$.nodes[4].starfish"],
    ];
    const outcomes = runSearchCalls(
      cases.flatMap(([level]) => [
        { entry: "solve" as const, level },
        { entry: "newAttempt" as const, level },
      ]),
    );
    cases.forEach(([, path], i) => {
      expectUnplayable(outcomes[2 * i], path, "solve");
      expectUnplayable(outcomes[2 * i + 1], path, "solve");
    });
  });

  it("proveLevel, and exactLimitReport / estimateProof when they would count the moves", () => {
    const broken = withEdge(small(), "right", 0, 0);
    const bigBroken = withEdge(counted(), "left", 5, 3);
    const [prove, report, estimate, reportWithoutCount] = runSearchCalls([
      { entry: "proveLevel", level: broken },
      { entry: "exactLimitReport", level: bigBroken },
      { entry: "estimateProof", level: bigBroken },
      { entry: "exactLimitReport", level: broken },
    ]);
    expectUnplayable(prove, "$.edges", "proveLevel");
    expectUnplayable(report, "$.edges", "exactLimitReport");
    expectUnplayable(estimate, "$.edges", "exactLimitReport");
    // a board whose move bound is within the limit has nothing counted: its figures are given
    expect(reportWithoutCount?.error).toBeNull();
    expect(exactLimitReport(bigBroken, { countMoves: false })).toMatchObject({
      sandNodes: 12,
      starfish: 14,
      proof: { moves: null },
    });
  });

  it("any one edge entry changed by hand makes solve and proveLevel refuse the level (random levels)", () => {
    const levels = fc.sample(
      fc
        .tuple(
          levelArb({ minNodes: 3, maxNodes: 8, maxStarfish: 8 }),
          fc.constantFrom<"left" | "right">("left", "right"),
          fc.nat(),
          fc.integer({ min: -2, max: 10 }),
        )
        .filter(([level, side, at, to]) => level.edges[side][at % level.nodes.length] !== to)
        .map(([level, side, at, to]) => withEdge(level, side, at % level.nodes.length, to)),
      60,
    );
    const outcomes = runSearchCalls(
      levels.flatMap((level) => [
        { entry: "solve" as const, level },
        { entry: "proveLevel" as const, level },
      ]),
    );
    levels.forEach((level, i) => {
      const edges = JSON.stringify(level.edges);
      for (const [outcome, entry] of [
        [outcomes[2 * i], "solve"],
        [outcomes[2 * i + 1], "proveLevel"],
      ] as const) {
        expect(outcome?.error, edges).toMatchObject({ name: "RulekitValidationError", kind: "level" });
        expect(outcome?.error?.message, edges).toMatch(/^invalid level: \$\.edges/);
        expect(outcome?.error?.message, edges).toContain(`(${entry} plays`);
      }
      // the loader refuses it too, with its own edge issues
      expect(parseLevel(level, { allowCustomRing: true }).ok, edges).toBe(false);
    });
  });
});

describe("the search's limits, in the child or at a cost of seconds", () => {
  it("beyond the dense index: the loader's message, code STATE_SPACE_TOO_LARGE, before any search", () => {
    // (it used to search the board first, for minutes: run in the child)
    const level = noRescueBeyondDense();
    const [outcome] = runSearchCalls([{ entry: "proveLevel", level }]);
    expect(outcome?.error).toMatchObject({
      name: "SolverLimitError",
      code: STATE_SPACE_TOO_LARGE,
      message: loaderIssue(level).message,
    });
    expect(outcome?.error?.message).toContain("225792840 distributions, the proof numbers at most 16777216");
  });

  it("over the move limit: stops once the graph passes PROOF_MOVE_LIMIT with TOO_MANY_MOVES and the loader's figures", () => {
    // (the first test here to read this board: its moves are not remembered, so the graph is what stops)
    const phases = new Set<string>();
    const error = thrown(() => proveLevel(justOutside(), { onProgress: ({ phase }) => phases.add(phase) }));
    expect(error).toBeInstanceOf(SolverLimitError);
    expect(error).toMatchObject({ code: TOO_MANY_MOVES, sandNodes: 12, starfish: 12 });
    expect((error as Error).message).toBe(loaderIssue(justOutside()).message);
    expect((error as Error).message).toContain(`more than ${PROOF_MOVE_LIMIT} moves, its limit`);
    expect([...phases]).toEqual(["optimum", "graph"]);
  }, 120_000);

  it("over the move limit, opened with beyondSolver 'warn': refused before any search (the loader counted it)", () => {
    // justOutside turned by one node: the same board, another level to remember
    const level = ringLevel([0, [2, "right"], 1, 1, 1, 2, 1, [1, "left"], 1, 1, 1, 0], { sweep: true });
    const warned = parseLevel(level, { beyondSolver: "warn" });
    if (!warned.ok || !warned.warnings) throw new Error("expected the level with a warning");
    const phases: string[] = [];
    const error = thrown(() => proveLevel(warned.value, { onProgress: ({ phase }) => phases.push(phase) }));
    expect(error).toMatchObject({ code: TOO_MANY_MOVES, message: warned.warnings[0]!.message });
    expect(phases).toEqual([]);
  }, 120_000);

  it("stops past maxStates, or at the default budget, with SEARCH_BUDGET naming it and the board's figures", () => {
    // without a budget this search kept every reachable board (minutes and gigabytes): run in the child
    const level = noRescueBeyondDense();
    const [given, byDefault] = runSearchCalls([
      { entry: "solve", level, maxStates: 50_000 },
      { entry: "solve", level },
    ]);
    expect(given?.error).toMatchObject({ name: "SolverLimitError", code: SEARCH_BUDGET });
    expect(given?.error?.message).toContain("the search kept more than 50000 boards");
    expect(given?.error?.message).toContain(
      "12 sand nodes holding up to 20 starfish have 225792840 distributions",
    );
    expect(byDefault?.error).toMatchObject({ name: "SolverLimitError", code: SEARCH_BUDGET });
    expect(byDefault?.error?.message).toContain(`more than ${SOLVE_STATE_BUDGET} boards`);
  }, 180_000);
});
