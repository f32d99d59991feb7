import { createEmptyLevel, type Level } from "@rulekit/reactor";

/** A fresh level for the editor: the engine's empty level (all floor, robot at the top-left corner). */
export function starterLevelOfSize(width: number, height: number): Level {
  return createEmptyLevel(width, height, { id: "untitled", title: "Untitled level" });
}
