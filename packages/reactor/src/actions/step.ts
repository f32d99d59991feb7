import { type Refusal, refuse, type StepResult, stepped } from "@rulekit/core";
import { REFUSALS, type RefusalCode } from "../constants.js";
import type { ReactorEvent } from "../simulation/events.js";
import { simulate } from "../simulation/pipeline.js";
import { cloneState } from "../state/clone.js";
import type { GameState } from "../state/types.js";
import { ACTION_HANDLERS, type ActionHandler } from "./handlers.js";
import { type Action, ActionSchema } from "./schema.js";

export type ReactorStepResult = StepResult<GameState, ReactorEvent, RefusalCode>;

function handlerFor(action: Action): ActionHandler {
  return ACTION_HANDLERS[action.type] as ActionHandler;
}

/** Why `action` would be refused in `state`, or null when it would be accepted. Changes nothing. */
export function checkAction(state: GameState, action: unknown): Refusal<RefusalCode> | null {
  if (state.levelState === "Lost" || state.levelState === "Won") {
    return refuse(REFUSALS.gameOver, `the level is ${state.levelState.toLowerCase()}`);
  }
  const parsed = ActionSchema.safeParse(action);
  if (!parsed.success)
    return refuse(
      REFUSALS.malformedAction,
      `not a reactor action: ${parsed.error.issues[0]?.message ?? "invalid"}`,
    );
  const a = parsed.data;
  const cost = state.balance.actionCosts[a.type];
  if (a.type !== "EndTurn" && cost > state.actionsLeft) {
    return refuse(REFUSALS.notEnoughActions, `${a.type} costs ${cost}; ${state.actionsLeft} left this turn`);
  }
  return handlerFor(a).check(state, a);
}

/**
 * Applies one player action. Accepted actions cost their balance cost; when the budget is spent (or on
 * EndTurn) the simulation and event phases run once and their log follows the action's events.
 * Refusals change nothing and cost nothing. The input state is never mutated.
 */
export function step(state: GameState, action: Action): ReactorStepResult {
  const refusal = checkAction(state, action);
  if (refusal) return refusal;
  const a = ActionSchema.parse(action);
  const next = cloneState(state);
  const cost = a.type === "EndTurn" ? next.actionsLeft : next.balance.actionCosts[a.type];
  next.actionsLeft -= cost;
  next.turnActions.push(a);
  const events: ReactorEvent[] = [
    { type: "action-accepted", action: a, cost, actionsLeft: next.actionsLeft },
  ];
  events.push(...handlerFor(a).apply(next, a));
  if (next.levelState !== "Won" && (a.type === "EndTurn" || next.actionsLeft <= 0)) {
    events.push(...simulate(next));
  }
  return stepped(next, events);
}
