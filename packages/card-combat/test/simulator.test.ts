import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AI_POLICIES,
  type AiPolicy,
  type CardDefinition,
  chooseCommand,
  createMatch,
  decksSetup,
  type MatchEvent,
  type MatchEventType,
  type MatchSetup,
  playMatch,
  SYSTEM_FIELD,
  SYSTEM_FIELD_ID,
  step,
  TRIGGERS,
} from "../src/index.js";
import { simulateMatch } from "../src/sim/play.js";
import { seedArb } from "./arbitraries.js";
import { generatedSetupArb, POOL_IDS, TOKEN_IDS } from "./card-arbitraries.js";
import { card, loadContent } from "./helpers.js";

/**
 * The simulator (src/sim, what `playMatch` runs without `onStep`) held to the reference: `createMatch`
 * then `step(state, chooseCommand(state, policy))` until the match is over. Same final state as JSON,
 * byte for byte, and the same command count; set-up errors thrown as `createMatch` throws them.
 */

type Policies = readonly [AiPolicy, AiPolicy];
type Outcome = { state: string; commands: number } | { error: string };

/** What a run gave: its final state and command count, or the class and message of what it threw. */
function outcome(run: () => { state: string; commands: number }): Outcome {
  try {
    return run();
  } catch (error) {
    return { error: error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error) };
  }
}

/** The reference loop; every event type it made is added to `seen`. */
function reference(seed: string, setup: MatchSetup, policies: Policies, seen?: Set<string>) {
  const start = createMatch(seed, setup);
  const see = (events: readonly MatchEvent[]) => {
    for (const e of events) seen?.add(e.type === "TriggerFired" ? `TriggerFired:${e.trigger}` : e.type);
  };
  see(start.events);
  let s = start.state;
  let commands = 0;
  while (s.status === "playing") {
    const result = step(s, chooseCommand(s, policies[s.active]));
    if (!result.ok) throw new Error(`reference refused its own AI's command: ${result.code}`);
    see(result.events);
    s = result.state;
    commands++;
  }
  return { state: JSON.stringify(s), commands };
}

function played(seed: string, setup: MatchSetup, policies: Policies) {
  const match = playMatch(seed, setup, policies);
  return { state: JSON.stringify(match.state), commands: match.commands };
}

/**
 * `playMatch` without `onStep` against the reference (both thrown or both the same match), the set-up
 * untouched by either. Returns the reference's outcome.
 */
function expectPlayedAsReference(
  seed: string,
  setup: MatchSetup,
  policies: Policies,
  seen?: Set<string>,
): Outcome {
  const before = JSON.stringify(setup);
  const expected = outcome(() => reference(seed, setup, policies, seen));
  expect(JSON.stringify(setup)).toBe(before);
  expect(outcome(() => played(seed, setup, policies))).toEqual(expected);
  expect(JSON.stringify(setup)).toBe(before);
  return expected;
}

/** The simulator itself took the match (no fall-back) and gave the reference's result. */
function expectSimulated(seed: string, setup: MatchSetup, policies: Policies, expected: Outcome): void {
  const before = JSON.stringify(setup);
  const simulated = simulateMatch(seed, setup, policies);
  expect(simulated).not.toBeNull();
  expect({ state: JSON.stringify(simulated!.state), commands: simulated!.commands }).toEqual(expected);
  expect(JSON.stringify(setup)).toBe(before);
}

const POLICY_PAIRS: Policies[] = AI_POLICIES.flatMap((a) => AI_POLICIES.map((b) => [a, b] as const));
const policiesArb = fc.constantFrom(...POLICY_PAIRS);

