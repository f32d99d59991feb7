import { describeValue, type Refusal, refuse } from "@rulekit/core";
import type { AttemptState, Move } from "../types.js";
import {
  BAD_DIRECTION,
  CURRENT_ARROW_DIRECTION,
  EMPTY_NODE,
  LEVEL_OVER,
  type RefusalCode,
  UNKNOWN_NODE,
  WET_PIT_NOT_SELECTABLE,
} from "./refusals.js";

/** The refusal for a move that is not legal in `state`, or null when it is legal. */
export function moveRefusal(state: AttemptState, move: Move): Refusal<RefusalCode> | null {
  if (state.levelStatus !== "playing") {
    return refuse(LEVEL_OVER, `the level is over (${state.levelStatus}); no more moves`);
  }
  // Stryker disable next-line OptionalChaining: the move is always readMove's copy, an object (attempt.ts)
  const node = move?.node;
  const nodes = state.level.nodes;
  if (!Number.isInteger(node)) {
    // Named by the type of its value: `{ node: "0" }` is a string where a number belongs.
    return refuse(UNKNOWN_NODE, `node must be a whole number (a node index), got ${describeValue(node)}`);
  }
  if (node < 0 || node >= nodes.length) {
    return refuse(UNKNOWN_NODE, `node ${node} does not exist (0..${nodes.length - 1})`);
  }
  if (nodes[node]!.type === "wet_pit") {
    return refuse(WET_PIT_NOT_SELECTABLE, `node ${node} is a wet pit: it is never a source`);
  }
  if ((state.starfish[node] ?? 0) < 1) {
    return refuse(EMPTY_NODE, `node ${node} holds no starfish`);
  }
  const direction = move.direction;
  if (direction !== "left" && direction !== "right") {
    // Named with the type of its value: a move from outside may hold anything (describeValue never
    // recurses, so a value nested thousands deep is safe).
    return refuse(BAD_DIRECTION, `direction must be "left" or "right", got ${describeValue(direction)}`);
  }
  const arrow = nodes[node]!.currentDirection;
  if (arrow !== undefined && arrow !== direction) {
    return refuse(CURRENT_ARROW_DIRECTION, `node ${node} has a Current Arrow: it can only be sown ${arrow}`);
  }
  return null;
}
