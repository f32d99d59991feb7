import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addVersion,
  classicScoringRound,
  instantMove,
  instantPrepare,
  seedField,
} from "../bench/seed-field.js";
import { registerCompetitor } from "../src/competitors.js";
import { competitions, fixtures } from "../src/db/schema.js";
import { placeCompetitor } from "../src/scheduling/rounds.js";
import { type LeaderboardRow, rankRows } from "../src/standings/leaderboard.js";
import { tempRoot } from "./helpers/git-bot.js";
import { startTestArena } from "./helpers/test-arena.js";

function row(
  competitorId: number,
  displayName: string,
  points: number,
  ordinal = 0,
  wins = 0,
): LeaderboardRow {
  return {
    rank: 0,
    competitorId,
    displayName,
    version: 1,
    played: 2,
    wins,
    draws: 0,
    losses: 0,
    faults: 0,
    noResult: 0,
    pending: 0,
    points,
    rating: { mu: 25, sigma: 8, ordinal },
    rated: 2,
    trend: 0,
  };
}

describe("ranking", () => {
  it("breaks a tie on points by head-to-head, then rating — never by name", () => {
    // Zed beat Aaron: Zed first although 'Aaron' sorts first and has the better rating.
    const ranked = rankRows([row(1, "Aaron", 1, 5), row(2, "Zed", 1, 1)], [{ p: [2, 1], winner: 0 }]);
    expect(ranked.map((r) => [r.rank, r.displayName])).toEqual([
      [1, "Zed"],
      [2, "Aaron"],
    ]);
    // No head-to-head between them: the rating decides.
    const byRating = rankRows([row(1, "Aaron", 1, 1), row(2, "Zed", 1, 5)], []);
    expect(byRating.map((r) => r.displayName)).toEqual(["Zed", "Aaron"]);
  });

  it("lets competitors equal in everything share the rank", () => {
    const ranked = rankRows([row(3, "B", 2, 1, 2), row(1, "C", 2, 1, 2), row(2, "A", 3, 0, 3)], []);
    expect(ranked.map((r) => [r.displayName, r.rank])).toEqual([
      ["A", 1],
      ["C", 2],
      ["B", 2],
    ]);
  });
});

/**
 * A field of instant bots (in-process greedy moves) in a service playing `concurrency` at a time,
 * with one scoring round: a ladder (fields above 4 here) of `opponents` neighbours.
 */
async function playedField(concurrency: number, n: number, opponents: number) {
  const arena = await startTestArena({ concurrency, prepareBot: instantPrepare, runMove: instantMove });
  const ids = await seedField(arena.service, n, "Bot");
  const [competition] = await arena.service.ctx.db
    .select()
    .from(competitions)
    .where(eq(competitions.slug, "main"));
  const round = await classicScoringRound(arena.service, competition!.id, {
    games: 1,
    roundRobinMax: 4,
    opponents,
    createdBy: "test",
  });
  await arena.service.idle();
  return { arena, ids, competitionId: competition!.id, round };
}

describe("ratings and the ladder on a simulated field", () => {
  it("give the same ratings whatever order the results arrive in (1 or 4 matches at a time)", async () => {
    const one = await playedField(1, 8, 2);
    const four = await playedField(4, 8, 2);
    try {
      const a = await one.arena.service.leaderboard(one.competitionId);
      const b = await four.arena.service.leaderboard(four.competitionId);
      const shape = (rows: LeaderboardRow[]) =>
        rows.map((r) => [r.displayName, r.points, r.rating.mu, r.rating.sigma, r.rank]).sort();
      expect(a.rows).toHaveLength(8);
      expect(shape(a.rows)).toEqual(shape(b.rows));
      expect(a.rows.some((r) => r.rated > 0 && r.rating.mu !== 25)).toBe(true);
    } finally {
      await one.arena.close();
      await four.arena.close();
    }
  });

  it("a ladder round gives each entrant at most k opponents, and a newcomer's placement only about k", async () => {
    const { arena, ids, competitionId, round } = await playedField(2, 10, 4);
    try {
      expect(round.pairing).toBe("ladder");
      const slots = await arena.service.ctx.db.select().from(fixtures).where(eq(fixtures.roundId, round.id));
      for (const id of ids) {
        const opponents = new Set(
          slots
            .filter((f) => f.player0 === id || f.player1 === id)
            .map((f) => (f.player0 === id ? f.player1 : f.player0)),
        );
        expect(opponents.size).toBeGreaterThan(0);
        expect(opponents.size).toBeLessThanOrEqual(4);
      }
      const quiet = { ...arena.service.ctx, wake: () => {} };
      const { competitor } = await registerCompetitor(quiet, competitionId, "Newcomer", "test");
      await addVersion(
        arena.service,
        competitor.id,
        competitionId,
        tempRoot("arena-newcomer-"),
        'print("new")\n',
        1,
      );
      const placed = await placeCompetitor(quiet, competitor.id);
      expect(placed).toBeGreaterThan(0);
      expect(placed).toBeLessThanOrEqual(2 * 4);
      // A second version of the newcomer re-targets the same fixtures: the same count, new matches.
      await addVersion(
        arena.service,
        competitor.id,
        competitionId,
        tempRoot("arena-newcomer-"),
        'print("new 2")\n',
        2,
      );
      expect(await placeCompetitor(quiet, competitor.id)).toBe(placed);
    } finally {
      await arena.close();
    }
  });
});
