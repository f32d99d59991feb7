import { existsSync, lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseJsonText, stableHash } from "@rulekit/core";
import type { Limits, RuleSet } from "@rulekit/rps-grid";
import { type PreparedBot, type PrepareOptions, prepareBot } from "../bot/prepare-bot.js";
import { InfrastructureError, MAX_INFRASTRUCTURE_RERUNS } from "../faults.js";
import type { MatchOptions, MatchRecord } from "../match/match-types.js";
import { runMatch } from "../match/run-match.js";
import { inertRecord } from "../replay/inert-record.js";
import { type Entrant, isRefused } from "../submission/entrant.js";
import type { Submission } from "../submission/load-submission.js";
import type { MatchSummary } from "./match-summary.js";
import {
  appendLines,
  appendResult,
  RESULTS_LIMITS,
  readResultLines,
  readTournamentFile,
  TOURNAMENT_FILES,
  writeTournamentFile,
} from "./results-log.js";
import { type ScheduledMatch, scheduleRoundRobin } from "./schedule.js";
import { computeStandings, type Standing } from "./standings.js";
import { unbuiltBot } from "./unbuilt-bot.js";
import { checkRecordedResults, type ResumeCheck } from "./verify-results.js";

export interface TournamentOptions {
  /** The bots; a refused submission takes part and loses each of its matches with `bot_error`. */
  submissions: readonly Entrant[];
  /** Seeds per pair; each seed is played from both sides. */
  games: number;
  seed: string;
  rules: RuleSet;
  limits: Limits;
  /** Matches played at the same time. */
  concurrency: number;
  /** The tournament folder: tournament.json, results.jsonl, replays/, summary.json. */
  outDir: string;
  prepare?: PrepareOptions;
  /**
   * Called when the schedule is known: how many matches in all, how many are already done (verified
   * results of an earlier run), and how many recorded results did not verify (they are played again).
   */
  onStart?: (info: { total: number; done: number; names: string[]; unverified: number }) => void;
  onMatchDone?: (summary: MatchSummary) => void;
  /** Stops scheduling new matches (running ones finish and are recorded). */
  signal?: AbortSignal;
  /** Injected by tests: how a bot is prepared (default `prepareBot`) and how a move is played. */
  prepareBot?: (submission: Submission, options: PrepareOptions) => Promise<PreparedBot>;
  runMove?: MatchOptions["runMove"];
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
}

/** The folder holds another tournament (other bots, rules, limits or seeds), or results of an unknown one. */
export class TournamentMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TournamentMismatchError";
  }
}

/**
 * A round-robin tournament (see scheduleRoundRobin) that survives interruptions: each finished
 * match is appended to results.jsonl (and its replay written) the moment it ends, and running the
 * same tournament into the same folder again plays only what is missing. On resume a recorded
 * result counts only once it verifies against its replay (checkRecordedResults); the others are set
 * aside in results.rejected.jsonl and played again. Each bot is built once; a bot that is refused
 * or cannot be built loses its matches with `bot_error` while the others play on.
 */
export async function runTournament(options: TournamentOptions): Promise<TournamentResult> {
  const names = uniqueNames(options.submissions.map((s) => s.name));
  const dir = options.outDir;
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

  const schedule = scheduleRoundRobin(options.submissions.length, options.games, options.seed);
  const resume = resumeResults(dir, schedule, options, names);
  const known = resume.verified;
  const isDone = (m: ScheduledMatch) => {
    const summary = known.get(m.key);
    // An infrastructure failure has no result: play it again.
    return summary !== undefined && !(summary.status === "aborted" && summary.faults.length === 0);
  };
  const pending = schedule.filter((m) => !isDone(m));
  const resumed = schedule.length - pending.length;
  const unverified = resume.rejected.length;
  options.onStart?.({ total: schedule.length, done: resumed, names, unverified });

  const bots = pending.length > 0 ? await prepareAll(options) : [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !options.signal?.aborted) {
        const match = pending[next++]!;
        const record = inertRecord(
          await runMatch({
            bots: [bots[match.players[0]]!, bots[match.players[1]]!],
            rules: options.rules,
            seed: match.seed,
            limits: options.limits,
            runMove: options.runMove,
          }),
        );
        const summary = summarize(match, record, names);
        writeTournamentFile(join(dir, summary.replay), `${JSON.stringify(record.replay, null, 2)}\n`);
        appendResult(dir, summary);
        known.set(match.key, summary);
        options.onMatchDone?.(summary);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.concurrency, pending.length)) }, worker),
    );
  } finally {
    for (const bot of bots) bot.dispose();
  }

  const matches = schedule.flatMap((m) => (known.has(m.key) ? [known.get(m.key)!] : []));
  const standings = computeStandings(names, matches);
  const complete = schedule.every(isDone);
  const result = { names, standings, matches, total: schedule.length, resumed, unverified, complete };
  writeTournamentFile(
    join(dir, TOURNAMENT_FILES.summary),
    `${JSON.stringify({ complete, total: schedule.length, played: matches.length, standings, matches }, null, 2)}\n`,
  );
  return result;
}

