import { type ParseResult, parseWith } from "@rulekit/core";
import * as z from "zod/mini";
import type { LevelState, RefusalCode } from "../constants.js";
import type { ReactorEvent, SimulationEvent } from "../simulation/events.js";
import type { GameState } from "../state/types.js";
import { type Action, ActionSchema, type ActionsFile, ActionsFileSchema, MAX_ACTIONS } from "./schema.js";
import { step } from "./step.js";

/** One closed turn: the actions accepted in it and what its simulation did. */
export interface TurnRecord {
  turn: number;
  actions: Action[];
  /** Level state after the turn's simulation (or after the winning activation). */
  levelState: LevelState;
  /** The turn's simulation log (empty for a turn closed by winning). */
  log: SimulationEvent[];
}

export interface ReplayOutcome {
  /** False when an action was refused (the replay stops there). */
  ok: boolean;
  state: GameState;
  turns: TurnRecord[];
  /** Actions of the turn still open at the end. */
  openActions: Action[];
  /** Events of every accepted action, in order. */
  events: ReactorEvent[][];
  refused?: { index: number; action: Action; code: RefusalCode; message: string };
}

export interface ReplayOptions {
  /** Called after each action is applied (`done` of `total`): progress for long lists. */
  onAction?: (done: number, total: number) => void;
}

/** Plays `actions` from `state`, grouping them into turns; stops at the first refusal. */
export function replayActions(
  state: GameState,
  actions: readonly Action[],
  options: ReplayOptions = {},
): ReplayOutcome {
  const outcome: ReplayOutcome = { ok: true, state, turns: [], openActions: [], events: [] };
  let open: Action[] = [];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    const result = step(outcome.state, action);
    if (!result.ok) {
      outcome.ok = false;
      outcome.refused = { index, action, code: result.code, message: result.message };
      break;
    }
    outcome.events.push(result.events);
    open.push(action);
    const simulated = result.events.some((e) => e.type === "simulation-started");
    if (simulated || result.state.levelState === "Won") {
      outcome.turns.push({
        turn: outcome.state.turn,
        actions: open,
        levelState: result.state.levelState,
        log: simulated ? result.state.log : [],
      });
      open = [];
    }
    outcome.state = result.state;
    options.onAction?.(index + 1, actions.length);
  }
  outcome.openActions = open;
  return outcome;
}

const ActionsInput = z.union([z.array(ActionSchema).check(z.maxLength(MAX_ACTIONS)), ActionsFileSchema]);

/** Reads an action list: a bare JSON array of actions or a `reactor-actions` file. */
export function parseActions(data: unknown): ParseResult<ActionsFile> {
  const parsed = parseWith(ActionsInput, data);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  return {
    ok: true,
    value: Array.isArray(value) ? { format: "reactor-actions", version: 1, actions: value } : value,
  };
}
