import { hasNetworkCell, propAt, terrainAt, validateLevel } from "@rulekit/reactor";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEditorState, editorReducer } from "../../src/routes/reactor/editor/editor-state.ts";
import { canUndo } from "../../src/routes/reactor/editor/history.ts";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";
import { authorSmallLevel, click, drag, run } from "./helpers.ts";

const fresh = () => createEditorState(starterLevelOfSize(6, 4));

describe("editor reducer", () => {
  it("a mouse stroke paints every cell it crosses and is one undo step", () => {
    const start = fresh();
    const s = run(start, [{ type: "tool", tool: "net-fuel" }, ...drag({ x: 0, y: 1 }, { x: 4, y: 1 })]);
    for (let x = 0; x <= 4; x++) expect(hasNetworkCell(s.history.present, "fuel", { x, y: 1 })).toBe(true);
    expect(hasNetworkCell(s.history.present, "fuel", { x: 5, y: 1 })).toBe(false);
    const undone = editorReducer(s, { type: "undo" });
    expect(undone.history.present).toBe(start.history.present);
    for (let x = 0; x <= 4; x++)
      expect(hasNetworkCell(undone.history.present, "fuel", { x, y: 1 })).toBe(false);
    expect(canUndo(undone.history)).toBe(false);
  });

  it("a stroke that starts on an existing cell removes cells instead of adding them", () => {
    let s = run(fresh(), [{ type: "tool", tool: "net-coolant" }, ...drag({ x: 0, y: 0 }, { x: 2, y: 0 })]);
    s = run(s, drag({ x: 1, y: 0 }, { x: 3, y: 0 }));
    const level = s.history.present;
    expect([0, 1, 2, 3].map((x) => hasNetworkCell(level, "coolant", { x, y: 0 }))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("dragging without a pressed stroke, or with a click-only tool, changes nothing", () => {
    const s = run(fresh(), [
      { type: "tool", tool: "wall" },
      { type: "drag", at: { x: 1, y: 1 } },
    ]);
    expect(terrainAt(s.history.present, { x: 1, y: 1 })).toBe("floor");
    const t = run(fresh(), [{ type: "tool", tool: "consumer" }, ...drag({ x: 0, y: 0 }, { x: 3, y: 0 })]);
    expect(t.history.present.props.map((p) => p.at)).toEqual([{ x: 0, y: 0 }]);
  });

  it("the select tool selects without editing; presses outside the map are ignored", () => {
    const start = fresh();
    const s = run(start, click(2, 3));
    expect(s.selection.cell).toEqual({ x: 2, y: 3 });
    expect(s.history).toBe(start.history);
    expect(run(start, click(9, 9))).toEqual(start);
  });

  it("undo and redo walk through edits; a new edit clears redo", () => {
    let s = run(fresh(), [{ type: "tool", tool: "wall" }, ...click(1, 1), ...click(2, 1)]);
    s = editorReducer(s, { type: "undo" });
    expect(terrainAt(s.history.present, { x: 2, y: 1 })).toBe("floor");
    expect(terrainAt(s.history.present, { x: 1, y: 1 })).toBe("wall");
    s = editorReducer(s, { type: "redo" });
    expect(terrainAt(s.history.present, { x: 2, y: 1 })).toBe("wall");
    s = run(s, [{ type: "undo" }, ...click(3, 3)]);
    expect(editorReducer(s, { type: "redo" })).toBe(s);
  });

  it("a pending pick takes the next press instead of the tool, then clears", () => {
    let s = run(fresh(), [{ type: "tool", tool: "door" }, ...click(1, 1)]);
    const door = s.history.present.props[0];
    if (door?.kind !== "door") throw new Error("no door");
    s = run(s, [{ type: "pick", pick: { kind: "door-edge", prop: door.id, end: 1 } }, ...click(1, 2)]);
    const edited = propAt(s.history.present, { x: 1, y: 1 });
    expect(edited?.kind === "door" && edited.edge).toEqual([
      { x: 1, y: 1 },
      { x: 1, y: 2 },
    ]);
    expect(s.pick).toBeNull();
    expect(s.history.present.props).toHaveLength(1);
    // The selection goes back to the door (the inspector keeps showing what was being edited).
    expect(s.selection.cell).toEqual({ x: 1, y: 1 });
  });

  it("a keyboard pick moves the cursor to the target, then returns to the prop", () => {
    let s = run(fresh(), [{ type: "tool", tool: "door" }, ...click(1, 1), { type: "tool", tool: "select" }]);
    const door = s.history.present.props[0];
    if (door?.kind !== "door") throw new Error("no door");
    s = run(s, [
      { type: "pick", pick: { kind: "door-edge", prop: door.id, end: 1 } },
      { type: "move-cursor", dx: 1, dy: 0 },
    ]);
    expect(s.selection.cell).toEqual({ x: 2, y: 1 });
    s = run(s, [{ type: "press", at: { x: 2, y: 1 }, end: true }]);
    const edited = propAt(s.history.present, { x: 1, y: 1 });
    expect(edited?.kind === "door" && edited.edge?.[1]).toEqual({ x: 2, y: 1 });
    expect(s.selection.cell).toEqual({ x: 1, y: 1 });
  });

  it("loading a level is undoable and keeps the opened file name", () => {
    const before = fresh();
    const other = starterLevelOfSize(3, 3);
    const s = editorReducer(before, { type: "load", level: other, fileName: "x.json" });
    expect(s.history.present).toBe(other);
    expect(s.fileName).toBe("x.json");
    expect(editorReducer(s, { type: "undo" }).history.present).toBe(before.history.present);
  });

  it("the keyboard cursor stays on the map", () => {
    let s = run(fresh(), [{ type: "move-cursor", dx: -1, dy: -1 }]);
    expect(s.selection.cell).toEqual({ x: 0, y: 0 });
    for (let i = 0; i < 10; i++) s = editorReducer(s, { type: "move-cursor", dx: 1, dy: 1 });
    expect(s.selection.cell).toEqual({ x: 5, y: 3 });
  });

  it("the eraser only clears underground layers that are shown", () => {
    let s = run(fresh(), [
      { type: "tool", tool: "net-fuel" },
      ...click(2, 2),
      { type: "tool", tool: "net-coolant" },
      ...click(2, 2),
      { type: "layer", layer: "fuel", visible: false },
      { type: "tool", tool: "eraser" },
      ...click(2, 2),
    ]);
    expect(hasNetworkCell(s.history.present, "fuel", { x: 2, y: 2 })).toBe(true);
    expect(hasNetworkCell(s.history.present, "coolant", { x: 2, y: 2 })).toBe(false);
    s = run(s, [{ type: "select", selection: { cell: { x: 2, y: 2 } } }, { type: "erase-selection" }]);
    expect(hasNetworkCell(s.history.present, "fuel", { x: 2, y: 2 })).toBe(false);
  });

  it("authoring the e2e level through the reducer alone gives a level the engine accepts", () => {
    const s = authorSmallLevel();
    const report = validateLevel(s.history.present);
    expect(report.errors).toEqual([]);
    expect(report.ok).toBe(true);
    const reactor = s.history.present.props.find((p) => p.kind === "reactor-control");
    expect(reactor?.kind === "reactor-control" && reactor.bindings).toEqual({
      fuel: { x: 2, y: 0 },
      coolant: { x: 2, y: 1 },
      electricity: { x: 2, y: 2 },
    });
  });

  it("undoing every step of any edit sequence restores the original level (property)", () => {
    const tools = [
      "floor",
      "wall",
      "net-fuel",
      "net-electricity",
      "leak",
      "consumer",
      "door",
      "hazard",
      "eraser",
    ] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ tool: fc.constantFrom(...tools), x: fc.nat(5), y: fc.nat(3), drag: fc.boolean() }),
          { maxLength: 25 },
        ),
        (steps) => {
          const start = fresh();
          let s = start;
          for (const step of steps) {
            s = run(s, [{ type: "tool", tool: step.tool }]);
            s = run(
              s,
              step.drag ? drag({ x: step.x, y: step.y }, { x: 5, y: step.y }) : click(step.x, step.y),
            );
          }
          while (canUndo(s.history)) s = editorReducer(s, { type: "undo" });
          expect(s.history.present).toEqual(start.history.present);
        },
      ),
      { numRuns: 60 },
    );
  });
});
