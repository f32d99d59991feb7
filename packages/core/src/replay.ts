import type { Refusal, StepFn } from "./contract.js";

export type ReplayResult<State, Action, Event, Code extends string = string> =
  | { ok: true; state: State; events: Event[][] }
  | {
      ok: false;
      /** The state before the refused action. */
      state: State;
      /** Events of the actions that were accepted before the refusal. */
      events: Event[][];
      index: number;
      action: Action;
      refusal: Refusal<Code>;
    };

/**
 * Applies `actions` one after another from `initial`. Deterministic engines give the same state
 * and the same events every time; the first refusal stops the replay and says where.
 */
export function replay<State, Action, Event, Code extends string = string>(
  step: StepFn<State, Action, Event, Code>,
  initial: State,
  actions: readonly Action[],
): ReplayResult<State, Action, Event, Code> {
  let state = initial;
  const events: Event[][] = [];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index] as Action;
    const result = step(state, action);
    if (!result.ok) return { ok: false, state, events, index, action, refusal: result };
    state = result.state;
    events.push(result.events);
  }
  return { ok: true, state, events };
}
