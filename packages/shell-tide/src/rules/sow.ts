import { nextNode } from "./topology.js";
import type { TurnContext } from "./turn-context.js";

/** Step 1: all starfish leave the source. */
export function takeSource(turn: TurnContext): void {
  turn.count = turn.starfish[turn.move.node]!;
  turn.starfish[turn.move.node] = 0;
  turn.stop = turn.move.node;
}

/**
 * Steps 2–3: one starfish per node reached, in the chosen direction. The source is not skipped when
 * the route laps the ring; Current Arrows passed over change nothing; a starfish reaching a wet pit
 * is rescued at once. STOP is where the last one landed (a wet pit included).
 */
export function sow(turn: TurnContext): void {
  const { level, move } = turn;
  let cursor = move.node;
  for (let order = 1; order <= turn.count; order++) {
    cursor = nextNode(level, cursor, move.direction);
    turn.route.push({ index: cursor, order, direction: move.direction });
    if (level.nodes[cursor]!.type === "wet_pit") {
      turn.wetPitRescues.push({ index: cursor, order });
      turn.rescued += 1;
    } else {
      turn.starfish[cursor]! += 1;
    }
  }
  turn.stop = cursor;
}
