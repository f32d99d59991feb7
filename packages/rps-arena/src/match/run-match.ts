import {
  type BotRequest,
  buildRequest,
  ENGINE_NAME,
  ENGINE_VERSION,
  fromState,
  type Game,
  type JsonValue,
  type Limits,
  newGame,
  type ProtocolState,
  play,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  type ReplayMove,
  type RuleSet,
} from "@rulekit/rps-grid";
import type { PreparedBot } from "../bot/prepare-bot.js";
import {
  type BotFault,
  FAULT,
  INFRASTRUCTURE_ERROR,
  InfrastructureError,
  MAX_INFRASTRUCTURE_RERUNS,
} from "../faults.js";
import type { MoveBudget } from "../move/classify-run.js";
import { openBotSession, runBotMove } from "../move/run-move.js";
import { stateHashOf } from "../replay/state-hash.js";
import type { SandboxSession } from "../sandbox/session.js";
import { stopSandboxesOn } from "../sandbox/stop-signal.js";
import type { BotTotals, MatchOptions, MatchRecord, MoveLog } from "./match-types.js";

/** The most stderr kept per match over all its moves (a bot cannot fill the store with logs). */
export const MATCH_LOG_MAX_CHARS = 256 * 1024;

/**
 * Plays a match; an infrastructure failure (sandbox or runner, never the bot's doing) replays the
 * whole match from the start with the same seed, at most MAX_INFRASTRUCTURE_RERUNS more times. If
 * every attempt fails the record says `aborted` / `infrastructure_error` with no winner.
 * `previousErrors` are failures that already used up attempts (e.g. while preparing the bots).
 * Once `signal` aborts it rejects with `signal.reason` (see MatchOptions.signal), nothing retried.
 */
export async function runMatch(
  options: MatchOptions & { previousErrors?: readonly string[] },
): Promise<MatchRecord> {
  const errors = [...(options.previousErrors ?? [])];
  let last: MatchRecord | null = null;
  while (errors.length <= MAX_INFRASTRUCTURE_RERUNS) {
    options.signal?.throwIfAborted();
    let record: MatchRecord;
    try {
      record = await runMatchOnce(options);
    } catch (error) {
      options.signal?.throwIfAborted();
      // A runner bug must not crash a tournament nor count against a bot.
      record = infrastructureRecord(matchSetup(options), [`runner failure: ${(error as Error).message}`]);
    }
    if (record.infrastructureErrors.length === 0) return finalize(record, errors);
    errors.push(record.infrastructureErrors[0]!);
    options.onEvent?.({ type: "attempt_failed", attempt: errors.length, message: errors.at(-1)! });
    last = record;
  }
  return finalize(last ?? infrastructureRecord(matchSetup(options), errors), errors, true);
}

/** What a replay records about a match besides its moves and result. */
export interface MatchSetup {
  bots: readonly [BotIdentity, BotIdentity];
  rules: RuleSet;
  seed: string;
  limits: Limits;
  initialState?: ProtocolState;
}

export interface BotIdentity {
  name: string;
  language: string;
  sourceHash: string;
  runtime?: string;
}

export function matchSetup(options: MatchOptions): MatchSetup {
  return {
    bots: [identity(options.bots[0]), identity(options.bots[1])],
    rules: options.rules,
    seed: options.seed,
    limits: options.limits,
    initialState: options.initialState,
  };
}

/** The record of a match that never completed because of infrastructure failures. */
export function infrastructureRecord(
  setup: MatchSetup,
  errors: string[],
  moves: ReplayMove[] = [],
): MatchRecord {
  return {
    replay: buildReplay(setup, moves, infrastructureResult(), []),
    faults: [],
    totals: [emptyTotals(), emptyTotals()],
    attempts: 1,
    infrastructureErrors: errors,
    overheadMs: [],
    firstMoveOverheadMs: [],
  };
}

/** Stamps the attempts and the infrastructure failures that used them up onto a record. */
export function finalize(record: MatchRecord, errors: string[], failed = false): MatchRecord {
  const attempts = failed ? errors.length : errors.length + 1;
  const replay = { ...record.replay, attempts } as Replay & Record<string, unknown>;
  if (errors.length > 0) replay.infrastructureErrors = [...errors];
  return { ...record, replay, attempts, infrastructureErrors: [...errors] };
}

/** One attempt: builds requests, runs each move in a fresh sandbox, applies it, records it. */
export function runMatchOnce(options: MatchOptions): Promise<MatchRecord> {
  return stopSandboxesOn(options.signal, () => playOnce(options));
}

