import {
  type ReplayOptions as ContractReplayOptions,
  type ParseResult,
  parseInput,
  type ReplayResult,
  replay as replayEngine,
} from "@rulekit/core";
import * as z from "zod/mini";
import type { LevelState, RefusalCode } from "../constants.js";
import type { ReactorEvent, SimulationEvent } from "../simulation/events.js";
import type { GameState } from "../state/types.js";
import { reactorEngine } from "./engine.js";
import { type Action, ActionSchema, type ActionsFile, ActionsFileSchema, MAX_ACTIONS } from "./schema.js";

/** One closed turn: the actions accepted in it and what its simulation did. */
export interface TurnRecord {
  turn: number;
  actions: Action[];
  /** Level state after the turn's simulation (or after the winning activation). */
  levelState: LevelState;
  /** The turn's simulation log (empty for a turn closed by winning). */
  log: SimulationEvent[];
}

/** Options of {@link replay}: `onStep` as in every engine (and `onAction`, its older name). */
export interface ReplayOptions extends ContractReplayOptions {
  /** @deprecated The older name of `onStep` (called the same way); goes away in the next minor version. */
  onAction?: (done: number, total: number) => void;
}

/**
 * The engine contract's replay result (`ok`, `state`, `events`, and where a refusal stopped it) with
 * the actions grouped into turns: each closed turn with its simulation log, and the actions of the
 * turn still open at the end.
 */
export type ReactorReplay = ReplayResult<GameState, Action, ReactorEvent, RefusalCode> & {
  turns: TurnRecord[];
  openActions: Action[];
};

/**
 * Plays `actions` from `initial` — the replay every engine shares (`replay(initial, actions)` of
 * `@rulekit/core` over {@link reactorEngine}) — and groups them into turns. Stops at the first refusal.
 */
export function replay(
  initial: GameState,
  actions: readonly Action[],
  options: ReplayOptions = {},
): ReactorReplay {
  const turns: TurnRecord[] = [];
  let open: Action[] = [];
  const recording = (state: GameState, action: Action) => {
    const result = reactorEngine.step(state, action);
    if (!result.ok) return result;
    open.push(action);
    const simulated = result.events.some((e) => e.type === "simulation-started");
    if (simulated || result.state.levelState === "Won") {
      turns.push({
        turn: state.turn,
        actions: open,
        levelState: result.state.levelState,
        log: simulated ? result.state.log : [],
      });
      open = [];
    }
    return result;
  };
  const onStep = options.onStep ?? options.onAction;
  const result = replayEngine(recording, initial, actions, onStep ? { onStep } : {});
  return { ...result, turns, openActions: open };
}

/**
 * What the deprecated {@link replayActions} returns.
 * @deprecated Use {@link replay} and its `ReactorReplay`.
 */
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

/**
 * Plays `actions` from `state`, grouping them into turns; stops at the first refusal.
 *
 * @deprecated Use {@link replay}: the same replay in the result shape every engine shares (a refusal is
 * `{ ok: false, index, action, refusal: { code, message } }` instead of `refused`). `replayActions` goes away in the next minor version.
 */
export function replayActions(
  state: GameState,
  actions: readonly Action[],
  options: ReplayOptions = {},
): ReplayOutcome {
  const result = replay(state, actions, options);
  const outcome: ReplayOutcome = {
    ok: result.ok,
    state: result.state,
    turns: result.turns,
    openActions: result.openActions,
    events: result.events,
  };
  if (!result.ok) {
    const { code, message } = result.refusal;
    outcome.refused = { index: result.index, action: result.action, code, message };
  }
  return outcome;
}

const ActionsInput = z.union([z.array(ActionSchema).check(z.maxLength(MAX_ACTIONS)), ActionsFileSchema]);

/**
 * Reads an action list — JSON text or the parsed value: a bare JSON array of actions or a
 * `reactor-actions` file — into a `reactor-actions` file.
 */
export function parseActions(input: unknown): ParseResult<ActionsFile> {
  const parsed = parseInput(ActionsInput, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  return {
    ok: true,
    value: Array.isArray(value) ? { format: "reactor-actions", version: 1, actions: value } : value,
  };
}
