import { lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { holdFolder } from "@rulekit/core/node";
import type { Limits, RuleSet } from "@rulekit/rps-grid";
import type { PreparedBot, PrepareOptions } from "../bot/prepare-bot.js";
import type { MatchOptions, MatchRecord } from "../match/match-types.js";
import type { Entrant } from "../submission/entrant.js";
import type { Submission } from "../submission/load-submission.js";
import { localRunner } from "./local-runner.js";
import type { MatchRunnerFactory } from "./match-runner.js";
import type { MatchSummary } from "./match-summary.js";
import { computeEntrantRatings, type SkillRating } from "./ratings.js";
import {
  appendLines,
  appendResult,
  readResultLines,
  TOURNAMENT_FILES,
  writeTournamentFile,
} from "./results-log.js";
import { type ScheduledMatch, scheduleRounds } from "./schedule.js";
import { computeStandings, type Standing } from "./standings.js";
import { checkManifest, TournamentMismatchError, tournamentId, uniqueNames } from "./tournament-manifest.js";
import {
  checkArrivedResult,
  checkRecordedResults,
  type ResumeCheck,
  type ResumeContext,
} from "./verify-results.js";

export { TournamentMismatchError };

export interface TournamentOptions {
  /** The bots; a refused submission takes part and loses each of its matches with `bot_error`. */
  submissions: readonly Entrant[];
  /** Seeds per pair; each seed is played from both sides. */
  games: number;
  /** Scoring rounds, played one after the other, each a round robin with its own seeds (default 1). */
  rounds?: number;
  seed: string;
  rules: RuleSet;
  limits: Limits;
  /** Matches played at the same time (embedded runner). */
  concurrency: number;
  /** The tournament folder: tournament.json, results.jsonl, replays/, summary.json. */
  outDir: string;
  prepare?: PrepareOptions;
  /** Where matches are played (default: in this process, `localRunner`). */
  runner?: MatchRunnerFactory;
  /**
   * Called when the schedule is known: how many matches in all, how many are already done (verified
   * results of an earlier run), and how many recorded results did not verify (they are played again).
   */
  onStart?: (info: { total: number; done: number; names: string[]; unverified: number }) => void;
  onMatchDone?: (summary: MatchSummary) => void;
  /** Called after each scoring round with the ratings (and table) over the rounds so far. */
  onRoundDone?: (round: RoundStanding) => void;
  /** Stops scheduling new matches (running ones finish and are recorded). */
  signal?: AbortSignal;
  /** Injected by tests: how a bot is prepared (default `prepareBot`) and how a move is played. */
  prepareBot?: (submission: Submission, options: PrepareOptions) => Promise<PreparedBot>;
  runMove?: MatchOptions["runMove"];
}

/** The ratings after a scoring round (over that round and the ones before it). */
export interface RoundStanding {
  round: number;
  rounds: number;
  /** Per bot, in the order of the bot list (`entrant` = its index there). */
  ratings: ({ entrant: number; name: string } & SkillRating)[];
  standings: Standing[];
}

export interface TournamentResult {
  names: string[];
  standings: Standing[];
  /** The latest record of every scheduled match that has one, in schedule order. */
  matches: MatchSummary[];
  total: number;
  /** Matches taken from an earlier, interrupted run of the same tournament (each verified). */
  resumed: number;
  /** Recorded results of an earlier run that did not verify against their replays (played again). */
  unverified: number;
  complete: boolean;
  rounds: number;
  /** The ratings after each round (only when there are several rounds). */
  ratingsByRound?: RoundStanding["ratings"][];
}

/**
 * A round-robin tournament (see scheduleRoundRobin; with `rounds`, several, one after the other)
 * that survives interruptions: each finished match is appended to results.jsonl (and its replay
 * written) the moment it ends, and running the same tournament into the same folder again plays
 * only what is missing. On resume a recorded result counts only once it verifies against its replay
 * (checkRecordedResults); the others are set aside in results.rejected.jsonl and played again. The
 * matches are played by the runner: in this process by default (each bot built once, a bot that is
 * refused or cannot be built losing its matches with `bot_error`), or by a worker fleet, whose
 * results are verified the same way before they count.
 */
export async function runTournament(options: TournamentOptions): Promise<TournamentResult> {
  const dir = options.outDir;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new TournamentMismatchError(
      `${dir}: cannot be the tournament folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); use another --out folder`,
    );
  }
  // Two runs into one folder would both append results and rewrite each other's files: the second is
  // refused (FolderInUseError) until the first ends, however it ends.
  const hold = await holdFolder(dir, {
    kind: TOURNAMENT_HOLD,
    inUse: (holder) =>
      `${dir} is in use by another tournament run (${holder ? `process ${holder.pid}` : "another process"}): wait for it to finish, or use another --out folder`,
  });
  try {
    return await playTournament(options);
  } finally {
    await hold.release();
  }
}