async function playOnce(options: MatchOptions): Promise<MatchRecord> {
  const { bots, rules, seed, limits } = options;
  const moves: ReplayMove[] = [];
  const totals: [BotTotals, BotTotals] = [emptyTotals(), emptyTotals()];
  const overheadMs: number[] = [];
  const firstMoveOverheadMs: number[] = [];
  const setup = matchSetup(options);
  const logs: MoveLog[] = [];
  let logChars = 0;
  const record = (result: Replay["result"], faults: BotFault[], infra: string[] = []): MatchRecord => ({
    replay: buildReplay(setup, moves, result, faults),
    faults,
    totals,
    attempts: 1,
    infrastructureErrors: infra,
    overheadMs,
    firstMoveOverheadMs,
    ...(logs.length > 0 ? { logs } : {}),
  });

  const buildFaults: BotFault[] = [];
  bots.forEach((bot, player) => {
    if (bot.buildError !== null) {
      buildFaults.push({ player: player as 0 | 1, code: FAULT.botError, message: bot.buildError });
    }
  });
  if (buildFaults.length > 0) {
    const winner = buildFaults.length === 2 ? null : ((1 - buildFaults[0]!.player) as 0 | 1);
    return record(
      { status: "aborted", winner, winReason: FAULT.botError, fault: { ...buildFaults[0]! } },
      buildFaults,
    );
  }

  let game: Game;
  try {
    game = options.initialState ? fromState(rules, options.initialState, { seed }) : newGame(rules, seed);
  } catch (error) {
    throw new InfrastructureError(`cannot start the game: ${(error as Error).message}`);
  }
  const userdata: [JsonValue | null, JsonValue | null] = [null, null];
  const cpuUsed = [0, 0];
  // One sandbox per side for the whole match, a fresh process per move. Both start now, so the
  // second side's start-up overlaps the first side's first move.
  const sessions: [SandboxSession | null, SandboxSession | null] = options.runMove
    ? [null, null]
    : openBothSessions(bots, limits);
  const runMove =
    options.runMove ??
    ((bot: PreparedBot, request: BotRequest, moveLimits: Limits, budget: MoveBudget) => {
      const player = request.player_index;
      sessions[player] ??= openBotSession(bot, moveLimits);
      return runBotMove(bot, request, moveLimits, budget, sessions[player]);
    });
  try {
    return await playMoves();
  } finally {
    for (const session of sessions) session?.close();
  }

  async function playMoves(): Promise<MatchRecord> {
    const loopStart = performance.now();

    while (game.status === "playing") {
      options.signal?.throwIfAborted();
      const moveStart = performance.now();
      const player = game.currentTurn;
      const bot = bots[player];
      const elapsed = performance.now() - loopStart;
      const wallLeft = limits.matchWallMs - elapsed;
      if (wallLeft <= 0) return matchWallOut(player, 0);
      const cpuLeft = limits.totalCpuMs - cpuUsed[player]!;
      if (cpuLeft <= 0) {
        const fault: BotFault = {
          player,
          code: FAULT.totalCpuTimeout,
          message: `no CPU left of the match budget (${limits.totalCpuMs} ms)`,
        };
        return record(faultResult(fault), [fault]);
      }
      const requestId = `turn-${game.moveCount}`;
      const request = buildRequest(game, player, limits, userdata[player], requestId);
      const verdict = await runMove(bot, request, limits, {
        cpuMs: Math.min(limits.moveCpuMs, cpuLeft),
        moveCpuMs: limits.moveCpuMs,
        wallMs: Math.min(limits.moveWallMs, wallLeft),
        moveWallMs: limits.moveWallMs,
        outputBytes: limits.outputBytes,
        userdataBytes: limits.userdataBytes,
      });
      // A move cut short by the signal (its sandbox closed) is no move, fault nor failure.
      options.signal?.throwIfAborted();
      const { figures } = verdict;
      if (verdict.stderr !== undefined && logChars < MATCH_LOG_MAX_CHARS) {
        const stderr = verdict.stderr.slice(0, MATCH_LOG_MAX_CHARS - logChars);
        logChars += stderr.length;
        logs.push({ ply: moves.length, player, stderr });
      }
      const wallRanOut = performance.now() - loopStart >= limits.matchWallMs;
      if (verdict.kind === "infrastructure") {
        // A move cut short by the match's wall time is not an infrastructure failure: see matchWallOut.
        if (wallRanOut) return matchWallOut(player, figures.wallMs ?? figures.hostWallMs);
        return record(infrastructureResult(), [], [verdict.message]);
      }
      if (verdict.kind === "fault") {
        const fault: BotFault = { player, code: verdict.code, message: verdict.message };
        return record(faultResult(fault), [fault]);
      }
      const played = play(game, verdict.move);
      if (!played.ok) {
        const fault: BotFault = { player, code: FAULT.illegalMove, message: played.message };
        return record(faultResult(fault), [fault]);
      }
      game = played.game;
      userdata[player] = verdict.userdata === undefined ? null : verdict.userdata;
      const cpuMs = figures.cpuMs ?? 0;
      const wallMs = figures.wallMs ?? figures.hostWallMs;
      cpuUsed[player]! += cpuMs;
      addTotals(totals[player], cpuMs, wallMs);
      moves.push({
        ply: moves.length,
        player,
        move: verdict.move,
        requestId,
        cpuMs,
        wallMs,
        outputBytes: figures.outputBytes,
        userdataBytes: figures.userdataBytes,
        stateHash: stateHashOf(game),
      });
      // Everything this move cost besides the bot process itself: request, spawn, sandbox, I/O, rules.
      if (figures.wallMs !== null)
        (totals[player].moves === 1 ? firstMoveOverheadMs : overheadMs).push(
          Math.max(0, performance.now() - moveStart - figures.wallMs),
        );
      options.onEvent?.({ type: "move", ply: moves.length - 1, player, figures });
    }
    return record({ status: "finished", winner: game.winner, winReason: game.winReason, fault: null }, []);

    /**
     * The move loop used up matchWallMs. The side whose moves took more of it (the mover on a tie)
     * loses with `wall_timeout`: a bot cannot turn a lost match into "no result" by being slow.
     * Only when the bots' own moves took less than half of the time was the runner the slow part,
     * and that is an infrastructure error.
     */
    function matchWallOut(mover: 0 | 1, moveWallMs: number): MatchRecord {
      const used = [totals[0].wallMs, totals[1].wallMs];
      used[mover]! += moveWallMs;
      const elapsed = performance.now() - loopStart;
      if (used[0]! + used[1]! < elapsed / 2) {
        return record(
          infrastructureResult(),
          [],
          [
            `match wall time (${limits.matchWallMs} ms) exhausted, mostly outside the bots (${Math.round(used[0]! + used[1]!)} ms of ${Math.round(elapsed)} ms in their moves)`,
          ],
        );
      }
      const loser: 0 | 1 = used[0] === used[1] ? mover : used[0]! > used[1]! ? 0 : 1;
      const fault: BotFault = {
        player: loser,
        code: FAULT.wallTimeout,
        message: `the match wall time (${limits.matchWallMs} ms) ran out: this side's moves took ${Math.round(used[loser]!)} ms of it, the other side's ${Math.round(used[1 - loser]!)} ms`,
      };
      return record(faultResult(fault), [fault]);
    }
  }
}

