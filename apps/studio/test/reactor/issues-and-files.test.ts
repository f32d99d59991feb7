import { createEmptyLevel, loadLevel, serializeLevel, setTerrain, validateLevel } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { type Autosave, restoreAutosave } from "../../src/routes/reactor/editor/autosave.ts";
import { selectionForIssue } from "../../src/routes/reactor/editor/issue-selection.ts";
import { openResult } from "../../src/routes/reactor/editor/open-level.ts";
import { createProp } from "../../src/routes/reactor/editor/prop-factory.ts";
import { isTextEntry, shortcutFor } from "../../src/routes/reactor/editor/shortcuts.ts";
import { DEFAULT_TOOL_OPTIONS } from "../../src/routes/reactor/editor/tools.ts";
import { authorSmallLevel, fixtureJson } from "./helpers.ts";

const noLoad = (json: unknown) => loadLevel(json, { validate: false });

describe("issue selection", () => {
  it("clicking an issue about a prop selects that prop's cell", () => {
    let level = createEmptyLevel(5, 4);
    const reactor = createProp(level, "reactor-control", { x: 3, y: 2 }, DEFAULT_TOOL_OPTIONS);
    level = { ...level, props: [reactor] };
    const missing = validateLevel(level).errors.find((e) => e.code === "reactor-binding-missing");
    expect(missing).toBeDefined();
    expect(selectionForIssue(level, missing?.location ?? { path: "$" }).cell).toEqual({ x: 3, y: 2 });
  });

  it("clicking an issue about a cell selects the cell", () => {
    const level = setTerrain(authorSmallLevel().history.present, { x: 0, y: 0 }, "wall");
    const issue = validateLevel(level).errors.find((e) => e.code === "robot-not-on-floor");
    expect(issue).toBeDefined();
    expect(selectionForIssue(level, issue?.location ?? { path: "$" }).cell).toEqual({ x: 0, y: 0 });
  });

  it("clicking an issue about a rule event selects the event", () => {
    const level = createEmptyLevel(4, 4);
    expect(selectionForIssue(level, { path: "$.events[0]", event: "e1" })).toEqual({
      cell: null,
      event: "e1",
    });
  });
});

describe("opening files", () => {
  it("a prototype-shaped file gives the loader's unsupported-format error and no level", () => {
    const out = openResult(
      { ok: true, name: "proto.json", data: fixtureJson("invalid/prototype-shaped.json") },
      noLoad,
    );
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.message).toMatch(/^proto\.json: unsupported format: prototype-shaped/);
      expect(out.message).toMatch(/current work was kept/);
    }
  });

  it("a malformed V1 file gives an invalid-level error naming the JSON path", () => {
    const out = openResult(
      { ok: true, name: "bad.json", data: fixtureJson("invalid/malformed-v1.json") },
      noLoad,
    );
    expect(out.ok === false && out.message).toMatch(/bad\.json: invalid level: .*\$\./);
  });

  it("an unreadable file passes the reader's message through", () => {
    expect(openResult({ ok: false, name: "x.json", error: "x.json: not valid JSON: boom" }, noLoad)).toEqual({
      ok: false,
      message: "x.json: not valid JSON: boom. Your current work was kept.",
    });
  });

  it("a saved level opens again unchanged, even one that still has validation errors", () => {
    const level = createEmptyLevel(4, 3);
    expect(validateLevel(level).ok).toBe(false);
    const out = openResult({ ok: true, name: "wip.json", data: serializeLevel(level) }, noLoad);
    expect(out).toEqual({ ok: true, level, fileName: "wip.json" });
  });
});

describe("autosave", () => {
  it("restores the saved level and file name", async () => {
    const level = authorSmallLevel().history.present;
    const saved: Autosave = { version: 1, fileName: "mine.json", level: serializeLevel(level) };
    expect(await restoreAutosave(JSON.parse(JSON.stringify(saved)), noLoad)).toEqual({
      ok: true,
      level,
      fileName: "mine.json",
    });
  });

  it("nothing saved is not an error; an unreadable save is reported", async () => {
    expect(await restoreAutosave(undefined, noLoad)).toEqual({ ok: false, note: null });
    const bad = await restoreAutosave(
      { version: 1, fileName: "x", level: { Version: 1, Pipes: [] } },
      noLoad,
    );
    expect(bad.ok === false && bad.note).toMatch(/could not be restored/);
    const odd = await restoreAutosave({ nope: true } as unknown as Autosave, noLoad);
    expect(odd.ok === false && odd.note).toMatch(/unknown shape/);
  });

  it("a loader that fails (the engine worker stopped) is reported, not thrown", async () => {
    const saved: Autosave = { version: 1, fileName: "x.json", level: {} };
    const failed = await restoreAutosave(saved, () => Promise.reject(new Error("the engine worker failed")));
    expect(failed).toEqual({
      ok: false,
      note: expect.stringMatching(/could not be restored .*: the engine worker failed$/),
    });
  });
});

describe("shortcuts", () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it("maps undo/redo, tool letters and Escape", () => {
    expect(shortcutFor(key("z", { ctrlKey: true }))).toEqual({ type: "undo" });
    expect(shortcutFor(key("Z", { ctrlKey: true, shiftKey: true }))).toEqual({ type: "redo" });
    expect(shortcutFor(key("y", { metaKey: true }))).toEqual({ type: "redo" });
    expect(shortcutFor(key("w"))).toEqual({ type: "tool", tool: "wall" });
    expect(shortcutFor(key("1"))).toEqual({ type: "tool", tool: "net-fuel" });
    expect(shortcutFor(key("Escape"))).toEqual({ type: "tool", tool: "select" });
    expect(shortcutFor(key("q"))).toBeNull();
    expect(shortcutFor(key("w", { altKey: true }))).toBeNull();
    expect(shortcutFor(key("s", { ctrlKey: true }))).toBeNull();
  });

  it("text entry keeps its keys; checkboxes and buttons do not", () => {
    expect(isTextEntry({ tagName: "INPUT", type: "number" })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTextEntry({ tagName: "SELECT" })).toBe(true);
    expect(isTextEntry({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTextEntry({ tagName: "BUTTON", type: "button" })).toBe(false);
    expect(isTextEntry({ tagName: "svg" })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
