import { type Level, loadLevel, serializeLevel, type ValidationReport } from "@rulekit/reactor";
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { Outlet } from "../../lib/router.tsx";
import { browserStorage, type SafeStorage } from "../../lib/storage.ts";
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, type Autosave, restoreAutosave } from "./editor/autosave.ts";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
} from "./editor/editor-state.ts";
import {
  type CheckQueue,
  checkLevel,
  createCheckQueue,
  type LevelCheck,
  workerRunner,
} from "./editor/level-check.ts";
import { starterLevelOfSize } from "./editor/starter.ts";

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

/** The latest check of `level`: the first one on this thread, the following ones in a worker. */
function useLevelCheck(level: Level): { level: Level; check: LevelCheck } {
  const [result, setResult] = useState(() => ({ level, check: checkLevel(level) }));
  const queue = useRef<CheckQueue | null>(null);
  useEffect(() => {
    const runner = workerRunner();
    const created = createCheckQueue(runner ?? (async (l) => checkLevel(l)), (l, check) =>
      setResult({ level: l, check }),
    );
    queue.current = created;
    return () => {
      created.dispose();
      runner?.terminate();
    };
  }, []);
  useEffect(() => {
    if (result.level !== level) queue.current?.submit(level);
  }, [level, result.level]);
  return result;
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
  const checked = useLevelCheck(level);
  useEffect(() => {
    const value: Autosave = { version: 1, fileName: state.fileName, level: serializeLevel(level) };
    storage.setJson(AUTOSAVE_KEY, value);
  }, [storage, level, state.fileName]);
  const workspace = useMemo(
    () => ({
      state,
      dispatch,
      level,
      checkedLevel: checked.level,
      report: checked.check.report,
      start: checked.check.start,
      storage,
      restoreNote: initial.note,
    }),
    [state, level, checked, storage, initial.note],
  );
  return (
    <WorkspaceContext.Provider value={workspace}>{props.children ?? <Outlet />}</WorkspaceContext.Provider>
  );
}
