import {
  ENGINE_VERSION,
  type Game,
  type LastMove,
  type ProtocolMove,
  type ProtocolState,
  type Replay,
  type ReplayRun,
  replayGame,
  toProtocolState,
} from "@rulekit/rps-grid";
import { FAULT, INFRASTRUCTURE_ERROR } from "../faults.js";
import { arenaReplayIssues, NO_STATE_HASHES } from "./arena-replay.js";
import { stateHashOf } from "./state-hash.js";

export interface VerifiedStep {
  ply: number;
  player: 0 | 1;
  move: ProtocolMove;
  requestId: string;
  lastMove: LastMove;
  /** The state after the move, as the engine computes it now. */
  state: ProtocolState;
  stateHash: string;
  /** What the replay recorded (null in a replay that says it has no state hashes, or a malformed one). */
  recordedStateHash: string | null;
  /** The recorded hash equals the engine's (true with nothing to compare only when the replay says `"stateHashes": "none"`). */
  stateMatches: boolean;
}

export interface ReplayCheck {
  /** True when every move was accepted, every recorded state and the result match. */
  ok: boolean;
  problems: string[];
  /** Informational notes (e.g. recorded with another engine version). */
  notes: string[];
  steps: VerifiedStep[];
  /** What the engine says after the last move. */
  engine: {
    status: string;
    winner: 0 | 1 | null;
    winReason: string | null;
    currentTurn: 0 | 1;
    moveCount: number;
  };
  run: ReplayRun;
}

/**
 * Re-runs the engine over a replay's recorded moves and checks everything that is deterministic:
 * the arena's fields are well formed (arenaReplayIssues: every move carries a 32-hex `stateHash`,
 * or the replay says `"stateHashes": "none"`), each move is legal for the recorded player, each
 * state equals the recorded `stateHash`, each `requestId` is `turn-<moveCount>`, and the recorded
 * result is what the engine (or, for an aborted match, the fault on the side to move) implies.
 * Timings are never compared.
 */
export function verifyReplay(replay: Replay): ReplayCheck {
  const run = replayGame(replay);
  const problems: string[] = arenaReplayIssues(replay).map((i) => `${i.path}: ${i.message}`);
  const noHashes = (replay as Replay & { stateHashes?: unknown }).stateHashes === NO_STATE_HASHES;
  const notes: string[] = [];
  if (replay.engine.version !== ENGINE_VERSION) {
    notes.push(`recorded with engine ${replay.engine.version}, verified with ${ENGINE_VERSION}`);
  }
  const steps: VerifiedStep[] = [];
  let before: Game = run.initial;
  for (const step of run.steps) {
    const record = replay.moves[step.ply]!;
    const recorded = typeof record.stateHash === "string" ? record.stateHash : null;
    const stateHash = stateHashOf(step.game);
    const stateMatches = recorded === null ? noHashes : recorded === stateHash;
    if (recorded !== null && !stateMatches)
      problems.push(`ply ${step.ply}: the state after the move differs from the recorded one`);
    const expectedId = `turn-${before.moveCount}`;
    if (record.requestId !== expectedId) {
      problems.push(`ply ${step.ply}: requestId is '${record.requestId}', expected '${expectedId}'`);
    }
    steps.push({
      ply: step.ply,
      player: step.player,
      move: step.move,
      requestId: record.requestId,
      lastMove: step.lastMove,
      state: toProtocolState(step.game),
      stateHash,
      recordedStateHash: recorded,
      stateMatches,
    });
    before = step.game;
  }
  if (run.failure) {
    problems.push(
      `ply ${run.failure.ply}: the engine refuses the recorded move (${run.failure.code}: ${run.failure.message})`,
    );
  }
  const final = run.final;
  const { result } = replay;
  if (!run.failure && !run.resultMatches) {
    problems.push(
      result.status === "finished"
        ? `recorded result ${describe(result.winner, result.winReason)} but the engine ends ${final.status === "finished" ? describe(final.winner, final.winReason) : "with the game still in progress"}`
        : `recorded as aborted (${result.winReason}) but the engine says the game ${final.status === "finished" ? `was over: ${describe(final.winner, final.winReason)}` : "is in progress"}`,
    );
  }
  if (!run.failure && result.status === "aborted") problems.push(...checkAbort(replay, final));
  return {
    ok: problems.length === 0,
    problems,
    notes,
    steps,
    engine: {
      status: final.status,
      winner: final.winner,
      winReason: final.winReason,
      currentTurn: final.currentTurn,
      moveCount: final.moveCount,
    },
    run,
  };
}

/** An aborted match: a bot fault on the side to move (or bot_error before any move), or an infrastructure failure. */
function checkAbort(replay: Replay, final: Game): string[] {
  const { result } = replay;
  const fault = result.fault;
  if (fault === null) {
    if (result.winReason !== INFRASTRUCTURE_ERROR || result.winner !== null) {
      return [`an aborted match without a fault must be an infrastructure_error with no winner`];
    }
    return [];
  }
  const problems: string[] = [];
  if (result.winReason !== fault.code)
    problems.push(`winReason '${result.winReason}' differs from the fault code '${fault.code}'`);
  if (fault.code === FAULT.botError) {
    if (replay.moves.length > 0)
      problems.push("a bot_error happens before the match, but moves are recorded");
  } else if (fault.player !== final.currentTurn && fault.code !== FAULT.wallTimeout) {
    // (A wall_timeout can fall on either side: when the match's shared wall time runs out, the side
    // whose moves took more of it loses, whoever was to move.)
    problems.push(
      `the fault is recorded for player ${fault.player}, but player ${final.currentTurn} was to move`,
    );
  }
  const bothFailed = Array.isArray((result as Record<string, unknown>).faults);
  const expectedWinner = bothFailed ? null : 1 - fault.player;
  if (result.winner !== expectedWinner) {
    problems.push(`the winner should be ${expectedWinner === null ? "nobody" : `player ${expectedWinner}`}`);
  }
  return problems;
}

function describe(winner: 0 | 1 | null, reason: string | null): string {
  return winner === null ? `draw (${reason})` : `player ${winner} wins (${reason})`;
}
