import type { ContentBundle } from "@rulekit/card-combat";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { interrupted } from "../../io/errors.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { formatTable, printResult } from "../../io/output.js";
import { createProgress, progressWhen } from "../../io/progress.js";
import { defaultJobs } from "../shell-tide/prove-pool.js";
import { DEFAULT_CONTENT_HELP, loadContent } from "./content.js";
import { GAMES_PER_WORKER, simInWorkers, workersFor } from "./sim-pool.js";
import { playShare, type SimPlan, type SimTally } from "./sim-share.js";

interface SimOptions {
  games: number;
  seed: string;
  runs?: boolean;
  content?: string;
  jobs?: number;
  progress?: boolean;
  json?: boolean;
}

interface EncounterRow {
  encounter: string;
  tier: string;
  played: number;
  won: number;
  winRate: number;
  /** Matches only (a run's fights are not timed one by one). */
  avgTurns: number | null;
}

const GAMES_PER_WORKER_TEXT = String(GAMES_PER_WORKER);

export function registerSimCommand(group: Command): void {
  jsonCommand(group, "sim", "simulate N auto matches (AI vs AI) or N whole runs and print statistics")
    .requiredOption("--games <n>", "how many matches (or runs with --runs)", parseIntOption("--games", 1))
    .option("--seed <seed>", "base seed: game i uses '<seed>/<i>'", "sim")
    .option("--runs", "simulate whole auto runs (5 fights, rewards, upgrades) instead of single matches")
    .option("--content <dir>", DEFAULT_CONTENT_HELP)
    .option(
      "--jobs <n>",
      `worker threads that share the games (default: the cores, here ${defaultJobs()}; one per ${GAMES_PER_WORKER_TEXT} games at most)`,
      parseIntOption("--jobs", 1),
    )
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText(
      "after",
      "\nMatches: every ordered pair of factions' starter decks (side 0, balanced AI) meets every encounter in turn.\n" +
        "Game i has seed '<seed>/<i>' whichever thread plays it: the statistics are the same for any --jobs.\n" +
        "Ctrl-C stops the simulation: exit code 130, no statistics.",
    )
    .action(async (opts: SimOptions) => {
      const content = loadContent(opts.content);
      const plan: SimPlan = { runs: opts.runs === true, games: opts.games, seed: opts.seed };
      const workers = workersFor(opts.games, opts.jobs ?? defaultJobs());
      const progress = createProgress(
        opts.runs ? "runs" : "matches",
        opts.games,
        progressWhen(opts.progress),
      );
      const started = performance.now();
      // Fewer matches than a worker's share play here (a fraction of a second); more, and whole runs
      // (400 take seconds), play on worker threads even with --jobs 1, so that Ctrl-C is heard.
      const tally =
        !plan.runs && opts.games < GAMES_PER_WORKER
          ? playShare(content, plan, 0, 1, () => progress.tick())
          : await whileInterruptible(interrupted("the simulation was stopped"), (signal) =>
              simInWorkers(
                content,
                plan,
                workers,
                (played) => {
                  for (let g = 0; g < played; g++) progress.tick();
                },
                signal,
              ),
            );
      const elapsedMs = Math.round(performance.now() - started);
      progress.done();
      const result = opts.runs
        ? runsReport(content, opts.games, tally)
        : matchesReport(content, opts.games, tally);
      const report = {
        mode: opts.runs ? "runs" : "matches",
        games: opts.games,
        seed: opts.seed,
        elapsedMs,
        perSecond: Math.round((opts.games * 1000) / Math.max(1, elapsedMs)),
        jobs: workers,
        ...result,
      };
      printResult(opts, report, (r) =>
        [
          `${r.games} ${r.mode} in ${(r.elapsedMs / 1000).toFixed(2)} s (${r.perSecond}/s), seed '${r.seed}'`,
          formatTable(
            ["encounter", "tier", "played", "won", "win rate", "avg turns"],
            r.encounters.map((e) => [
              e.encounter,
              e.tier,
              e.played,
              e.won,
              `${(e.winRate * 100).toFixed(1)}%`,
              e.avgTurns ?? "—",
            ]),
          ),
          r.summary,
        ].join("\n"),
      );
    });
}

function rows(
  content: ContentBundle,
  ids: string[],
  played: number[],
  won: number[],
  turns: number[] | null,
): EncounterRow[] {
  return ids.map((id, k) => {
    const e = content.encounters.find((x) => x.id === id)!;
    return {
      encounter: e.name,
      tier: e.tier,
      played: played[k]!,
      won: won[k]!,
      winRate: played[k] ? won[k]! / played[k]! : 0,
      avgTurns: turns && played[k] ? Math.round((10 * turns[k]!) / played[k]!) / 10 : null,
    };
  });
}

function matchesReport(content: ContentBundle, games: number, t: SimTally) {
  const avgCommands = Math.round((10 * t.commands) / games) / 10;
  return {
    encounters: rows(
      content,
      content.encounters.map((e) => e.id),
      t.played,
      t.won,
      t.turns,
    ),
    refusals: t.refusals,
    draws: t.draws,
    avgCommands,
    summary: `side 0 = a starter pair with the balanced AI; ${t.draws} draw(s), ${t.refusals} refusal(s), ${avgCommands} commands per match`,
  };
}

function runsReport(content: ContentBundle, games: number, t: SimTally) {
  return {
    encounters: rows(content, content.run.map, t.played, t.won, null),
    refusals: t.refusals,
    runsWon: t.runsWon,
    summary: `whole runs won: ${t.runsWon}/${games}; ${t.refusals} refusal(s)`,
  };
}
