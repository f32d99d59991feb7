import { cloneRng, type RngState } from "@rulekit/core";
import type { Side, Trigger } from "../constants.js";
import { referenceError } from "../content/reference-error.js";
import type { Ability, CardDefinition } from "../schema/card.js";
import type { CardInstance, Entity, MatchEvent, MatchState, PlayerState, TargetRef } from "../types.js";
import { cloneEntity, clonePlayer } from "./clone.js";

/** A trigger waiting in the queue (first in, first out). */
export interface PendingTrigger {
  uid: string;
  card: string;
  controller: Side;
  trigger: Trigger;
  ability: Ability;
  triggerSource: string | null;
}

/** The working context of one step: the clone it owns, the events so far and the trigger queue. */
export interface StepContext {
  s: MatchState;
  /** The step's events so far (empty when `log` is false). */
  events: MatchEvent[];
  /**
   * Whether anyone reads the events: false for `playMatch` without `onStep`, and then no event is made
   * (every rule pushes as `if (ctx.log) ctx.events.push(…)`).
   */
  log: boolean;
  queue: PendingTrigger[];
  fired: number;
  /**
   * Who last damaged each entity in this step (the `triggerSource` of its OnDestroyed); made on the
   * first hit, as most steps hit nothing.
   */
  hitBy: Map<string, string | null> | null;
  /**
   * Whether `s` is this step's own from the start (a new match): then nothing in it is shared and
   * nothing needs copying before a change.
   */
  fresh: boolean;
  /**
   * Board entities this step made or copied (it changes those in place; any other one is shared);
   * null until the first.
   */
  owned: Entity[] | null;
  /** What this step copied: one bit per side and zone, one per player, one for the RNG (see `own…`). */
  zones: number;
  /**
   * Whether a board entity may have died since deaths were last settled: set at the step's start (a
   * state from outside may hold one), by every change that can kill (`ownEntity(…, true)`: health,
   * maximum health, countdown) and by an entity entering; `settleDeaths` clears it, so a settle after
   * changes that cannot kill (attacks and activations granted or spent, attack, healing) scans nothing.
   */
  mayDie: boolean;
}

/** Where an ability runs from: whose it is, its entity (null for a spell), its choice and trigger source. */
export interface EffectSource {
  controller: Side;
  uid: string | null;
  /** The card whose ability runs (the spell itself for a spell): what events name as the source. */
  origin: string;
  card: string;
  chosen: TargetRef | undefined;
  triggerSource: string | null;
}

/**
 * The context of a step on `s`: `fresh` when `s` is new (shares nothing), else a `stepCopy`; `log`
 * false when nobody reads its events.
 */
export function newContext(s: MatchState, fresh: boolean, log = true): StepContext {
  return { s, events: [], log, queue: [], fired: 0, hitBy: null, fresh, owned: null, zones: 0, mayDie: true };
}

/**
 * The entity to change in place: `e` itself when this step owns it, else a copy of it that takes its
 * place on the board (the previous state keeps the original). Every change to an entity goes through
 * here; `e` is the board's current object for its uid. `canKill`: whether the change can bring it to
 * death (its health, maximum health or countdown going down), so deaths must be settled again.
 */
export function ownEntity(ctx: StepContext, e: Entity, canKill: boolean): Entity {
  if (canKill) ctx.mayDie = true;
  if (ctx.fresh || ctx.owned?.includes(e)) return e;
  const copy = cloneEntity(e);
  const board = ctx.s.board;
  const index = board.indexOf(e);
  if (index >= 0) board[index] = copy;
  markOwned(ctx, copy);
  return copy;
}

/** Adds an entity to the step's own (a list of one to start: `[]` then push would reserve 17 slots). */
export function markOwned(ctx: StepContext, e: Entity): void {
  if (ctx.owned === null) ctx.owned = [e];
  else ctx.owned.push(e);
}

const PLAYER_BIT = 1 << 6;
const RNG_BIT = 1 << 8;

/**
 * A player to change in place (its health, energy, fatigue or zones): copied the first time this step
 * changes it, its zone arrays still shared (`ownZone`). Take it before reading what you change:
 * `ctx.s.players[side]` is another object afterwards.
 */
export function ownPlayer(ctx: StepContext, side: Side): PlayerState {
  const players = ctx.s.players;
  const bit = PLAYER_BIT << side;
  if (!ctx.fresh && (ctx.zones & bit) === 0) {
    players[side] = clonePlayer(players[side], false);
    ctx.zones |= bit;
  }
  return players[side];
}

/** The GameRng to draw from: copied the first time this step draws. */
export function ownRng(ctx: StepContext): RngState {
  if (!ctx.fresh && (ctx.zones & RNG_BIT) === 0) {
    ctx.s.rng = cloneRng(ctx.s.rng);
    ctx.zones |= RNG_BIT;
  }
  return ctx.s.rng;
}

/**
 * A zone array to change in place: copied the first time this step changes it (its player too). Each
 * zone is named as a property (no `player[zone]`): a keyed access by a variable name is several times
 * slower here.
 */
export function ownZone(ctx: StepContext, side: Side, zone: "deck" | "hand" | "graveyard"): CardInstance[] {
  const player = ownPlayer(ctx, side);
  const copy = !ctx.fresh;
  switch (zone) {
    case "deck":
      if (copy && (ctx.zones & (1 << (side * 3))) === 0) {
        player.deck = player.deck.slice();
        ctx.zones |= 1 << (side * 3);
      }
      return player.deck;
    case "hand":
      if (copy && (ctx.zones & (2 << (side * 3))) === 0) {
        player.hand = player.hand.slice();
        ctx.zones |= 2 << (side * 3);
      }
      return player.hand;
    case "graveyard":
      if (copy && (ctx.zones & (4 << (side * 3))) === 0) {
        player.graveyard = player.graveyard.slice();
        ctx.zones |= 4 << (side * 3);
      }
      return player.graveyard;
  }
}

/** Records that `source` (null: no entity) last damaged the entity `uid` in this step. */
export function recordHit(ctx: StepContext, uid: string, source: string | null): void {
  (ctx.hitBy ??= new Map()).set(uid, source);
}

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** A definition by id. Hot path: every id in a match was checked by `requireDefinition` at its start. */
export function definition(s: MatchState, id: string): CardDefinition {
  return s.cards[id] as CardDefinition;
}

export function requireDefinition(s: MatchState, id: string): CardDefinition {
  const def = s.cards[id];
  if (!def) throw referenceError(`card definition '${id}' is missing from the match`);
  return def;
}

export function findEntity(s: MatchState, uid: string): Entity | undefined {
  const board = s.board;
  for (let i = 0; i < board.length; i++) if ((board[i] as Entity).uid === uid) return board[i];
  return undefined;
}

export function abilityOf(def: CardDefinition, when: Ability["when"]): Ability | undefined {
  const list = def.abilities;
  for (let i = 0; i < list.length; i++) if ((list[i] as Ability).when === when) return list[i];
  return undefined;
}
