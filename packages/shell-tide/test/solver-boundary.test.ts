import { RulekitValidationError } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BAD_START,
  BOARD_TOO_LARGE,
  estimateProof,
  exactLimitReport,
  isBeyondSolverIssue,
  KEY_TOO_LARGE,
  type Level,
  newAttempt,
  PROOF_MOVE_LIMIT,
  parseLevel,
  proveLevel,
  SEARCH_BUDGET,
  SOLVE_STATE_BUDGET,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  solve,
  TOO_MANY_MOVES,
  UNPLAYABLE_LEVEL,
} from "../src/index.js";
import { GraphTooLarge } from "../src/solver/full-graph.js";
import { levelArb } from "./arbitraries.js";
import { type Cell, ringLevel } from "./helpers.js";
import { packLevel } from "./pack-files.js";

/*
 * The public functions that run the exact search (solve, proveLevel, exactLimitReport's move count, and
 * newAttempt / estimateProof through them) against levels parseLevel would refuse, built by hand or
 * opened with beyondSolver "warn". Each answered by running for minutes or never (measured: solve and
 * proveLevel on an 8-node ring with broken edges did not finish in 60 s; solve on a board beyond the
 * dense index without a Full Rescue kept 21 M boards in 67 s and 1.1 GB). Now each refuses such a level
 * at once with a typed error naming what is wrong, or stops at a stated budget. A test that hung again
 * would fail on vitest's per-test timeout.
 */

/** The level with one edge entry changed (a level built by hand: parseLevel would refuse it). */
function withEdge(level: Level, side: "left" | "right", index: number, to: number): Level {
  const edges = { left: [...level.edges.left], right: [...level.edges.right] };
  edges[side][index] = to;
  return { ...level, edges };
}

/** The thrown value of `run` (the test fails if nothing is thrown). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw, got a result");
}

/** An unplayable-level refusal at `path`, naming the function that refused. */
function expectUnplayable(error: unknown, path: string, entry: string): void {
  expect(error).toBeInstanceOf(RulekitValidationError);
  const { kind, issues, message } = error as RulekitValidationError;
  expect(kind).toBe("level");
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatchObject({ path, code: UNPLAYABLE_LEVEL });
  expect(message).toContain(`invalid level: ${path}: `);
  expect(message).toContain(`(${entry} plays the level's moves`);
}

/** The beyond-the-solver issue parseLevel gives the level (custom ring sizes allowed). */
function loaderIssue(level: Level) {
  const parsed = parseLevel(level, { allowCustomRing: true });
  const issue = parsed.ok ? undefined : parsed.issues.find(isBeyondSolverIssue);
  if (!issue) throw new Error("parseLevel did not refuse the level for the solver's limits");
  return issue;
}

const small = () => ringLevel([3, 2, 1, 0, 2, 1, 0, 1]);
/** 12 sand nodes, 14 starfish: the move bound is over the limit, so exactLimitReport counts its moves. */
const counted = () => ringLevel([2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1], { sweep: true });
/** 12 sand nodes, 12 starfish, two Current Arrows, Sweep: 29,635,816 moves reachable, over the limit. */
const justOutside = () =>
  ringLevel([[2, "right"], 1, 1, 1, 2, 1, [1, "left"], 1, 1, 1, 0, 0], { sweep: true });
/**
 * An 11-node ring and a node on a self-loop (valid for the rules, not one ring for the loader), 20
 * starfish on 12 sand nodes: 225,792,840 distributions, beyond the dense index but within the key. The
 * self-loop's starfish can never be captured, so there is no Full Rescue and a search never stops early.
 */
