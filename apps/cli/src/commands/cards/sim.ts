import {
  autoRun,
  type ContentBundle,
  encounterSetup,
  type MatchSetup,
  playMatch,
  RUN_PHASE,
  starterDeck,
} from "@rulekit/card-combat";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { formatTable, printResult } from "../../io/output.js";
import { createProgress } from "../../io/progress.js";
import { DEFAULT_CONTENT_HELP, loadContent } from "./content.js";

interface SimOptions {
  games: number;
  seed: string;
  runs?: boolean;
  content?: string;
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

export function registerSimCommand(group: Command): void {
  jsonCommand(group, "sim", "simulate N auto matches (AI vs AI) or N whole runs and print statistics")
    .requiredOption("--games <n>", "how many matches (or runs with --runs)", parseIntOption("--games", 1))
    .option("--seed <seed>", "base seed: game i uses '<seed>/<i>'", "sim")
    .option("--runs", "simulate whole auto runs (5 fights, rewards, upgrades) instead of single matches")
    .option("--content <dir>", DEFAULT_CONTENT_HELP)
    .addHelpText(
      "after",
      "\nMatches: every ordered pair of factions' starter decks (side 0, balanced AI) meets every encounter in turn.",
    )
    .action((opts: SimOptions) => {
      const content = loadContent(opts.content);
      const progress = createProgress(opts.runs ? "runs" : "matches", opts.games);
      const started = performance.now();
      const result = opts.runs
        ? simRuns(content, opts, () => progress.tick())
        : simMatches(content, opts, () => progress.tick());
      const elapsedMs = Math.round(performance.now() - started);
      progress.done();
      const report = {
        mode: opts.runs ? "runs" : "matches",
        games: opts.games,
        seed: opts.seed,
        elapsedMs,
        perSecond: Math.round((opts.games * 1000) / Math.max(1, elapsedMs)),
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

function simMatches(content: ContentBundle, opts: SimOptions, tick: () => void) {
  const ids = content.factions.map((f) => f.id);
  const pairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b]));
  const encounters = content.encounters.map((e) => e.id);
  const played = encounters.map(() => 0);
  const won = encounters.map(() => 0);
  const turns = encounters.map(() => 0);
  let commands = 0;
  // playMatch plays the AI's commands, legal by construction: a match is never refused (the count
  // stays in the report, which has always had it).
  const refusals = 0;
  let draws = 0;
  // One setup per (pair, encounter), made the first time it plays: a match never changes its setup,
  // and building one (decks, the card record) cost as much as a short match.
  const setups = new Map<string, MatchSetup>();
  for (let i = 0; i < opts.games; i++) {
    const k = Math.floor(i / pairs.length) % encounters.length;
    const encounter = content.encounters[k]!;
    const pair = i % pairs.length;
    const key = `${pair}/${k}`;
    let setup = setups.get(key);
    if (!setup) {
      const player = {
        name: pairs[pair]!.join(" + "),
        health: content.run.playerHealth,
        deck: starterDeck(content, pairs[pair]!),
      };
      setup = encounterSetup(content, player, encounter);
      setups.set(key, setup);
    }
    const match = playMatch(`${opts.seed}/${i}`, setup, ["balanced", encounter.ai]);
    const s = match.state;
    commands += match.commands;
    played[k]!++;
    turns[k]! += s.turn;
    if (s.winner === 0) won[k]!++;
    if (s.winner === null) draws++;
    tick();
  }
  return {
    encounters: rows(content, encounters, played, won, turns),
    refusals,
    draws,
    avgCommands: Math.round((10 * commands) / opts.games) / 10,
    summary: `side 0 = a starter pair with the balanced AI; ${draws} draw(s), ${refusals} refusal(s), ${Math.round((10 * commands) / opts.games) / 10} commands per match`,
  };
}

function simRuns(content: ContentBundle, opts: SimOptions, tick: () => void) {
  const map = content.run.map;
  const played = map.map(() => 0);
  const won = map.map(() => 0);
  let wins = 0;
  let refusals = 0;
  for (let i = 0; i < opts.games; i++) {
    const { state, refusals: r } = autoRun(content, `${opts.seed}/${i}`, { keepActions: false });
    refusals += r;
    if (state.phase === RUN_PHASE.over && state.summary) {
      for (let k = 0; k < state.summary.reached; k++) {
        played[k]!++;
        if (k < state.summary.fightsWon) won[k]!++;
      }
      if (state.summary.outcome === "won") wins++;
    }
    tick();
  }
  return {
    encounters: rows(content, map, played, won, null),
    refusals,
    runsWon: wins,
    summary: `whole runs won: ${wins}/${opts.games}; ${refusals} refusal(s)`,
  };
}
