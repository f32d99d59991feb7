import { terrainAt } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { createSafeStorage } from "../../src/lib/storage.ts";
import { createEditorState } from "../../src/routes/reactor/editor/editor-state.ts";
import { checkLevel } from "../../src/routes/reactor/editor/level-check.ts";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";
import { createWorkspaceStore } from "../../src/routes/reactor/workspace-store.ts";

const store = () => {
  const storage = createSafeStorage(undefined);
  return createWorkspaceStore(createEditorState(starterLevelOfSize(6, 4)), storage, null);
};

describe("the reactor workspace store", () => {
  it("publishes a new snapshot for an edit, and none for an action that changes nothing", () => {
    const s = store();
    const seen: unknown[] = [];
    const unsubscribe = s.subscribe(() => seen.push(s.get()));
    const first = s.get();
    expect(first.checkedLevel).toBe(first.level);
    expect(first.report).toEqual(checkLevel(first.level).report);
    first.dispatch({ type: "release" });
    expect(seen).toHaveLength(0);
    expect(s.get()).toBe(first);
    first.dispatch({ type: "tool", tool: "wall" });
    first.dispatch({ type: "press", at: { x: 2, y: 2 }, end: true });
    expect(seen).toHaveLength(2);
    const edited = s.get();
    expect(terrainAt(edited.level, { x: 2, y: 2 })).toBe("wall");
    // The check still belongs to the level before the edit until the next one comes back.
    expect(edited.checkedLevel).toBe(first.level);
    s.checked(edited.level, checkLevel(edited.level));
    expect(s.get().checkedLevel).toBe(edited.level);
    expect(seen).toHaveLength(3);
    unsubscribe();
    s.get().dispatch({ type: "undo" });
    expect(seen).toHaveLength(3);
    expect(terrainAt(s.get().level, { x: 2, y: 2 })).toBe("floor");
  });
});
