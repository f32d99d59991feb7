import { type Action, type GameState, type Level, legalActions, newGame, step } from "../../src/index.js";

/** A state's whole content but what only records the past (log, forecast report, this turn's actions). */
const exactKey = (s: GameState): string => {
  const {
    log: _log,
    forecast: _forecast,
    turnActions: _turnActions,
    level: _level,
    balance: _balance,
    ...rest
  } = s;
  return JSON.stringify(rest);
};

export interface ReferenceResult {
  /** The turn of the first win (0: won at the start), or null when none by the end of `horizon`. */
  minTurns: number | null;
  /** The fewest actions (EndTurn not counted) among wins in that turn. */
  minActions: number | null;
}

/**
 * The solver's naive reference for tests: a plain breadth-first search over exact states through `step`
 * (with its forecasts), turn by turn, with no key normalisation, no dominance, no estimate and no shared
 * simulations. Within a turn it tries every line, in order of actions spent; the first turn holding a
 * win gives the minimum turns, its cheapest win the minimum actions.
 */
export function referenceSolve(level: Level, horizon: number): ReferenceResult {
  const start = newGame(level);
  if (start.levelState === "Won") return { minTurns: 0, minActions: 0 };
  let frontier = new Map<string, { state: GameState; actions: number }>([
    [exactKey(start), { state: start, actions: 0 }],
  ]);
  for (let turn = start.turn; turn < start.turn + horizon && frontier.size > 0; turn++) {
    // buckets[n]: states of this turn reached with n actions in all
    const buckets: Map<string, GameState>[] = [];
    const best = new Map<string, number>();
    const put = (state: GameState, actions: number) => {
      const key = exactKey(state);
      const known = best.get(key);
      if (known !== undefined && known <= actions) return;
      best.set(key, actions);
      (buckets[actions] ??= new Map()).set(key, state);
    };
    for (const { state, actions } of frontier.values()) put(state, actions);
    const next = new Map<string, { state: GameState; actions: number }>();
    let win: number | null = null;
    for (let n = 0; n < buckets.length; n++) {
      for (const [key, state] of buckets[n] ?? []) {
        if (best.get(key) !== n) continue;
        for (const action of legalActions(state)) {
          const result = step(state, action);
          if (!result.ok) throw new Error(`reference: legal action refused: ${result.code}`);
          const spent = n + (action.type === "EndTurn" ? 0 : 1);
          const after = result.state;
          if (after.levelState === "Won") win = win === null ? spent : Math.min(win, spent);
          else if (after.turn !== turn) {
            if (after.levelState === "Lost") continue;
            const k = exactKey(after);
            const known = next.get(k);
            if (!known || known.actions > spent) next.set(k, { state: after, actions: spent });
          } else put(after, spent);
        }
      }
    }
    if (win !== null) return { minTurns: turn - start.turn + 1, minActions: win };
    frontier = next;
  }
  return { minTurns: null, minActions: null };
}

/** Plays a line through `step`; the state it ends in, and the turn its last action was taken in. */
export function playLine(level: Level, actions: readonly Action[]): { state: GameState; lastTurn: number } {
  let state = newGame(level);
  let lastTurn = state.turn;
  for (const action of actions) {
    const result = step(state, action);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.code}: ${result.message}`);
    lastTurn = state.turn;
    state = result.state;
  }
  return { state, lastTurn };
}
