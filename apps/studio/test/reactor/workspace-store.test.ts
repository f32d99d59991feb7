import { terrainAt } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { createSafeStorage } from "../../src/lib/storage.ts";
import { createEditorState } from "../../src/routes/reactor/editor/editor-state.ts";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";
import { checkLevel } from "../../src/routes/reactor/engine/check-level.ts";
import { createWorkspaceStore } from "../../src/routes/reactor/workspace-store.ts";

const store = () => {
  const storage = createSafeStorage(undefined);
  return createWorkspaceStore(createEditorState(starterLevelOfSize(6, 4)), storage, { restoring: false });
};

describe("the reactor workspace store", () => {
  it("publishes a new snapshot for an edit, and none for an action that changes nothing", () => {
    const s = store();
    const seen: unknown[] = [];
    const unsubscribe = s.subscribe(() => seen.push(s.get()));
    const first = s.get();
    // Nothing is reported before the first check is back (and nothing may run).
    expect(first.checkedLevel).toBeNull();
    expect(first.report).toEqual({ ok: false, errors: [], warnings: [] });
    first.dispatch({ type: "release" });
    expect(seen).toHaveLength(0);
    expect(s.get()).toBe(first);
    first.dispatch({ type: "tool", tool: "wall" });
    first.dispatch({ type: "press", at: { x: 2, y: 2 }, end: true });
    expect(seen).toHaveLength(2);
    const edited = s.get();
    expect(terrainAt(edited.level, { x: 2, y: 2 })).toBe("wall");
    s.checked(first.level, checkLevel(first.level));
    expect(s.get().checkedLevel).toBe(first.level);
    expect(s.get().report).toEqual(checkLevel(first.level).report);
    s.checked(edited.level, checkLevel(edited.level));
    expect(s.get().checkedLevel).toBe(edited.level);
    expect(seen).toHaveLength(4);
    unsubscribe();
    s.get().dispatch({ type: "undo" });
    expect(seen).toHaveLength(4);
    expect(terrainAt(s.get().level, { x: 2, y: 2 })).toBe("floor");
  });

  it("while the autosave is read back it is restoring; then its level replaces the starter, or a note says why not", () => {
    const storage = createSafeStorage(undefined);
    const starter = createEditorState(starterLevelOfSize(6, 4));
    const restoredLevel = starterLevelOfSize(8, 5);
    const s = createWorkspaceStore(starter, storage, { restoring: true });
    expect(s.get().restoring).toBe(true);
    s.restored({ ok: true, level: restoredLevel, fileName: "mine.json" });
    expect(s.get()).toMatchObject({ restoring: false, level: restoredLevel, restoreNote: null });
    expect(s.get().state.fileName).toBe("mine.json");
    const failing = createWorkspaceStore(starter, storage, { restoring: true });
    failing.restored({ ok: false, note: "could not be restored" });
    expect(failing.get()).toMatchObject({ restoring: false, level: starter.history.present });
    expect(failing.get().restoreNote).toBe("could not be restored");
  });

  it("with nothing to restore the opening level replaces the starter, with a welcome; a restored autosave wins", () => {
    const opening = { level: starterLevelOfSize(3, 3), fileName: "01-flow-and-consumers.json" };
    const s = createWorkspaceStore(
      createEditorState(starterLevelOfSize(6, 4)),
      createSafeStorage(undefined),
      {
        restoring: true,
      },
    );
    s.restored({ ok: false, note: "broken" }, opening);
    expect(s.get()).toMatchObject({
      level: opening.level,
      welcome: true,
      restoreNote: "broken",
      restoring: false,
    });
    expect(s.get().state.fileName).toBe("01-flow-and-consumers.json");
    const t = createWorkspaceStore(
      createEditorState(starterLevelOfSize(6, 4)),
      createSafeStorage(undefined),
      {
        restoring: true,
      },
    );
    const mine = starterLevelOfSize(5, 5);
    t.restored({ ok: true, level: mine, fileName: "mine.json" }, opening);
    expect(t.get()).toMatchObject({ level: mine, welcome: false, restoreNote: null });
  });
});
