import * as z from "zod/mini";
import {
  ABILITY_WHEN,
  type AbilityWhen,
  ACTIONS,
  type ActionName,
  CARD_TYPES,
  CHOICES,
  type Choice,
  LIMITS,
  SELECTORS,
  type Selector,
} from "../constants.js";

/**
 * Which selectors each verb accepts. Player verbs act on a side (default: the controller), character
 * verbs on creatures or leaders, entity verbs on things on the board, ModifyCost on cards in hand.
 */
const PLAYER_SELECTORS: readonly Selector[] = ["controller", "opponent"];
const ENTITY_SELECTORS: readonly Selector[] = [
  "self",
  "chosen",
  "allEnemyCreatures",
  "allFriendlyCreatures",
  "randomEnemyCreature",
  "triggerSource",
];
const CHARACTER_SELECTORS: readonly Selector[] = [...ENTITY_SELECTORS, "controller", "opponent"];
const HAND_SELECTORS: readonly Selector[] = ["friendlyHand", "enemyHand"];

interface VerbShape {
  selectors: readonly Selector[];
  /** A target must be given (player verbs default to the controller). */
  needsTarget: boolean;
  amount: "positive" | "nonNegative" | "signed" | "none";
  card: boolean;
  /** `chosen` may only pick entities of this verb's kind (no leaders for entity verbs). */
  leadersAllowed: boolean;
}

export const VERBS: Record<ActionName, VerbShape> = {
  GenerateEnergy: {
    selectors: PLAYER_SELECTORS,
    needsTarget: false,
    amount: "positive",
    card: false,
    leadersAllowed: true,
  },
  DealDamage: {
    selectors: CHARACTER_SELECTORS,
    needsTarget: true,
    amount: "nonNegative",
    card: false,
    leadersAllowed: true,
  },
  Heal: {
    selectors: CHARACTER_SELECTORS,
    needsTarget: true,
    amount: "nonNegative",
    card: false,
    leadersAllowed: true,
  },
  Draw: {
    selectors: PLAYER_SELECTORS,
    needsTarget: false,
    amount: "positive",
    card: false,
    leadersAllowed: true,
  },
  Discard: {
    selectors: PLAYER_SELECTORS,
    needsTarget: false,
    amount: "positive",
    card: false,
    leadersAllowed: true,
  },
  Summon: {
    selectors: PLAYER_SELECTORS,
    needsTarget: false,
    amount: "positive",
    card: true,
    leadersAllowed: true,
  },
  Destroy: {
    selectors: ENTITY_SELECTORS,
    needsTarget: true,
    amount: "none",
    card: false,
    leadersAllowed: false,
  },
  ModifyAttack: {
    selectors: ENTITY_SELECTORS,
    needsTarget: true,
    amount: "signed",
    card: false,
    leadersAllowed: false,
  },
  ModifyHealth: {
    selectors: ENTITY_SELECTORS,
    needsTarget: true,
    amount: "signed",
    card: false,
    leadersAllowed: false,
  },
  ModifyCost: {
    selectors: HAND_SELECTORS,
    needsTarget: true,
    amount: "signed",
    card: false,
    leadersAllowed: false,
  },
  ModifyCountdown: {
    selectors: ENTITY_SELECTORS,
    needsTarget: true,
    amount: "signed",
    card: false,
    leadersAllowed: false,
  },
};

/** Selectors that only make sense for some triggers. */
const TRIGGER_SOURCE_TRIGGERS: readonly AbilityWhen[] = ["OnDestroyed", "OnEnterBoard", "OnSupply"];
const CHOICE_WHEN: readonly AbilityWhen[] = ["onPlay", "activated"];

const amount = z.number().check(z.int(), z.gte(-LIMITS.maxAmount), z.lte(LIMITS.maxAmount));

export const EffectSchema = z.strictObject({
  action: z.enum(ACTIONS),
  target: z.optional(z.enum(SELECTORS)),
  amount: z.optional(amount),
  card: z.optional(z.string().check(z.minLength(1))),
});
export type Effect = z.infer<typeof EffectSchema>;

export const AbilitySchema = z.strictObject({
  when: z.enum(ABILITY_WHEN),
  /** What `chosen` may be (onPlay and activated abilities only). */
  choose: z.optional(z.enum(CHOICES)),
  /** Energy paid to activate (activated abilities only). */
  cost: z.optional(z.number().check(z.int(), z.gte(0), z.lte(LIMITS.maxCost))),
  effects: z.array(EffectSchema).check(z.minLength(1), z.maxLength(8)),
});
export type Ability = z.infer<typeof AbilitySchema>;

const CardShape = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  faction: z.string().check(z.minLength(1), z.maxLength(80)),
  type: z.enum(CARD_TYPES),
  cost: z.number().check(z.int(), z.gte(0, "cost must be ≥ 0"), z.lte(LIMITS.maxCost)),
  attack: z.optional(z.number().check(z.int(), z.gte(0), z.lte(LIMITS.maxAmount))),
  health: z.optional(z.number().check(z.int(), z.gte(1), z.lte(LIMITS.maxAmount))),
  countdown: z.optional(z.number().check(z.int(), z.gte(1), z.lte(LIMITS.maxAmount))),
  text: z.optional(z.string().check(z.maxLength(300))),
  abilities: z._default(z.array(AbilitySchema).check(z.maxLength(6)), []),
});

