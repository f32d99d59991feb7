import fc from "fast-check";
import {
  ABILITY_WHEN,
  type Ability,
  type AbilityWhen,
  type ActionName,
  type CardDefinition,
  type CardInstance,
  CHOICES,
  type Choice,
  type Effect,
  type MatchOptions,
  type MatchSetup,
  type Selector,
  SYSTEM_FIELD,
  SYSTEM_FIELD_ID,
  VERBS,
} from "../src/index.js";
import { card } from "./helpers.js";

/**
 * Generated card sets for the simulator's differential tests: definitions valid for the grammar by
 * construction (each one still goes through `CardDefinitionSchema` via `card`, so a generator slip
 * fails loudly instead of testing invalid content), decks drawn from them, and match options small
 * enough that full boards, burnt cards, fatigue, turn limits and runaway trigger chains all happen.
 */

/** Ids of the generated deck cards. */
export const POOL_IDS = Array.from({ length: 8 }, (_, i) => `g.card.${i}`);
/**
 * Ids of the tokens, the only cards a Summon names (they may also be in a deck). Tokens have no
 * activated ability: an entity enters with one activation, so an activated ability that summons
 * activatable cards can make a turn that never ends (the AI activates each newcomer in turn), in the
 * step rules as much as in the simulator, and neither loop would return.
 */
export const TOKEN_IDS = ["g.token.0", "g.token.1", "g.token.2"];

const TRIGGER_SOURCE_WHEN: readonly AbilityWhen[] = ["OnDestroyed", "OnEnterBoard", "OnSupply"];
const CHOICE_WHEN: readonly AbilityWhen[] = ["onPlay", "activated"];
/** Verbs that can act on a `chosen` target, and those of them that accept a leader. */
const CHOSEN_VERBS: readonly ActionName[] = [
  "DealDamage",
  "Heal",
  "Destroy",
  "ModifyAttack",
  "ModifyHealth",
  "ModifyCountdown",
];
const LEADER_VERBS: readonly ActionName[] = ["DealDamage", "Heal"];

/** Every verb, weighted toward the ones that make the rare events (summons, kills, countdowns). */
const VERB_WEIGHTS: readonly [ActionName, number][] = [
  ["GenerateEnergy", 3],
  ["DealDamage", 4],
  ["Heal", 2],
  ["Draw", 3],
  ["Discard", 2],
  ["Summon", 4],
  ["Destroy", 2],
  ["ModifyAttack", 2],
  ["ModifyHealth", 3],
  ["ModifyCost", 2],
  ["ModifyCountdown", 3],
];

function amountArb(action: ActionName): fc.Arbitrary<number | undefined> {
  switch (VERBS[action].amount) {
    case "none":
      return fc.constant(undefined);
    case "positive":
      return action === "Summon"
        ? fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })
        : fc.integer({ min: 1, max: 3 });
    case "nonNegative":
      return fc.integer({ min: 0, max: 5 });
    case "signed":
      return fc.integer({ min: -3, max: 3 });
  }
}

/** The selectors `action` may take in an ability of `when` (undefined: none written, player verbs only). */
function selectorsFor(
  action: ActionName,
  when: AbilityWhen,
  choose: Choice | undefined,
  isSpell: boolean,
): (Selector | undefined)[] {
  const verb = VERBS[action];
  const out: (Selector | undefined)[] = verb.needsTarget ? [] : [undefined];
  for (const target of verb.selectors) {
    if (target === "chosen") {
      if (choose === undefined) continue;
      if (!verb.leadersAllowed && choose.endsWith("Character")) continue;
    }
    if (target === "triggerSource" && !TRIGGER_SOURCE_WHEN.includes(when)) continue;
    if (target === "self" && (isSpell || when === "OnDestroyed")) continue;
    out.push(target);
  }
  return out;
}

function effectArb(
  when: AbilityWhen,
  choose: Choice | undefined,
  isSpell: boolean,
  actions: readonly [ActionName, number][],
  forceChosen = false,
): fc.Arbitrary<Effect> {
  const usable = actions.filter(([action]) => {
    if (when === "OnSupply" && action === "GenerateEnergy") return false;
    const selectors = selectorsFor(action, when, choose, isSpell);
    return forceChosen ? selectors.includes("chosen") : selectors.length > 0;
  });
  return fc
    .oneof(...usable.map(([action, weight]) => ({ arbitrary: fc.constant(action), weight })))
    .chain((action) =>
      fc.record({
        action: fc.constant(action),
        target: forceChosen
          ? fc.constant<Selector | undefined>("chosen")
          : fc.constantFrom(...selectorsFor(action, when, choose, isSpell)),
        amount: amountArb(action),
        // A token (see TOKEN_IDS for why never a deck card).
        card: VERBS[action].card ? fc.constantFrom(...TOKEN_IDS) : fc.constant(undefined),
      }),
    )
    .map((e) => {
      const out: Effect = { action: e.action };
      if (e.target !== undefined) out.target = e.target;
      if (e.amount !== undefined) out.amount = e.amount;
      if (e.card !== undefined) out.card = e.card;
      return out;
    });
}

