import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stableHash } from "@rulekit/core";
import type { Limits, RuleSet } from "@rulekit/rps-grid";
import { type PreparedBot, type PrepareOptions, prepareBot } from "../bot/prepare-bot.js";
import { InfrastructureError, MAX_INFRASTRUCTURE_RERUNS } from "../faults.js";
import type { MatchRecord } from "../match/match-types.js";
import { runMatch } from "../match/run-match.js";
import type { Submission } from "../submission/load-submission.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { appendResult, readResults, TOURNAMENT_FILES } from "./results-log.js";
import { type ScheduledMatch, scheduleRoundRobin } from "./schedule.js";
import { computeStandings, type MatchSummary, type Standing } from "./standings.js";

export interface TournamentOptions {
  submissions: readonly Submission[];
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
  /** Called when the schedule is known: how many matches in all and how many are already done. */
  onStart?: (info: { total: number; done: number; names: string[] }) => void;
  onMatchDone?: (summary: MatchSummary) => void;
  /** Stops scheduling new matches (running ones finish and are recorded). */
  signal?: AbortSignal;
}

export interface TournamentResult {
  names: string[];
  standings: Standing[];
  /** The latest record of every scheduled match that has one, in schedule order. */
  matches: MatchSummary[];
  total: number;
  /** Matches taken from an earlier, interrupted run of the same tournament. */
  resumed: number;
  complete: boolean;
}

/** The folder holds another tournament (other bots, rules, limits or seeds). */
export class TournamentMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TournamentMismatchError";
  }
}

/**
 * A round-robin tournament (see scheduleRoundRobin) that survives interruptions: each finished
 * match is appended to results.jsonl (and its replay written) the moment it ends, and running the
 * same tournament into the same folder again plays only what is missing. Each bot is built once.
 */
export async function runTournament(options: TournamentOptions): Promise<TournamentResult> {
  const names = uniqueNames(options.submissions.map((s) => s.name));
  const dir = options.outDir;
  mkdirSync(join(dir, TOURNAMENT_FILES.replays), { recursive: true });
  checkManifest(dir, options, names);

  const schedule = scheduleRoundRobin(options.submissions.length, options.games, options.seed);
  const known = new Map<string, MatchSummary>();
  for (const summary of readResults(dir)) known.set(summary.key, summary);
  const isDone = (m: ScheduledMatch) => {
    const summary = known.get(m.key);
    // An infrastructure failure has no result: play it again.
    return summary !== undefined && !(summary.status === "aborted" && summary.faults.length === 0);
  };
  const pending = schedule.filter((m) => !isDone(m));
  const resumed = schedule.length - pending.length;
  options.onStart?.({ total: schedule.length, done: resumed, names });

  const bots = pending.length > 0 ? await prepareAll(options) : [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !options.signal?.aborted) {
        const match = pending[next++]!;
        const record = await runMatch({
          bots: [bots[match.players[0]]!, bots[match.players[1]]!],
          rules: options.rules,
          seed: match.seed,
          limits: options.limits,
        });
        const summary = summarize(match, record, names);
        writeFileAtomic(join(dir, summary.replay), `${JSON.stringify(record.replay, null, 2)}\n`);
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
  const result = { names, standings, matches, total: schedule.length, resumed, complete };
  writeFileAtomic(
    join(dir, TOURNAMENT_FILES.summary),
    `${JSON.stringify({ complete, total: schedule.length, played: matches.length, standings, matches }, null, 2)}\n`,
  );
  return result;
}

function summarize(match: ScheduledMatch, record: MatchRecord, names: string[]): MatchSummary {
  const { result } = record.replay;
  return {
    key: match.key,
    index: match.index,
    seed: match.seed,
    players: [names[match.players[0]]!, names[match.players[1]]!],
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
    for (const submission of options.submissions) {
      bots.push(await prepareWithRetries(submission, options));
    }
    return bots;
  } catch (error) {
    for (const bot of bots) bot.dispose();
    throw error;
  }
}

async function prepareWithRetries(submission: Submission, options: TournamentOptions): Promise<PreparedBot> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await prepareBot(submission, { ...options.prepare, limits: options.limits });
    } catch (error) {
      if (!(error instanceof InfrastructureError) || attempt >= MAX_INFRASTRUCTURE_RERUNS) throw error;
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

function checkManifest(dir: string, options: TournamentOptions, names: string[]): void {
  const path = join(dir, TOURNAMENT_FILES.manifest);
  const current = identity(options, names);
  if (existsSync(path)) {
    let recorded: Record<string, unknown>;
    try {
      recorded = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    } catch {
      throw new TournamentMismatchError(`${path}: not a tournament manifest (not valid JSON)`);
    }
    const { format: _format, version: _version, ...rest } = recorded;
    if (stableHash(rest) !== stableHash(current)) {
      throw new TournamentMismatchError(
        `${dir} holds another tournament (different bots, sources, games, seed, rules or limits); use another --out folder`,
      );
    }
    return;
  }
  writeFileAtomic(
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
