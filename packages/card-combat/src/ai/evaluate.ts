import type { Side } from "../constants.js";
import { definition } from "../match/context.js";
import type { Ability, Effect } from "../schema/card.js";
import { type Entity, leaderSide, type MatchState, type TargetRef } from "../types.js";
import { entityValue, leaderValue } from "./scores.js";

/**
 * A rough value of effects for `side`, read from the state without running them (the AI must be cheap:
 * the simulator asks it thousands of times per second). Positive is good for `side`.
 */
export function abilityValue(
  s: MatchState,
  side: Side,
  ability: Ability,
  self: Entity | null,
  chosen: TargetRef | undefined,
  chosenEntity: Entity | null,
) {
  let total = 0;
  const effects = ability.effects;
  for (let i = 0; i < effects.length; i++)
    total += effectValue(s, side, effects[i] as Effect, self, chosen, chosenEntity);
  return total;
}

/** `self`: the acting entity (null for a card played from hand); `chosenEntity`: the chosen target's. */
function effectValue(
  s: MatchState,
  side: Side,
  effect: Effect,
  self: Entity | null,
  chosen: TargetRef | undefined,
  chosenEntity: Entity | null,
): number {
  const amount = effect.amount ?? 1;
  const targetSide = effect.target === "opponent" ? (side === 0 ? 1 : 0) : side;
  const mine = targetSide === side ? 1 : -1;
  switch (effect.action) {
    case "GenerateEnergy":
      return 2 * amount * mine;
    case "Draw":
      return 1.5 * amount * mine;
    case "Discard":
      return s.players[targetSide].hand.length > 0 ? -1.5 * amount * mine : 0;
    case "Summon": {
      const room = s.options.boardCapacity - s.board.length;
      const def = s.cards[effect.card ?? ""];
      const worth = def ? (def.attack ?? 0) + (def.health ?? 0) / 2 + 1 : 1;
      return room > 0 ? Math.min(amount, room) * worth * mine : 0;
    }
    case "ModifyCost": {
      const hand = effect.target === "enemyHand" ? s.players[side === 0 ? 1 : 0].hand : s.players[side].hand;
      const sign = effect.target === "enemyHand" ? -1 : 1;
      return -amount * 0.6 * hand.length * sign;
    }
    default:
      break;
  }
  // The targets the effect would meet, each valued in board order (no lists are built: the AI runs
  // for every legal command of every step).
  const enemy: Side = side === 0 ? 1 : 0;
  switch (effect.target) {
    // `0 +`: a sum over one target, as before, so a -0 comes out as 0.
    case "self":
      return self ? 0 + entityValueOf(s, side, effect, self) : 0;
    case "chosen":
      return chosen ? 0 + refValue(s, side, effect, chosen, chosenEntity) : 0;
    case "controller":
      return 0 + leaderValue(side, effect.action, effect.amount, side, s.players[side]);
    case "opponent":
      return 0 + leaderValue(side, effect.action, effect.amount, enemy, s.players[enemy]);
    case "allEnemyCreatures":
    case "randomEnemyCreature":
    case "allFriendlyCreatures": {
      const owner = effect.target === "allFriendlyCreatures" ? side : enemy;
      // A random pick is valued as the first candidate: cautious and cheap.
      const one = effect.target === "randomEnemyCreature";
      let total = 0;
      for (const e of s.board)
        if (e.controller === owner && definition(s, e.card).type === "creature") {
          total += entityValueOf(s, side, effect, e);
          if (one) break;
        }
      return total;
    }
    default:
      return 0;
  }
}

/** A chosen target's value: a leader's, or its entity's (`e`: null when it is not on the board). */
function refValue(s: MatchState, side: Side, effect: Effect, ref: TargetRef, e: Entity | null): number {
  const leader = leaderSide(ref);
  if (leader !== null) return leaderValue(side, effect.action, effect.amount, leader, s.players[leader]);
  return e ? entityValueOf(s, side, effect, e) : 0;
}

const entityValueOf = (s: MatchState, side: Side, effect: Effect, e: Entity): number =>
  entityValue(side, effect.action, effect.amount, e, definition(s, e.card).type === "creature");
