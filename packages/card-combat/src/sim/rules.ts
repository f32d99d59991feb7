import { nextInt } from "@rulekit/core";
import { END_REASON, type EndReason, LIMITS, MATCH_STATUS } from "../constants.js";
import { cardUid } from "../match/uids.js";
import type { CardDefinition } from "../schema/card.js";
import type { MatchState, PlayerState } from "../types.js";
import {
  NO_SELECTOR,
  SELECTOR,
  type SimAbility,
  type SimDef,
  type SimEffect,
  simDef,
  TRIGGER_CODE,
  VERB,
} from "./compile.js";
import { LEADERS, SimCard, SimEntity, type SimZones } from "./state.js";

type Side = 0 | 1;
const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** `list.splice(at, 1)` without the array of removed items `splice` makes (`at` is in the list). */
function removeAt<T>(list: T[], at: number): void {
  for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i] as T;
  list.pop();
}

/**
 * Where the ability being resolved runs from (the step rules' EffectSource, entities as objects). One
 * object, set before each ability: abilities never resolve inside one another (triggers wait in the
 * queue until the command's effects are done).
 */
class Source {
  controller: Side = 0;
  /** The acting entity (null for a spell). */
  self: SimEntity | null = null;
  /** The entity named as the source of damage and kills (null: the card is not an entity, a spell). */
  origin: SimEntity | null = null;
  chosen: SimEntity | null = null;
  triggerSource: SimEntity | null = null;
}

/**
 * The rules of `step`, on the simulator's own state: one match, changed in place, no events. Every
 * rule here is the step rules' (src/match) in the same order with the same arithmetic; a test plays
 * thousands of matches both ways and compares the final states byte for byte. Entities are objects,
 * looked up by reference instead of by uid, and a definition's abilities are found once (compile.ts).
 */
export class SimRules {
  readonly players: [PlayerState, PlayerState];
  readonly deck: [SimCard[], SimCard[]];
  readonly hand: [SimCard[], SimCard[]];
  readonly graveyard: [SimCard[], SimCard[]];
  readonly board: SimEntity[];
  /**
   * The current command's trigger queue, first in first out: entry i is `queued*[i]` for `head` ≤ i <
   * `tail` (columns, so queuing a trigger makes no object).
   */
  private readonly queuedEntity: SimEntity[] = [];
  private readonly queuedController: Side[] = [];
  private readonly queuedOnDestroyed: boolean[] = [];
  private readonly queuedAbility: SimAbility[] = [];
  private readonly queuedSource: (SimEntity | null)[] = [];
  private head = 0;
  private tail = 0;
  private readonly src = new Source();
  /** The targets of the effect being applied: `picked[0..count)` (made again for each effect). */
  private readonly picked: SimEntity[] = [];
  private readonly dying: SimEntity[] = [];
  private fired = 0;
  /** Serial number of the current command (for `hitIn`). */
  private command = 0;
  private mayDie = true;

  constructor(
    readonly s: MatchState,
    readonly zones: SimZones,
  ) {
    this.players = s.players;
    this.deck = zones.deck;
    this.hand = zones.hand;
    this.graveyard = zones.graveyard;
    this.board = zones.board;
  }

  /** A new command begins: an empty queue, no triggers fired, no hits recorded. */
  begin(): void {
    this.head = 0;
    this.tail = 0;
    this.fired = 0;
    this.command++;
    this.mayDie = true;
  }

  get over(): boolean {
    return this.s.status !== MATCH_STATUS.playing;
  }

  // Commands.

  playCard(side: Side, card: SimCard, chosen: SimEntity | null): void {
    const hand = this.hand[side];
    removeAt(hand, hand.indexOf(card));
    this.players[side].energy -= card.cost;
    const def = card.def;
    const entity = def.spell ? null : this.enterBoard(card, side);
    const ability = def.onPlay;
    if (ability) this.resolveAbility(ability, side, entity, entity, chosen, null);
    if (def.spell) this.graveyard[side].push(card);
    this.drainTriggers();
    this.checkOutcome();
  }