function abilityArb(when: AbilityWhen, isSpell: boolean): fc.Arbitrary<Ability> {
  const canChoose = CHOICE_WHEN.includes(when);
  return fc
    .record({
      choose: canChoose
        ? fc.option(fc.constantFrom(...CHOICES), { nil: undefined, freq: 2 })
        : fc.constant(undefined),
      cost: when === "activated" ? fc.option(fc.integer({ min: 0, max: 3 })) : fc.constant(null),
    })
    .chain(({ choose, cost }) =>
      fc
        .tuple(
          choose === undefined
            ? fc.constant(null)
            : effectArb(
                when,
                choose,
                isSpell,
                VERB_WEIGHTS.filter(([a]) =>
                  (choose.endsWith("Character") ? LEADER_VERBS : CHOSEN_VERBS).includes(a),
                ),
                true,
              ),
          fc.array(effectArb(when, choose, isSpell, VERB_WEIGHTS), { minLength: 0, maxLength: 2 }),
        )
        .map(([chosen, rest]): Ability => {
          const effects = chosen === null ? rest : [chosen, ...rest];
          const ability: Ability = {
            when,
            effects: effects.length > 0 ? effects : [{ action: "Draw", target: "controller", amount: 1 }],
          };
          if (choose !== undefined) ability.choose = choose;
          if (cost !== null) ability.cost = cost;
          return ability;
        }),
    );
}

const TRIGGER_WHEN = ABILITY_WHEN.filter((w) => !CHOICE_WHEN.includes(w));

/** A valid definition of type `type` under `id` (checked by the real schema); a token has no activated ability. */
export function cardArb(id: string, type?: CardDefinition["type"]): fc.Arbitrary<CardDefinition> {
  const token = TOKEN_IDS.includes(id);
  const typeArb = type
    ? fc.constant(type)
    : fc.constantFrom<CardDefinition["type"]>("creature", "creature", "field", "spell");
  return typeArb.chain((t) => {
    const isSpell = t === "spell";
    const whens = isSpell
      ? fc.constant<AbilityWhen[]>(["onPlay"])
      : fc
          .tuple(
            fc.boolean(),
            token ? fc.constant(false) : fc.boolean(),
            // Repeats allowed: several listeners of one trigger (and several OnDestroyed) are the grammar's.
            fc.array(fc.constantFrom(...TRIGGER_WHEN), { maxLength: 2 }),
          )
          // In any order: the rules take the first ability of a kind, and listeners in the card's order.
          .chain(([onPlay, activated, triggers]) => {
            const list: AbilityWhen[] = [
              ...(onPlay ? (["onPlay"] as const) : []),
              ...(activated ? (["activated"] as const) : []),
              ...triggers,
            ];
            return fc.shuffledSubarray(list, { minLength: list.length });
          });
    return fc
      .record({
        cost: fc.oneof(
          { arbitrary: fc.integer({ min: 0, max: 2 }), weight: 4 },
          { arbitrary: fc.integer({ min: 3, max: 6 }), weight: 1 },
        ),
        attack: fc.integer({ min: 0, max: 5 }),
        health: fc.integer({ min: 1, max: 5 }),
        countdown: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined, freq: 2 }),
        abilities: whens.chain(
          (list): fc.Arbitrary<Ability[]> =>
            list.length === 0
              ? fc.constant([])
              : fc.tuple(...list.map((w) => abilityArb(w, isSpell))).map((a) => [...a]),
        ),
      })
      .map(({ cost, attack, health, countdown, abilities }) =>
        card({
          id,
          type: t,
          cost,
          ...(t === "creature" ? { attack, health } : {}),
          ...(t !== "spell" && countdown !== undefined ? { countdown } : {}),
          abilities,
        }),
      );
  });
}

/**
 * A field that feeds a runaway chain: every creature of its side entering is destroyed and a creature
 * token summoned in its place, which enters and wakes the field again (a chain the trigger limit stops).
 */