/** The kind of `holdFolder` hold a tournament run takes on its folder. */
export const TOURNAMENT_HOLD = "rulekit-rps-tournament";

async function playTournament(options: TournamentOptions): Promise<TournamentResult> {
  const names = uniqueNames(options.submissions.map((s) => s.name));
  const dir = options.outDir;
  const rounds = options.rounds ?? 1;
  checkManifest(dir, options, names);
  const replays = join(dir, TOURNAMENT_FILES.replays);
  const replaysStat = lstatSync(replays, { throwIfNoEntry: false });
  if (replaysStat && !replaysStat.isDirectory()) {
    // A link here would send every replay to wherever it points.
    throw new TournamentMismatchError(
      `${replays}: is a symbolic link or not a folder; use another --out folder`,
    );
  }
  mkdirSync(replays, { recursive: true });

  const schedule = scheduleRounds(options.submissions.length, options.games, options.seed, rounds);
  const context: ResumeContext = {
    dir,
    schedule,
    names,
    bots: options.submissions.map((s) => ({ name: s.name, sourceHash: s.sourceHash })),
    rules: options.rules,
    limits: options.limits,
  };
  const resume = resumeResults(lines(dir), context);
  const known = resume.verified;
  const isDone = (m: ScheduledMatch) => {
    const summary = known.get(m.key);
    // An infrastructure failure has no result: play it again.
    return summary !== undefined && !(summary.status === "aborted" && summary.faults.length === 0);
  };
  const resumed = schedule.filter(isDone).length;
  const unverified = resume.rejected.length;
  options.onStart?.({ total: schedule.length, done: resumed, names, unverified });

  /** Records one finished match: its replay, then its line. Returns why it was refused, or null. */
  const record = (match: ScheduledMatch, played: MatchRecord, verify: boolean): string | null => {
    let summary = summarize(match, played, names);
    const replayText = `${JSON.stringify(played.replay, null, 2)}\n`;
    if (verify) {
      const checked = checkArrivedResult(summary, match, context, replayText);
      if (typeof checked === "string") {
        appendLines(
          join(dir, TOURNAMENT_FILES.rejected),
          `${JSON.stringify({ reason: `arrived result: ${checked}`, line: JSON.stringify(summary) })}\n`,
        );
        return checked;
      }
      summary = checked;
    }
    writeTournamentFile(join(dir, summary.replay), replayText);
    appendResult(dir, summary);
    known.set(match.key, summary);
    options.onMatchDone?.(summary);
    return null;
  };

  const ratingsByRound: RoundStanding["ratings"][] = [];
  const anyPending = schedule.some((m) => !isDone(m));
  const runnerFactory = options.runner ?? localRunner;
  const runner = anyPending
    ? await runnerFactory({
        id: tournamentId(options, names),
        submissions: options.submissions,
        names,
        rules: options.rules,
        limits: options.limits,
        concurrency: options.concurrency,
        prepare: options.prepare,
        resume: context,
        prepareBot: options.prepareBot,
        runMove: options.runMove,
      })
    : null;
  // Only records that come from another process are checked before they count.
  const verify = options.runner !== undefined;
  try {
    for (let round = 1; round <= rounds; round++) {
      if (options.signal?.aborted) break;
      const pending = schedule.filter((m) => m.round === round && !isDone(m));
      if (runner && pending.length > 0) {
        await runner.play(pending, (match, played) => record(match, played, verify), options.signal);
      }
      if (rounds > 1 && !options.signal?.aborted) {
        const so = roundStanding(names, schedule, known, round, rounds);
        ratingsByRound.push(so.ratings);
        options.onRoundDone?.(so);
      }
    }
  } finally {
    await runner?.close();
  }

  const matches = schedule.flatMap((m) => (known.has(m.key) ? [known.get(m.key)!] : []));
  const standings = computeStandings(names, matches);
  const complete = schedule.every(isDone);
  const byRound = rounds > 1 ? { rounds, ratingsByRound } : {};
  const result = {
    names,
    standings,
    matches,
    total: schedule.length,
    resumed,
    unverified,
    complete,
    rounds,
    ...(rounds > 1 ? { ratingsByRound } : {}),
  };
  writeTournamentFile(
    join(dir, TOURNAMENT_FILES.summary),
    `${JSON.stringify({ complete, total: schedule.length, played: matches.length, ...byRound, standings, matches }, null, 2)}\n`,
  );
  return result;
}