  attack(attacker: SimEntity, target: SimEntity): void {
    attacker.attacksRemaining -= 1;
    const defender = target.leader < 0 && target.onBoard ? target : null;
    const back = defender ? defender.attack : 0;
    this.damageTarget(target, attacker.attack, attacker);
    if (defender && back > 0) this.damageTarget(attacker, back, defender);
    this.settleDeaths(null);
    this.drainTriggers();
    this.checkOutcome();
  }

  activate(side: Side, entity: SimEntity, chosen: SimEntity | null): void {
    const ability = entity.def.activated as SimAbility;
    entity.activatesRemaining -= 1;
    this.players[side].energy -= ability.cost;
    this.resolveAbility(ability, side, entity, entity, chosen, null);
    this.drainTriggers();
    this.checkOutcome();
  }

  /**
   * The set-up after the shuffle (`startMatch`'s, one step): each side's system field enters, the
   * opening hands are drawn, then side 0's BeginTurn.
   */
  open(fields: readonly [SimCard, SimCard]): void {
    this.begin();
    this.enterBoard(fields[0], 0);
    this.enterBoard(fields[1], 1);
    this.drawCards(0, this.s.options.openingHand);
    this.drawCards(1, this.s.options.openingHand);
    this.beginTurn();
  }

  /** BeginTurn's stages (grant, TurnStart triggers, draw), stopping as soon as the match is over. */
  private beginTurn(): void {
    const s = this.s;
    if (this.over) return;
    this.grantResourcesAndQueueTurnStart();
    this.drainTriggers();
    this.checkOutcome();
    if (this.over) return;
    this.drawCards(s.active, 1);
    this.drainTriggers();
    this.checkOutcome();
  }

  /** EndTurn's stages, then the next side's BeginTurn, stopping as soon as the match is over. */
  endTurn(): void {
    const s = this.s;
    this.tickCountdowns();
    if (this.over) return;
    this.enqueueListeners(TRIGGER_CODE.OpponentTurnEnd, other(s.active), null, null);
    this.drainTriggers();
    this.checkOutcome();
    if (this.over) return;
    if (s.turn >= s.options.maxTurns) {
      this.finish(null, END_REASON.turnLimit);
      return;
    }
    s.active = other(s.active);
    s.turn += 1;
    this.beginTurn();
  }

  // Turn stages.

  private tickCountdowns(): void {
    const active = this.s.active;
    const board = this.board;
    for (let i = 0; i < board.length; i++) {
      const e = board[i] as SimEntity;
      if (e.controller !== active || e.countdown === null || e.countdown <= 0) continue;
      this.mayDie = true;
      e.countdown = e.countdown - 1;
    }
    this.settleDeaths(null);
    this.drainTriggers();
    this.checkOutcome();
  }

  /**
   * BeginTurn's grant (attacks and activations of the active side's entities), then its TurnStart
   * listeners queued in board order: one pass, as granting changes nothing the queuing reads.
   */
  private grantResourcesAndQueueTurnStart(): void {
    const active = this.s.active;
    const board = this.board;
    const bit = 1 << TRIGGER_CODE.TurnStart;
    for (let i = 0; i < board.length; i++) {
      const e = board[i] as SimEntity;
      if (e.controller !== active) continue;
      const def = e.def;
      e.attacksRemaining = def.creature ? 1 : 0;
      e.activatesRemaining = def.activated ? 1 : 0;
      if ((def.listens & bit) === 0) continue;
      const abilities = def.listeners[TRIGGER_CODE.TurnStart] as readonly SimAbility[];
      for (let a = 0; a < abilities.length; a++)
        this.enqueue(e, active, false, abilities[a] as SimAbility, null);
    }
  }

  // Outcome.

  private checkOutcome(): void {
    const s = this.s;
    if (s.status !== MATCH_STATUS.playing) return;
    const down0 = this.players[0].health <= 0;
    const down1 = this.players[1].health <= 0;
    if (down0 && down1) this.finish(other(s.active), END_REASON.bothDefeated);
    else if (down0) this.finish(1, END_REASON.leaderDefeated);
    else if (down1) this.finish(0, END_REASON.leaderDefeated);
  }

  private finish(winner: Side | null, reason: EndReason): void {
    const s = this.s;
    s.status = MATCH_STATUS.over;
    s.winner = winner;
    s.endReason = reason;
    this.head = 0;
    this.tail = 0;
  }