function loopFieldArb(id: string): fc.Arbitrary<CardDefinition> {
  return fc.constantFrom(...TOKEN_IDS).map((token) =>
    card({
      id,
      type: "field",
      cost: 0,
      abilities: [
        {
          when: "OnEnterBoard",
          effects: [
            { action: "Destroy", target: "triggerSource" },
            { action: "Summon", card: token },
          ],
        },
      ],
    }),
  );
}

/** The whole record of definitions: pool cards, tokens (at least one creature) and the system field. */
export const cardsArb: fc.Arbitrary<Record<string, CardDefinition>> = fc
  .tuple(
    fc.tuple(...POOL_IDS.map((id, i) => (i === 0 ? fc.oneof(cardArb(id), loopFieldArb(id)) : cardArb(id)))),
    fc.tuple(cardArb(TOKEN_IDS[0]!, "creature"), cardArb(TOKEN_IDS[1]!), cardArb(TOKEN_IDS[2]!)),
    fc.constantFrom("none", "rules", "copy"),
  )
  .map(([pool, tokens, systemField]) => {
    const out: Record<string, CardDefinition> = {};
    for (const def of [...pool, ...tokens]) out[def.id] = def;
    // Set-ups and logs carry the system field (the rules' object, or an equal copy read from JSON).
    if (systemField === "rules") out[SYSTEM_FIELD_ID] = SYSTEM_FIELD;
    if (systemField === "copy") out[SYSTEM_FIELD_ID] = structuredClone(SYSTEM_FIELD);
    return out;
  });

export const optionsArb: fc.Arbitrary<Partial<MatchOptions> | undefined> = fc.option(
  fc.record(
    {
      boardCapacity: fc.oneof(fc.integer({ min: 2, max: 5 }), fc.constant(10)),
      openingHand: fc.integer({ min: 0, max: 6 }),
      handLimit: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(10)),
      maxTurns: fc.integer({ min: 1, max: 24 }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined, freq: 8 },
);

const KEY_ORDERS: readonly (keyof CardInstance)[][] = [
  ["uid", "card", "holderId", "cost", "attack", "health"],
  ["card", "health", "attack", "cost", "holderId", "uid"],
];

/** A deck of instances of `ids` (mostly pool cards), stats as defined or changed like a run's upgrades. */
function deckArb(cards: Record<string, CardDefinition>, prefix: string): fc.Arbitrary<CardInstance[]> {
  const entry = fc.record({
    id: fc.oneof(
      { arbitrary: fc.constantFrom(...POOL_IDS), weight: 6 },
      { arbitrary: fc.constantFrom(...TOKEN_IDS), weight: 1 },
    ),
    costDelta: fc.oneof(
      { arbitrary: fc.constant(0), weight: 4 },
      { arbitrary: fc.integer({ min: -2, max: 2 }), weight: 1 },
    ),
    statDelta: fc.oneof(
      { arbitrary: fc.constant(0), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 2 }), weight: 1 },
    ),
    order: fc.nat(KEY_ORDERS.length - 1),
    extra: fc.oneof(
      { arbitrary: fc.constant(false), weight: 5 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
  });
  return fc.array(entry, { maxLength: 14 }).map((entries) =>
    entries.map(({ id, costDelta, statDelta, order, extra }, i) => {
      const def = cards[id]!;
      const creature = def.type === "creature";
      const values: CardInstance = {
        uid: `${prefix}${i}`,
        card: id,
        holderId: i % 3 === 0 ? "other" : def.faction,
        cost: Math.max(0, def.cost + costDelta),
        attack: creature ? (def.attack ?? 0) + statDelta : 0,
        health: creature ? (def.health ?? 0) + statDelta : 0,
      };
      // Key order and extra fields as a caller might write them: the match keeps its copy of the card.
      const out: Record<string, unknown> = {};
      for (const key of KEY_ORDERS[order]!) out[key] = values[key];
      if (extra) out.note = `from ${prefix}`;
      return out as unknown as CardInstance;
    }),
  );
}

/** A whole valid set-up over generated content. */
export const generatedSetupArb: fc.Arbitrary<MatchSetup> = cardsArb.chain((cards) =>
  fc
    .record({
      a: deckArb(cards, "a"),
      b: deckArb(cards, "b"),
      healthA: fc.integer({ min: 1, max: 25 }),
      healthB: fc.integer({ min: 1, max: 25 }),
      options: optionsArb,
    })
    .map(
      ({ a, b, healthA, healthB, options }): MatchSetup => ({
        sides: [
          { name: "A", health: healthA, deck: a },
          { name: "B", health: healthB, deck: b },
        ],
        cards,
        ...(options === undefined ? {} : { options }),
      }),
    ),
);
