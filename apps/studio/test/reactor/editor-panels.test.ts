import { describe, expect, it } from "vitest";
import {
  DEFAULT_PANEL,
  EDITOR_PANELS,
  PANEL_STORAGE_KEY,
  parseOpenPanel,
  readOpenPanel,
  storedOpenPanel,
  togglePanel,
  writeOpenPanel,
} from "../../src/routes/reactor/editor/editor-panels.ts";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};
const blocked = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the phone's editor panels", () => {
  it("pressing a panel opens it alone; pressing the open one folds all", () => {
    expect(togglePanel("tools", "issues")).toBe("issues");
    expect(togglePanel(null, "level")).toBe("level");
    expect(togglePanel("level", "level")).toBeNull();
  });

  it("every open state is stored and read back as itself, folded included", () => {
    for (const open of [...EDITOR_PANELS.map((p) => p.id), null]) {
      expect(parseOpenPanel(storedOpenPanel(open))).toBe(open);
      const store = memory();
      writeOpenPanel(store, open);
      expect(readOpenPanel(store)).toBe(open);
    }
  });

  it("nothing stored, an unknown value or blocked storage opens the default panel", () => {
    expect(readOpenPanel(memory())).toBe(DEFAULT_PANEL);
    const store = memory();
    store.setItem(PANEL_STORAGE_KEY, "__proto__");
    expect(readOpenPanel(store)).toBe(DEFAULT_PANEL);
    expect(readOpenPanel(blocked)).toBe(DEFAULT_PANEL);
    expect(readOpenPanel(null)).toBe(DEFAULT_PANEL);
    expect(() => writeOpenPanel(blocked, "events")).not.toThrow();
  });

  it("the panel ids are distinct", () => {
    const ids = EDITOR_PANELS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
