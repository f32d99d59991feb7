import { CLASSIC_V2, type Limits } from "@rulekit/rps-grid";
import type { PreparedBot, PrepareOptions } from "../bot/prepare-bot.js";
import type { BotFaultCode } from "../faults.js";
import type { MatchOptions, MatchRecord } from "../match/match-types.js";
import { runMatch } from "../match/run-match.js";
import { inertRecord } from "../replay/inert-record.js";
import type { Submission } from "../submission/load-submission.js";
import { type PrepareBot, prepareEntrant } from "../tournament/prepare-entrant.js";

/** One check game, from the submission's side. */
export interface CheckGame {
  /** The submission's player index: 0 moves first. */
  side: 0 | 1;
  seed: string;
  outcome: "win" | "loss" | "draw" | "no result";
  /** The engine's reason or the fault code. */
  reason: string | null;
  moves: number;
  /** The submission's own fault, when it lost by one. */
  fault: { code: BotFaultCode; message: string } | null;
  record: MatchRecord;
}

export interface CheckGameOptions {
  seed: string;
  limits: Limits;
  prepare?: PrepareOptions;
  prepareBot?: PrepareBot;
  runMove?: MatchOptions["runMove"];
  /** Stops the games: see MatchOptions.signal (the bots are disposed of here). */
  signal?: AbortSignal;
}

/**
 * The two check games of a submission: Classic (v2) against the reference bot, once from each
 * side, on the same seed, each bot built once and every move in the sandbox as in any match. A
 * submission that does not build loses both with `bot_error`; an infrastructure failure is replayed
 * as in any match and, if it persists, the game has no result.
 */
export async function playCheckGames(
  submission: Submission,
  reference: Submission,
  options: CheckGameOptions,
): Promise<[CheckGame, CheckGame]> {
  const { signal } = options;
  signal?.throwIfAborted();
  const prepare = { ...options.prepare, limits: options.limits, signal };
  const bots: PreparedBot[] = [];
  try {
    // prepareEntrant takes a stopped preparation for the bot's failure: the signal says otherwise.
    bots.push(await prepareEntrant(submission, prepare, options.prepareBot));
    signal?.throwIfAborted();
    bots.push(await prepareEntrant(reference, prepare, options.prepareBot));
    signal?.throwIfAborted();
    const [mine, theirs] = bots as [PreparedBot, PreparedBot];
    const games: CheckGame[] = [];
    for (const side of [0, 1] as const) {
      const record = inertRecord(
        await runMatch({
          bots: side === 0 ? [mine, theirs] : [theirs, mine],
          rules: CLASSIC_V2,
          seed: options.seed,
          limits: options.limits,
          runMove: options.runMove,
          signal,
        }),
      );
      games.push(describe(side, options.seed, record));
    }
    return games as [CheckGame, CheckGame];
  } finally {
    for (const bot of bots) bot.dispose();
  }
}

function describe(side: 0 | 1, seed: string, record: MatchRecord): CheckGame {
  const { result } = record.replay;
  const fault = record.faults.find((f) => f.player === side);
  const noResult = result.status === "aborted" && record.faults.length === 0;
  return {
    side,
    seed,
    outcome: noResult
      ? "no result"
      : result.winner === null
        ? "draw"
        : result.winner === side
          ? "win"
          : "loss",
    reason: result.winReason,
    moves: record.replay.moves.length,
    fault: fault ? { code: fault.code, message: fault.message } : null,
    record,
  };
}
