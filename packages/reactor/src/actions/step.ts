import { parseWith, type Refusal, refuse, type StepResult, stepped } from "@rulekit/core";
import { REFUSALS, type RefusalCode } from "../constants.js";
import type { ReactorEvent } from "../simulation/events.js";
import { simulate } from "../simulation/pipeline.js";
import { cloneState } from "../state/clone.js";
import { isTrustedState, stateRefusal, trustState } from "../state/state-check.js";
import type { GameState } from "../state/types.js";
import { ACTION_HANDLERS, type ActionHandler } from "./handlers.js";
import { type Action, ActionSchema } from "./schema.js";

export type ReactorStepResult = StepResult<GameState, ReactorEvent, RefusalCode>;

function handlerFor(action: Action): ActionHandler {
  return ACTION_HANDLERS[action.type] as ActionHandler;
}

/**
 * The action as a validated copy, or the refusal: read once, so an action whose getters change
 * between reads is checked and applied as the same value.
 */
function readAction(action: unknown): Action | Refusal<RefusalCode> {
  // A shallow copy reads each field once (actions are flat); zod then checks and copies the copy.
  const copy =
    typeof action === "object" && action !== null && !Array.isArray(action) ? { ...action } : action;
  const parsed = parseWith(ActionSchema, copy);
  if (parsed.ok) return parsed.value;
  // Stryker disable next-line OptionalChaining: a failed parse always has at least one issue (zod's, or the one too_deep/too_large issue)
  return refuse(REFUSALS.malformedAction, `not a reactor action: ${parsed.issues[0]?.message ?? "invalid"}`);
}

const isRefusal = (value: Action | Refusal<RefusalCode>): value is Refusal<RefusalCode> => "ok" in value;

/** Why a parsed action would be refused in a checked state, or null. */
function refusalFor(state: GameState, a: Action): Refusal<RefusalCode> | null {
  if (state.levelState === "Lost" || state.levelState === "Won") {
    return refuse(REFUSALS.gameOver, `the level is ${state.levelState.toLowerCase()}`);
  }
  const cost = state.balance.actionCosts[a.type];
  if (a.type !== "EndTurn" && cost > state.actionsLeft) {
    return refuse(REFUSALS.notEnoughActions, `${a.type} costs ${cost}; ${state.actionsLeft} left this turn`);
  }
  return handlerFor(a).check(state, a);
}

/** Why `action` would be refused in `state`, or null when it would be accepted. Changes nothing. */
export function checkAction(state: GameState, action: unknown): Refusal<RefusalCode> | null {
  const invalid = stateRefusal(state);
  if (invalid) return invalid;
  const a = readAction(action);
  return isRefusal(a) ? a : refusalFor(state, a);
}

/**
 * Applies one player action. Accepted actions cost their balance cost; when the budget is spent (or on
 * EndTurn) the simulation and event phases run once and their log follows the action's events.
 * Refusals change nothing and cost nothing. The input state is never mutated. A state this engine did
 * not make is checked in full first (`invalid-state`), and the action is read once into a copy.
 */
export function step(state: GameState, action: Action): ReactorStepResult {
  return stepWith(state, action);
}

/** How `stepWith` departs from `step` (both default to what `step` does). */
export interface StepOptions {
  /**
   * Refresh the forecast after a simulation (step 16; default true). Without it the state's `forecast` is
   * null after a simulation, and a forecast loss does not raise a calm level state to Critical: all
   * step 16 changes. For exhaustive searches on levels where no rule event reads the level state.
   */
  forecasts?: boolean;
  /**
   * Run the simulation when an action spends the last of the budget (default true). When false the
   * spent turn stays open until an `EndTurn` (which costs nothing) closes it with the same simulation:
   * a search can then simulate equal positions once, however the budget was spent.
   */
  closeSpentTurn?: boolean;
}

/** `step` with the options above: the same rules, and by default exactly `step`. */
export function stepWith(state: GameState, action: Action, options: StepOptions = {}): ReactorStepResult {
  return checkedStep(state, action, options.forecasts ?? true, options.closeSpentTurn ?? true);
}

function checkedStep(
  state: GameState,
  action: Action,
  forecasts: boolean,
  closeSpent: boolean,
): ReactorStepResult {
  const invalid = stateRefusal(state);
  if (invalid) return invalid;
  const a = readAction(action);
  if (isRefusal(a)) return a;
  const refusal = refusalFor(state, a);
  if (refusal) return refusal;
  if (isTrustedState(state)) return apply(state, a, forecasts, closeSpent);
  // A state from outside passed the checks but may still be inconsistent in ways only the rules
  // notice (a leak on a cell without a network, …): that is an invalid state, not a crash.
  try {
    return apply(state, a, forecasts, closeSpent);
  } catch (error) {
    return refuse(REFUSALS.invalidState, `not a valid game state: ${(error as Error).message}`);
  }
}

function apply(state: GameState, a: Action, forecasts: boolean, closeSpent: boolean): ReactorStepResult {
  const next = cloneState(state);
  const cost = a.type === "EndTurn" ? next.actionsLeft : next.balance.actionCosts[a.type];
  next.actionsLeft -= cost;
  next.turnActions.push(a);
  const events: ReactorEvent[] = [
    { type: "action-accepted", action: a, cost, actionsLeft: next.actionsLeft },
  ];
  events.push(...handlerFor(a).apply(next, a));
  if (next.levelState !== "Won" && (a.type === "EndTurn" || (closeSpent && next.actionsLeft <= 0))) {
    events.push(...simulate(next, { forecasting: !forecasts }));
    if (!forecasts) next.forecast = null;
  }
  return stepped(trustState(next), events);
}
