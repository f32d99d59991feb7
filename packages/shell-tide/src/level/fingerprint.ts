import { stableHash } from "@rulekit/core";
import type { Level } from "./schema.js";

/**
 * A stable hash of what the rules read: node types, starfish, Current Arrows, edges and rule flags.
 * The id, name, layout and balance do not change it (moving a board on screen keeps its proof).
 */
export function levelFingerprint(level: Level): string {
  return stableHash({
    nodes: level.nodes.map((node) => ({
      type: node.type,
      starfish: node.starfish,
      currentDirection: node.currentDirection ?? null,
    })),
    edges: { left: level.edges.left, right: level.edges.right },
    rules: { finalTideSweep: level.rules.finalTideSweep, wetPitRescue: level.rules.wetPitRescue },
  });
}
