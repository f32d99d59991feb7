import type { Engine } from "../contract.js";
import type { SearchCost } from "./cost.js";

/** What a search compares to prune by dominance: a small summary of a state and the cost of its path. */
export interface DominanceEntry<Measure> {
  measure: Measure;
  cost: SearchCost;
}

/**
 * Optional pruning by dominance. States of one `group` differ only in what `measure` summarises;
 * `dominates(a, b)` must hold only when every continuation of b is matched by one of a that reaches a
 * goal (and stays within the horizon) at no higher total cost. The search then never expands b.
 */
export interface Dominance<State, Measure> {
  group(state: State): string;
  measure(state: State): Measure;
  dominates(a: DominanceEntry<Measure>, b: DominanceEntry<Measure>): boolean;
}

/**
 * A search over any Rulekit engine: from `start`, apply the engine's own `step` to the actions
 * `actions(state)` offers (the engine's `legalActions` unless given) until a goal is taken from the
 * frontier. Steps the engine refuses are skipped and counted.
 */
export interface SearchProblem<
  State,
  Action,
  Event = unknown,
  Code extends string = string,
  Measure = unknown,
> {
  engine: Engine<State, Action, Event, Code>;
  start: State;
  /**
   * Canonical key: two states with the same key must have the same future (the same actions, leading to
   * states with the same keys). States whose key was already kept at no higher cost are merged
   * (transpositions).
   */
  key(state: State): string;
  isGoal(state: State): boolean;
  /** The cost of one accepted step; default `[1]` (breadth-first by steps). Entries must not be negative. */
  stepCost?(from: State, action: Action, to: State, events: readonly Event[]): SearchCost;
  /** The actions to try in a state (default: the engine's legalActions), in the order to try them. */
  actions?(state: State): readonly Action[];
  /**
   * States past the horizon (asked when a state is found; never of a goal): counted and kept by key, but
   * never queued or expanded. A bound that says no goal can be reached within the horizon from a state
   * belongs here too.
   */
  beyond?(state: State, cost: SearchCost): boolean;
  /**
   * A lower bound on the cost still needed from a state to a goal (A*): the frontier is ordered by path
   * cost plus this estimate, so states that cannot lead to a cheaper goal wait. It must be consistent —
   * never more than one step's cost above the estimate of the state that step leads to — or the goal
   * found may not be a cheapest one. Default: no estimate (uniform-cost search).
   */
  estimate?(state: State): SearchCost;
  dominance?: Dominance<State, Measure>;
}

/** A state the search took from its frontier, with the cost and (on demand) the actions of its path. */
export interface SearchVisit<State, Action> {
  state: State;
  cost: SearchCost;
  /** The actions from the start to this state (built from the parent links when asked for). */
  path(): Action[];
}

export interface SearchStats {
  /** Distinct states kept: the start and every child that was neither merged nor pruned. */
  states: number;
  /** States whose actions were tried. */
  expanded: number;
  /** Steps the engine accepted. */
  generated: number;
  /** Children merged into a state with the same key kept at no higher cost (transpositions). */
  duplicates: number;
  /** Children pruned by dominance, and kept states a later, dominating state retired before expansion. */
  dominated: number;
  /** States past the horizon (kept, not expanded). */
  beyond: number;
  /** Non-goal states without any action (lines that end there). */
  deadEnds: number;
  /** Actions offered that `step` refused (an engine whose legalActions and step agree has none). */
  refused: number;
}

/** A long search's heartbeat. */
export interface SearchProgress extends SearchStats {
  /** States waiting to be expanded. */
  frontier: number;
  /**
   * The path cost plus the estimate of the state just expanded: the search has proven that no goal is
   * cheaper (without an estimate, the path cost itself).
   */
  cost: SearchCost;
}

/** An AbortSignal, or anything with its `aborted` flag (the search reads nothing else). */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

export interface SearchOptions<State, Action> {
  /** Most states kept before the search stops with a SearchLimitError (default DEFAULT_SEARCH_MAX_STATES). */
  maxStates?: number;
  /** Checked before each expansion; once aborted the search throws a SearchAbortedError. */
  signal?: AbortSignalLike;
  onProgress?: (progress: SearchProgress) => void;
  /** Expansions between two onProgress calls (default 1024). */
  progressEvery?: number;
  /** Every state taken from the frontier (expanded, goal or dead end), in order. */
  onVisit?: (visit: SearchVisit<State, Action>) => void;
  /** Every non-goal state without actions. */
  onDeadEnd?: (visit: SearchVisit<State, Action>) => void;
  /** Every state found past the horizon (when it is found). */
  onBeyond?: (visit: SearchVisit<State, Action>) => void;
}

export interface SearchResult<State, Action> {
  /** The cheapest goal (the first of equal cost in the order actions were offered), or null. */
  goal: { state: State; cost: SearchCost; actions: Action[] } | null;
  /**
   * With no goal: true when the frontier ran dry and nothing was cut by the horizon — then no goal is
   * reachable at all; false when some states lay past the horizon.
   */
  exhausted: boolean;
  stats: SearchStats;
}
