import type { Limits, RuleSet } from "@rulekit/rps-grid";
import type { PreparedBot, PrepareOptions } from "../bot/prepare-bot.js";
import type { MatchOptions, MatchRecord } from "../match/match-types.js";
import type { Entrant } from "../submission/entrant.js";
import type { Submission } from "../submission/load-submission.js";
import type { ScheduledMatch } from "./schedule.js";
import type { ResumeContext } from "./verify-results.js";

/**
 * Where a tournament's matches are played: in this process (the default, `localRunner`) or by a
 * worker fleet through a queue (`queueRunner` in distributed/). The tournament decides what is
 * played and records what comes back; the runner only plays.
 */
export interface MatchRunner {
  /**
   * Plays `matches` (the missing matches of one round) and hands each record to `done` as it
   * ends. `done` returns null once the result is recorded, or why it was refused (a record that
   * came from elsewhere and did not verify); the runner may then play that match again. Resolves
   * when every match is recorded, or given up, or, after `signal` aborts, when the ones already
   * started have ended.
   */
  play(
    matches: readonly ScheduledMatch[],
    done: (match: ScheduledMatch, record: MatchRecord) => string | null,
    signal?: AbortSignal,
  ): Promise<void>;
  /** Releases what the runner holds (built bots, connections). */
  close(): Promise<void>;
}

/** What a runner is told about the tournament it plays for. */
export interface RunnerContext {
  /** A short stable id of the tournament (from its identity). */
  id: string;
  submissions: readonly Entrant[];
  /** Display names (made unique), index = bot. */
  names: readonly string[];
  rules: RuleSet;
  limits: Limits;
  concurrency: number;
  prepare?: PrepareOptions;
  /** What a record is checked against when it comes from outside this process. */
  resume: ResumeContext;
  /** Injected by tests: how a bot is prepared and how a move is played. */
  prepareBot?: (submission: Submission, options: PrepareOptions) => Promise<PreparedBot>;
  runMove?: MatchOptions["runMove"];
}

export type MatchRunnerFactory = (context: RunnerContext) => MatchRunner | Promise<MatchRunner>;