function faultResult(fault: BotFault): Replay["result"] {
  return {
    status: "aborted",
    winner: (1 - fault.player) as 0 | 1,
    winReason: fault.code,
    fault: { ...fault },
  };
}

function infrastructureResult(): Replay["result"] {
  return { status: "aborted", winner: null, winReason: INFRASTRUCTURE_ERROR, fault: null };
}

function buildReplay(
  options: MatchSetup,
  moves: ReplayMove[],
  result: Replay["result"],
  faults: BotFault[],
): Replay {
  const replay: Replay = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    rules: options.rules,
    seed: options.seed,
    ...(options.initialState ? { initialState: options.initialState } : {}),
    limits: { ...options.limits },
    bots: [{ ...options.bots[0] }, { ...options.bots[1] }],
    moves,
    result,
  };
  if (faults.length > 1) (replay.result as Record<string, unknown>).faults = faults;
  return replay;
}

function identity(bot: BotIdentity): BotIdentity {
  return { name: bot.name, language: bot.language, sourceHash: bot.sourceHash, runtime: bot.runtime };
}

function emptyTotals(): BotTotals {
  return { moves: 0, cpuMs: 0, wallMs: 0, maxMoveCpuMs: 0, maxMoveWallMs: 0 };
}

function addTotals(totals: BotTotals, cpuMs: number, wallMs: number): void {
  totals.moves++;
  totals.cpuMs = Math.round((totals.cpuMs + cpuMs) * 1000) / 1000;
  totals.wallMs = Math.round((totals.wallMs + wallMs) * 1000) / 1000;
  totals.maxMoveCpuMs = Math.max(totals.maxMoveCpuMs, cpuMs);
  totals.maxMoveWallMs = Math.max(totals.maxMoveWallMs, wallMs);
}

/** Both sides' sandboxes; when the second cannot start, the first is closed before the error goes on. */
function openBothSessions(
  bots: readonly [PreparedBot, PreparedBot],
  limits: Limits,
): [SandboxSession, SandboxSession] {
  const first = openBotSession(bots[0], limits);
  try {
    return [first, openBotSession(bots[1], limits)];
  } catch (error) {
    first.close();
    throw error;
  }
}
