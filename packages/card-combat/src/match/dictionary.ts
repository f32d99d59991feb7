import { nextInt } from "@rulekit/core";
import { type ActionName, SIDES } from "../constants.js";
import type { Effect } from "../schema/card.js";
import type { CardInstance, TargetRef } from "../types.js";
import {
  definition,
  type EffectSource,
  findEntity,
  ownEntity,
  ownPlayer,
  ownRng,
  ownZone,
  recordHit,
  type StepContext,
} from "./context.js";
import { damageTarget, healTarget } from "./damage.js";
import { playerOf, selectTargets } from "./selectors.js";
import { enqueueListeners } from "./triggers.js";
import { destroyEntity, drawCards, enterBoard, newInstance } from "./zones.js";

type Verb = (ctx: StepContext, effect: Effect, src: EffectSource) => void;

const amountOf = (effect: Effect, fallback = 0) => effect.amount ?? fallback;
const targetsOf = (ctx: StepContext, effect: Effect, src: EffectSource): TargetRef[] =>
  effect.target === undefined ? [] : selectTargets(ctx, src, effect.target);

/** Creatures on the board among `refs` (fields have no attack or health to modify). */
function creatures(ctx: StepContext, refs: TargetRef[]) {
  const out = [];
  for (const ref of refs) {
    const e = findEntity(ctx.s, ref);
    if (e && definition(ctx.s, e.card).type === "creature") out.push(e);
  }
  return out;
}

/** The closed dictionary: one function per verb. Cards are data; this table is all they can do. */
export const DICTIONARY: Record<ActionName, Verb> = {
  GenerateEnergy(ctx, effect, src) {
    const side = playerOf(src, effect.target);
    const amount = amountOf(effect);
    ownPlayer(ctx, side).energy += amount;
    if (ctx.log) ctx.events.push({ type: "EnergyGenerated", side, amount, source: src.origin });
    const source = src.uid !== null && findEntity(ctx.s, src.uid) ? src.uid : null;
    enqueueListeners(ctx, "OnSupply", side, source);
  },

  DealDamage(ctx, effect, src) {
    for (const ref of targetsOf(ctx, effect, src)) damageTarget(ctx, ref, amountOf(effect), src.origin);
  },

  Heal(ctx, effect, src) {
    for (const ref of targetsOf(ctx, effect, src)) healTarget(ctx, ref, amountOf(effect), src.origin);
  },

  Draw(ctx, effect, src) {
    drawCards(ctx, playerOf(src, effect.target), amountOf(effect, 1));
  },

  /** Discards `amount` random cards (GameRng) from the side's hand. */
  Discard(ctx, effect, src) {
    const side = playerOf(src, effect.target);
    const player = ownPlayer(ctx, side);
    for (let i = 0; i < amountOf(effect, 1) && player.hand.length > 0; i++) {
      const [card] = ownZone(ctx, side, "hand").splice(nextInt(ownRng(ctx), player.hand.length), 1);
      if (!card) break;
      ownZone(ctx, side, "graveyard").push(card);
      if (ctx.log) ctx.events.push({ type: "Discarded", side, uid: card.uid, card: card.card });
    }
  },

  /** New instances of a definition on the board; a full board refuses the summon with an event. */
  Summon(ctx, effect, src) {
    const side = playerOf(src, effect.target);
    const def = definition(ctx.s, effect.card as string);
    for (let i = 0; i < amountOf(effect, 1); i++) {
      if (ctx.s.board.length >= ctx.s.options.boardCapacity) {
        if (ctx.log)
          ctx.events.push({ type: "SummonRefused", card: def.id, controller: side, reason: "board_full" });
        continue;
      }
      enterBoard(ctx, newInstance(ctx, def), side, true);
    }
  },

  Destroy(ctx, effect, src) {
    for (const ref of targetsOf(ctx, effect, src)) {
      const e = findEntity(ctx.s, ref);
      if (e) destroyEntity(ctx, e, "effect", src.origin);
    }
  },

  ModifyAttack(ctx, effect, src) {
    for (const found of creatures(ctx, targetsOf(ctx, effect, src))) {
      const e = ownEntity(ctx, found, false);
      e.attack = Math.max(0, e.attack + amountOf(effect));
      if (ctx.log)
        ctx.events.push({ type: "AttackModified", uid: e.uid, amount: amountOf(effect), attack: e.attack });
    }
  },

  /** Changes health and maximum health together; a creature brought to 0 is destroyed. */
  ModifyHealth(ctx, effect, src) {
    for (const found of creatures(ctx, targetsOf(ctx, effect, src))) {
      const e = ownEntity(ctx, found, true);
      const amount = amountOf(effect);
      e.maxHealth = Math.max(0, e.maxHealth + amount);
      e.health = Math.min(e.maxHealth, e.health + amount);
      if (amount < 0) recordHit(ctx, e.uid, src.origin);
      if (ctx.log)
        ctx.events.push({
          type: "HealthModified",
          uid: e.uid,
          amount,
          health: e.health,
          maxHealth: e.maxHealth,
        });
    }
  },

  /** Cards in a hand; never below 0. Combat-only: the owned copy in RunProgress is untouched. */
  ModifyCost(ctx, effect, src) {
    const refs = targetsOf(ctx, effect, src);
    for (const side of SIDES) {
      const hand = ctx.s.players[side].hand;
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i] as CardInstance;
        if (!refs.includes(card.uid)) continue;
        // A new object: hand cards are shared with the previous state (see clone.ts).
        const cost = Math.max(0, card.cost + amountOf(effect));
        ownZone(ctx, side, "hand")[i] = { ...card, cost };
        if (ctx.log) ctx.events.push({ type: "CostModified", uid: card.uid, amount: amountOf(effect), cost });
      }
    }
  },

  /** Only entities that have a countdown; reaching 0 destroys them like a tick does. */
  ModifyCountdown(ctx, effect, src) {
    for (const ref of targetsOf(ctx, effect, src)) {
      const found = findEntity(ctx.s, ref);
      if (!found || found.countdown === null) continue;
      const e = ownEntity(ctx, found, true);
      e.countdown = Math.max(0, (e.countdown as number) + amountOf(effect));
      if (ctx.log)
        ctx.events.push({
          type: "CountdownModified",
          uid: e.uid,
          amount: amountOf(effect),
          countdown: e.countdown,
        });
    }
  },
};