/** A card template. Instances copy cost/attack/health from it; the definition itself never changes. */
export const CardDefinitionSchema = CardShape.check(
  z.superRefine((card, ctx) => {
    for (const issue of cardIssues(card))
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }),
);
export type CardDefinition = z.infer<typeof CardDefinitionSchema>;

interface LocalIssue {
  path: (string | number)[];
  message: string;
}

/** The grammar rules zod's shapes cannot say: per-type fields, per-verb parameters, selectors vs triggers. */
export function cardIssues(card: z.infer<typeof CardShape>): LocalIssue[] {
  const out: LocalIssue[] = [];
  if (card.type === "creature") {
    if (card.attack === undefined) out.push({ path: ["attack"], message: "a creature needs attack" });
    if (card.health === undefined) out.push({ path: ["health"], message: "a creature needs health" });
  } else {
    if (card.attack !== undefined) out.push({ path: ["attack"], message: `a ${card.type} has no attack` });
    if (card.health !== undefined) out.push({ path: ["health"], message: `a ${card.type} has no health` });
  }
  if (card.type === "spell" && card.countdown !== undefined)
    out.push({ path: ["countdown"], message: "a spell never stays on the board, so it has no countdown" });
  if (card.type === "spell" && !card.abilities.some((a) => a.when === "onPlay"))
    out.push({ path: ["abilities"], message: "a spell needs an onPlay ability" });
  const onPlays = card.abilities.filter((a) => a.when === "onPlay").length;
  const activated = card.abilities.filter((a) => a.when === "activated").length;
  if (onPlays > 1) out.push({ path: ["abilities"], message: "at most one onPlay ability" });
  if (activated > 1) out.push({ path: ["abilities"], message: "at most one activated ability" });
  card.abilities.forEach((ability, a) => {
    const at = (...rest: (string | number)[]) => ["abilities", a, ...rest];
    if (card.type === "spell" && ability.when !== "onPlay")
      out.push({ path: at("when"), message: `a spell only has onPlay abilities, not ${ability.when}` });
    if (ability.cost !== undefined && ability.when !== "activated")
      out.push({ path: at("cost"), message: "only activated abilities have a cost" });
    if (ability.choose !== undefined && !CHOICE_WHEN.includes(ability.when))
      out.push({ path: at("choose"), message: `a ${ability.when} ability cannot ask for a choice` });
    const usesChosen = ability.effects.some((e) => e.target === "chosen");
    if (ability.choose !== undefined && !usesChosen)
      out.push({ path: at("choose"), message: "choose is declared but no effect targets chosen" });
    ability.effects.forEach((effect, e) => {
      for (const issue of effectIssues(effect, ability, card.type === "spell"))
        out.push({ path: at("effects", e, ...issue.path), message: issue.message });
    });
  });
  return out;
}

function effectIssues(effect: Effect, ability: Ability, isSpell: boolean): LocalIssue[] {
  const out: LocalIssue[] = [];
  const verb = VERBS[effect.action];
  const { target } = effect;
  if (target === undefined) {
    if (verb.needsTarget) out.push({ path: ["target"], message: `${effect.action} needs a target` });
  } else if (!verb.selectors.includes(target)) {
    out.push({
      path: ["target"],
      message: `${effect.action} cannot target ${target} (allowed: ${verb.selectors.join(", ")})`,
    });
  } else {
    if (target === "chosen") {
      if (!CHOICE_WHEN.includes(ability.when))
        out.push({ path: ["target"], message: `chosen does not fit ${ability.when}: nobody picks a target` });
      else if (ability.choose === undefined)
        out.push({ path: ["target"], message: "chosen needs the ability to declare choose" });
      else if (!verb.leadersAllowed && isCharacterChoice(ability.choose))
        out.push({
          path: ["target"],
          message: `${effect.action} acts on board entities, but choose ${ability.choose} allows a leader`,
        });
    }
    if (target === "triggerSource" && !TRIGGER_SOURCE_TRIGGERS.includes(ability.when))
      out.push({
        path: ["target"],
        message: `triggerSource does not fit ${ability.when} (only ${TRIGGER_SOURCE_TRIGGERS.join(", ")})`,
      });
    if (target === "self" && isSpell)
      out.push({ path: ["target"], message: "a spell is never on the board: self does not fit" });
    if (target === "self" && ability.when === "OnDestroyed")
      out.push({ path: ["target"], message: "self has left the board when OnDestroyed resolves" });
  }
  if (verb.amount === "none") {
    if (effect.amount !== undefined)
      out.push({ path: ["amount"], message: `${effect.action} takes no amount` });
  } else if (effect.amount === undefined) {
    if (effect.action !== "Summon")
      out.push({ path: ["amount"], message: `${effect.action} needs an amount` });
  } else if (verb.amount === "positive" && effect.amount < 1) {
    out.push({ path: ["amount"], message: `${effect.action} needs an amount ≥ 1` });
  } else if (verb.amount === "nonNegative" && effect.amount < 0) {
    out.push({ path: ["amount"], message: `${effect.action} needs an amount ≥ 0` });
  }
  if (verb.card && effect.card === undefined)
    out.push({ path: ["card"], message: `${effect.action} needs a card id` });
  if (!verb.card && effect.card !== undefined)
    out.push({ path: ["card"], message: `${effect.action} takes no card` });
  if (ability.when === "OnSupply" && effect.action === "GenerateEnergy")
    out.push({ path: ["action"], message: "GenerateEnergy inside OnSupply would feed itself forever" });
  return out;
}

function isCharacterChoice(choice: Choice): boolean {
  return choice.endsWith("Character");
}
