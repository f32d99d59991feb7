import type { BotRequest, Piece, ProtocolMove } from "./schema/protocol.js";

/** The sample bots' scoring weights (spec §6). */
export const GREEDY_WEIGHTS = {
  home: 100000,
  capture: 40,
  shieldedCapture: 5,
  pickup: 15,
} as const;

type GreedyInput = Pick<BotRequest, "player_index" | "rules" | "state" | "legal_moves">;

/**
 * The score the greedy sample bot gives a move: +100000 when it lands on the opponent's home;
 * +40 for a capture (+5 instead when the target holds a shield, which only breaks it); +15 when
 * the destination holds a power-up and the piece is not powered, or an effect tile and the piece
 * has no effect; minus the Manhattan distance from the destination to the opponent's home.
 */
export function greedyScore(request: GreedyInput, move: ProtocolMove): number {
  const { rules, state } = request;
  const home = rules.homes[1 - request.player_index] as [number, number];
  const piece: Piece | null | undefined = state.board[move.fromRow]?.[move.fromCol];
  const target: Piece | null | undefined = state.board[move.toRow]?.[move.toCol];
  let score = 0;
  if (move.toRow === home[0] && move.toCol === home[1]) score += GREEDY_WEIGHTS.home;
  if (target && target.player !== request.player_index) {
    score += target.effect === "shield" ? GREEDY_WEIGHTS.shieldedCapture : GREEDY_WEIGHTS.capture;
  }
  const item = (state.powerUps ?? []).some(([r, c]) => r === move.toRow && c === move.toCol);
  const effectTile = (state.tiles ?? []).some(
    (t) => t.row === move.toRow && t.col === move.toCol && rules.tileTypes?.[t.type]?.effect !== undefined,
  );
  if ((item && piece?.powered !== true) || (effectTile && piece?.effect === undefined)) {
    score += GREEDY_WEIGHTS.pickup;
  }
  score -= Math.abs(move.toRow - home[0]) + Math.abs(move.toCol - home[1]);
  return score;
}

/**
 * The greedy bot: the legal move with the highest {@link greedyScore}; ties keep the first in
 * `legal_moves`. Pure (no I/O, no clock, no randomness), so it runs in-process, in the browser or
 * bundled into a bot process. Throws when there is no legal move (no request is sent then).
 */
export function greedyMove(request: GreedyInput): ProtocolMove {
  let best: ProtocolMove | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const move of request.legal_moves) {
    const score = greedyScore(request, move);
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  if (!best) throw new RangeError("greedyMove: no legal move");
  return { fromRow: best.fromRow, fromCol: best.fromCol, toRow: best.toRow, toCol: best.toCol };
}