  // Triggers.

  private enqueueListeners(
    trigger: number,
    side: Side,
    triggerSource: SimEntity | null,
    exclude: SimEntity | null,
  ): void {
    const board = this.board;
    for (let i = 0; i < board.length; i++) {
      const e = board[i] as SimEntity;
      if (e.controller !== side || (e.def.listens & (1 << trigger)) === 0 || e === exclude) continue;
      const abilities = e.def.listeners[trigger] as readonly SimAbility[];
      for (let a = 0; a < abilities.length; a++)
        this.enqueue(e, side, false, abilities[a] as SimAbility, triggerSource);
    }
  }

  private enqueue(
    entity: SimEntity,
    controller: Side,
    onDestroyed: boolean,
    ability: SimAbility,
    triggerSource: SimEntity | null,
  ): void {
    const at = this.tail++;
    this.queuedEntity[at] = entity;
    this.queuedController[at] = controller;
    this.queuedOnDestroyed[at] = onDestroyed;
    this.queuedAbility[at] = ability;
    this.queuedSource[at] = triggerSource;
  }

  private drainTriggers(): void {
    while (this.head < this.tail) {
      if (this.fired >= LIMITS.maxTriggersPerCommand) {
        this.head = 0;
        this.tail = 0;
        return;
      }
      const at = this.head++;
      const entity = this.queuedEntity[at] as SimEntity;
      if (!this.queuedOnDestroyed[at] && !entity.onBoard) continue;
      this.fired++;
      this.resolveAbility(
        this.queuedAbility[at] as SimAbility,
        this.queuedController[at] as Side,
        entity,
        entity,
        null,
        this.queuedSource[at] as SimEntity | null,
      );
    }
    this.head = 0;
    this.tail = 0;
  }

  private resolveAbility(
    ability: SimAbility,
    controller: Side,
    self: SimEntity | null,
    origin: SimEntity | null,
    chosen: SimEntity | null,
    triggerSource: SimEntity | null,
  ): void {
    const src = this.src;
    const effects = ability.effects;
    for (let i = 0; i < effects.length; i++) {
      // Set again before each effect: nothing an effect does resolves another ability, but the fields
      // are cheap to set and this keeps the source right by construction.
      src.controller = controller;
      src.self = self;
      src.origin = origin;
      src.chosen = chosen;
      src.triggerSource = triggerSource;
      this.effect(effects[i] as SimEffect, src);
      this.settleDeaths(origin);
    }
  }

  // Zones.

  private drawCards(side: Side, count: number): void {
    const player = this.players[side];
    const deck = this.deck[side];
    for (let i = 0; i < count; i++) {
      const top = deck.pop();
      if (!top) {
        player.fatigue += 1;
        this.damageLeader(side, player.fatigue);
        continue;
      }
      top.source = null;
      if (this.hand[side].length >= this.s.options.handLimit) this.graveyard[side].push(top);
      else this.hand[side].push(top);
    }
  }

  private enterBoard(card: SimCard, controller: Side): SimEntity {
    const def = card.def;
    const entity = new SimEntity(-1, card, controller, card.health, def.countdown, 0, def.activated ? 1 : 0);
    this.board.push(entity);
    this.mayDie = true;
    if (def.creature) this.enqueueListeners(TRIGGER_CODE.OnEnterBoard, controller, entity, entity);
    return entity;
  }

  private destroyEntity(entity: SimEntity, killer: SimEntity | null): void {
    const index = this.board.indexOf(entity);
    if (index < 0) return;
    removeAt(this.board, index);
    entity.onBoard = false;
    this.graveyard[entity.controller].push(
      new SimCard(
        entity.uid,
        entity.def,
        entity.card,
        entity.holderId,
        entity.cost,
        entity.attack,
        entity.health,
        null,
      ),
    );
    const ability = entity.def.onDestroyed;
    if (ability) this.enqueue(entity, entity.controller, true, ability, killer);
  }

