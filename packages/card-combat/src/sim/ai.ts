import { cloneRng, nextInt } from "@rulekit/core";
import { activateScore, attackScore, entityValue, leaderValue, playScore } from "../ai/scores.js";
import type { AiPolicy, Choice } from "../constants.js";
import { choiceFits } from "../match/selectors.js";
import type { CardDefinition } from "../schema/card.js";
import type { MatchState, PlayerState } from "../types.js";
import { SELECTOR, type SimAbility, type SimDef, type SimEffect, VERB } from "./compile.js";
import type { SimRules } from "./rules.js";
import { LEADERS, type SimCard, type SimEntity } from "./state.js";

type Side = 0 | 1;
const other = (side: Side): Side => (side === 0 ? 1 : 0);

/**
 * The best score of the walk under way: a typed slot, as a double stored in an object's field would be
 * a new number object each time it changes.
 */
const BEST = new Float64Array(1);

export const OFFER = { EndTurn: 0, PlayCard: 1, Activate: 2, Attack: 3 } as const;

/**
 * The AI of `chooseCommand` (src/ai) on the simulator's state: the same legal commands in the same
 * order (`eachLegalCommand`), the same scores with the same arithmetic, the same tie-break (the first
 * best; EndTurn at 0 unless something scores above it), and `random`'s pick from a copy of the GameRng.
 * The choice is left in `type`, `actor` and `target`.
 */
export class SimAi {
  type: number = OFFER.EndTurn;
  actor: SimCard | SimEntity | null = null;
  target: SimEntity | null = null;
  /** The best score so far (`BEST`, shared: a walk runs to its end before another starts). */
  private readonly best = BEST;
  private policy: AiPolicy = "balanced";
  private random = false;
  private readonly s: MatchState;
  private readonly players: [PlayerState, PlayerState];
  /** What `walk` sorts out of the board: the side's entities that may activate or attack, the enemy's creatures. */
  private readonly activators: SimEntity[] = [];
  private readonly attackers: SimEntity[] = [];
  private readonly defenders: SimEntity[] = [];
  private offers: { type: number; actor: SimCard | SimEntity | null; target: SimEntity | null }[] = [];

  constructor(private readonly rules: SimRules) {
    this.s = rules.s;
    this.players = rules.players;
  }

  choose(policy: AiPolicy): void {
    this.policy = policy;
    this.type = OFFER.EndTurn;
    this.actor = null;
    this.target = null;
    this.best[0] = 0;
    this.random = policy === "random";
    if (this.random) {
      this.offers.length = 0;
      this.walk();
      this.consider(OFFER.EndTurn, null, null, 0);
      const pick = this.offers[nextInt(cloneRng(this.s.rng), this.offers.length)]!;
      this.type = pick.type;
      this.actor = pick.actor;
      this.target = pick.target;
      return;
    }
    this.walk();
  }

  /** Every legal command but EndTurn, in `eachLegalCommand`'s order. */
  private walk(): void {
    const s = this.s;
    const rules = this.rules;
    const side = s.active;
    const player = this.players[side];
    const board = rules.board;
    const roomOnBoard = board.length < s.options.boardCapacity;
    const hand = rules.hand[side];
    for (let h = 0; h < hand.length; h++) {
      const card = hand[h] as SimCard;
      if (card.cost > player.energy) continue;
      const def = card.def;
      if (!def.spell && !roomOnBoard) continue;
      const onPlay = def.onPlay;
      if (onPlay === null || onPlay.choose === null) this.offer(OFFER.PlayCard, card, null, def, onPlay);
      else this.choices(side, onPlay.choose, OFFER.PlayCard, card, def, onPlay);
    }
    // One pass over the board: the side's entities that may activate or attack, the enemy's creatures
    // (scoring changes nothing, so sorting them out first offers the same commands in the same order).
    const activators = this.activators;
    const attackers = this.attackers;
    const defenders = this.defenders;
    let activating = 0;
    let attacking = 0;
    let defending = 0;
    for (let b = 0; b < board.length; b++) {
      const e = board[b] as SimEntity;
      if (e.controller === side) {
        if (e.activatesRemaining > 0) activators[activating++] = e;
        if (e.attacksRemaining > 0 && e.attack > 0 && e.def.creature) attackers[attacking++] = e;
      } else if (e.def.creature) defenders[defending++] = e;
    }
    for (let a = 0; a < activating; a++) {
      const e = activators[a] as SimEntity;
      const ability = e.def.activated;
      if (ability === null || ability.cost > player.energy) continue;
      if (ability.choose === null) this.offer(OFFER.Activate, e, null, e.def, ability);
      else this.choices(side, ability.choose, OFFER.Activate, e, e.def, ability);
    }
    if (attacking === 0) return;
    const enemy = other(side);
    const aggressive = this.policy === "aggressive";
    const enemyHealth = this.players[enemy].health;
    for (let a = 0; a < attacking; a++) {
      const e = attackers[a] as SimEntity;
      for (let d = 0; d < defending; d++) {
        const t = defenders[d] as SimEntity;
        this.consider(OFFER.Attack, e, t, attackScore(e, t, 0, aggressive));
      }
      this.consider(OFFER.Attack, e, LEADERS[enemy], attackScore(e, null, enemyHealth, aggressive));
    }
  }

