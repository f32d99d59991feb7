import { loadLevel, serializeLevel } from "@rulekit/reactor";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Outlet } from "../../lib/router.tsx";
import { browserStorage, type SafeStorage } from "../../lib/storage.ts";
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, type Autosave, restoreAutosave } from "./editor/autosave.ts";
import { createEditorState, type EditorState } from "./editor/editor-state.ts";
import { type CheckQueue, checkLevel, createCheckQueue, workerRunner } from "./editor/level-check.ts";
import { starterLevelOfSize } from "./editor/starter.ts";
import { createWorkspaceStore, type Workspace, type WorkspaceStore } from "./workspace-store.ts";

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

export type { Workspace } from "./workspace-store.ts";

/** The workspace, re-rendering the caller on every change of it. */
export function useWorkspace(): Workspace {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error("useWorkspace outside <ReactorWorkspace>");
  return useSyncExternalStore(store.subscribe, store.get);
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
 * Keeps the checks following the level (the first one ran on this thread, in the store; the following
 * ones run in a worker) and autosaves it to localStorage after every change. Renders nothing.
 */
function WorkspaceSync(props: { store: WorkspaceStore }) {
  const { store } = props;
  const { level, checkedLevel, state, storage } = useSyncExternalStore(store.subscribe, store.get);
  const queue = useRef<CheckQueue | null>(null);
  useEffect(() => {
    const runner = workerRunner();
    const created = createCheckQueue(runner ?? (async (l) => checkLevel(l)), (l, check) =>
      store.checked(l, check),
    );
    queue.current = created;
    return () => {
      created.dispose();
      runner?.terminate();
    };
  }, [store]);
  useEffect(() => {
    if (checkedLevel !== level) queue.current?.submit(level);
  }, [level, checkedLevel]);
  useEffect(() => {
    const value: Autosave = { version: 1, fileName: state.fileName, level: serializeLevel(level) };
    storage.setJson(AUTOSAVE_KEY, value);
  }, [storage, level, state.fileName]);
  return null;
}

/**
 * Holds the level being authored for every /reactor page (editor and gameplay preview share it). It
 * renders once: edits reach the pages that read the workspace through the store, not through here.
 */
export function ReactorWorkspace(props: { children?: ReactNode }) {
  const [store] = useState(() => {
    const storage = browserStorage();
    const initial = init(storage);
    return createWorkspaceStore(initial.state, storage, initial.note);
  });
  return (
    <WorkspaceContext.Provider value={store}>
      <WorkspaceSync store={store} />
      {props.children ?? <Outlet />}
    </WorkspaceContext.Provider>
  );
}
