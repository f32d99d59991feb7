import { createEmptyLevel, type Level } from "@rulekit/reactor";

/** The largest level the editor creates or resizes to (the file format allows more; the map is sized for 64). */
export const EDITOR_MAX_SIZE = 64;

/** A fresh level for the editor: the engine's empty level (all floor, robot at the top-left corner). */
export function starterLevelOfSize(width: number, height: number): Level {
  return createEmptyLevel(width, height, { id: "untitled", title: "Untitled level" });
}
