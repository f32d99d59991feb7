import { RulekitValidationError } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BAD_START,
  BOARD_TOO_LARGE,
  exactLimitReport,
  KEY_TOO_LARGE,
  type Level,
  parseLevel,
  proveLevel,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  solve,
  UNPLAYABLE_LEVEL,
} from "../src/index.js";
import { GraphTooLarge } from "../src/solver/full-graph.js";
import { levelArb } from "./arbitraries.js";
import { counted, loaderIssue, noRescueBeyondDense, small, thrown } from "./boundary-levels.js";
import { type Cell, ringLevel } from "./helpers.js";
import { packLevel } from "./pack-files.js";

/*
 * The public functions that run the exact search (solve, proveLevel, exactLimitReport's move count)
 * against levels parseLevel would refuse, built by hand or opened with beyondSolver "warn": each refuses
 * such a level at once with a typed error naming what is wrong and the level's figures, or stops at a
 * stated budget. The calls that used to loop, and the costly ones, are in search-runaway.test.ts.
 */

describe("a level the rules cannot run is refused by its JSON path", () => {
  // (rules that are not an object: this one fails in the thread even without the check, with a TypeError;
  // the edges that made the search loop are in search-runaway.test.ts, in a child process)
  it("solve, proveLevel and exactLimitReport's count name the path, the code and themselves", () => {
    const level = { ...small(), rules: null } as unknown as Level;
    const big = { ...counted(), rules: { finalTideSweep: "yes", wetPitRescue: false } } as unknown as Level;
    for (const [run, entry] of [
      [() => solve(level), "solve"],
      [() => proveLevel(level), "proveLevel"],
      [() => exactLimitReport(big), "exactLimitReport"],
    ] as const) {
      const error = thrown(run);
      expect(error).toBeInstanceOf(RulekitValidationError);
      expect(error).toMatchObject({
        kind: "level",
        issues: [{ path: "$.rules", code: UNPLAYABLE_LEVEL }],
        message: `invalid level: $.rules: expected { finalTideSweep, wetPitRescue } booleans (${entry} plays the level's moves, so the rules must hold; parseLevel lists every problem)`,
      });
    }
  });
});

describe("a mid-game board solve is given must fit the level", () => {
  it("one count per node, 0 on a wet pit, at most the objective in all", () => {
    const level = ringLevel([3, 2, "W", 0, 2, 1, 0, 1]);
    const cases: [number[], string, string][] = [
      [[1, 1, 0], "$", "expected 8 counts (one per node)"],
      [[1, 1, 0, 0, -1, 0, 0, 0], "$[4]", "expected a count (0 on a wet pit)"],
      [[1, 0.5, 0, 0, 0, 0, 0, 0], "$[1]", "expected a count (0 on a wet pit)"],
      [[1, 1, 1, 0, 0, 0, 0, 0], "$[2]", "expected a count (0 on a wet pit)"],
      [[9, 1, 0, 0, 0, 0, 0, 0], "$", "10 starfish on the board, more than the level's objective of 9"],
    ];
    for (const [starfish, path, words] of cases) {
      const error = thrown(() => solve(level, starfish));
      expect(error).toBeInstanceOf(RulekitValidationError);
      expect(error).toMatchObject({ kind: "starfish", issues: [{ path, code: BAD_START, message: words }] });
    }
    // a board of the level is searched as before: as far from Full Rescue as the level it starts
    expect(solve(level, [0, 0, 0, 0, 2, 1, 0, 1]).optimalTurns).toBe(
      solve(ringLevel([0, 0, "W", 0, 2, 1, 0, 1])).optimalTurns,
    );
  });
});

describe("proveLevel refuses a board beyond the solver up front, with the loader's words", () => {
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
  it("a search that finds the optimum within the budget answers as before", () => {
    const heavy = ringLevel([8, "W", 3, 0, 4, 2, 0, 5, "W", 6, 0, 7]);
    expect(solve(heavy).optimalTurns).toBe(6);
    expect(() => solve(heavy, undefined, { maxStates: 1000 })).toThrow(SolverLimitError);
  });

  it("never stops a board the loader accepts: its dense search has no budget", () => {
    const result = solve(packLevel(3), undefined, { maxStates: 1 });
    expect(result.statesExplored).toBeGreaterThan(1);
    expect(result).toEqual(solve(packLevel(3)));
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
