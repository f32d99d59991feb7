import { type Game, type LastMove, legalMoves, type ProtocolMove, toProtocolState } from "@rulekit/rps-grid";

/** A move as `rps trace` writes it: `[fromRow, fromCol, toRow, toCol]`. */
export type MoveArray = [number, number, number, number];

export const moveArray = (m: ProtocolMove): MoveArray => [m.fromRow, m.fromCol, m.toRow, m.toCol];

/** One step of `rps trace` (and of `rps replay --json`): the move and the game after it. */
export interface TraceStep {
  move: MoveArray;
  lastMove: LastMove;
  moveCount: number;
  currentTurn: 0 | 1;
  status: string;
  winner: 0 | 1 | null;
  winReason: string | null;
  board: unknown;
  powerUps?: unknown;
  tiles?: unknown;
  legalMoves: MoveArray[];
}

export function outcomeOf(game: Game): Pick<TraceStep, "status" | "winner" | "winReason"> {
  return { status: game.status, winner: game.winner, winReason: game.winReason };
}

/** `{ status, winner, winReason, legalMoves }` of the game before the first step. */
export function traceStart(game: Game) {
  return { ...outcomeOf(game), legalMoves: legalMoves(game).map(moveArray) };
}

/** The step after `move` was played: `game` is the game after it, `lastMove` what happened. */
export function traceStep(game: Game, move: ProtocolMove, lastMove: LastMove): TraceStep {
  const state = toProtocolState(game);
  return {
    move: moveArray(move),
    lastMove,
    moveCount: game.moveCount,
    currentTurn: game.currentTurn,
    ...outcomeOf(game),
    board: state.board,
    ...(state.powerUps !== undefined ? { powerUps: state.powerUps } : {}),
    ...(state.tiles !== undefined ? { tiles: state.tiles } : {}),
    legalMoves: legalMoves(game).map(moveArray),
  };
}
