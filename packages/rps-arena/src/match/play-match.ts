import type { Limits, ProtocolState, RuleSet } from "@rulekit/rps-grid";
import { type PreparedBot, type PrepareOptions, prepareBot } from "../bot/prepare-bot.js";
import { InfrastructureError, MAX_INFRASTRUCTURE_RERUNS } from "../faults.js";
import type { Submission } from "../submission/load-submission.js";
import type { MatchEvent, MatchRecord } from "./match-types.js";
import { finalize, infrastructureRecord, runMatch } from "./run-match.js";

/**
 * One match from two submissions: builds both (compile once), plays, and cleans up. A failure to
 * prepare the sandbox counts as an infrastructure failure like any other (retried, never a loss).
 * When `signal` aborts, the compile or move under way has its sandbox killed at once, both bots are
 * disposed of (their private copies deleted), nothing is retried, and it rejects with `signal.reason`.
 */
export async function playMatch(options: {
  submissions: readonly [Submission, Submission];
  rules: RuleSet;
  seed: string;
  limits: Limits;
  initialState?: ProtocolState;
  prepare?: PrepareOptions;
  onEvent?: (event: MatchEvent) => void;
  signal?: AbortSignal;
}): Promise<MatchRecord> {
  const { signal } = options;
  const errors: string[] = [];
  while (errors.length <= MAX_INFRASTRUCTURE_RERUNS) {
    signal?.throwIfAborted();
    const bots: PreparedBot[] = [];
    try {
      for (const submission of options.submissions) {
        bots.push(await prepareBot(submission, { ...options.prepare, limits: options.limits, signal }));
      }
    } catch (error) {
      for (const bot of bots) bot.dispose();
      signal?.throwIfAborted();
      if (!(error instanceof InfrastructureError)) throw error;
      errors.push(error.message);
      options.onEvent?.({ type: "attempt_failed", attempt: errors.length, message: error.message });
      continue;
    }
    try {
      const record = await runMatch({
        bots: [bots[0]!, bots[1]!],
        rules: options.rules,
        seed: options.seed,
        limits: options.limits,
        initialState: options.initialState,
        onEvent: options.onEvent,
        previousErrors: errors,
        signal,
      });
      return record;
    } finally {
      for (const bot of bots) bot.dispose();
    }
  }
  const [a, b] = options.submissions;
  const identity = (s: Submission) => ({
    name: s.name,
    language: s.manifest.language,
    sourceHash: s.sourceHash,
  });
  const setup = {
    bots: [identity(a), identity(b)] as const,
    rules: options.rules,
    seed: options.seed,
    limits: options.limits,
    initialState: options.initialState,
  };
  return finalize(infrastructureRecord(setup, errors), errors, true);
}
