import { fromState, type Game, newGame, play } from "./game.js";
import type { LastMove, ProtocolMove } from "./schema/protocol.js";
import type { Replay } from "./schema/replay.js";

export interface ReplayStep {
  ply: number;
  player: 0 | 1;
  move: ProtocolMove;
  lastMove: LastMove;
  /** The game after this move. */
  game: Game;
}

export interface ReplayRun {
  /** True when every recorded move was accepted by the engine. */
  ok: boolean;
  initial: Game;
  steps: ReplayStep[];
  /** The game after the last accepted move. */
  final: Game;
  /** The first recorded move the engine refused (a corrupt or foreign replay), else null. */
  failure: null | { ply: number; move: ProtocolMove; code: string; message: string };
  /**
   * Whether the engine agrees with the recorded result: a `finished` result must match the
   * engine's status, winner and reason; an `aborted` one (a bot fault) must leave the game in progress.
   */
  resultMatches: boolean;
}

/**
 * Re-runs the engine over a replay's moves from its seed (or its `initialState`) and returns every
 * step. Used by `rulekit rps replay` and the studio's replay viewer.
 */
export function replayGame(replay: Replay): ReplayRun {
  const initial = replay.initialState
    ? fromState(replay.rules, replay.initialState, { seed: replay.seed })
    : newGame(replay.rules, replay.seed);
  const steps: ReplayStep[] = [];
  let game = initial;
  let failure: ReplayRun["failure"] = null;
  for (const record of replay.moves) {
    const move = {
      fromRow: record.move.fromRow,
      fromCol: record.move.fromCol,
      toRow: record.move.toRow,
      toCol: record.move.toCol,
    };
    if (record.player !== game.currentTurn && game.status === "playing") {
      failure = {
        ply: record.ply,
        move,
        code: "wrong_player",
        message: `ply ${record.ply} is recorded for player ${record.player}, but player ${game.currentTurn} is to move`,
      };
      break;
    }
    const result = play(game, move);
    if (!result.ok) {
      failure = { ply: record.ply, move, code: result.code, message: result.message };
      break;
    }
    game = result.game;
    steps.push({ ply: record.ply, player: record.player, move, lastMove: result.lastMove, game });
  }
  const { result } = replay;
  const resultMatches =
    failure === null &&
    (result.status === "finished"
      ? game.status === "finished" && game.winner === result.winner && game.winReason === result.winReason
      : game.status === "playing");
  return { ok: failure === null, initial, steps, final: game, failure, resultMatches };
}
