import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeRatings } from "../src/tournament/ratings.js";
import { scheduleRoundRobin, scheduleRounds } from "../src/tournament/schedule.js";
import type { MatchSummary } from "../src/tournament/standings.js";
import { computeStandings } from "../src/tournament/standings.js";

function played(
  index: number,
  players: [string, string],
  winner: 0 | 1 | null,
  extra: Partial<MatchSummary> = {},
) {
  return {
    key: `k${index}`,
    index,
    seed: "s",
    players,
    sourceHashes: ["sha256:a", "sha256:b"],
    status: "finished",
    winner,
    winReason: winner === null ? "repetition" : "home",
    faults: [],
    moves: 10,
    cpuMs: [1, 1],
    wallMs: [1, 1],
    attempts: 1,
    replay: `replays/k${index}.json`,
    ...extra,
  } as MatchSummary;
}

const names = ["a", "b", "c"];

describe("computeRatings (openskill, Weng–Lin)", () => {
  it("starts at μ 25, σ 25/3, ordinal 0; a win moves the winner up and the loser down; both σ shrink", () => {
    const start = computeRatings(names, []);
    expect(start.get("a")).toEqual({ mu: 25, sigma: 8.333333, ordinal: 0 });
    const after = computeRatings(names, [played(0, ["a", "b"], 0)]);
    expect(after.get("a")!.mu).toBeGreaterThan(25);
    expect(after.get("b")!.mu).toBeLessThan(25);
    expect(after.get("a")!.sigma).toBeLessThan(8.333333);
    expect(after.get("c")).toEqual(start.get("c"));
  });

  it("is computed in schedule order, whatever order the results arrived in", () => {
    const results = [
      played(0, ["a", "b"], 0),
      played(1, ["b", "c"], 1),
      played(2, ["c", "a"], null),
      played(3, ["b", "a"], 0),
      played(4, ["a", "c"], 1),
    ];
    const reference = computeRatings(names, results);
    fc.assert(
      fc.property(fc.shuffledSubarray(results, { minLength: results.length }), (arrived) => {
        expect(computeRatings(names, arrived)).toEqual(reference);
      }),
    );
    // …and the order matters: the same results taken in another order rate differently.
    const reindexed = results.map((r, i) => ({ ...r, index: results.length - 1 - i }));
    expect(computeRatings(names, reindexed)).not.toEqual(reference);
  });

  it("skips matches without a result and double build failures; a draw is an equal rank", () => {
    const none = computeRatings(names, [
      played(0, ["a", "b"], null, { status: "aborted", winReason: "infrastructure_error" }),
      played(1, ["a", "b"], null, {
        status: "aborted",
        winReason: "bot_error",
        faults: [
          { player: 0, code: "bot_error", message: "x" },
          { player: 1, code: "bot_error", message: "y" },
        ],
      }),
    ]);
    expect(none).toEqual(computeRatings(names, []));
    const draw = computeRatings(names, [played(0, ["a", "b"], null)]);
    expect(draw.get("a")!.mu).toBeCloseTo(draw.get("b")!.mu, 6);
  });

  it("is carried in the standings next to the points, which still decide the rank", () => {
    const table = computeStandings(names, [played(0, ["a", "b"], 0), played(1, ["b", "a"], 1)]);
    expect(table[0]).toMatchObject({ name: "a", points: 2 });
    expect(table[0]!.rating.ordinal).toBeGreaterThan(table.find((r) => r.name === "b")!.rating.ordinal);
  });
});

describe("scheduleRounds", () => {
  it("round 1 is the plain round robin; later rounds have their own seeds and keys", () => {
    const one = scheduleRounds(3, 2, "cup", 1);
    expect(one).toEqual(scheduleRoundRobin(3, 2, "cup"));
    const three = scheduleRounds(3, 2, "cup", 3);
    expect(three).toHaveLength(3 * one.length);
    expect(three.map((m) => m.index)).toEqual(three.map((_, i) => i));
    expect(new Set(three.map((m) => m.key)).size).toBe(three.length);
    expect(three.filter((m) => m.round === 2).map((m) => m.seed)).toContain("cup-r2-g1");
    expect(three.find((m) => m.round === 3)!.key).toBe("r3-0v1-g0");
  });
});
