import {
  type ReplayOptions,
  type ReplayResult,
  refuse,
  replay as replayEngine,
  type StepFn,
} from "@rulekit/core";
import type { RefusalCode } from "./constants.js";
import { fromState, type Game, type MoveEvent, newGame, play } from "./game.js";
import type { LastMove, ProtocolMove } from "./schema/protocol.js";
import type { Replay } from "./schema/replay.js";

/** The result of {@link replay}: the engine contract's replay result over Games and moves. */
export type GameReplay = ReplayResult<Game, ProtocolMove, MoveEvent, RefusalCode>;

/**
 * Plays `moves` from `initial` — the replay every engine shares (`replay(initial, actions)` of
 * `@rulekit/core` over `rpsGridEngine`): `{ ok: true, state, events }` with the final Game and each
 * move's events, or where the first refused move stopped it.
 */
export function replay(
  initial: Game,
  moves: readonly ProtocolMove[],
  options: ReplayOptions = {},
): GameReplay {
  return replayEngine(play, initial, moves, options);
}

/** A recorded move for the other player than the one to move (a corrupt or foreign replay file). */
export const WRONG_PLAYER = "wrong_player" as const;

/** The result of {@link replayFile}. */
export type ReplayFileResult = ReplayResult<
  Game,
  ProtocolMove,
  MoveEvent,
  RefusalCode | typeof WRONG_PLAYER
> & {
  /** The game the file starts from: its seed's set-up, or its `initialState`. */
  initial: Game;
  /** The game after each accepted move (`games[i]` after the file's `moves[i]`). */
  games: Game[];
  /**
   * Whether the engine agrees with the recorded result: a `finished` result must match the engine's
   * status, winner and reason; an `aborted` one (a bot fault) must leave the game in progress. False
   * whenever a move was refused.
   */
  resultMatches: boolean;
};

/** The game a replay file starts from: its `initialState` when it has one, else its seed's set-up. */
export function replayStart(file: Replay): Game {
  return file.initialState
    ? fromState(file.rules, file.initialState, { seed: file.seed })
    : newGame(file.rules, file.seed);
}

/**
 * Replays an arena replay file (`parseReplay`): the engine's replay over its moves from its start,
 * each move checked against the player the file records for it (`wrong_player`), and the end checked
 * against the recorded result. Used by `rulekit rps replay`, the studio's replay viewer and the arena.
 */
export function replayFile(file: Replay): ReplayFileResult {
  const initial = replayStart(file);
  const moves = file.moves.map(({ move }) => ({
    fromRow: move.fromRow,
    fromCol: move.fromCol,
    toRow: move.toRow,
    toCol: move.toCol,
  }));
  const games: Game[] = [];
  let ply = 0;
  // core's replay calls the step once per move, in order: `ply` is the index of the move being played.
  const checked: StepFn<Game, ProtocolMove, MoveEvent, RefusalCode | typeof WRONG_PLAYER> = (game, move) => {
    const record = file.moves[ply++]!;
    if (record.player !== game.currentTurn && game.status === "playing") {
      return refuse(
        WRONG_PLAYER,
        `ply ${record.ply} is recorded for player ${record.player}, but player ${game.currentTurn} is to move`,
      );
    }
    const result = play(game, move);
    if (result.ok) games.push(result.state);
    return result;
  };
  const run = replayEngine(checked, initial, moves);
  const { result } = file;
  const game = run.state;
  const resultMatches =
    run.ok &&
    (result.status === "finished"
      ? game.status === "finished" && game.winner === result.winner && game.winReason === result.winReason
      : game.status === "playing");
  return { ...run, initial, games, resultMatches };
}

/**
 * One step of the deprecated {@link replayGame}.
 * @deprecated Use {@link replayFile}'s `games` and `events`.
 */
export interface ReplayStep {
  ply: number;
  player: 0 | 1;
  move: ProtocolMove;
  lastMove: LastMove;
  /** The game after this move. */
  game: Game;
}

/**
 * What the deprecated {@link replayGame} returns.
 * @deprecated Use {@link replayFile} and its `ReplayFileResult`.
 */
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
 * Re-runs the engine over a replay's moves from its seed (or its `initialState`) and returns every step.
 *
 * @deprecated Use {@link replayFile}: the same checks in the result shape every engine's replay shares
 * (`state`, `events`, a refusal with `index` and `refusal`), with `initial`, `games` and
 * `resultMatches`. `replayGame` goes away in the next minor version.
 */
export function replayGame(replay: Replay): ReplayRun {
  const run = replayFile(replay);
  const steps = run.games.map((game, i): ReplayStep => {
    const record = replay.moves[i]!;
    const { type: _type, ...lastMove } = run.events[i]![0]!;
    const { fromRow, fromCol, toRow, toCol } = record.move;
    return {
      ply: record.ply,
      player: record.player,
      move: { fromRow, fromCol, toRow, toCol },
      lastMove,
      game,
    };
  });
  const failure = run.ok
    ? null
    : {
        ply: replay.moves[run.index]!.ply,
        move: run.action,
        code: run.refusal.code,
        message: run.refusal.message,
      };
  return {
    ok: run.ok,
    initial: run.initial,
    steps,
    final: run.state,
    failure,
    resultMatches: run.resultMatches,
  };
}
