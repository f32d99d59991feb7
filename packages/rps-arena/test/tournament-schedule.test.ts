import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAULT } from "../src/faults.js";
import { appendResult, readResults, TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import { scheduleRoundRobin } from "../src/tournament/schedule.js";
import { computeStandings, type MatchSummary } from "../src/tournament/standings.js";

describe("scheduleRoundRobin", () => {
  it("plays every pair on every seed from both sides, with unique keys", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 4 }), (bots, games) => {
        const schedule = scheduleRoundRobin(bots, games, "base");
        expect(schedule).toHaveLength(bots * (bots - 1) * games);
        expect(new Set(schedule.map((m) => m.key)).size).toBe(schedule.length);
        expect(schedule.map((m) => m.index)).toEqual(schedule.map((_, i) => i));
        for (let a = 0; a < bots; a++)
          for (let b = 0; b < bots; b++) {
            if (a === b) continue;
            const seeds = schedule.filter((m) => m.players[0] === a && m.players[1] === b).map((m) => m.seed);
            expect(seeds).toEqual(Array.from({ length: games }, (_, k) => `base-g${k}`));
          }
      }),
    );
  });

  it("never pairs a bot with itself", () => {
    expect(scheduleRoundRobin(3, 2, "s").every((m) => m.players[0] !== m.players[1])).toBe(true);
  });
});

function summary(
  key: string,
  players: [string, string],
  winner: 0 | 1 | null,
  extra: Partial<MatchSummary> = {},
): MatchSummary {
  return {
    key,
    index: 0,
    seed: "s",
    players,
    sourceHashes: [`sha256:${players[0]}`, `sha256:${players[1]}`],
    status: "finished",
    winner,
    winReason: winner === null ? "repetition" : "home",
    faults: [],
    moves: 10,
    cpuMs: [100, 50],
    wallMs: [200, 100],
    attempts: 1,
    replay: `replays/${key}.json`,
    ...extra,
  };
}

describe("computeStandings", () => {
  it("scores 1 per win and ½ per draw, counts faults as losses and infrastructure failures as no result", () => {
    const standings = computeStandings(
      ["a", "b", "c"],
      [
        summary("1", ["a", "b"], 0),
        summary("2", ["b", "a"], null),
        summary("3", ["c", "a"], 1, {
          status: "aborted",
          winReason: FAULT.cpuTimeout,
          faults: [{ player: 0, code: FAULT.cpuTimeout, message: "" }],
        }),
        summary("4", ["b", "c"], null, { status: "aborted", winReason: "infrastructure_error" }),
      ],
    );
    expect(
      standings.map((s) => [
        s.rank,
        s.name,
        s.points,
        s.played,
        s.wins,
        s.draws,
        s.losses,
        s.faults,
        s.noResult,
      ]),
    ).toEqual([
      [1, "a", 2.5, 3, 2, 1, 0, 0, 0],
      [2, "b", 0.5, 2, 0, 1, 1, 0, 1],
      [3, "c", 0, 1, 0, 0, 1, 1, 1],
    ]);
  });

  it("hands out exactly one point per decided match", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<0 | 1 | null>(0, 1, null), { maxLength: 30 }), (winners) => {
        const matches = winners.map((w, i) => summary(String(i), i % 2 ? ["x", "y"] : ["y", "x"], w));
        const total = computeStandings(["x", "y"], matches).reduce((sum, s) => sum + s.points, 0);
        expect(total).toBe(winners.length);
      }),
    );
  });
});

describe("results log", () => {
  it("reads back appended results and drops a line cut short by an interruption", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-results-"));
    appendResult(dir, summary("0v1-g0", ["a", "b"], 0));
    appendResult(dir, summary("1v0-g0", ["b", "a"], 1));
    appendFileSync(join(dir, TOURNAMENT_FILES.results), '{"key":"0v1-g1","play');
    expect(readResults(dir).map((r) => r.key)).toEqual(["0v1-g0", "1v0-g0"]);
    expect(readFileSync(join(dir, TOURNAMENT_FILES.results), "utf8").endsWith("}\n")).toBe(true);
    appendResult(dir, summary("0v1-g1", ["a", "b"], null));
    expect(readResults(dir).map((r) => r.key)).toEqual(["0v1-g0", "1v0-g0", "0v1-g1"]);
  });

  it("starts empty in a new folder and skips a damaged line", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-results-"));
    expect(readResults(dir)).toEqual([]);
    writeFileSync(
      join(dir, TOURNAMENT_FILES.results),
      `garbage\n${JSON.stringify(summary("k", ["a", "b"], 0))}\n`,
    );
    expect(readResults(dir).map((r) => r.key)).toEqual(["k"]);
  });
});
