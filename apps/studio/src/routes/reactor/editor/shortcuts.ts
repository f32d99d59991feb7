import type { EditorAction } from "./editor-state.ts";
import { toolByKey } from "./tools.ts";

/** The subset of a keyboard event the shortcuts read (so they can be unit-tested without a DOM). */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The editor's page-wide shortcuts: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redo, a tool's letter
 * selects it, Escape cancels a pending pick and returns to the Select tool.
 */
export function shortcutFor(event: KeyInput): EditorAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey) {
    if (key === "z") return event.shiftKey ? { type: "redo" } : { type: "undo" };
    if (key === "y") return { type: "redo" };
    return null;
  }
  if (event.altKey) return null;
  if (event.key === "Escape") return { type: "tool", tool: "select" };
  const tool = toolByKey(key);
  return tool && !event.shiftKey ? { type: "tool", tool: tool.id } : null;
}

const TEXT_INPUTS = new Set(["text", "number", "search", "email", "url", "tel", "password", ""]);

/**
 * Whether a key press belongs to the focused control rather than to the shortcuts: text fields, number
 * fields, selects and text areas keep their keys; checkboxes, buttons and the map do not.
 */
export function isTextEntry(
  target: { tagName: string; type?: string; isContentEditable?: boolean } | null,
): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  return tag === "input" && TEXT_INPUTS.has((target.type ?? "").toLowerCase());
}
