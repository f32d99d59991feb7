import { fieldValue } from "../ai/scores.js";
import { CHOICES, type Choice } from "../constants.js";
import type { Ability, CardDefinition, Effect } from "../schema/card.js";

/**
 * A card definition as the simulator reads it: what the rules ask of a definition again and again
 * (its type, its first onPlay and activated abilities, its listeners per trigger) looked up once, and
 * its effects with their verb and selector as small integers. Made from the definition the match
 * holds and kept for as long as that object lives (definitions are never changed: see `MatchState`).
 */
export interface SimDef {
  id: string;
  /** The definition's `type`, as written. */
  type: string;
  creature: boolean;
  spell: boolean;
  field: boolean;
  countdown: number | null;
  onPlay: SimAbility | null;
  activated: SimAbility | null;
  onDestroyed: SimAbility | null;
  /** Bit `1 << code` set for each trigger (TRIGGER_CODE) it has an ability for. */
  listens: number;
  /** Every ability of each trigger, in the definition's order (TRIGGER_CODE order). */
  listeners: readonly (readonly SimAbility[])[];
  /** The card ids its Summons name. */
  summons: readonly string[];
  /** The AI's `fieldValue` of its abilities. */
  fieldValue: number;
}

export interface SimAbility {
  /** The `choose` of the ability, or null. */
  choose: Choice | null;
  /** `cost ?? 0`. */
  cost: number;
  effects: readonly SimEffect[];
}

export interface SimEffect {
  /** The verb as written, and as a VERB code. */
  action: string;
  verb: number;
  /** SELECTOR code, or NO_SELECTOR. */
  selector: number;
  /** As written (undefined when left out). */
  amount: number | undefined;
  /** The card it names, as written (Summon's card: an id of the match's record). */
  card: string | undefined;
}

export const VERB = {
  GenerateEnergy: 0,
  DealDamage: 1,
  Heal: 2,
  Draw: 3,
  Discard: 4,
  Summon: 5,
  Destroy: 6,
  ModifyAttack: 7,
  ModifyHealth: 8,
  ModifyCost: 9,
  ModifyCountdown: 10,
} as const;

export const SELECTOR = {
  self: 0,
  controller: 1,
  opponent: 2,
  chosen: 3,
  allEnemyCreatures: 4,
  allFriendlyCreatures: 5,
  randomEnemyCreature: 6,
  triggerSource: 7,
  friendlyHand: 8,
  enemyHand: 9,
} as const;
export const NO_SELECTOR = -1;

export const TRIGGER_CODE = {
  TurnStart: 0,
  OnDestroyed: 1,
  OnEnterBoard: 2,
  OpponentTurnEnd: 3,
  OnSupply: 4,
} as const;
const TRIGGER_NAMES = Object.keys(TRIGGER_CODE) as (keyof typeof TRIGGER_CODE)[];

const KNOWN_CHOICES: ReadonlySet<string> = new Set(CHOICES);

const own = (o: object, key: string) => Object.hasOwn(o, key);

/**
 * What the simulator made of each definition object: its SimDef, or null when the definition holds
 * something outside the grammar (then the match is played by the step rules, which decide what such a
 * definition does).
 */
const compiled = new WeakMap<CardDefinition, SimDef | null>();

/**
 * The SimDef of `def` (null: play the match with the step rules). A Summon names its card by id: which
 * definition that is, and whether it is supported, is the match's question (`summonsSupported`).
 */
export function simDef(def: CardDefinition): SimDef | null {
  let made = compiled.get(def);
  if (made === undefined) {
    made = compile(def);
    compiled.set(def, made);
  }
  return made;
}

/** Whether every card `def` can summon, and every card those can summon, has a SimDef. */
export function summonsSupported(def: SimDef, cards: Record<string, CardDefinition>): boolean {
  if (def.summons.length === 0) return true;
  const seen = new Set<string>();
  const stack = [...def.summons];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const next = Object.hasOwn(cards, id) ? cards[id] : undefined;
    if (typeof next !== "object" || next === null) return false;
    const made = simDef(next);
    if (made === null) return false;
    stack.push(...made.summons);
  }
  return true;
}

function compile(def: CardDefinition): SimDef | null {
  if (typeof def !== "object" || def === null || !Array.isArray(def.abilities)) return null;
  const countdown = def.countdown;
  if (countdown !== undefined && typeof countdown !== "number") return null;
  const listeners: SimAbility[][] = TRIGGER_NAMES.map(() => []);
  const summons: string[] = [];
  let onPlay: SimAbility | null = null;
  let activated: SimAbility | null = null;
  let onDestroyed: SimAbility | null = null;
  for (const ability of def.abilities as unknown[]) {
    const made = compileAbility(ability, summons);
    if (made === null) return null;
    const when = (ability as Ability).when as string;
    if (when === "onPlay") onPlay ??= made;
    else if (when === "activated") activated ??= made;
    else {
      if (!own(TRIGGER_CODE, when)) return null;
      listeners[TRIGGER_CODE[when as keyof typeof TRIGGER_CODE]]!.push(made);
      if (when === "OnDestroyed") onDestroyed ??= made;
    }
  }
  return {
    id: def.id,
    type: def.type,
    creature: def.type === "creature",
    spell: def.type === "spell",
    field: def.type === "field",
    countdown: countdown ?? null,
    onPlay,
    activated,
    onDestroyed,
    listens: listeners.reduce((bits, list, code) => (list.length > 0 ? bits | (1 << code) : bits), 0),
    listeners,
    summons,
    fieldValue: fieldValue(def.abilities),
  };
}

function compileAbility(ability: unknown, summons: string[]): SimAbility | null {
  if (typeof ability !== "object" || ability === null) return null;
  const a = ability as Ability;
  if (typeof a.when !== "string" || !Array.isArray(a.effects)) return null;
  if (a.choose !== undefined && !(typeof a.choose === "string" && KNOWN_CHOICES.has(a.choose))) return null;
  if (a.cost !== undefined && typeof a.cost !== "number") return null;
  const effects: SimEffect[] = [];
  for (const effect of a.effects as unknown[]) {
    const made = compileEffect(effect);
    if (made === null) return null;
    if (made.verb === VERB.Summon) summons.push(made.card as string);
    effects.push(made);
  }
  return { choose: a.choose ?? null, cost: a.cost ?? 0, effects };
}

function compileEffect(effect: unknown): SimEffect | null {
  if (typeof effect !== "object" || effect === null) return null;
  const e = effect as Effect;
  const action = e.action as string;
  if (typeof action !== "string" || !own(VERB, action)) return null;
  const target = e.target as string | undefined;
  if (target !== undefined && !(typeof target === "string" && own(SELECTOR, target))) return null;
  if (e.amount !== undefined && typeof e.amount !== "number") return null;
  const verb = VERB[action as keyof typeof VERB];
  if (e.card !== undefined && typeof e.card !== "string") return null;
  if (verb === VERB.Summon && e.card === undefined) return null;
  return {
    action,
    verb,
    selector: target === undefined ? NO_SELECTOR : SELECTOR[target as keyof typeof SELECTOR],
    amount: e.amount,
    card: e.card,
  };
}
