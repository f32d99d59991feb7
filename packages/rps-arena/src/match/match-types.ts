import type { BotRequest, Limits, ProtocolState, Replay, RuleSet } from "@rulekit/rps-grid";
import type { PreparedBot } from "../bot/prepare-bot.js";
import type { BotFault } from "../faults.js";
import type { MoveBudget, MoveFigures, MoveVerdict } from "../move/classify-run.js";

export interface MatchOptions {
  /** Index = player: bots[0] moves first. */
  bots: readonly [PreparedBot, PreparedBot];
  rules: RuleSet;
  seed: string;
  limits: Limits;
  /** Start from this protocol state instead of the seeded setup (recorded as `initialState`). */
  initialState?: ProtocolState;
  /** Called after every accepted move and on the final result (for live output). */
  onEvent?: (event: MatchEvent) => void;
  /**
   * Stops the match: the move under way has its sandbox killed at once (both sides' sandboxes are
   * closed), nothing is retried, and the promise rejects with `signal.reason`. The caller still
   * disposes of the bots. An already-aborted signal only rejects.
   */
  signal?: AbortSignal;
  /**
   * Plays one move of a bot (default: `runBotMove`, a fresh sandboxed process). Injected by tests
   * to play matches in-process or to simulate runner failures.
   */
  runMove?: (
    bot: PreparedBot,
    request: BotRequest,
    limits: Limits,
    budget: MoveBudget,
  ) => Promise<MoveVerdict>;
}

export type MatchEvent =
  | { type: "move"; ply: number; player: 0 | 1; figures: MoveFigures }
  | { type: "attempt_failed"; attempt: number; message: string };

/** Totals per bot over the accepted moves of a match. */
export interface BotTotals {
  moves: number;
  cpuMs: number;
  wallMs: number;
  maxMoveCpuMs: number;
  maxMoveWallMs: number;
}

/** A bot's stderr during one move (bounded, inert): its log, kept beside the replay for its owner. */
export interface MoveLog {
  /** The ply the bot was asked to play (its move's ply, or the ply it faulted on). */
  ply: number;
  player: 0 | 1;
  stderr: string;
}

/** Everything one match produced: the replay (written as is), the faults and the totals. */
export interface MatchRecord {
  replay: Replay;
  /** Every bot fault (one, or two when both bots failed to build). */
  faults: BotFault[];
  totals: [BotTotals, BotTotals];
  /** 1 + the infrastructure reruns it took. */
  attempts: number;
  /**
   * The bots' stderr per move (only moves that wrote some), in play order, at most
   * MATCH_LOG_MAX_CHARS in all; absent when no move wrote any. Not part of the replay: only the bot's
   * owner should read it.
   */
  logs?: MoveLog[];
  /** Messages of the infrastructure failures that caused reruns (and the final one, if it never completed). */
  infrastructureErrors: string[];
  /**
   * Runner overhead per accepted move, in ms: the whole move (request, spawn, sandbox set-up, I/O,
   * checks, rules) minus the bot process's own wall time (from its start to its exit).
   */
  overheadMs: number[];
  /** The same for the first move of each side, which also starts that side's sandbox. */
  firstMoveOverheadMs: number[];
}