  private settleDeaths(defaultKiller: SimEntity | null): void {
    if (!this.mayDie) return;
    this.mayDie = false;
    const board = this.board;
    const dying = this.dying;
    let count = 0;
    for (let i = 0; i < board.length; i++) {
      const e = board[i] as SimEntity;
      if (e.countdown === 0 || (e.health <= 0 && e.def.creature)) dying[count++] = e;
    }
    for (let i = 0; i < count; i++) {
      const e = dying[i] as SimEntity;
      const byDamage = e.health <= 0 && e.def.creature;
      const killer = e.hitIn === this.command ? e.hitBy : defaultKiller;
      this.destroyEntity(e, byDamage ? killer : null);
    }
  }

  // Damage and healing.

  private damageLeader(side: Side, amount: number): void {
    const player = this.players[side];
    player.health -= Math.min(amount, Math.max(0, player.health));
  }

  private damageTarget(target: SimEntity, amount: number, source: SimEntity | null): void {
    if (target.leader >= 0) {
      this.damageLeader(target.leader as Side, amount);
      return;
    }
    if (!target.onBoard) return;
    const creature = target.def.creature;
    const applied = creature ? Math.min(amount, Math.max(0, target.health)) : 0;
    if (applied !== 0) {
      this.mayDie = true;
      target.health -= applied;
    }
    if (creature) this.recordHit(target, source);
  }

  private healTarget(target: SimEntity, amount: number): void {
    if (target.leader >= 0) {
      const player = this.players[target.leader as Side];
      const applied = Math.max(0, Math.min(amount, player.maxHealth - player.health));
      if (applied !== 0) player.health += applied;
      return;
    }
    if (!target.onBoard || !target.def.creature) return;
    const applied = Math.max(0, Math.min(amount, target.maxHealth - target.health));
    if (applied !== 0) target.health += applied;
  }

  private recordHit(e: SimEntity, source: SimEntity | null): void {
    e.hitIn = this.command;
    e.hitBy = source;
  }

  // Selectors.

  /** Picks `side`'s creatures in board order, from `picked[count]` on; returns the new count. */
  private pickCreatures(side: Side, count: number): number {
    const picked = this.picked;
    const board = this.board;
    for (let i = 0; i < board.length; i++) {
      const e = board[i] as SimEntity;
      if (e.controller === side && e.def.creature) picked[count++] = e;
    }
    return count;
  }

  /**
   * What a board or leader selector means now, into `picked`; returns how many (hand selectors: none;
   * ModifyCost reads hands itself). Lists are taken before the effect applies, in board order.
   */
  private targets(selector: number, src: Source): number {
    const picked = this.picked;
    switch (selector) {
      case SELECTOR.self:
        if (src.self === null || !src.self.onBoard) return 0;
        picked[0] = src.self;
        return 1;
      case SELECTOR.controller:
        picked[0] = LEADERS[src.controller];
        return 1;
      case SELECTOR.opponent:
        picked[0] = LEADERS[other(src.controller)];
        return 1;
      case SELECTOR.chosen:
        if (src.chosen === null || !(src.chosen.leader >= 0 || src.chosen.onBoard)) return 0;
        picked[0] = src.chosen;
        return 1;
      case SELECTOR.allEnemyCreatures:
        return this.pickCreatures(other(src.controller), 0);
      case SELECTOR.allFriendlyCreatures:
        return this.pickCreatures(src.controller, 0);
      case SELECTOR.randomEnemyCreature: {
        const count = this.pickCreatures(other(src.controller), 0);
        if (count === 0) return 0;
        picked[0] = picked[nextInt(this.s.rng, count)] as SimEntity;
        return 1;
      }
      case SELECTOR.triggerSource:
        if (src.triggerSource === null || !src.triggerSource.onBoard) return 0;
        picked[0] = src.triggerSource;
        return 1;
      default:
        return 0;
    }
  }