describe("simulator: the project's content", () => {
  it("plays every faction pairing under every policy pair as the step loop does", () => {
    const content = loadContent();
    const ids = content.factions.map((f) => f.id);
    // Each side: one faction's starter, or two factions' (the run's decks).
    const decks = [...ids.map((id) => [id]), ...ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))];
    let matches = 0;
    for (const a of decks)
      for (const b of decks) {
        const setup = decksSetup(content, a, b);
        for (const policies of POLICY_PAIRS)
          for (const seed of [`content-${matches}`, "x", `${a}|${b}`]) {
            const expected = expectPlayedAsReference(seed, setup, policies);
            expect(expected).toHaveProperty("state");
            expectSimulated(seed, setup, policies, expected);
            matches++;
          }
      }
    expect(matches).toBe(decks.length * decks.length * POLICY_PAIRS.length * 3);
  });
});

/** Event types the generated matches must produce somewhere, so the generator cannot quietly degrade. */
const RARE_EVENTS: MatchEventType[] = [
  "TriggerLimit",
  "SummonRefused",
  "CardBurned",
  "Fatigue",
  "Destroyed",
  "Discarded",
  "CostModified",
  "CountdownModified",
  "HealthModified",
  "AttackModified",
];

describe("simulator: generated content", () => {
  it("plays generated valid cards, decks and options as the step loop does, without falling back", () => {
    const seen = new Set<string>();
    const endReasons = new Set<string>();
    fc.assert(
      fc.property(seedArb, generatedSetupArb, policiesArb, (seed, setup, policies) => {
        const expected = expectPlayedAsReference(seed, setup, policies, seen);
        expect(expected).toHaveProperty("state");
        expectSimulated(seed, setup, policies, expected);
        if ("state" in expected) endReasons.add(JSON.parse(expected.state).endReason);
      }),
      { numRuns: 2000 },
    );
    const wanted = [...RARE_EVENTS, ...TRIGGERS.map((t) => `TriggerFired:${t}`)];
    expect(wanted.filter((type) => !seen.has(type))).toEqual([]);
    expect([...endReasons].sort()).toEqual(["both_defeated", "leader_defeated", "turn_limit"]);
  });

  it("plays a self-feeding OnSupply chain (outside the grammar, but plain data) as the step loop does", () => {
    // GenerateEnergy inside OnSupply is refused by the schema, yet a caller may hand it in unchecked.
    const feeder: CardDefinition = {
      id: "g.feeder",
      name: "Feeder",
      faction: "test",
      type: "field",
      cost: 0,
      abilities: [
        { when: "OnSupply", effects: [{ action: "GenerateEnergy", amount: 1 }] },
        { when: "OnSupply", effects: [{ action: "Draw", target: "opponent", amount: 1 }] },
      ],
    };
    const seen = new Set<string>();
    fc.assert(
      fc.property(seedArb, generatedSetupArb, policiesArb, (seed, base, policies) => {
        const setup: MatchSetup = {
          ...base,
          cards: { ...base.cards, [feeder.id]: feeder },
          sides: [
            {
              ...base.sides[0],
              deck: [
                ...base.sides[0].deck,
                { uid: "f", card: feeder.id, holderId: "t", cost: 0, attack: 0, health: 0 },
              ],
            },
            base.sides[1],
          ],
        };
        const expected = expectPlayedAsReference(seed, setup, policies, seen);
        const simulated = simulateMatch(seed, setup, policies);
        if (simulated !== null)
          expect({ state: JSON.stringify(simulated.state), commands: simulated.commands }).toEqual(expected);
      }),
      { numRuns: 40 },
    );
    expect(seen.has("TriggerLimit")).toBe(true);
  });
});

/** Ways to put a definition outside the grammar (each one something the simulator does not read). */
const BREAKS: Record<string, (def: CardDefinition) => unknown> = {
  unknownAction: (def) => withEffect(def, { action: "Explode", target: "opponent", amount: 2 }),
  unknownSelector: (def) => withEffect(def, { action: "DealDamage", target: "everyone", amount: 2 }),
  nonNumberAmount: (def) => withEffect(def, { action: "DealDamage", target: "opponent", amount: "2" }),
  unknownChoice: (def) => ({
    ...def,
    abilities: [
      { when: "onPlay", choose: "anybody", effects: [{ action: "Heal", target: "chosen", amount: 1 }] },
    ],
  }),
  unknownWhen: (def) => ({
    ...def,
    abilities: [...def.abilities, { when: "OnBlink", effects: [{ action: "Draw", amount: 1 }] }],
  }),
  nonNumberCost: (def) => ({
    ...def,
    abilities: [{ when: "activated", cost: "1", effects: [{ action: "Draw", amount: 1 }] }],
  }),
};

