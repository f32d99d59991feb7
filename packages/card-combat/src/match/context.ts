import type { Side, Trigger } from "../constants.js";
import { referenceError } from "../content/reference-error.js";
import type { Ability, CardDefinition } from "../schema/card.js";
import type { Entity, MatchEvent, MatchState, TargetRef } from "../types.js";

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
  events: MatchEvent[];
  queue: PendingTrigger[];
  fired: number;
  /** Who last damaged each entity in this step (the `triggerSource` of its OnDestroyed). */
  hitBy: Map<string, string | null>;
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

export function newContext(s: MatchState): StepContext {
  return { s, events: [], queue: [], fired: 0, hitBy: new Map() };
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
