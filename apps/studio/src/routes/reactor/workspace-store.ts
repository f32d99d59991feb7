import type { Level, ValidationReport } from "@rulekit/reactor";
import type { Dispatch } from "react";
import type { SafeStorage } from "../../lib/storage.ts";
import type { Restored } from "./editor/autosave.ts";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
} from "./editor/editor-state.ts";
import type { LevelCheck } from "./editor/level-check.ts";

export interface Workspace {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  level: Level;
  /**
   * The level `report` and `start` belong to. Validation and the forecast run in a worker and follow
   * edits, so a paint stroke stays responsive on big levels; this is `level` again once the check is done,
   * and null until the first check is back (`report` is then empty and not ok).
   */
  checkedLevel: Level | null;
  report: ValidationReport;
  /** The checked level's start (level state and forecast), null while it has errors. */
  start: LevelCheck["start"];
  storage: SafeStorage;
  /** Why the autosave could not be restored (shown once), or null. */
  restoreNote: string | null;
  /** True when the editor opened on the first tutorial because there was no work of one's own to restore. */
  welcome: boolean;
  /** True while the autosaved work is read back: the pages wait for it, and nothing is autosaved. */
  restoring: boolean;
}

/** What the workspace knows before its first check is back: nothing is reported, and nothing may run. */
const NOT_CHECKED: LevelCheck = { report: { ok: false, errors: [], warnings: [] }, start: null };

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
  /**
   * The autosave was read back: its level replaces the starter (with a fresh history), or a note says why
   * not. `opening` is the level shown instead when there was nothing (readable) to restore.
   */
  restored(result: Restored, opening?: { level: Level; fileName: string } | null): void;
}

export function createWorkspaceStore(
  initial: EditorState,
  storage: SafeStorage,
  options: { restoring: boolean },
): WorkspaceStore {
  const listeners = new Set<() => void>();
  let state = initial;
  let check: { level: Level | null; result: LevelCheck } = { level: null, result: NOT_CHECKED };
  let restoring = options.restoring;
  let restoreNote: string | null = null;
  let welcome = false;
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
    welcome,
    restoring,
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
    restored(result, opening = null) {
      if (result.ok) state = createEditorState(result.level, result.fileName);
      else {
        restoreNote = result.note;
        if (opening) {
          state = createEditorState(opening.level, opening.fileName);
          welcome = true;
        }
      }
      restoring = false;
      publish();
    },
  };
}
