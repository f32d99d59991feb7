import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2, DEFAULT_LIMITS, type RuleSet } from "@rulekit/rps-grid";
import type { Submission } from "../../src/submission/load-submission.js";
import type { TournamentOptions } from "../../src/tournament/run-tournament.js";
import { greedyRunner, inProcessBot } from "./in-process.js";

/** Short games: greedy against greedy reaches a result (or the move cap) quickly. */
export const SHORT_RULES: RuleSet = { ...CLASSIC_V2, maxMoves: 30 };

/** A submission that is never built nor run: the tournament gets an in-process bot for it. */
export function fakeSubmission(name: string): Submission {
  return {
    dir: `/nowhere/${name}`,
    name,
    manifest: { language: "javascript", entry: "main.js" },
    files: [],
    sourceHash: `sha256:${name.padEnd(64, "0").slice(0, 64)}`,
  };
}

export const tournamentDir = () => mkdtempSync(join(tmpdir(), "rulekit-cup-"));

/** A tournament of in-process greedy bots (no sandbox): prepareBot and runMove are injected. */
export function inProcessTournament(
  outDir: string,
  extra: Partial<TournamentOptions> = {},
): TournamentOptions {
  return {
    submissions: ["alpha", "bravo", "charlie"].map(fakeSubmission),
    games: 1,
    seed: "cup",
    rules: SHORT_RULES,
    limits: DEFAULT_LIMITS,
    concurrency: 2,
    outDir,
    prepareBot: async (submission) => ({
      ...inProcessBot(submission.name),
      sourceHash: submission.sourceHash,
    }),
    runMove: greedyRunner,
    ...extra,
  };
}
