import type { Level, ValidationReport } from "@rulekit/reactor";
import type { Dispatch } from "react";
import type { SafeStorage } from "../../lib/storage.ts";
import { type EditorAction, type EditorState, editorReducer } from "./editor/editor-state.ts";
import { checkLevel, type LevelCheck } from "./editor/level-check.ts";

export interface Workspace {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  level: Level;
  /**
   * The level `report` and `start` belong to. Validation and the forecast run in a worker and follow
   * edits, so a paint stroke stays responsive on big levels; this is `level` again once the check is done.
   */
  checkedLevel: Level;
  report: ValidationReport;
  /** The checked level's start (level state and forecast), null while it has errors. */
  start: LevelCheck["start"];
  storage: SafeStorage;
  /** Why the autosave could not be restored (shown once), or null. */
  restoreNote: string | null;
}

/**
 * The /reactor workspace outside React: the editor's reducer and the latest check, with a snapshot per
 * change for `useSyncExternalStore`. The context that hands it out never changes, so an edit re-renders
 * only the components that read the workspace, and React has no context change to look for in the
 * thousands of memoized map cells below them (on a 64×64 map that search cost ≈ 20 ms per edit).
 */
export interface WorkspaceStore {
  get(): Workspace;
  subscribe(listener: () => void): () => void;
  /** A check of `level` came back (from the worker, or this thread). */
  checked(level: Level, check: LevelCheck): void;
}

export function createWorkspaceStore(
  initial: EditorState,
  storage: SafeStorage,
  restoreNote: string | null,
): WorkspaceStore {
  const listeners = new Set<() => void>();
  let state = initial;
  let check = { level: initial.history.present, result: checkLevel(initial.history.present) };
  const dispatch: Dispatch<EditorAction> = (action) => {
    const next = editorReducer(state, action);
    if (next === state) return;
    state = next;
    publish();
  };
  const snapshot = (): Workspace => ({
    state,
    dispatch,
    level: state.history.present,
    checkedLevel: check.level,
    report: check.result.report,
    start: check.result.start,
    storage,
    restoreNote,
  });
  let current = snapshot();
  const publish = () => {
    current = snapshot();
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checked(level, result) {
      check = { level, result };
      publish();
    },
  };
}
