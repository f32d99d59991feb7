import type { Action } from "../actions/schema.js";
import { step } from "../actions/step.js";
import type { GameState } from "../state/types.js";
import type { WitnessTurn } from "./types.js";

/** Splits a line played from `start` into its turns (replayed through `step`, which closes them). */
export function splitTurns(start: GameState, actions: readonly Action[]): WitnessTurn[] {
  const turns: WitnessTurn[] = [];
  let state = start;
  let open: WitnessTurn = { turn: state.turn, actions: [] };
  for (const action of actions) {
    const result = step(state, action);
    if (!result.ok) throw new Error(`solver: its own line was refused: ${result.code}: ${result.message}`);
    open.actions.push(action);
    state = result.state;
    if (state.turn !== open.turn) {
      turns.push(open);
      open = { turn: state.turn, actions: [] };
    }
  }
  if (open.actions.length > 0) turns.push(open);
  return turns;
}

/** Actions that spend the budget (EndTurn forfeits it and is not counted). */
export const spentActions = (actions: readonly Action[]): number =>
  actions.filter((a) => a.type !== "EndTurn").length;
