/**
 * The engine contract every Rulekit engine follows: a pure `step(state, action)` that returns the
 * next state with its events, or a refusal that names why and changes nothing.
 */

/** Every event is a plain JSON object with a string `type`. */
export interface RulekitEvent {
  readonly type: string;
}

/** A refused action: nothing changed; `code` is a stable string constant, `message` is for people. */
export interface Refusal<Code extends string = string> {
  readonly ok: false;
  readonly code: Code;
  readonly message: string;
  readonly details?: unknown;
}

/** An accepted action: the new state (the input was not mutated) and what happened, in order. */
export interface Stepped<State, Event> {
  readonly ok: true;
  readonly state: State;
  readonly events: Event[];
}

export type StepResult<State, Event, Code extends string = string> = Stepped<State, Event> | Refusal<Code>;

export type StepFn<State, Action, Event, Code extends string = string> = (
  state: State,
  action: Action,
) => StepResult<State, Event, Code>;

/** The shape shared by all engines, so generic tools (replay, fuzzers, bots) can drive any of them. */
export interface Engine<State, Action, Event, Code extends string = string> {
  legalActions(state: State): Action[];
  step: StepFn<State, Action, Event, Code>;
}

export function stepped<State, Event>(state: State, events: Event[] = []): Stepped<State, Event> {
  return { ok: true, state, events };
}

export function refuse<Code extends string>(code: Code, message: string, details?: unknown): Refusal<Code> {
  return details === undefined ? { ok: false, code, message } : { ok: false, code, message, details };
}

export function isRefusal<State, Event, Code extends string>(
  result: StepResult<State, Event, Code>,
): result is Refusal<Code> {
  return !result.ok;
}
