import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2, parseReplay, type RuleSet } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import {
  runTournament,
  TournamentMismatchError,
  type TournamentOptions,
} from "../src/tournament/run-tournament.js";
import type { MatchSummary } from "../src/tournament/standings.js";
import { botDir, TEST_LIMITS } from "./helpers/real-bots.js";

// Short games: the template bot plays its first legal move, the greedy bots race for the home.
const rules: RuleSet = { ...CLASSIC_V2, maxMoves: 40 };

function options(outDir: string, extra: Partial<TournamentOptions> = {}): TournamentOptions {
  return {
    submissions: ["python-greedy", "templates/python", "misbehaving/python/exit-1"].map((b) =>
      loadSubmission(botDir(b)),
    ),
    games: 1,
    seed: "cup",
    rules,
    limits: TEST_LIMITS,
    concurrency: 2,
    outDir,
    ...extra,
  };
}

describe("runTournament (real bots, real sandbox)", () => {
  it("plays a round robin with swapped sides, records each match as it ends, and resumes after an interruption", async () => {
    const out = mkdtempSync(join(tmpdir(), "rulekit-tournament-"));
    const finished: MatchSummary[] = [];
    const first = await runTournament(options(out, { onMatchDone: (m) => finished.push(m) }));
    expect(first.total).toBe(6);
    expect(first.complete).toBe(true);
    expect(finished).toHaveLength(6);
    const pairs = first.matches.map((m) => m.players.join(" v "));
    expect(new Set(pairs).size).toBe(6);
    // exit-1 crashes on its first move in every match: a fault, so a loss
    for (const match of first.matches.filter((m) => m.players.includes("exit-1-python"))) {
      expect(match.faults.map((f) => f.code)).toEqual(["bot_crash"]);
      expect(match.players[match.winner!]).not.toBe("exit-1-python");
    }
    const table = Object.fromEntries(first.standings.map((s) => [s.name, s]));
    expect(table["exit-1-python"]).toMatchObject({ played: 4, wins: 0, losses: 4, faults: 4, points: 0 });
    expect(first.standings.reduce((sum, s) => sum + s.points, 0)).toBe(6);
    for (const match of first.matches) {
      const replay = parseReplay(JSON.parse(readFileSync(join(out, match.replay), "utf8")));
      expect(replay.ok && verifyReplay(replay.value).ok).toBe(true);
    }
    const lines = readFileSync(join(out, TOURNAMENT_FILES.results), "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(6);

    // Interrupted after 4 matches, the 5th line cut in the middle of its write:
    writeFileSync(
      join(out, TOURNAMENT_FILES.results),
      `${lines.slice(0, 4).join("\n")}\n${lines[4]!.slice(0, 30)}`,
    );
    const replayed: MatchSummary[] = [];
    const second = await runTournament(options(out, { onMatchDone: (m) => replayed.push(m) }));
    expect(second.resumed).toBe(4);
    const lost = lines.slice(4).map((line) => (JSON.parse(line) as MatchSummary).key);
    expect(replayed.map((m) => m.key).sort()).toEqual(lost.sort());
    expect(second.complete).toBe(true);
    const points = (r: typeof first) => r.standings.map(({ cpuMs: _cpu, ...row }) => row);
    expect(points(second)).toEqual(points(first));
    const summary = JSON.parse(readFileSync(join(out, TOURNAMENT_FILES.summary), "utf8"));
    expect(summary).toMatchObject({ complete: true, total: 6, played: 6 });
  });

  it("refuses to resume a folder that holds another tournament", async () => {
    const out = mkdtempSync(join(tmpdir(), "rulekit-tournament-"));
    await runTournament(options(out, { games: 0 }));
    expect(existsSync(join(out, TOURNAMENT_FILES.manifest))).toBe(true);
    await expect(runTournament(options(out, { games: 0, seed: "other" }))).rejects.toBeInstanceOf(
      TournamentMismatchError,
    );
  });
});