  /** Keeps the creatures on the board among `picked[0..count)`, in order; returns how many. */
  private keepCreatures(count: number): number {
    const picked = this.picked;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const e = picked[i] as SimEntity;
      if (e.leader < 0 && e.onBoard && e.def.creature) picked[kept++] = e;
    }
    return kept;
  }

  // The verbs.

  private effect(effect: SimEffect, src: Source): void {
    const selector = effect.selector;
    const amount = effect.amount;
    switch (effect.verb) {
      case VERB.GenerateEnergy: {
        const side = selector === SELECTOR.opponent ? other(src.controller) : src.controller;
        this.players[side].energy += amount ?? 0;
        const source = src.self?.onBoard ? src.self : null;
        this.enqueueListeners(TRIGGER_CODE.OnSupply, side, source, null);
        return;
      }
      case VERB.DealDamage: {
        if (selector === NO_SELECTOR) return;
        const count = this.targets(selector, src);
        for (let i = 0; i < count; i++)
          this.damageTarget(this.picked[i] as SimEntity, amount ?? 0, src.origin);
        return;
      }
      case VERB.Heal: {
        if (selector === NO_SELECTOR) return;
        const count = this.targets(selector, src);
        for (let i = 0; i < count; i++) this.healTarget(this.picked[i] as SimEntity, amount ?? 0);
        return;
      }
      case VERB.Draw:
        this.drawCards(selector === SELECTOR.opponent ? other(src.controller) : src.controller, amount ?? 1);
        return;
      case VERB.Discard: {
        const side = selector === SELECTOR.opponent ? other(src.controller) : src.controller;
        const hand = this.hand[side];
        for (let i = 0; i < (amount ?? 1) && hand.length > 0; i++) {
          const at = nextInt(this.s.rng, hand.length);
          const card = hand[at] as SimCard;
          removeAt(hand, at);
          this.graveyard[side].push(card);
        }
        return;
      }
      case VERB.Summon: {
        const side = selector === SELECTOR.opponent ? other(src.controller) : src.controller;
        // Checked when the match was loaded: the card is the match's and has a SimDef.
        const written = this.s.cards[effect.card as string] as CardDefinition;
        const def = simDef(written) as SimDef;
        for (let i = 0; i < (amount ?? 1); i++) {
          if (this.board.length >= this.s.options.boardCapacity) continue;
          const uid = cardUid(this.s.nextUid++);
          const card = new SimCard(
            uid,
            def,
            written.id,
            written.faction,
            written.cost,
            written.attack ?? 0,
            written.health ?? 0,
            null,
          );
          this.enterBoard(card, side);
        }
        return;
      }
      case VERB.Destroy: {
        if (selector === NO_SELECTOR) return;
        const count = this.targets(selector, src);
        for (let i = 0; i < count; i++) {
          const e = this.picked[i] as SimEntity;
          if (e.leader < 0 && e.onBoard) this.destroyEntity(e, src.origin);
        }
        return;
      }
      case VERB.ModifyAttack: {
        if (selector === NO_SELECTOR) return;
        const count = this.keepCreatures(this.targets(selector, src));
        for (let i = 0; i < count; i++) {
          const e = this.picked[i] as SimEntity;
          e.attack = Math.max(0, e.attack + (amount ?? 0));
        }
        return;
      }
      case VERB.ModifyHealth: {
        if (selector === NO_SELECTOR) return;
        const count = this.keepCreatures(this.targets(selector, src));
        for (let i = 0; i < count; i++) {
          const e = this.picked[i] as SimEntity;
          const a = amount ?? 0;
          this.mayDie = true;
          e.maxHealth = Math.max(0, e.maxHealth + a);
          e.health = Math.min(e.maxHealth, e.health + a);
          if (a < 0) this.recordHit(e, src.origin);
        }
        return;
      }
      case VERB.ModifyCost: {
        if (selector === NO_SELECTOR) return;
        let side: Side;
        if (selector === SELECTOR.friendlyHand) side = src.controller;
        else if (selector === SELECTOR.enemyHand) side = other(src.controller);
        else {
          // Other selectors name no card in a hand; a random one still draws.
          this.targets(selector, src);
          return;
        }
        const hand = this.hand[side];
        for (let i = 0; i < hand.length; i++) {
          const card = hand[i] as SimCard;
          card.cost = Math.max(0, card.cost + (amount ?? 0));
        }
        return;
      }
      case VERB.ModifyCountdown: {
        if (selector === NO_SELECTOR) return;
        const count = this.targets(selector, src);
        for (let i = 0; i < count; i++) {
          const e = this.picked[i] as SimEntity;
          if (e.leader >= 0 || !e.onBoard || e.countdown === null) continue;
          this.mayDie = true;
          e.countdown = Math.max(0, e.countdown + (amount ?? 0));
        }
        return;
      }
    }
  }
}