  private choices(
    side: Side,
    choice: Choice,
    type: number,
    actor: SimCard | SimEntity,
    def: SimDef,
    ability: SimAbility,
  ): void {
    const board = this.rules.board;
    for (let b = 0; b < board.length; b++) {
      const e = board[b] as SimEntity;
      if (choiceFits(choice, e.def.creature, e.controller === side)) this.offer(type, actor, e, def, ability);
    }
    if (choice === "anyCharacter") {
      this.offer(type, actor, LEADERS[0], def, ability);
      this.offer(type, actor, LEADERS[1], def, ability);
    } else if (choice === "enemyCharacter") this.offer(type, actor, LEADERS[other(side)], def, ability);
    else if (choice === "friendlyCharacter") this.offer(type, actor, LEADERS[side], def, ability);
  }

  /** A play or an activation (`actor` a hand card or an entity), scored and considered. */
  private offer(
    type: number,
    actor: SimCard | SimEntity,
    target: SimEntity | null,
    def: SimDef,
    ability: SimAbility | null,
  ): void {
    const score =
      type === OFFER.PlayCard
        ? this.scorePlay(actor as SimCard, target, def, ability)
        : this.scoreActivate(actor as SimEntity, target, ability as SimAbility);
    this.consider(type, actor, target, score);
  }

  /** Keeps the offer if it scores above the best so far (the first best wins); `random` lists them all. */
  private consider(
    type: number,
    actor: SimCard | SimEntity | null,
    target: SimEntity | null,
    score: number,
  ): void {
    if (this.random) {
      this.offers.push({ type, actor, target });
      return;
    }
    if (score > (this.best[0] as number)) {
      this.type = type;
      this.actor = actor;
      this.target = target;
      this.best[0] = score;
    }
  }

  /** The policy's `scoreOffer` of a PlayCard. */
  private scorePlay(
    card: SimCard,
    target: SimEntity | null,
    def: SimDef,
    ability: SimAbility | null,
  ): number {
    const effects = ability ? this.abilityValue(this.s.active, ability, null, target) : 0;
    return playScore(card, def.type, def.fieldValue, effects);
  }

  /** The policy's `scoreOffer` of an Activate. */
  private scoreActivate(e: SimEntity, target: SimEntity | null, activated: SimAbility): number {
    return activateScore(this.abilityValue(this.s.active, activated, e, target), activated.cost);
  }

  /** The policy's `abilityValue`: `self` the acting entity (null for a card from hand), `chosen` the pick. */
  private abilityValue(
    side: Side,
    ability: SimAbility,
    self: SimEntity | null,
    chosen: SimEntity | null,
  ): number {
    let total = 0;
    const effects = ability.effects;
    for (let i = 0; i < effects.length; i++)
      total += this.effectValue(side, effects[i] as SimEffect, self, chosen);
    return total;
  }

  private effectValue(
    side: Side,
    effect: SimEffect,
    self: SimEntity | null,
    chosen: SimEntity | null,
  ): number {
    const s = this.s;
    const amount = effect.amount ?? 1;
    const selector = effect.selector;
    const targetSide = selector === SELECTOR.opponent ? other(side) : side;
    const mine = targetSide === side ? 1 : -1;
    switch (effect.verb) {
      case VERB.GenerateEnergy:
        return 2 * amount * mine;
      case VERB.Draw:
        return 1.5 * amount * mine;
      case VERB.Discard:
        return this.rules.hand[targetSide].length > 0 ? -1.5 * amount * mine : 0;
      case VERB.Summon: {
        const room = s.options.boardCapacity - this.rules.board.length;
        const def = s.cards[effect.card ?? ""] as CardDefinition | undefined;
        const worth = def ? (def.attack ?? 0) + (def.health ?? 0) / 2 + 1 : 1;
        return room > 0 ? Math.min(amount, room) * worth * mine : 0;
      }
      case VERB.ModifyCost: {
        const enemyHand = selector === SELECTOR.enemyHand;
        const hand = enemyHand ? this.rules.hand[other(side)] : this.rules.hand[side];
        const sign = enemyHand ? -1 : 1;
        return -amount * 0.6 * hand.length * sign;
      }
      default:
        break;
    }
    const enemy = other(side);
    switch (selector) {
      case SELECTOR.self:
        return self ? 0 + entityValueOf(side, effect, self) : 0;
      case SELECTOR.chosen:
        if (!chosen) return 0;
        return chosen.leader >= 0
          ? 0 + this.leaderValueOf(side, effect, chosen.leader as Side)
          : 0 + entityValueOf(side, effect, chosen);
      case SELECTOR.controller:
        return 0 + this.leaderValueOf(side, effect, side);
      case SELECTOR.opponent:
        return 0 + this.leaderValueOf(side, effect, enemy);
      case SELECTOR.allEnemyCreatures:
      case SELECTOR.randomEnemyCreature:
      case SELECTOR.allFriendlyCreatures: {
        const owner = selector === SELECTOR.allFriendlyCreatures ? side : enemy;
        const one = selector === SELECTOR.randomEnemyCreature;
        let total = 0;
        const board = this.rules.board;
        for (let i = 0; i < board.length; i++) {
          const e = board[i] as SimEntity;
          if (e.controller === owner && e.def.creature) {
            total += entityValueOf(side, effect, e);
            if (one) break;
          }
        }
        return total;
      }
      default:
        return 0;
    }
  }

  private leaderValueOf(side: Side, effect: SimEffect, leader: Side): number {
    return leaderValue(side, effect.action, effect.amount, leader, this.players[leader]);
  }
}

const entityValueOf = (side: Side, effect: SimEffect, e: SimEntity): number =>
  entityValue(side, effect.action, effect.amount, e, e.def.creature);
