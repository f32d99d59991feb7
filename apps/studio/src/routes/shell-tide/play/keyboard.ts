import type { Direction } from "@rulekit/shell-tide";
import { directionOfTurn, type Turn } from "../board/screen-turn.ts";
import type { PlayAction } from "./play-model.ts";

/**
 * The playable's keyboard map: Up/Down walk the selection through the legal sources, Left/Right turn the
 * Flow the way the keys read as a rotation — ← counter-clockwise ↺, → clockwise ↻ — on whatever logical
 * direction that is on this board, Enter commits. Returns null for keys the board leaves alone.
 */
export function keyToAction(key: string, turns: Record<Direction, Turn>): PlayAction | null {
  switch (key) {
    case "ArrowUp":
      return { type: "moveSelection", delta: -1 };
    case "ArrowDown":
      return { type: "moveSelection", delta: 1 };
    case "ArrowLeft":
      return { type: "chooseDirection", direction: directionOfTurn(turns, "ccw") };
    case "ArrowRight":
      return { type: "chooseDirection", direction: directionOfTurn(turns, "cw") };
    case "Enter":
      return { type: "commit" };
    default:
      return null;
  }
}

/**
 * The level's one-key tools, wherever the focus is inside it (not while typing in a field): U or Ctrl+Z
 * takes the last turn back, R restarts. Null for any other key.
 */
export function toolKeyToAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): PlayAction | null {
  const target = event.target as HTMLElement | null;
  if (target?.closest?.("input, select, textarea, [contenteditable]")) return null;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (event.ctrlKey || event.metaKey) return key === "z" ? { type: "undo" } : null;
  if (key === "u") return { type: "undo" };
  if (key === "r") return { type: "restart" };
  return null;
}
