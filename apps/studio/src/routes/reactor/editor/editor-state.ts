import { CARRIERS, type Level, type Pos, samePos } from "@rulekit/reactor";
import { applyTool, type Stroke } from "./apply-tool.ts";
import { canRedo, canUndo, commit, createHistory, type History, redo, undo } from "./history.ts";
import { ALL_LAYERS_VISIBLE, type LayerId, type LayerVisibility } from "./layers.ts";
import { type EraseScope, eraseCell, inside } from "./level-edits.ts";
import { type Pick, resolvePick } from "./picks.ts";
import { DEFAULT_TOOL_OPTIONS, type ToolId, type ToolOptions } from "./tools.ts";

/** What the designer has selected: a cell (shown in the inspector) and/or a rule event (highlighted). */
export interface Selection {
  cell: Pos | null;
  event: string | null;
}

export interface EditorState {
  history: History<Level>;
  tool: ToolId;
  options: ToolOptions;
  layers: LayerVisibility;
  selection: Selection;
  /** The mouse stroke in progress (null when no button is held). */
  stroke: Stroke | null;
  stroking: boolean;
  pick: Pick | null;
  /** The cell selected when the pending pick started: the selection returns there once the pick is made. */
  pickOrigin: Pos | null;
  /** The name Save downloads to (the opened file's name, or one derived from the level id). */
  fileName: string;
}

export type EditorAction =
  | { type: "tool"; tool: ToolId }
  | { type: "options"; options: Partial<ToolOptions> }
  | { type: "layer"; layer: LayerId; visible: boolean }
  /** Mouse button pressed on a cell, or Enter/Space on the focused cell (`end: true`: a one-cell stroke). */
  | { type: "press"; at: Pos; end?: boolean }
  /** The pointer entered a cell; paints when a stroke is in progress. */
  | { type: "drag"; at: Pos }
  | { type: "release" }
  | { type: "select"; selection: Partial<Selection> }
  /** Moves the keyboard cursor (the selected cell) by a delta, staying on the map. */
  | { type: "move-cursor"; dx: number; dy: number }
  /** An inspector/rule-editor edit: one undo step. */
  | { type: "edit"; update: (level: Level) => Level }
  | { type: "erase-selection" }
  | { type: "undo" }
  | { type: "redo" }
  /** Replaces the level (new level, opened file): undoable, so opening a file by mistake is one Ctrl+Z away. */
  | { type: "load"; level: Level; fileName: string }
  | { type: "pick"; pick: Pick | null };

export function createEditorState(level: Level, fileName = defaultFileName(level)): EditorState {
  return {
    history: createHistory(level),
    tool: "select",
    options: DEFAULT_TOOL_OPTIONS,
    layers: ALL_LAYERS_VISIBLE,
    selection: { cell: null, event: null },
    stroke: null,
    stroking: false,
    pick: null,
    pickOrigin: null,
    fileName,
  };
}

export function defaultFileName(level: Level): string {
  const base = level.meta.id.replace(/[^a-zA-Z0-9._-]+/g, "-") || "level";
  return `${base}.json`;
}

/** The eraser removes props, surface amounts and the underground cells of the layers that are shown. */
export function eraseScope(layers: LayerVisibility): EraseScope {
  return {
    prop: layers.props,
    hazards: layers.hazards || layers.heat,
    carriers: CARRIERS.filter((c) => layers[c]),
  };
}

const level = (state: EditorState) => state.history.present;

function press(state: EditorState, at: Pos, end: boolean): EditorState {
  if (!inside(level(state), at)) return state;
  const selection = { ...state.selection, cell: { ...at } };
  if (state.pick) {
    // The inspector goes back to what was being edited (the prop whose binding, edge or face was picked).
    const next = resolvePick(level(state), state.pick, at);
    const back = { ...state.selection, cell: state.pickOrigin ?? selection.cell };
    return { ...state, history: commit(state.history, next), pick: null, pickOrigin: null, selection: back };
  }
  if (state.tool === "select") return { ...state, selection };
  const result = applyTool(level(state), state.tool, state.options, at, null, eraseScope(state.layers));
  return {
    ...state,
    history: commit(state.history, result.level),
    selection,
    stroke: end ? null : result.stroke,
    stroking: !end,
  };
}

function drag(state: EditorState, at: Pos): EditorState {
  if (!state.stroking || !state.stroke || !inside(level(state), at)) return state;
  const result = applyTool(
    level(state),
    state.tool,
    state.options,
    at,
    state.stroke,
    eraseScope(state.layers),
  );
  // The stroke's later cells merge into the undo step its first cell opened.
  return { ...state, history: commit(state.history, result.level, { merge: true }), stroke: result.stroke };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "tool":
      return { ...state, tool: action.tool, pick: null, pickOrigin: null };
    case "options":
      return { ...state, options: { ...state.options, ...action.options } };
    case "layer":
      return { ...state, layers: { ...state.layers, [action.layer]: action.visible } };
    case "press":
      return press(state, action.at, action.end ?? false);
    case "drag":
      return drag(state, action.at);
    case "release":
      return state.stroking ? { ...state, stroke: null, stroking: false } : state;
    case "select":
      return { ...state, selection: { ...state.selection, ...action.selection } };
    case "move-cursor": {
      const current = state.selection.cell ?? { x: 0, y: 0 };
      const { width, height } = level(state);
      const cell = {
        x: Math.min(width - 1, Math.max(0, current.x + action.dx)),
        y: Math.min(height - 1, Math.max(0, current.y + action.dy)),
      };
      if (state.selection.cell && samePos(cell, state.selection.cell)) return state;
      return { ...state, selection: { ...state.selection, cell } };
    }
    case "edit":
      return { ...state, history: commit(state.history, action.update(level(state))) };
    case "erase-selection": {
      const cell = state.selection.cell;
      if (!cell) return state;
      const all: EraseScope = { prop: true, hazards: true, carriers: CARRIERS };
      return { ...state, history: commit(state.history, eraseCell(level(state), cell, all)) };
    }
    case "undo":
      return canUndo(state.history)
        ? { ...state, history: undo(state.history), stroke: null, stroking: false }
        : state;
    case "redo":
      return canRedo(state.history)
        ? { ...state, history: redo(state.history), stroke: null, stroking: false }
        : state;
    case "load":
      return {
        ...state,
        history: commit(state.history, action.level),
        fileName: action.fileName,
        selection: { cell: null, event: null },
        pick: null,
        pickOrigin: null,
        stroke: null,
        stroking: false,
      };
    case "pick":
      return {
        ...state,
        pick: action.pick,
        pickOrigin: action.pick ? (state.pickOrigin ?? state.selection.cell) : null,
      };
  }
}
