import type { Engine, Refusal, StepFn } from "./contract.js";

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

export interface ReplayOptions {
  /** Called after each accepted action (`done` of `total`): progress for long lists. */
  onStep?(done: number, total: number): void;
}

/**
 * Applies `actions` one after another from `initial` through an engine (its `step`; a bare step
 * function works too). Deterministic engines give the same state and the same events every time;
 * the first refusal stops the replay and says where.
 *
 * Every engine package exports the same call bound to its own engine — `replay(initial, actions)` —
 * with this result: `{ ok: true, state, events }`, or `{ ok: false, state, events, index, action,
 * refusal }` where `state` is the state before the refused action.
 */
export function replay<State, Action, Event, Code extends string = string>(
  engine: Pick<Engine<State, Action, Event, Code>, "step"> | StepFn<State, Action, Event, Code>,
  initial: State,
  actions: readonly Action[],
  options: ReplayOptions = {},
): ReplayResult<State, Action, Event, Code> {
  const step = typeof engine === "function" ? engine : (s: State, a: Action) => engine.step(s, a);
  let state = initial;
  const events: Event[][] = [];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index] as Action;
    const result = step(state, action);
    if (!result.ok) return { ok: false, state, events, index, action, refusal: result };
    state = result.state;
    events.push(result.events);
    options.onStep?.(index + 1, actions.length);
  }
  return { ok: true, state, events };
}
