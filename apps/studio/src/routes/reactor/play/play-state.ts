import { type Action, type GameState, type ReactorEvent, step } from "@rulekit/reactor";

/** The gameplay preview's state: the running game, its start (for Restart) and what the last action did. */
export interface PlayState {
  initial: GameState;
  game: GameState;
  /** Events of the last accepted action (the simulation's log follows when it ended the turn). */
  lastEvents: ReactorEvent[];
  /** Why the last action was refused, or null. */
  refusal: string | null;
  /** Every accepted action since the start (a replayable line). */
  actions: Action[];
}

export type PlayAction = { type: "act"; action: Action } | { type: "restart" };

export function createPlayState(initial: GameState): PlayState {
  return { initial, game: initial, lastEvents: [], refusal: null, actions: [] };
}

/** Every game change goes through the engine's `step`; a refusal changes nothing but the message. */
export function playReducer(state: PlayState, action: PlayAction): PlayState {
  if (action.type === "restart") return createPlayState(state.initial);
  const result = step(state.game, action.action);
  if (!result.ok) return { ...state, refusal: result.message };
  return {
    ...state,
    game: result.state,
    lastEvents: result.events,
    refusal: null,
    actions: [...state.actions, action.action],
  };
}
