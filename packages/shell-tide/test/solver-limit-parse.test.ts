import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  distributionCount,
  exactLimitReport,
  isBeyondSolverIssue,
  LEVEL_ISSUE,
  type Level,
  MAX_SOLVER_STARFISH,
  newAttempt,
  parseLevel,
  solve,
} from "../src/index.js";
import { type Cell, ringLevel } from "./helpers.js";

/**
 * parseLevel refuses a board beyond the exact solver (docs/shell-tide/formats.md, "Beyond the exact
 * solver"), so newAttempt — which solves the level for its optimum — never throws on a level it accepted.
 */

const ring = (n: number, starfish: number, pits = 0): Cell[] => [
  starfish,
  ...Array.from({ length: n - 1 - pits }, () => 0),
  ...Array.from({ length: pits }, (): Cell => "W"),
];

describe("a board beyond the exact solver is refused with its limits", () => {
  it("the issue's 12-node ring with 24 starfish: refused at $.nodes, with the figures of exactLimitReport", () => {
    const level = ringLevel(ring(12, 24));
    const parsed = parseLevel(level);
    if (parsed.ok) throw new Error("the ring was accepted");
    expect(parsed.issues).toHaveLength(1);
    const [issue] = parsed.issues;
    expect(issue).toMatchObject({ path: "$.nodes", code: LEVEL_ISSUE.beyondExactSolver });
    if (!isBeyondSolverIssue(issue!)) throw new Error("not the beyond-the-solver issue");
    expect(issue.limits).toEqual(exactLimitReport(level));
    expect(issue.limits.withinLimits).toBe(false);
    expect(issue.message).toContain(`${distributionCount(12, 24)} distributions`);
    expect(issue.message).toContain("exactLimitReport(level)");
    // and the JSON of the issue carries the figures too (a CLI or an MCP client reads them)
    expect(JSON.parse(JSON.stringify(issue)).limits.proof.maxStarfish).toBe(issue.limits.proof.maxStarfish);
  });

  it("the limits are exact: one starfish more crosses each of them", () => {
    // the solver's key: 24 sand nodes hold 3 starfish (4^24 = 2^48) but not 4 (5^24 > 2^53)
    expect(parseLevel(ringLevel(ring(24, 3)), { allowCustomRing: true }).ok).toBe(true);
    expect(parseLevel(ringLevel(ring(24, 4)), { allowCustomRing: true }).ok).toBe(false);
    // the solver's byte counts: 255 starfish on one sand node, not 256
    expect(parseLevel(ringLevel(ring(8, MAX_SOLVER_STARFISH, 7))).ok).toBe(true);
    expect(parseLevel(ringLevel(ring(8, MAX_SOLVER_STARFISH + 1, 7))).ok).toBe(false);
    // the proof's count: 2 sand nodes hold at most 5791 starfish within 2^24 distributions — beyond
    // 255 already, so for a small board the byte limit binds first
    const report = exactLimitReport(ringLevel(ring(8, 10, 6)));
    expect(report.withinLimits).toBe(true);
    expect(report.proof.maxStarfish).toBeGreaterThan(MAX_SOLVER_STARFISH);
  });

  it("asked to warn, parseLevel opens such a board with the same issue in its warnings (a balance block is still refused)", () => {
    const level = ringLevel(ring(12, 24));
    const refused = parseLevel(level);
    const warned = parseLevel(level, { beyondSolver: "warn" });
    if (refused.ok || !warned.ok) throw new Error("expected a refusal, then a warning");
    expect(warned.value).toEqual(level);
    expect(warned.warnings).toEqual(refused.issues);
    // within the limits there is nothing to warn about
    expect(parseLevel(ringLevel(ring(8, 3)), { beyondSolver: "warn" })).toEqual({
      ok: true,
      value: ringLevel(ring(8, 3)),
    });
    // a balance block on it cannot be proven: an error either way
    const balanced = { ...level, balance: { optimalTurns: 3, maxTurns: 6, emotionSeed: 3 } };
    expect(parseLevel(balanced, { beyondSolver: "warn" })).toMatchObject({
      ok: false,
      issues: [{ path: "$.balance", code: LEVEL_ISSUE.balanceUnproven }],
    });
  });

  it("a level exactly at the solver's key limit plays: newAttempt solves it", () => {
    const state = newAttempt(parseOk(ringLevel(ring(24, 3)), true));
    expect(state.optimalTurns).toBe(solve(state.level).optimalTurns);
  });
});

function parseOk(level: Level, custom = false): Level {
  const parsed = parseLevel(level, { allowCustomRing: custom });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

/**
 * Rings from 3 to 26 nodes, with up to 300 starfish on a few piles: many beyond the solver (too many
 * nodes, starfish or keys), the rest small enough to solve quickly. Boards in between (inside the
 * limits but with millions of distributions) are left out only to keep the run short — and are told
 * apart without counting their moves (countMoves: false), for a count can take seconds of a core and
 * the board is dropped anyway (the move limit has its own tests in proof-move-limit.test.ts).
 */
const rings = fc
  .record({
    n: fc.integer({ min: 3, max: 26 }),
    piles: fc.array(
      fc.tuple(fc.nat(25), fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 150 }))),
      { minLength: 1, maxLength: 4 },
    ),
    pits: fc.array(fc.nat(25), { maxLength: 3 }),
    sweep: fc.boolean(),
  })
  .map(({ n, piles, pits, sweep }) => {
    const cells: Cell[] = Array.from({ length: n }, () => 0);
    for (const pit of pits) cells[pit % n] = "W";
    for (const [at, count] of piles) {
      const i = at % n;
      if (cells[i] !== "W") cells[i] = (cells[i] as number) + count;
    }
    return ringLevel(cells, { sweep });
  })
  .filter((level) => {
    const report = exactLimitReport(level, { countMoves: false });
    return !report.withinLimits || report.distributions <= 200_000;
  });

describe("newAttempt never throws on a level parseLevel accepted", () => {
  it("any ring size, any starfish: accepted ⇒ newAttempt solves it; refused for the limits ⇒ the issue says so", () => {
    fc.assert(
      fc.property(rings, (level) => {
        const parsed = parseLevel(level, { allowCustomRing: true });
        const report = exactLimitReport(level);
        if (parsed.ok) {
          expect(report.withinLimits).toBe(true);
          const state = newAttempt(parsed.value);
          expect(state.levelStatus).toBe("playing");
          expect(state.optimalTurns).toBe(solve(parsed.value).optimalTurns);
        } else {
          expect(parsed.issues.some(isBeyondSolverIssue)).toBe(!report.withinLimits);
        }
      }),
      { numRuns: 150 },
    );
  });
});
