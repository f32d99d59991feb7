import { bestFirstSearch, costAtMost, type DominanceEntry, type SearchVisit } from "@rulekit/core";
import type { Action } from "../actions/schema.js";
import type { RefusalCode } from "../constants.js";
import type { Level } from "../level/schema.js";
import type { ReactorEvent } from "../simulation/events.js";
import { requiredConsumers } from "../simulation/readiness.js";
import { newGame } from "../state/create.js";
import type { GameState } from "../state/types.js";
import { estimateToWin, UNREACHABLE, winMap } from "./estimate.js";
import { searchEngine } from "./search-engine.js";
import { groupKey, keyPlan, measureOf, type StateMeasure } from "./state-key.js";
import {
  DEFAULT_SOLVER_HORIZON,
  defaultMaxStates,
  type LossSummary,
  MAX_SOLVER_HORIZON,
  type SolveOptions,
  type SolveResult,
} from "./types.js";
import { spentActions, splitTurns } from "./witness.js";

/**
 * One state is no worse than another of its group when it has at least as many actions left this
 * turn, no more moves counted against its heat immunity, at least as much immunity, and a path no
 * dearer in turns and in actions. Any line from the other can be played from it: the extra actions are
 * forfeited with an EndTurn (not counted), and the rest of the state is the same.
 */
export function dominates(a: DominanceEntry<StateMeasure>, b: DominanceEntry<StateMeasure>): boolean {
  return (
    a.measure.actionsLeft >= b.measure.actionsLeft &&
    a.measure.moves <= b.measure.moves &&
    a.measure.immunity >= b.measure.immunity &&
    costAtMost(a.cost, b.cost)
  );
}

const isGameState = (input: Level | GameState): input is GameState =>
  "balance" in input && "hazards" in input && "turn" in input;

function checkHorizon(horizon: number): number {
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_SOLVER_HORIZON)
    throw new RangeError(
      `solveLevel: the horizon must be an integer from 1 to ${MAX_SOLVER_HORIZON}, got ${horizon}`,
    );
  return horizon;
}

/**
 * The exact minimum of a level (or of a game in progress): the fewest turns to a win and, among those
 * lines, the fewest actions, with one witness; or the proof that no line wins within `horizon` turns and
 * what ends the lines instead. A uniform-cost search (core's bestFirstSearch) over the engine's own
 * `step`, with the canonical keys and dominance of docs/reactor/solver.md. A level with validation
 * errors throws like newGame; a search past `maxStates` throws core's SearchLimitError, an aborted
 * `signal` its SearchAbortedError.
 */
export function solveLevel(input: Level | GameState, options: SolveOptions = {}): SolveResult {
  const horizon = checkHorizon(options.horizon ?? DEFAULT_SOLVER_HORIZON);
  const start = isGameState(input) ? input : newGame(input);
  const plan = keyPlan(start.level);
  const firstTurn = start.turn;
  const groups = new WeakMap<GameState, string>();
  const group = (s: GameState) => {
    let g = groups.get(s);
    if (g === undefined) {
      g = groupKey(s, plan);
      groups.set(s, g);
    }
    return g;
  };
  const map = winMap(start.level, start.balance);
  const required = [...requiredConsumers(start)];
  const producing = new Set<string>();
  const ready = new Set<string>();
  const losses = new Map<string, LossSummary>();

  // Step 16 only refreshes the forecast and may raise a calm level state to Critical: when no rule
  // reads the level state, nothing of the future depends on it, so the search leaves it out.
  const engine = searchEngine((s) => {
    const m = measureOf(s);
    return `${group(s)}#${m.moves},${m.immunity}`;
  }, plan.calmStates);
  const onVisit = ({ state }: SearchVisit<GameState, Action>) => {
    for (const id of required) if (state.services[id] === "producing") producing.add(id);
    for (const r of state.reactors) if (r.ready || r.activated) ready.add(r.id);
  };
  const onDeadEnd = (visit: SearchVisit<GameState, Action>) => {
    const { loss } = visit.state;
    if (!loss) return;
    const id = `${loss.reason}\u0000${loss.message}`;
    const known = losses.get(id);
    if (known) {
      known.states++;
      return;
    }
    // Visits come cheapest first: the first line to a loss is one of its earliest.
    const example = splitTurns(start, visit.path());
    losses.set(id, {
      reason: loss.reason,
      message: loss.message,
      states: 1,
      turn: example.at(-1)?.turn ?? firstTurn,
      example,
    });
  };

  const {
    goal,
    exhausted,
    stats: searched,
  } = bestFirstSearch<GameState, Action, ReactorEvent, RefusalCode, StateMeasure>(
    {
      engine,
      start,
      key: (s) => {
        const m = measureOf(s);
        return `${group(s)}#${m.actionsLeft},${m.moves},${m.immunity}`;
      },
      isGoal: (s) => s.levelState === "Won",
      stepCost: (from, action, to) => [to.turn - from.turn, action.type === "EndTurn" ? 0 : 1],
      estimate: (s) => estimateToWin(s, map),
      // Past the horizon, or unable to win by its last turn even in the relaxed game of the estimate (a
      // state that can never win is kept: its line is followed to say how it ends).
      beyond: (s) => {
        if (s.levelState === "Lost") return false;
        const turns = estimateToWin(s, map)[0] ?? 0;
        return turns < UNREACHABLE && s.turn + turns - firstTurn >= horizon;
      },
      dominance: { group, measure: measureOf, dominates },
    },
    {
      maxStates: options.maxStates ?? defaultMaxStates(start.width * start.height),
      ...(options.signal ? { signal: options.signal } : {}),
      progressEvery: options.progressEvery ?? 256,
      onProgress: (p) =>
        options.onProgress?.({
          turn: Math.min(firstTurn + horizon - 1, firstTurn + (p.cost[0] ?? 0)),
          horizon,
          states: p.states,
          expanded: p.expanded,
          frontier: p.frontier,
        }),
      onVisit,
      onDeadEnd,
    },
  );

  const stats = {
    ...searched,
    simulations: engine.counts.simulations,
    sharedSimulations: engine.counts.shared,
  };
  if (goal) {
    return {
      outcome: "won",
      horizon,
      minTurns: start.levelState === "Won" ? 0 : goal.state.turn - firstTurn + 1,
      minActions: spentActions(goal.actions),
      witness: splitTurns(start, goal.actions),
      losses: [],
      horizonStates: 0,
      neverProducing: [],
      neverReady: [],
      stats,
    };
  }
  return {
    outcome: exhausted ? "unwinnable" : "no-win-within-horizon",
    horizon,
    minTurns: null,
    minActions: null,
    witness: [],
    losses: [...losses.values()].sort((a, b) => a.turn - b.turn),
    horizonStates: stats.beyond,
    neverProducing: required.filter((id) => !producing.has(id)),
    neverReady: start.reactors.map((r) => r.id).filter((id) => !ready.has(id)),
    stats,
  };
}
