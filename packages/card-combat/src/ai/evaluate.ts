import type { Side } from "../constants.js";
import { definition, findEntity } from "../match/context.js";
import type { Ability, Effect } from "../schema/card.js";
import { type Entity, leaderRef, leaderSide, type MatchState, type TargetRef } from "../types.js";

/**
 * A rough value of effects for `side`, read from the state without running them (the AI must be cheap:
 * the simulator asks it thousands of times per second). Positive is good for `side`.
 */
export function abilityValue(
  s: MatchState,
  side: Side,
  ability: Ability,
  self: string | null,
  chosen?: TargetRef,
) {
  let total = 0;
  for (const effect of ability.effects) total += effectValue(s, side, effect, self, chosen);
  return total;
}

const creatureWorth = (e: Entity) => e.attack + e.health / 2 + 1;

function refsFor(
  s: MatchState,
  side: Side,
  effect: Effect,
  self: string | null,
  chosen?: TargetRef,
): TargetRef[] {
  switch (effect.target) {
    case "self":
      return self ? [self] : [];
    case "chosen":
      return chosen ? [chosen] : [];
    case "controller":
      return [leaderRef(side)];
    case "opponent":
      return [leaderRef(side === 0 ? 1 : 0)];
    case "allEnemyCreatures":
    case "randomEnemyCreature":
      return creatureRefs(s, side === 0 ? 1 : 0, effect.target === "randomEnemyCreature");
    case "allFriendlyCreatures":
      return creatureRefs(s, side, false);
    default:
      return [];
  }
}

function creatureRefs(s: MatchState, side: Side, one: boolean): TargetRef[] {
  const out: TargetRef[] = [];
  for (const e of s.board)
    if (e.controller === side && definition(s, e.card).type === "creature") out.push(e.uid);
  // A random pick is valued as the weakest candidate: cautious and cheap.
  return one ? out.slice(0, 1) : out;
}

function effectValue(
  s: MatchState,
  side: Side,
  effect: Effect,
  self: string | null,
  chosen?: TargetRef,
): number {
  const amount = effect.amount ?? 1;
  const mine = (player: Side) => (player === side ? 1 : -1);
  const targetSide = effect.target === "opponent" ? (side === 0 ? 1 : 0) : side;
  switch (effect.action) {
    case "GenerateEnergy":
      return 2 * amount * mine(targetSide);
    case "Draw":
      return 1.5 * amount * mine(targetSide);
    case "Discard":
      return s.players[targetSide].hand.length > 0 ? -1.5 * amount * mine(targetSide) : 0;
    case "Summon": {
      const room = s.options.boardCapacity - s.board.length;
      const def = s.cards[effect.card ?? ""];
      const worth = def ? (def.attack ?? 0) + (def.health ?? 0) / 2 + 1 : 1;
      return room > 0 ? Math.min(amount, room) * worth * mine(targetSide) : 0;
    }
    case "ModifyCost": {
      const hand = effect.target === "enemyHand" ? s.players[side === 0 ? 1 : 0].hand : s.players[side].hand;
      const sign = effect.target === "enemyHand" ? -1 : 1;
      return -amount * 0.6 * hand.length * sign;
    }
    default:
      break;
  }
  let total = 0;
  for (const ref of refsFor(s, side, effect, self, chosen)) total += targetValue(s, side, effect, ref);
  return total;
}

function targetValue(s: MatchState, side: Side, effect: Effect, ref: TargetRef): number {
  const amount = effect.amount ?? 0;
  const leader = leaderSide(ref);
  if (leader !== null) {
    const player = s.players[leader];
    const sign = leader === side ? -1.5 : 1;
    if (effect.action === "DealDamage")
      return leader !== side && amount >= player.health ? 1000 : sign * amount;
    if (effect.action === "Heal") return -sign * Math.min(amount, player.maxHealth - player.health);
    return 0;
  }
  const e = findEntity(s, ref);
  if (!e) return 0;
  const sign = e.controller === side ? -1 : 1;
  const creature = definition(s, e.card).type === "creature";
  switch (effect.action) {
    case "DealDamage":
      if (!creature) return 0;
      return sign * (amount >= e.health ? creatureWorth(e) + 2 : amount * 0.7);
    case "Heal":
      return creature ? -sign * Math.min(amount, e.maxHealth - e.health) : 0;
    case "Destroy":
      return sign * (creature ? creatureWorth(e) + 2 : 3);
    case "ModifyAttack":
      return creature ? -sign * amount * 1.2 : 0;
    case "ModifyHealth":
      return creature ? -sign * amount * (amount < 0 && -amount >= e.health ? 3 : 0.8) : 0;
    case "ModifyCountdown":
      return e.countdown === null ? 0 : -sign * amount * (e.countdown + amount <= 0 ? 3 : 1);
    default:
      return 0;
  }
}