/** `def` with one more effect in its onPlay ability (a new onPlay ability if it has none). */
function withEffect(def: CardDefinition, effect: Record<string, unknown>): unknown {
  const has = def.abilities.some((a) => a.when === "onPlay");
  const abilities = has
    ? def.abilities.map((a) => (a.when === "onPlay" ? { ...a, effects: [...a.effects, effect] } : a))
    : [...def.abilities, { when: "onPlay", effects: [effect] }];
  return { ...def, abilities };
}

describe("simulator: definitions outside the grammar", () => {
  it("falls back to the step rules for a deck card it cannot read, with the step loop's result", () => {
    const kinds = Object.keys(BREAKS);
    const seenKinds = new Set<string>();
    fc.assert(
      fc.property(
        seedArb,
        generatedSetupArb,
        policiesArb,
        fc.constantFrom(...kinds),
        fc.constantFrom(...POOL_IDS, ...TOKEN_IDS),
        fc.boolean(),
        (seed, base, policies, kind, id, inDeckOfSide1) => {
          const broken = BREAKS[kind]!(base.cards[id]!) as CardDefinition;
          const side = inDeckOfSide1 ? 1 : 0;
          const sides = [...base.sides] as MatchSetup["sides"];
          const def = base.cards[id]!;
          sides[side] = {
            ...sides[side],
            deck: [
              {
                uid: "broken",
                card: id,
                holderId: "t",
                cost: 0,
                attack: def.attack ?? 0,
                health: def.health ?? 0,
              },
              ...sides[side].deck,
            ],
          };
          const setup: MatchSetup = { ...base, sides, cards: { ...base.cards, [id]: broken } };
          expect(simulateMatch(seed, setup, policies)).toBeNull();
          expectPlayedAsReference(seed, setup, policies);
          seenKinds.add(kind);
        },
      ),
      { numRuns: 300 },
    );
    expect([...seenKinds].sort()).toEqual(kinds.sort());
  });
});

const STRAY = { uid: "s", card: "g.nowhere", holderId: "t", cost: 0, attack: 1, health: 1 };

