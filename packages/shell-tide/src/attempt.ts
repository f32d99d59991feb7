import { describeValue, type Engine, type Refusal, refuse, type Stepped, stepped } from "@rulekit/core";
import { MIN_RECOVERY_SLACK } from "./level/balance-check.js";
import type { Level } from "./level/schema.js";
import { endTurn } from "./rules/end-turn.js";
import { type RefusalCode, UNKNOWN_NODE } from "./rules/refusals.js";
import { resolveTurn } from "./rules/resolve-turn.js";
import { hasBoard, readMove, stateRefusal } from "./rules/state-check.js";
import { DIRECTIONS, objectiveOf } from "./rules/topology.js";
import { moveRefusal } from "./rules/validate-move.js";
import { solve } from "./solver/solve.js";
import type { AttemptState, Move, Preview, ShellTideEvent } from "./types.js";

export interface NewAttemptOptions {
  /** Defaults to the exact solver's optimum (a level's `balance.optimalTurns` must agree: parseLevel). */
  optimalTurns?: number | null;
  /** Defaults to `level.balance.maxTurns`, else optimalTurns + 2 (the minimum recovery slack). */
  maxTurns?: number;
}

/**
 * A fresh attempt. The level must be valid (`parseLevel`). Without `balance`, the optimum comes from
 * the solver and maxTurns from the minimum recovery slack; a level with no Full Rescue gets
 * `optimalTurns: null` and, unless given, as many turns as it has nodes.
 */
export function newAttempt(level: Level, options: NewAttemptOptions = {}): AttemptState {
  // O is always the solver's own (a level file's optimalTurns is checked by parseLevel, never trusted).
  const optimalTurns = options.optimalTurns !== undefined ? options.optimalTurns : solve(level).optimalTurns;
  const maxTurns =
    options.maxTurns ??
    level.balance?.maxTurns ??
    (optimalTurns === null ? level.nodes.length : optimalTurns + MIN_RECOVERY_SLACK);
  const objective = objectiveOf(level);
  return {
    level,
    starfish: level.nodes.map((node) => node.starfish),
    objective,
    rescued: 0,
    remainingStarfish: objective,
    turnsUsed: 0,
    optimalTurns,
    maxTurns,
    levelStatus: "playing",
    rating: null,
    moves: [],
  };
}

/**
 * Every legal move, by node index, `left` before `right` (a Current Arrow allows only its own). A
 * value that is not an attempt state has none.
 */
export function legalMoves(state: AttemptState): Move[] {
  if (!hasBoard(state) || state.levelStatus !== "playing") return [];
  const moves: Move[] = [];
  state.level.nodes.forEach((node, index) => {
    if (node.type !== "sand" || (state.starfish[index] ?? 0) < 1) return;
    for (const direction of DIRECTIONS) {
      if (node.currentDirection === undefined || node.currentDirection === direction) {
        moves.push({ node: index, direction });
      }
    }
  });
  return moves;
}

/**
 * What `move` would do, without changing anything; the same result `commit` gives. The state is
 * checked first and the move read once into a copy, so a malformed state or a move that changes
 * between reads is refused (INVALID_STATE, UNKNOWN_NODE, …) and never played.
 */
export function preview(state: AttemptState, action: Move): Preview | Refusal<RefusalCode> {
  const invalid = stateRefusal(state);
  if (invalid) return invalid;
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    return refuse(UNKNOWN_NODE, `a move is an object { node, direction }, got ${describeValue(action)}`);
  }
  const move = readMove(action);
  const refusal = moveRefusal(state, move);
  if (refusal) return refusal;
  const turn = resolveTurn(state.level, state.starfish, move);
  const next: AttemptState = {
    ...state,
    starfish: turn.starfish,
    moves: [...state.moves, { node: move.node, direction: move.direction }],
  };
  const events: ShellTideEvent[] = [
    {
      type: "sow",
      source: move.node,
      direction: move.direction,
      count: turn.count,
      route: turn.route,
      stop: turn.stop,
    },
    ...turn.wetPitRescues.map(
      (r): ShellTideEvent => ({ type: "wetPitRescue", index: r.index, order: r.order }),
    ),
    ...turn.captures.map(
      (c): ShellTideEvent => ({ type: "capture", empty: c.empty, rich: c.rich, count: c.count }),
    ),
  ];
  if (turn.sweep) events.push({ type: "finalTideSweep", index: turn.sweep.index, count: turn.sweep.count });
  events.push(...endTurn(next, turn.rescued));
  return {
    ok: true,
    move: { node: move.node, direction: move.direction },
    source: move.node,
    direction: move.direction,
    currentLocked: state.level.nodes[move.node]!.currentDirection !== undefined,
    count: turn.count,
    route: turn.route,
    stop: turn.stop,
    captures: turn.captures,
    wetPitRescues: turn.wetPitRescues,
    sweep: turn.sweep,
    rescuedThisTurn: turn.rescued,
    remainingAfter: next.remainingStarfish,
    state: next,
    events,
  };
}

/** Plays `move`: the new state and its events, or a refusal that changes nothing. */
export function commit(
  state: AttemptState,
  move: Move,
): Stepped<AttemptState, ShellTideEvent> | Refusal<RefusalCode> {
  const result = preview(state, move);
  if (!result.ok) return result;
  return stepped(result.state, result.events);
}

/** The engine contract view (`legalActions` / `step`) for generic tools such as `replay`. */
export const shellTideEngine: Engine<AttemptState, Move, ShellTideEvent, RefusalCode> = {
  legalActions: legalMoves,
  step: commit,
};
