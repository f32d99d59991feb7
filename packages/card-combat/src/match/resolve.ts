import { LIMITS } from "../constants.js";
import type { Ability, Effect } from "../schema/card.js";
import { type EffectSource, findEntity, type StepContext } from "./context.js";
import { DICTIONARY } from "./dictionary.js";
import { settleDeaths } from "./zones.js";

/** Resolves an ability's effects in order; deaths are settled after each effect. */
export function resolveAbility(ctx: StepContext, ability: Ability, src: EffectSource): void {
  const effects = ability.effects;
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i] as Effect;
    DICTIONARY[effect.action](ctx, effect, src);
    settleDeaths(ctx, src.origin);
  }
}

/**
 * Resolves queued triggers first in, first out; abilities they run may queue more at the back. A
 * listener that left the board before its turn in the queue does nothing (OnDestroyed runs from the
 * graveyard by definition). A runaway chain stops at LIMITS.maxTriggersPerCommand with an event.
 */
export function drainTriggers(ctx: StepContext): void {
  while (ctx.queue.length > 0) {
    if (ctx.fired >= LIMITS.maxTriggersPerCommand) {
      if (ctx.log) ctx.events.push({ type: "TriggerLimit", dropped: ctx.queue.length });
      ctx.queue.length = 0;
      return;
    }
    const pending = ctx.queue.shift()!;
    if (pending.trigger !== "OnDestroyed" && !findEntity(ctx.s, pending.uid)) continue;
    ctx.fired++;
    if (ctx.log)
      ctx.events.push({
        type: "TriggerFired",
        uid: pending.uid,
        card: pending.card,
        trigger: pending.trigger,
      });
    resolveAbility(ctx, pending.ability, {
      controller: pending.controller,
      uid: pending.uid,
      origin: pending.uid,
      card: pending.card,
      chosen: undefined,
      triggerSource: pending.triggerSource,
    });
  }
}
