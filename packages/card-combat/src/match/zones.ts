import type { Side } from "../constants.js";
import { instanceOf } from "../content/decks.js";
import type { CardDefinition } from "../schema/card.js";
import type { CardInstance, Entity } from "../types.js";
import { cloneCard } from "./clone.js";
import { abilityOf, definition, markOwned, ownPlayer, ownZone, type StepContext } from "./context.js";
import { damageLeader } from "./damage.js";
import { enqueueListeners } from "./triggers.js";
import { cardUid } from "./uids.js";

/** The card with this uid in a hand (or any zone), if any. */
export function inHand(hand: readonly CardInstance[], uid: string): CardInstance | undefined {
  for (let i = 0; i < hand.length; i++) if ((hand[i] as CardInstance).uid === uid) return hand[i];
  return undefined;
}

export function newInstance(ctx: StepContext, def: CardDefinition): CardInstance {
  return instanceOf(def, cardUid(ctx.s.nextUid++));
}

/** Draws `count` cards: an empty deck deals growing fatigue damage, a full hand burns the card. */
export function drawCards(ctx: StepContext, side: Side, count: number): void {
  const player = ownPlayer(ctx, side);
  for (let i = 0; i < count; i++) {
    const top = player.deck.length > 0 ? ownZone(ctx, side, "deck").pop() : undefined;
    if (!top) {
      player.fatigue += 1;
      if (ctx.log) ctx.events.push({ type: "Fatigue", side, amount: player.fatigue });
      damageLeader(ctx, side, player.fatigue, null);
      continue;
    }
    const card = cloneCard(top);
    if (player.hand.length >= ctx.s.options.handLimit) {
      ownZone(ctx, side, "graveyard").push(card);
      if (ctx.log) ctx.events.push({ type: "CardBurned", side, uid: card.uid, card: card.card });
    } else {
      ownZone(ctx, side, "hand").push(card);
      if (ctx.log) ctx.events.push({ type: "CardDrawn", side, uid: card.uid, card: card.card });
    }
  }
}

/**
 * Puts a creature or field on the board (the caller has checked the capacity). It enters with no attack
 * and one activation if it has an activated ability; a creature entering wakes its side's OnEnterBoard
 * listeners.
 */
export function enterBoard(
  ctx: StepContext,
  card: CardInstance,
  controller: Side,
  summoned: boolean,
): Entity {
  const def = definition(ctx.s, card.card);
  const entity: Entity = {
    uid: card.uid,
    card: card.card,
    holderId: card.holderId,
    cost: card.cost,
    attack: card.attack,
    health: card.health,
    controller,
    maxHealth: card.health,
    countdown: def.countdown ?? null,
    attacksRemaining: 0,
    activatesRemaining: abilityOf(def, "activated") ? 1 : 0,
  };
  ctx.s.board.push(entity);
  ctx.mayDie = true;
  if (!ctx.fresh) markOwned(ctx, entity);
  if (ctx.log)
    ctx.events.push({ type: "EntityEntered", uid: entity.uid, card: entity.card, controller, summoned });
  if (def.type === "creature") enqueueListeners(ctx, "OnEnterBoard", controller, entity.uid, entity.uid);
  return entity;
}

/** Removes an entity from the board into its controller's graveyard and queues its OnDestroyed ability. */
export function destroyEntity(
  ctx: StepContext,
  entity: Entity,
  cause: "damage" | "effect" | "countdown",
  killer: string | null,
): void {
  const index = ctx.s.board.indexOf(entity);
  if (index < 0) return;
  ctx.s.board.splice(index, 1);
  // The card as it leaves the board: its current cost, stats and HolderId, without board-only fields.
  ownZone(ctx, entity.controller, "graveyard").push(cloneCard(entity));
  if (ctx.log)
    ctx.events.push({
      type: "Destroyed",
      uid: entity.uid,
      card: entity.card,
      controller: entity.controller,
      cause,
    });
  const ability = abilityOf(definition(ctx.s, entity.card), "OnDestroyed");
  if (ability)
    ctx.queue.push({
      uid: entity.uid,
      card: entity.card,
      controller: entity.controller,
      trigger: "OnDestroyed",
      ability,
      triggerSource: killer,
    });
}

/**
 * Destroys, in board order, every creature at 0 health and every entity whose countdown reached 0.
 * Runs after every effect, attack and countdown tick; scans nothing when no entity changed or entered
 * since the last settle (`ctx.mayDie`).
 */
export function settleDeaths(ctx: StepContext, defaultKiller: string | null): void {
  if (!ctx.mayDie) return;
  ctx.mayDie = false;
  const board = ctx.s.board;
  let dead: Entity[] | null = null;
  for (let i = 0; i < board.length; i++) {
    const e = board[i] as Entity;
    if (e.countdown === 0 || (e.health <= 0 && definition(ctx.s, e.card).type === "creature"))
      (dead ??= []).push(e);
  }
  if (!dead) return;
  for (const e of dead) {
    const byDamage = e.health <= 0 && definition(ctx.s, e.card).type === "creature";
    const hitBy = ctx.hitBy;
    const killer = hitBy?.has(e.uid) ? (hitBy.get(e.uid) ?? null) : defaultKiller;
    destroyEntity(ctx, e, byDamage ? "damage" : "countdown", byDamage ? killer : null);
  }
}
