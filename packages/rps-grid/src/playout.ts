import { nextInt, type RngState } from "@rulekit/core";
import { generateMoves, makeMove, moveCapacity, newUndo, settle } from "./engine/position.js";
import { type Game, workingPosition } from "./game.js";

/**
 * Plays random legal moves from `game` until the game ends, on a private copy (the input is not
 * changed), and returns the number of plies played. A fast path for simulations and benchmarks:
 * it uses the same move generator and ply pipeline as `play`.
 */
export function randomPlayout(game: Game, rng: RngState): number {
  const pos = workingPosition(game);
  const buffer = new Int32Array(moveCapacity(pos.geo));
  const u = newUndo();
  let plies = 0;
  while (!pos.finished) {
    const n = generateMoves(pos.geo, pos.cells, pos.turn, buffer);
    makeMove(pos, buffer[nextInt(rng, n)]!, u);
    if (u.target !== 0 && !u.blocked) pos.history = new Map([[u.key, 1]]);
    settle(pos, u);
    plies++;
  }
  return plies;
}