/** Set-ups `createMatch` refuses (or, for odd decks, may accept): each made from a valid one. */
const SABOTAGE: Record<string, (setup: MatchSetup) => unknown> = {
  missingDefinition: (s) => withDeck(s, 0, [...s.sides[0].deck, STRAY]),
  summonsUnknownCard: (s) => ({
    ...s,
    cards: {
      ...s.cards,
      "g.caller": card({
        id: "g.caller",
        type: "spell",
        cost: 0,
        abilities: [{ when: "onPlay", effects: [{ action: "Summon", card: "g.nowhere" }] }],
      }),
    },
  }),
  redefinedSystemField: (s) => ({
    ...s,
    cards: { ...s.cards, [SYSTEM_FIELD_ID]: { ...SYSTEM_FIELD, cost: 1 } },
  }),
  deckIsString: (s) => withDeck(s, 1, "g.card.0"),
  deckIsObject: (s) => withDeck(s, 0, { 0: s.sides[0].deck[0] ?? STRAY, length: 1 }),
  deckIsNull: (s) => withDeck(s, 1, null),
  deckMissing: (s) => ({ ...s, sides: [s.sides[0], { name: "B", health: 5 }] }),
  nullEntry: (s) => withDeck(s, 0, [...s.sides[0].deck, null]),
  stringEntry: (s) => withDeck(s, 1, ["g.card.1", ...s.sides[1].deck]),
  numberEntry: (s) => withDeck(s, 0, [7]),
  entryWithoutCard: (s) => withDeck(s, 1, [{ uid: "x", cost: 0 }, ...s.sides[1].deck]),
  entryWithNumberCard: (s) => withDeck(s, 0, [{ ...STRAY, card: 3 }]),
  entryWithStringStats: (s) =>
    withDeck(s, 0, [
      ...s.sides[0].deck,
      { uid: "x", card: "g.card.2", holderId: "t", cost: "0", attack: "2", health: "2" },
    ]),
  definitionNotObject: (s) => ({ ...s, cards: { ...s.cards, "g.odd": 5 } }),
  abilitiesNotList: (s) => ({
    ...s,
    cards: { ...s.cards, "g.card.3": { ...s.cards["g.card.3"], abilities: "none" } },
  }),
  effectsNotList: (s) => ({
    ...s,
    cards: {
      ...s.cards,
      "g.card.4": { ...s.cards["g.card.4"], abilities: [{ when: "onPlay", effects: null }] },
    },
  }),
  cardsNull: (s) => ({ ...s, cards: null }),
  oneSide: (s) => ({ ...s, sides: [s.sides[0]] }),
  threeSides: (s) => ({ ...s, sides: [...s.sides, s.sides[0]] }),
  // Outside what MatchSetupSchema accepts, but not refused by createMatch: played as the step loop does.
  leaderAtZero: (s) => ({ ...s, sides: [{ ...s.sides[0], health: 0 }, s.sides[1]] }),
  boardBelowFields: (s) => ({ ...s, options: { ...s.options, boardCapacity: 1 } }),
  noHand: (s) => ({ ...s, options: { ...s.options, handLimit: 0, openingHand: 3 } }),
  noTurns: (s) => ({ ...s, options: { ...s.options, maxTurns: 0 } }),
  undefinedOption: (s) => ({ ...s, options: { ...s.options, handLimit: undefined } }),
  definitionWithoutAbilities: (s) => {
    const { abilities: _, ...bare } = s.cards["g.card.5"]!;
    return { ...s, cards: { ...s.cards, "g.card.5": bare } };
  },
  sidesNotList: (s) => ({ ...s, sides: "two" }),
};

function withDeck(s: MatchSetup, side: 0 | 1, deck: unknown): unknown {
  const sides = [...s.sides];
  sides[side] = { ...sides[side]!, deck: deck as MatchSetup["sides"][0]["deck"] };
  return { ...s, sides };
}

describe("simulator: bad set-ups", () => {
  it("throws what createMatch throws (class and message), or plays as the step loop does", () => {
    const kinds = Object.keys(SABOTAGE);
    const thrown = new Set<string>();
    fc.assert(
      fc.property(
        fc.oneof(seedArb, fc.constant("")),
        generatedSetupArb,
        policiesArb,
        fc.constantFrom(...kinds),
        (seed, base, policies, kind) => {
          const setup = SABOTAGE[kind]!(base) as MatchSetup;
          const created = outcome(() => ({
            state: JSON.stringify(createMatch(seed, setup).state),
            commands: 0,
          }));
          const expected = expectPlayedAsReference(seed, setup, policies);
          if ("error" in created) {
            expect(expected).toEqual(created);
            thrown.add(kind);
          }
        },
      ),
      { numRuns: 300 },
    );
    // The set-ups that must be refused were refused at least once each.
    const mayPlay = [
      "entryWithStringStats",
      "deckIsObject",
      "threeSides",
      "definitionWithoutAbilities",
      "leaderAtZero",
      "boardBelowFields",
      "noHand",
      "noTurns",
      "undefinedOption",
    ];
    const mustThrow = kinds.filter((k) => !mayPlay.includes(k));
    expect(mustThrow.filter((k) => !thrown.has(k))).toEqual([]);
  });
});