function noRescueBeyondDense(): Level {
  const level = ringLevel([3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
  const ring = Array.from({ length: 11 }, (_, i) => i);
  return {
    ...level,
    edges: { left: [...ring.map((i) => (i + 10) % 11), 11], right: [...ring.map((i) => (i + 1) % 11), 11] },
  };
}

describe("a level whose edges break the rules is refused at once", () => {
  it("solve and newAttempt: every edge entry out of range, not an integer, or not reversed", () => {
    const cases: [Level, string][] = [
      [withEdge(small(), "right", 3, 99), "$.edges.right[3]"],
      [withEdge(small(), "left", 2, -1), "$.edges.left[2]"],
      [withEdge(small(), "right", 5, 1.5), "$.edges.right[5]"],
      [withEdge(small(), "right", 0, 0), "$.edges"],
      [
        { ...small(), edges: { left: small().edges.left, right: small().edges.right.slice(0, 4) } },
        "$.edges.right",
      ],
    ];
    for (const [level, path] of cases) {
      expectUnplayable(
        thrown(() => solve(level)),
        path,
        "solve",
      );
      expectUnplayable(
        thrown(() => newAttempt(level)),
        path,
        "solve",
      );
    }
  });

  it("proveLevel, and exactLimitReport / estimateProof when they would count the moves", () => {
    const broken = withEdge(small(), "right", 0, 0);
    expectUnplayable(
      thrown(() => proveLevel(broken)),
      "$.edges",
      "proveLevel",
    );
    const bigBroken = withEdge(counted(), "left", 5, 3);
    expectUnplayable(
      thrown(() => exactLimitReport(bigBroken)),
      "$.edges",
      "exactLimitReport",
    );
    expectUnplayable(
      thrown(() => estimateProof(bigBroken)),
      "$.edges",
      "exactLimitReport",
    );
    // the figures that need no count are still given (parseLevel reads them for any level)
    expect(exactLimitReport(bigBroken, { countMoves: false })).toMatchObject({
      sandNodes: 12,
      starfish: 14,
      proof: { moves: null },
    });
    expect(exactLimitReport(broken)).toMatchObject({ sandNodes: 8, proof: { moves: null } });
  });

  it("a node that is not sand or wet pit, or a negative count, is named by its path", () => {
    const level = small();
    const nodes = level.nodes.map((node) => ({ ...node }));
    (nodes[4] as { starfish: number }).starfish = -2;
    expectUnplayable(
      thrown(() => solve({ ...level, nodes })),
      "$.nodes[4].starfish",
      "solve",
    );
  });

  it("any one edge entry changed by hand makes solve, proveLevel and the count refuse the level", () => {
    fc.assert(
      fc.property(
        levelArb({ minNodes: 3, maxNodes: 8, maxStarfish: 8 }),
        fc.constantFrom<"left" | "right">("left", "right"),
        fc.nat(),
        fc.integer({ min: -2, max: 10 }),
        (level, side, at, to) => {
          const n = level.nodes.length;
          const index = at % n;
          fc.pre(level.edges[side][index] !== to);
          const broken = withEdge(level, side, index, to);
          for (const [entry, run] of [
            ["solve", () => solve(broken)],
            ["proveLevel", () => proveLevel(broken)],
          ] as const) {
            const error = thrown(run);
            expect(error).toBeInstanceOf(RulekitValidationError);
            expect((error as RulekitValidationError).issues[0]!.path.startsWith("$.edges")).toBe(true);
            expect((error as RulekitValidationError).message).toContain(entry);
          }
          // and the loader refuses it too, with its own edge issues
          expect(parseLevel(broken, { allowCustomRing: true }).ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a mid-game board solve is given must fit the level", () => {
  it("one count per node, 0 on a wet pit, at most the objective in all", () => {
    const level = ringLevel([3, 2, "W", 0, 2, 1, 0, 1]);
    const cases: [number[], string, string][] = [
      [[1, 1, 0], "$", "expected 8 counts (one per node)"],
      [[1, 1, 0, 0, -1, 0, 0, 0], "$[4]", "expected a count (0 on a wet pit)"],
      [[1, 1, 1, 0, 0, 0, 0, 0], "$[2]", "expected a count (0 on a wet pit)"],
      [[9, 1, 0, 0, 0, 0, 0, 0], "$", "10 starfish on the board, more than the level's objective of 9"],
    ];
    for (const [starfish, path, words] of cases) {
      const error = thrown(() => solve(level, starfish));
      expect(error).toBeInstanceOf(RulekitValidationError);
      expect(error).toMatchObject({ kind: "starfish", issues: [{ path, code: BAD_START, message: words }] });
    }
    // a board of the level is searched as before
    expect(solve(level, [0, 0, 0, 0, 2, 1, 0, 1]).optimalTurns).toBe(
      solve(level, [0, 0, 0, 0, 2, 1, 0, 1]).optimalTurns,
    );
  });
});

describe("proveLevel refuses a board beyond the solver up front, with the loader's words", () => {
  it("beyond the dense index: the loader's message, code STATE_SPACE_TOO_LARGE, before any search", () => {
    const level = noRescueBeyondDense();
    const error = thrown(() => proveLevel(level));
    expect(error).toBeInstanceOf(SolverLimitError);
    expect(error).toMatchObject({ code: STATE_SPACE_TOO_LARGE, sandNodes: 12, starfish: 20 });
    expect((error as Error).message).toBe(loaderIssue(level).message);
    expect((error as Error).message).toContain("225792840 distributions, the proof numbers at most 16777216");
  });

  it("beyond the key and beyond the node count: their own codes, the loader's message", () => {
    const key = ringLevel([21, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(thrown(() => proveLevel(key))).toMatchObject({
      code: KEY_TOO_LARGE,
      message: loaderIssue(key).message,
    });
    const nodes = ringLevel([2, ...Array.from({ length: 24 }, (): Cell => 0)]);
    const error = thrown(() => proveLevel(nodes));
    expect(error).toMatchObject({ code: BOARD_TOO_LARGE, message: loaderIssue(nodes).message });
    expect((error as Error).message).toContain("it takes at most 24 nodes");
  });

  it("over the move limit: stops once the graph passes PROOF_MOVE_LIMIT with TOO_MANY_MOVES and the loader's figures", () => {
    const error = thrown(() => proveLevel(justOutside()));
    expect(error).toBeInstanceOf(SolverLimitError);
    expect(error).toMatchObject({ code: TOO_MANY_MOVES, sandNodes: 12, starfish: 12 });
    expect((error as Error).message).toBe(loaderIssue(justOutside()).message);
    expect((error as Error).message).toContain(`more than ${PROOF_MOVE_LIMIT} moves, its limit`);
  }, 120_000);

  it("a caller's own moveCap still stops with GraphTooLarge (the design search reads it)", () => {
    expect(thrown(() => proveLevel(packLevel(7), { moveCap: 1000 }))).toBeInstanceOf(GraphTooLarge);
  });

  it("a level opened with beyondSolver 'warn' is refused the same way", () => {
    const level = ringLevel([8, "W", 3, 0, 4, 2, 0, 5, "W", 6, 0, 7]);
    const warned = parseLevel(level, { beyondSolver: "warn" });
    if (!warned.ok) throw new Error("expected the level with a warning");
    expect(thrown(() => proveLevel(warned.value))).toMatchObject({
      code: STATE_SPACE_TOO_LARGE,
      message: warned.warnings![0]!.message,
    });
  });
});

describe("solve beyond the dense index is bounded by its state budget", () => {
  it("stops past maxStates with SEARCH_BUDGET naming the budget and the board's figures", () => {
    const error = thrown(() => solve(noRescueBeyondDense(), undefined, { maxStates: 50_000 }));
    expect(error).toBeInstanceOf(SolverLimitError);
    expect(error).toMatchObject({ code: SEARCH_BUDGET, sandNodes: 12, starfish: 20 });
    expect((error as Error).message).toContain("the search kept more than 50000 boards");
    expect((error as Error).message).toContain("225792840 distributions, beyond the 16777216");
  });

  it("stops at the default budget too (it used to keep every reachable board: minutes and gigabytes)", () => {
    const error = thrown(() => solve(noRescueBeyondDense()));
    expect(error).toMatchObject({ code: SEARCH_BUDGET });
    expect((error as Error).message).toContain(`more than ${SOLVE_STATE_BUDGET} boards`);
  }, 120_000);

  it("a search that finds the optimum within the budget answers as before", () => {
    const heavy = ringLevel([8, "W", 3, 0, 4, 2, 0, 5, "W", 6, 0, 7]);
    expect(solve(heavy).optimalTurns).toBe(6);
    expect(() => solve(heavy, undefined, { maxStates: 1000 })).toThrow(SolverLimitError);
  });

  it("never stops a board the loader accepts: its dense search has no budget", () => {
    expect(solve(packLevel(10), undefined, { maxStates: 1 }).optimalTurns).toBe(
      solve(packLevel(10)).optimalTurns,
    );
  });
});

describe("solve honours an AbortSignal", () => {
  it("one aborted before the search throws its reason and searches nothing", () => {
    const controller = new AbortController();
    const reason = new Error("stop");
    controller.abort(reason);
    let beats = 0;
    expect(
      thrown(() => solve(small(), undefined, { signal: controller.signal, onProgress: () => beats++ })),
    ).toBe(reason);
    expect(beats).toBe(0);
  });

  it("one aborted from the heartbeat stops a long search at that beat", () => {
    const controller = new AbortController();
    let beats = 0;
    const error = thrown(() =>
      solve(noRescueBeyondDense(), undefined, {
        signal: controller.signal,
        onProgress: () => {
          beats++;
          controller.abort();
        },
      }),
    );
    expect((error as Error).name).toBe("AbortError");
    expect(beats).toBe(1);
  });

  it("a signal aborted without a reason stops it with an AbortError that names the search", () => {
    const signal = { aborted: true };
    const error = thrown(() => solve(small(), undefined, { signal }));
    expect(error).toMatchObject({ name: "AbortError", message: "the exact search was aborted" });
  });
});

describe("every level the loader accepts is accepted by the search's entry points", () => {
  it("parseLevel ok ⇒ solve, proveLevel and exactLimitReport answer (no refusal)", () => {
    fc.assert(
      fc.property(levelArb({ minNodes: 3, maxNodes: 8, maxStarfish: 8 }), (level) => {
        const parsed = parseLevel(level, { allowCustomRing: true });
        if (!parsed.ok) return;
        expect(exactLimitReport(parsed.value).withinLimits).toBe(true);
        const proof = proveLevel(parsed.value);
        expect(proof.optimalTurns).toBe(solve(parsed.value).optimalTurns);
      }),
      { numRuns: 40 },
    );
  });
});
