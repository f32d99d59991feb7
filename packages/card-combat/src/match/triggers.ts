import type { Side, Trigger } from "../constants.js";
import type { Ability } from "../schema/card.js";
import type { Entity } from "../types.js";
import type { StepContext } from "./context.js";

/**
 * Queues the `trigger` abilities of every entity `side` controls, in board (insertion) order, skipping
 * `exclude` (a creature does not listen to its own entering). The queue resolves first in, first out.
 */
export function enqueueListeners(
  ctx: StepContext,
  trigger: Trigger,
  side: Side,
  triggerSource: string | null,
  exclude: string | null = null,
): void {
  const board = ctx.s.board;
  for (let i = 0; i < board.length; i++) {
    const e = board[i] as Entity;
    if (e.controller !== side || e.uid === exclude) continue;
    const abilities = (ctx.s.cards[e.card] as { abilities: Ability[] }).abilities;
    for (let a = 0; a < abilities.length; a++) {
      const ability = abilities[a] as Ability;
      if (ability.when === trigger)
        ctx.queue.push({ uid: e.uid, card: e.card, controller: side, trigger, ability, triggerSource });
    }
  }
}
