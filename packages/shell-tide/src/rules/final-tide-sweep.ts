import type { TurnContext } from "./turn-context.js";

/**
 * Step 5: with the Sweep on, a turn that rescued at least one starfish and left exactly one sand
 * node holding starfish rescues that last pile too.
 */
export function finalTideSweep(turn: TurnContext): void {
  if (!turn.level.rules.finalTideSweep || turn.rescued < 1) return;
  let last = -1;
  for (let i = 0; i < turn.starfish.length; i++) {
    if (turn.starfish[i]! > 0) {
      if (last !== -1) return;
      last = i;
    }
  }
  if (last === -1) return;
  const count = turn.starfish[last]!;
  turn.starfish[last] = 0;
  turn.sweep = { index: last, count };
  turn.rescued += count;
}
