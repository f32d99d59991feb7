/**
 * Undo/redo over immutable values. A history never mutates: every operation returns a new history
 * (or the same one when nothing changed, so React can skip a render).
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many steps back the editor remembers; older steps are dropped first. */
export const HISTORY_LIMIT = 200;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Records `next` as the new present. With `merge`, the present is replaced without a new undo step
 * (a mouse stroke painting many cells is one step). Committing the same value is a no-op.
 */
export function commit<T>(history: History<T>, next: T, options: { merge?: boolean } = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  if (options.merge) return { past: history.past, present: next, future: [] };
  const past = [...history.past, history.present];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest };
}
