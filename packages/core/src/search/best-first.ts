import { addCost, compareCost, type SearchCost } from "./cost.js";
import { SearchAbortedError, SearchLimitError } from "./errors.js";
import { CostHeap } from "./heap.js";
import type { SearchOptions, SearchProblem, SearchResult, SearchStats, SearchVisit } from "./types.js";

/** States a search keeps unless told otherwise. */
export const DEFAULT_SEARCH_MAX_STATES = 1_000_000;
const UNIT: SearchCost = [1];
const ZERO: SearchCost = [0];
const OPEN = 0;
const CLOSED = 1;
/** Replaced by a cheaper path to the same key, or dominated before it was expanded. */
const RETIRED = 2;

/**
 * Best-first search (uniform cost, Dijkstra's order; A* with an `estimate`) over any engine: the state of
 * least path cost (plus estimate) is expanded next, through the engine's own `step`, so the first goal
 * taken from the frontier is a cheapest one. With the default unit cost it is a breadth-first search. Equal costs are expanded in the order
 * they were found, so the result is deterministic. States with equal keys are merged (transpositions);
 * `dominance` prunes states that a kept one is no worse than. A state's data is dropped once it is
 * expanded (only its key, cost and parent link stay), so memory follows the frontier.
 */
export function bestFirstSearch<State, Action, Event, Code extends string, Measure>(
  problem: SearchProblem<State, Action, Event, Code, Measure>,
  options: SearchOptions<State, Action> = {},
): SearchResult<State, Action> {
  const { engine, dominance } = problem;
  const stepCost = problem.stepCost ?? (() => UNIT);
  const actionsOf = problem.actions ?? ((s: State) => engine.legalActions(s));
  const maxStates = options.maxStates ?? DEFAULT_SEARCH_MAX_STATES;
  const every = Math.max(1, options.progressEvery ?? 1024);
  const stats: SearchStats = {
    states: 0,
    expanded: 0,
    generated: 0,
    duplicates: 0,
    dominated: 0,
    beyond: 0,
    deadEnds: 0,
    refused: 0,
  };

  // One entry per kept state, numbered in the order they were found.
  const states: (State | undefined)[] = [];
  const costs: SearchCost[] = [];
  const parents: number[] = [];
  const via: (Action | undefined)[] = [];
  const status: number[] = [];
  const measures: Measure[] = [];
  const byKey = new Map<string, number>();
  const groups = new Map<string, number[]>();
  const heap = new CostHeap();
  let open = 0;
  const retire = (node: number) => {
    status[node] = RETIRED;
    states[node] = undefined;
    open--;
  };

  const pathTo = (node: number): Action[] => {
    const actions: Action[] = [];
    for (let at = node; parents[at]! >= 0; at = parents[at]!) actions.push(via[at] as Action);
    return actions.reverse();
  };

  const keep = (state: State, parent: number, action: Action | undefined, cost: SearchCost): void => {
    const key = problem.key(state);
    const same = byKey.get(key);
    if (same !== undefined && status[same] !== RETIRED) {
      if (compareCost(costs[same]!, cost) <= 0) {
        stats.duplicates++;
        return;
      }
      // A cheaper path to a state not yet expanded (with costs ≥ 0 an expanded one is never beaten).
      if (status[same] === OPEN) retire(same);
    }
    let measure: Measure | undefined;
    let list: number[] | undefined;
    if (dominance) {
      const group = dominance.group(state);
      measure = dominance.measure(state);
      list = groups.get(group);
      if (!list) {
        list = [];
        groups.set(group, list);
      }
      const entry = { measure, cost };
      for (const other of list) {
        if (dominance.dominates({ measure: measures[other]!, cost: costs[other]! }, entry)) {
          stats.dominated++;
          return;
        }
      }
      // The newcomer retires what it dominates (it dominates whatever those dominated, too).
      let w = 0;
      for (const other of list) {
        if (dominance.dominates(entry, { measure: measures[other]!, cost: costs[other]! })) {
          if (status[other] === OPEN) {
            retire(other);
            stats.dominated++;
          }
        } else list[w++] = other;
      }
      list.length = w;
    }
    if (stats.states >= maxStates) throw new SearchLimitError(maxStates, { ...stats });
    // Past the horizon: kept (its key still merges later copies) but never queued, and its data dropped.
    const past = !problem.isGoal(state) && (problem.beyond?.(state, cost) ?? false);
    const node = stats.states++;
    states.push(past ? undefined : state);
    costs.push(cost);
    parents.push(parent);
    via.push(action);
    status.push(past ? CLOSED : OPEN);
    measures.push(measure as Measure);
    list?.push(node);
    byKey.set(key, node);
    if (past) {
      stats.beyond++;
      exhausted = false;
      options.onBeyond?.({ state, cost, path: () => pathTo(node) });
      return;
    }
    heap.push(node, problem.estimate ? addCost(cost, problem.estimate(state)) : cost);
    open++;
  };

  let exhausted = true;
  keep(problem.start, -1, undefined, ZERO);
  while (heap.size > 0) {
    if (options.signal?.aborted) throw new SearchAbortedError({ ...stats });
    const bound = heap.peekCost();
    const node = heap.pop();
    if (status[node] !== OPEN) continue;
    status[node] = CLOSED;
    open--;
    const state = states[node] as State;
    states[node] = undefined;
    const cost = costs[node]!;
    const visit: SearchVisit<State, Action> = { state, cost, path: () => pathTo(node) };
    options.onVisit?.(visit);
    if (problem.isGoal(state))
      return { goal: { state, cost, actions: pathTo(node) }, exhausted: false, stats };
    const actions = actionsOf(state);
    if (actions.length === 0) {
      stats.deadEnds++;
      options.onDeadEnd?.(visit);
      continue;
    }
    stats.expanded++;
    for (const action of actions) {
      const result = engine.step(state, action);
      if (!result.ok) {
        stats.refused++;
        continue;
      }
      stats.generated++;
      keep(result.state, node, action, addCost(cost, stepCost(state, action, result.state, result.events)));
    }
    if (options.onProgress && stats.expanded % every === 0)
      options.onProgress({ ...stats, frontier: open, cost: bound });
  }
  return { goal: null, exhausted, stats };
}
