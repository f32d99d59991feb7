import {
  type Level,
  loadLevel,
  serializeLevel,
  type ValidationReport,
  validateLevel,
} from "@rulekit/reactor";
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from "react";
import { Outlet } from "react-router";
import { browserStorage, type SafeStorage } from "../../lib/storage.ts";
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, type Autosave, restoreAutosave } from "./editor/autosave.ts";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
} from "./editor/editor-state.ts";
import { starterLevelOfSize } from "./editor/starter.ts";

export interface Workspace {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  level: Level;
  /**
   * The level `report` belongs to. Validation (and the forecast) follow edits at a lower priority, so a
   * paint stroke stays responsive on big levels; this is `level` again as soon as React catches up.
   */
  checkedLevel: Level;
  report: ValidationReport;
  storage: SafeStorage;
  /** Why the autosave could not be restored (shown once), or null. */
  restoreNote: string | null;
}

const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error("useWorkspace outside <ReactorWorkspace>");
  return workspace;
}

function init(storage: SafeStorage): { state: EditorState; note: string | null } {
  const saved = storage.getJson<Autosave>(AUTOSAVE_KEY);
  const restored = restoreAutosave(saved, (json) => loadLevel(json, { validate: false }));
  if (restored.ok) return { state: createEditorState(restored.level, restored.fileName), note: null };
  // Keep what could not be restored: the autosave itself is overwritten by the next change.
  if (saved !== undefined) storage.setJson(AUTOSAVE_BACKUP_KEY, saved);
  return { state: createEditorState(starterLevelOfSize(10, 8)), note: restored.note };
}

/**
 * Holds the level being authored for every /reactor page (editor and gameplay preview share it) and
 * autosaves it to localStorage after every change.
 */
export function ReactorWorkspace(props: { children?: ReactNode }) {
  const storage = useMemo(() => browserStorage(), []);
  const [initial] = useState(() => init(storage));
  const [state, dispatch] = useReducer(editorReducer, initial.state);
  const level = state.history.present;
  const checkedLevel = useDeferredValue(level);
  const report = useMemo(() => validateLevel(checkedLevel), [checkedLevel]);
  useEffect(() => {
    const value: Autosave = { version: 1, fileName: state.fileName, level: serializeLevel(level) };
    storage.setJson(AUTOSAVE_KEY, value);
  }, [storage, level, state.fileName]);
  const workspace = useMemo(
    () => ({ state, dispatch, level, checkedLevel, report, storage, restoreNote: initial.note }),
    [state, level, checkedLevel, report, storage, initial.note],
  );
  return (
    <WorkspaceContext.Provider value={workspace}>{props.children ?? <Outlet />}</WorkspaceContext.Provider>
  );
}
