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
