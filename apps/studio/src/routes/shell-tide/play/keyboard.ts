import type { PlayAction } from "./play-model.ts";

/**
 * The playable's keyboard map: Up/Down walk the selection through the legal sources, Left/Right choose the
 * (logical) direction, Enter commits. Returns null for keys the board leaves alone.
 */
export function keyToAction(key: string): PlayAction | null {
  switch (key) {
    case "ArrowUp":
      return { type: "moveSelection", delta: -1 };
    case "ArrowDown":
      return { type: "moveSelection", delta: 1 };
    case "ArrowLeft":
      return { type: "chooseDirection", direction: "left" };
    case "ArrowRight":
      return { type: "chooseDirection", direction: "right" };
    case "Enter":
      return { type: "commit" };
    default:
      return null;
  }
}
