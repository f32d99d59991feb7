import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeRatings } from "../src/tournament/ratings.js";
import { TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import {
  type RoundStanding,
  runTournament,
  TournamentMismatchError,
} from "../src/tournament/run-tournament.js";
import { inProcessTournament, tournamentDir } from "./helpers/in-process-tournament.js";

describe("scoring rounds (--rounds)", () => {
  it("plays the rounds one after the other; the ratings move from round to round and are reported after each", async () => {
    const out = tournamentDir();
    const rounds: RoundStanding[] = [];
    const finished: string[] = [];
    const result = await runTournament(
      inProcessTournament(out, {
        rounds: 3,
        onRoundDone: (round) => {
          rounds.push(round);
          finished.push(`round ${round.round}`);
        },
        onMatchDone: (m) => finished.push(m.key),
      }),
    );
    expect(result).toMatchObject({ complete: true, total: 18, rounds: 3 });
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // Round r's matches all end before round r's ratings, and before round r+1 starts.
    const boundary = (r: number) => finished.indexOf(`round ${r}`);
    for (const [i, entry] of finished.entries()) {
      if (entry.startsWith("round")) continue;
      const round = entry.startsWith("r") ? Number(entry.slice(1, entry.indexOf("-"))) : 1;
      expect(i).toBeLessThan(boundary(round));
      if (round > 1) expect(i).toBeGreaterThan(boundary(round - 1));
    }
    // Each round's ratings are those of every match so far, and they move on from one round to the next.
    const sigma = (r: RoundStanding) => r.ratings.map((x) => x.sigma);
    expect(sigma(rounds[1]!).every((s, i) => s < sigma(rounds[0]!)[i]!)).toBe(true);
    const last = computeRatings(result.names, result.matches);
    expect(rounds[2]!.ratings.map(({ name, entrant, ...r }) => [entrant, name, r])).toEqual(
      result.names.map((n, i) => [i, n, last.get(n)]),
    );
    expect(result.standings.map((s) => s.rating)).toEqual(result.standings.map((s) => last.get(s.name)));
    const summary = JSON.parse(readFileSync(join(out, TOURNAMENT_FILES.summary), "utf8"));
    expect(summary.ratingsByRound).toHaveLength(3);
    // The rounds are part of the tournament's identity: another number is another tournament.
    await expect(runTournament(inProcessTournament(out, { rounds: 2 }))).rejects.toBeInstanceOf(
      TournamentMismatchError,
    );
    const again = await runTournament(inProcessTournament(out, { rounds: 3 }));
    expect(again).toMatchObject({ resumed: 18, complete: true });
    expect(again.standings).toEqual(result.standings);
  });

  it("one round is the tournament as it always was (same keys, seeds and identity)", async () => {
    const out = tournamentDir();
    const result = await runTournament(inProcessTournament(out, { rounds: 1 }));
    expect(result.matches.map((m) => m.key)).toContain("0v1-g0");
    const manifest = JSON.parse(readFileSync(join(out, TOURNAMENT_FILES.manifest), "utf8"));
    expect(manifest.rounds).toBeUndefined();
    expect(await runTournament(inProcessTournament(out))).toMatchObject({ resumed: 6 });
  });
});