/**
 * The recorded results that verify. When some lines do not count (did not verify, or were
 * replaced by a later line of the same match), results.jsonl is rewritten with only the ones that
 * do, and those that did not verify are appended to results.rejected.jsonl with the reason.
 */
function resumeResults(
  dir: string,
  schedule: ScheduledMatch[],
  options: TournamentOptions,
  names: string[],
): ResumeCheck {
  let lines: ReturnType<typeof readResultLines>;
  try {
    lines = readResultLines(dir);
  } catch (error) {
    throw new TournamentMismatchError(
      `${join(dir, TOURNAMENT_FILES.results)}: cannot be read back (${(error as Error).message}); use another --out folder`,
    );
  }
  const check = checkRecordedResults(lines, {
    dir,
    schedule,
    names,
    bots: options.submissions.map((s) => ({ name: s.name, sourceHash: s.sourceHash })),
    rules: options.rules,
    limits: options.limits,
  });
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

function summarize(match: ScheduledMatch, record: MatchRecord, names: string[]): MatchSummary {
  const { result } = record.replay;
  return {
    key: match.key,
    index: match.index,
    seed: match.seed,
    players: [names[match.players[0]]!, names[match.players[1]]!],
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

async function prepareAll(options: TournamentOptions): Promise<PreparedBot[]> {
  const bots: PreparedBot[] = [];
  try {
    for (const entrant of options.submissions) {
      bots.push(
        isRefused(entrant)
          ? unbuiltBot(entrant, `refused submission: ${entrant.refused}`)
          : await prepareWithRetries(entrant, options),
      );
    }
    return bots;
  } catch (error) {
    for (const bot of bots) bot.dispose();
    throw error;
  }
}

/**
 * Prepares one bot. An infrastructure failure is retried and, if it persists, stops the tournament
 * (nothing a bot does may be one). Any other failure is taken as caused by the bot's files: that
 * bot is entered with `bot_error`, so one odd submission cannot stop the others' matches.
 */
async function prepareWithRetries(submission: Submission, options: TournamentOptions): Promise<PreparedBot> {
  const prepare = options.prepareBot ?? prepareBot;
  for (let attempt = 0; ; attempt++) {
    try {
      return await prepare(submission, { ...options.prepare, limits: options.limits });
    } catch (error) {
      if (!(error instanceof InfrastructureError)) {
        const language = submission.manifest.language;
        return unbuiltBot(
          { ...submission, language },
          `cannot be prepared: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (attempt >= MAX_INFRASTRUCTURE_RERUNS) throw error;
    }
  }
}

/** What identifies a tournament: resuming into a folder requires the same one. */
function identity(options: TournamentOptions, names: string[]) {
  return {
    bots: options.submissions.map((s, i) => ({ name: names[i]!, sourceHash: s.sourceHash })),
    games: options.games,
    seed: options.seed,
    rulesHash: stableHash(options.rules),
    limits: options.limits,
  };
}

/**
 * Checks the folder holds this tournament (or none yet). Results without a tournament.json are
 * refused and left as they are: nothing tells which tournament they belong to.
 */
function checkManifest(dir: string, options: TournamentOptions, names: string[]): void {
  const path = join(dir, TOURNAMENT_FILES.manifest);
  const current = identity(options, names);
  let content: Buffer | null;
  try {
    content = readTournamentFile(dir, TOURNAMENT_FILES.manifest, RESULTS_LIMITS.manifestBytes);
  } catch (error) {
    throw new TournamentMismatchError(`${path}: not a tournament manifest (${(error as Error).message})`);
  }
  if (content !== null) {
    const recorded = parseJsonText(content.toString("utf8"), {
      maxDepth: 64,
      maxChars: RESULTS_LIMITS.manifestBytes,
    });
    if (
      !recorded.ok ||
      typeof recorded.value !== "object" ||
      recorded.value === null ||
      Array.isArray(recorded.value)
    ) {
      throw new TournamentMismatchError(`${path}: not a tournament manifest (not a JSON object)`);
    }
    const { format: _format, version: _version, ...rest } = recorded.value as Record<string, unknown>;
    if (stableHash(rest) !== stableHash(current)) {
      throw new TournamentMismatchError(
        `${dir} holds another tournament (different bots, sources, games, seed, rules or limits); use another --out folder`,
      );
    }
    return;
  }
  const orphans = [
    TOURNAMENT_FILES.results,
    TOURNAMENT_FILES.rejected,
    TOURNAMENT_FILES.replays,
    TOURNAMENT_FILES.summary,
  ].filter((name) => existsSync(join(dir, name)));
  if (orphans.length > 0) {
    throw new TournamentMismatchError(
      `${dir} has ${orphans.join(", ")} but no ${TOURNAMENT_FILES.manifest}: they may be another tournament's results, so they are neither used nor overwritten; use another --out folder`,
    );
  }
  writeTournamentFile(
    path,
    `${JSON.stringify({ format: "rulekit-rps-tournament", version: 1, ...current }, null, 2)}\n`,
  );
}

function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}#${count}`;
  });
}
