import { type Engine, stepped } from "@rulekit/core";
import { legalActions } from "../actions/legal-actions.js";
import type { Action } from "../actions/schema.js";
import { type ReactorStepResult, stepWith } from "../actions/step.js";
import type { RefusalCode } from "../constants.js";
import type { ReactorEvent } from "../simulation/events.js";
import type { GameState } from "../state/types.js";

const END_TURN: Action = { type: "EndTurn" };
/** Closed positions remembered at most (each holds a state the search also keeps while it waits). */
const CLOSED_POSITIONS = 4096;

export interface SearchEngine extends Engine<GameState, Action, ReactorEvent, RefusalCode> {
  /** Turn simulations run, and the ones answered from an equal position simulated before. */
  readonly counts: { simulations: number; shared: number };
}

/**
 * The engine's own rules, stepped so that equal positions are simulated once. A turn ends either by
 * EndTurn or by spending the budget; either way its simulation depends only on the position it closes
 * (`closeKey`: everything of the state but the actions left, which the simulation resets). So the last
 * action of a turn is stepped with `closeSpentTurn: false` and the turn is then closed by an EndTurn,
 * which is what `step` does in one go, and a position closed before in this turn reuses that result.
 * `forecasts: false` leaves out step 16 (see StepOptions) — only for levels whose rules never read the
 * level state.
 */
export function searchEngine(closeKey: (pending: GameState) => string, forecasts: boolean): SearchEngine {
  const counts = { simulations: 0, shared: 0 };
  const closed = new Map<string, Extract<ReactorStepResult, { ok: true }>>();
  const close = (pending: GameState, before: ReactorEvent[]): ReactorStepResult => {
    // A bounded memory of closed positions (the search moves between turns, so no turn is ever done for
    // good); the turn is part of the entry because the key may leave it out.
    if (closed.size >= CLOSED_POSITIONS) closed.clear();
    const key = `${pending.turn}#${closeKey(pending)}`;
    let done = closed.get(key);
    if (done) counts.shared++;
    else {
      const result = stepWith(pending, END_TURN, { forecasts });
      if (!result.ok) return result;
      counts.simulations++;
      done = result;
      closed.set(key, done);
    }
    return stepped(done.state, before.length > 0 ? [...before, ...done.events] : done.events);
  };
  return {
    counts,
    legalActions,
    step(state, action) {
      if (action.type === "EndTurn") return close(state, []);
      const result = stepWith(state, action, { forecasts, closeSpentTurn: false });
      if (!result.ok || result.state.actionsLeft > 0 || result.state.levelState === "Won") return result;
      return close(result.state, result.events);
    },
  };
}
