import { serializeLevel } from "@rulekit/reactor";
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
import { browserStorage } from "../../lib/storage.ts";
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, type Autosave, restoreAutosave } from "./editor/autosave.ts";
import { createEditorState } from "./editor/editor-state.ts";
import { type CheckQueue, createCheckQueue } from "./editor/level-check.ts";
import { starterLevelOfSize } from "./editor/starter.ts";
import { firstTutorial } from "./editor/tutorials.ts";
import { engineClient, stopEngineClient } from "./engine/engine-client.ts";
import { createWorkspaceStore, type Workspace, type WorkspaceStore } from "./workspace-store.ts";

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

export type { Workspace } from "./workspace-store.ts";

/** The workspace, re-rendering the caller on every change of it. */
export function useWorkspace(): Workspace {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error("useWorkspace outside <ReactorWorkspace>");
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * Reads the autosave back in the engine worker (the pages wait meanwhile). What cannot be restored is kept
 * under the backup key, because the next change overwrites the autosave itself. With nothing to restore the
 * editor opens on the first tutorial (a blank level would open on an error: it has no reactor yet).
 */
function restore(store: WorkspaceStore, saved: Autosave | undefined, isLive: () => boolean) {
  // As text: the engine bounds its size and nesting (a deeply nested object cannot be posted to the worker).
  const load = (json: unknown) => engineClient().load(JSON.stringify(json));
  void restoreAutosave(saved, load).then(async (restored) => {
    const opening = restored.ok ? null : await firstTutorial(load);
    if (!isLive()) return;
    if (!restored.ok && saved !== undefined) store.get().storage.setJson(AUTOSAVE_BACKUP_KEY, saved);
    store.restored(restored, opening);
  });
}

/**
 * Reads the autosave back, keeps the checks following the level (they run in the engine worker) and
 * autosaves the level to localStorage after every change. Renders nothing.
 */
function WorkspaceSync(props: { store: WorkspaceStore; saved: Autosave | undefined }) {
  const { store, saved } = props;
  const { level, checkedLevel, state, storage, restoring } = useSyncExternalStore(store.subscribe, store.get);
  const queue = useRef<CheckQueue | null>(null);
  useEffect(() => {
    let live = true;
    if (store.get().restoring) restore(store, saved, () => live);
    const created = createCheckQueue(
      (l) => engineClient().check(l),
      (l, check) => store.checked(l, check),
    );
    queue.current = created;
    return () => {
      live = false;
      created.dispose();
      stopEngineClient();
    };
  }, [store, saved]);
  useEffect(() => {
    if (!restoring && checkedLevel !== level) queue.current?.submit(level);
  }, [level, checkedLevel, restoring]);
  useEffect(() => {
    if (restoring) return;
    const value: Autosave = { version: 1, fileName: state.fileName, level: serializeLevel(level) };
    storage.setJson(AUTOSAVE_KEY, value);
  }, [storage, level, state.fileName, restoring]);
  return null;
}

/** The routed page, or a note while the autosaved work (or the first tutorial) is read back. */
function RestoreGate(props: { store: WorkspaceStore; children: ReactNode }) {
  const restoring = useSyncExternalStore(props.store.subscribe, () => props.store.get().restoring);
  if (!restoring) return props.children;
  return (
    <p role="status" className="rx-muted" data-testid="restoring">
      Opening your work…
    </p>
  );
}

/**
 * Holds the level being authored for every /reactor page (editor and gameplay preview share it). It
 * renders once: edits reach the pages that read the workspace through the store, not through here.
 */
export function ReactorWorkspace(props: { children?: ReactNode }) {
  const [{ store, saved }] = useState(() => {
    const storage = browserStorage();
    const saved = storage.getJson<Autosave>(AUTOSAVE_KEY);
    const initial = createEditorState(starterLevelOfSize(10, 8));
    return { store: createWorkspaceStore(initial, storage, { restoring: true }), saved };
  });
  return (
    <WorkspaceContext.Provider value={store}>
      <WorkspaceSync store={store} saved={saved} />
      <RestoreGate store={store}>{props.children ?? <Outlet />}</RestoreGate>
    </WorkspaceContext.Provider>
  );
}