/** The table and the ratings over rounds 1 … `round`. */
function roundStanding(
  names: readonly string[],
  schedule: readonly ScheduledMatch[],
  known: ReadonlyMap<string, MatchSummary>,
  round: number,
  rounds: number,
): RoundStanding {
  const matches = schedule.flatMap((m) => (m.round <= round && known.has(m.key) ? [known.get(m.key)!] : []));
  const ratings = computeEntrantRatings(names, matches);
  return {
    round,
    rounds,
    ratings: names.map((name, entrant) => ({ entrant, name, ...ratings[entrant]! })),
    standings: computeStandings(names, matches),
  };
}

function lines(dir: string): ReturnType<typeof readResultLines> {
  try {
    return readResultLines(dir);
  } catch (error) {
    throw new TournamentMismatchError(
      `${join(dir, TOURNAMENT_FILES.results)}: cannot be read back (${(error as Error).message}); use another --out folder`,
    );
  }
}

/**
 * The recorded results that verify. When some lines do not count (did not verify, or were
 * replaced by a later line of the same match), results.jsonl is rewritten with only the ones that
 * do, and those that did not verify are appended to results.rejected.jsonl with the reason.
 */
function resumeResults(lines: ReturnType<typeof readResultLines>, context: ResumeContext): ResumeCheck {
  const { dir } = context;
  const check = checkRecordedResults(lines, context);
  if (check.kept.length !== lines.length) {
    if (check.rejected.length > 0) {
      appendLines(
        join(dir, TOURNAMENT_FILES.rejected),
        check.rejected.map((r) => `${JSON.stringify({ reason: r.reason, line: r.text })}\n`).join(""),
      );
    }
    const kept = check.kept.map((i) => `${lines[i]!.text}\n`).join("");
    writeTournamentFile(join(dir, TOURNAMENT_FILES.results), kept);
  }
  return check;
}

function summarize(match: ScheduledMatch, record: MatchRecord, names: readonly string[]): MatchSummary {
  const { result } = record.replay;
  return {
    key: match.key,
    index: match.index,
    seed: match.seed,
    players: [names[match.players[0]]!, names[match.players[1]]!],
    entrants: [match.players[0], match.players[1]],
    sourceHashes: [record.replay.bots[0].sourceHash, record.replay.bots[1].sourceHash],
    status: result.status,
    winner: result.winner,
    winReason: result.winReason,
    faults: record.faults,
    moves: record.replay.moves.length,
    cpuMs: [record.totals[0].cpuMs, record.totals[1].cpuMs],
    wallMs: [record.totals[0].wallMs, record.totals[1].wallMs],
    attempts: record.attempts,
    replay: `${TOURNAMENT_FILES.replays}/${match.key}.json`,
  };
}
