import { describe, expect, it } from "vitest";
import type { ArenaMatch } from "../../src/routes/arena/api/types.ts";
import {
  outcomeFor,
  reasonWords,
  resultWords,
  SUBMISSION_WORDS,
  submissionWords,
  trendWords,
} from "../../src/routes/arena/words.ts";

function match(
  result: Partial<NonNullable<ArenaMatch["result"]>> | null,
  extra: Partial<ArenaMatch> = {},
): ArenaMatch {
  return {
    id: 1,
    kind: "round",
    competitionId: 1,
    seed: "s",
    rulesHash: "h",
    limits: {},
    status: result ? "done" : "queued",
    judging: 1,
    players: [
      { name: "Alpha v1", sourceHash: "a", submissionId: 1 },
      { name: "Beta v2", sourceHash: "b", submissionId: 2 },
    ],
    result: result
      ? {
          judging: 1,
          status: "finished",
          winner: null,
          winReason: null,
          moves: 10,
          infrastructureError: false,
          attempts: 1,
          faults: [],
          finishedAt: "2026-12-05T08:00:00.000Z",
          reproducibility: {},
          ...result,
        }
      : null,
    hidden: false,
    replayUrl: "/api/matches/1/replay",
    logsUrl: "/api/matches/1/logs",
    ...extra,
  };
}

describe("a match in words", () => {
  it("names the winner and why", () => {
    expect(resultWords(match({ winner: 1, winReason: "home" }))).toBe("Beta v2 wins (reached the home)");
    expect(resultWords(match({ winner: 0, winReason: "cpu_timeout" }))).toBe("Alpha v1 wins (CPU timeout)");
    expect(resultWords(match({ winner: null, winReason: "repetition" }))).toBe("Draw (repetition)");
  });
  it("says an infrastructure error, a frozen result and a match still to play plainly", () => {
    expect(resultWords(match({ infrastructureError: true }))).toBe("No result (infrastructure error)");
    expect(resultWords(match(null, { hidden: true, status: "hidden" }))).toBe(
      "Hidden while the leaderboard is frozen",
    );
    expect(resultWords(match(null))).toBe("Queued");
  });
  it("gives win / loss from the side of the competitor whose page it is", () => {
    const m = match({ winner: 1, winReason: "home" });
    expect(outcomeFor(m, 1)).toEqual({ label: "Win", tone: "ok" });
    expect(outcomeFor(m, 0)).toEqual({ label: "Loss", tone: "bad" });
    expect(outcomeFor(m, null).label).toBe("Played");
    expect(outcomeFor(match({ winner: null }), 0).label).toBe("Draw");
  });
  it("words every fault code without underscores", () => {
    for (const code of ["bot_crash", "illegal_move", "wall_timeout", "output_limit"])
      expect(reasonWords(code)).not.toContain("_");
  });
});

describe("a version's status", () => {
  it("has words for every status the service documents, and says which are still moving", () => {
    const moving = Object.entries(SUBMISSION_WORDS)
      .filter(([, w]) => !w.final)
      .map(([s]) => s);
    expect(moving.sort()).toEqual(["building", "checking", "queued"]);
    expect(submissionWords("build_error").label).toBe("Build error");
    expect(submissionWords("something_new")).toEqual({ label: "something_new", final: true, tone: "plain" });
  });
});

describe("the trend", () => {
  it("is signed with one decimal, flat under a twentieth", () => {
    expect(trendWords(0.44)).toMatchObject({ text: "▲ 0.4", dir: "up" });
    expect(trendWords(-1.25)).toMatchObject({ text: "▼ 1.3", dir: "down" });
    expect(trendWords(0.04)).toMatchObject({ text: "–", label: "no change", dir: "flat" });
  });
});
