import { isSand, nextNode } from "./topology.js";
import type { TurnContext } from "./turn-context.js";

/**
 * Step 4, the Vortex chain: from STOP, in the direction of travel, an empty sand node followed by a
 * sand node with starfish rescues that whole pile; the chain continues from the captured node and
 * stops at the first position where the pattern does not hold.
 */
export function captureChain(turn: TurnContext): void {
  const { level, starfish } = turn;
  const direction = turn.move.direction;
  let cursor = turn.stop;
  for (;;) {
    const empty = nextNode(level, cursor, direction);
    const rich = nextNode(level, empty, direction);
    if (!isSand(level, empty) || starfish[empty] !== 0) return;
    if (!isSand(level, rich) || starfish[rich]! < 1) return;
    const count = starfish[rich]!;
    starfish[rich] = 0;
    turn.captures.push({ empty, rich, count });
    turn.rescued += count;
    cursor = rich;
  }
}
