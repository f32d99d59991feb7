import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAULT } from "../src/faults.js";
import type { MatchSummary } from "../src/tournament/match-summary.js";
import { computeEntrantRatings } from "../src/tournament/ratings.js";
import { runTournament } from "../src/tournament/run-tournament.js";
import { scheduleRoundRobin } from "../src/tournament/schedule.js";
import { computeStandings, POINTS } from "../src/tournament/standings.js";
import { uniqueNames } from "../src/tournament/tournament-manifest.js";
import { fakeSubmission, inProcessTournament, tournamentDir } from "./helpers/in-process-tournament.js";

// Issue 32, finding 2: entrants are counted by their index in the tournament (their entrant number),
// which no name can forge; display names stay unique whatever names are given. Before, names that
// repeated were made unique by adding `#2` without checking that `#2` was free (`champ`, `champ#2`,
// `champ` → `champ`, `champ#2`, `champ#2`), and standings keyed by name summed two bots into one row.

/** Names that collide often: a few bases, their `#k` forms, and the odd characters. */
const collidingName = fc.oneof(
  fc.constantFrom("champ", "champ#2", "champ#3", "champ#2#2", "a", "a#2", "#2", "b"),
  fc.string({ maxLength: 6 }),
);

function summaryOf(
  match: { key: string; index: number; players: [number, number] },
  names: readonly string[],
  outcome: "win0" | "win1" | "draw" | "fault0" | "noResult",
): MatchSummary {
  const faults =
    outcome === "fault0" ? [{ player: 0 as const, code: FAULT.botCrash, message: "crashed" }] : [];
  return {
    key: match.key,
    index: match.index,
    seed: "s",
    players: [names[match.players[0]]!, names[match.players[1]]!],
    entrants: match.players,
    sourceHashes: ["sha256:x", "sha256:y"],
    status: outcome === "noResult" || outcome === "fault0" ? "aborted" : "finished",
    winner: outcome === "win0" ? 0 : outcome === "win1" || outcome === "fault0" ? 1 : null,
    winReason: outcome === "noResult" ? "infrastructure_error" : "home",
    faults,
    moves: 4,
    cpuMs: [1, 1],
    wallMs: [1, 1],
    attempts: 1,
    replay: `replays/${match.key}.json`,
  };
}

describe("uniqueNames", () => {
  it("gives every entrant a distinct name, and the first entrant of each given name keeps it", () => {
    fc.assert(
      fc.property(fc.array(collidingName, { maxLength: 12 }), (names) => {
        const unique = uniqueNames(names);
        expect(unique).toHaveLength(names.length);
        expect(new Set(unique).size).toBe(names.length);
        names.forEach((name, i) => {
          if (names.indexOf(name) === i) expect(unique[i]).toBe(name);
          else expect(unique[i]!.startsWith(`${name}#`)).toBe(true);
        });
      }),
    );
  });

  it("does not hand out a name that is already given: champ, champ#2, champ", () => {
    expect(uniqueNames(["champ", "champ#2", "champ"])).toEqual(["champ", "champ#2", "champ#3"]);
    expect(uniqueNames(["champ", "champ", "champ#2"])).toEqual(["champ", "champ#3", "champ#2"]);
  });
});

describe("standings and ratings count entrants by index", () => {
  it("have one row per entrant whose points are exactly its own matches', whatever the names", () => {
    fc.assert(
      fc.property(
        fc.array(collidingName, { minLength: 2, maxLength: 5 }),
        fc.array(fc.constantFrom("win0", "win1", "draw", "fault0", "noResult"), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.boolean(),
        (given, outcomes, makeUnique) => {
          // Counting must not depend on names at all: with the raw names (repeats included) too.
          const names = makeUnique ? uniqueNames(given) : given;
          const schedule = scheduleRoundRobin(names.length, 2, "s");
          const matches = schedule.map((m, i) => summaryOf(m, names, outcomes[i % outcomes.length]!));
          const table = computeStandings(names, matches);
          expect(table.map((r) => r.entrant).sort((a, b) => a - b)).toEqual(names.map((_, i) => i));
          for (const row of table) {
            expect(row.name).toBe(names[row.entrant]);
            let points = 0;
            let played = 0;
            for (const m of matches) {
              const side = m.entrants!.indexOf(row.entrant);
              if (side === -1 || (m.status === "aborted" && m.faults.length === 0)) continue;
              played++;
              points += m.winner === null ? POINTS.draw : m.winner === side ? POINTS.win : POINTS.loss;
            }
            expect(row.played).toBe(played);
            expect(row.points).toBe(points);
          }
          const total = table.reduce((sum, r) => sum + r.points, 0);
          const decided = matches.filter((m) => !(m.status === "aborted" && m.faults.length === 0)).length;
          expect(total).toBe(decided);
          const ratings = computeEntrantRatings(names, matches);
          expect(ratings).toHaveLength(names.length);
          for (const row of table) expect(row.rating).toEqual(ratings[row.entrant]);
        },
      ),
    );
  });

  it("never merge two entrants that share a display name into one row", () => {
    const names = ["champ", "champ", "other"];
    const schedule = scheduleRoundRobin(3, 1, "s");
    // Entrant 0 beats everyone, entrant 2 beats entrant 1: one row each, not one 'champ' row.
    const strength = [3, 1, 2];
    const matches = schedule.map((m) =>
      summaryOf(m, names, strength[m.players[0]]! > strength[m.players[1]]! ? "win0" : "win1"),
    );
    const table = computeStandings(names, matches);
    expect(table).toHaveLength(3);
    const byEntrant = new Map(table.map((r) => [r.entrant, r]));
    expect(byEntrant.get(0)!.points).toBe(4);
    expect(byEntrant.get(1)!.points).toBe(0);
    expect(byEntrant.get(2)!.points).toBe(2);
    const ratings = computeEntrantRatings(names, matches);
    expect(ratings[0]!.mu).toBeGreaterThan(ratings[1]!.mu);
  });

  it("count a line without entrant numbers by its names only where the name is unique", () => {
    const names = ["champ", "champ", "other"];
    const line = { ...summaryOf({ key: "k", index: 0, players: [0, 2] }, names, "win0") };
    delete line.entrants;
    const table = computeStandings(names, [line]);
    // 'champ' names two entrants: the line cannot be placed, so it counts for nobody.
    expect(table.every((r) => r.played === 0)).toBe(true);
    const placed = computeStandings(["champ", "other"], [{ ...line }]);
    expect(placed.find((r) => r.name === "champ")!.points).toBe(1);
  });
});

describe("a tournament of bots with colliding names", () => {
  it("names them champ, champ#2, champ#3, records entrant numbers and keeps one standings row each", async () => {
    const dir = tournamentDir();
    const result = await runTournament(
      inProcessTournament(dir, {
        submissions: [
          fakeSubmission("champ"),
          fakeSubmission("champ#2"),
          { ...fakeSubmission("champ"), sourceHash: `sha256:${"1".repeat(64)}` },
        ],
      }),
    );
    expect(result.names).toEqual(["champ", "champ#2", "champ#3"]);
    expect(result.standings).toHaveLength(3);
    expect(result.standings.map((r) => r.entrant).sort()).toEqual([0, 1, 2]);
    for (const match of result.matches) {
      const [a, b] = match.key.split("-")[0]!.split("v").map(Number);
      expect(match.entrants).toEqual([a, b]);
      expect(match.players).toEqual([result.names[a!], result.names[b!]]);
    }
    for (const row of result.standings) expect(row.played).toBe(4);
  });
});
