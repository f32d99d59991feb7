import { shuffleInPlace } from "@rulekit/core";
import { SYSTEM_FIELD_ID } from "../constants.js";
import { newMatchState } from "../match/create.js";
import { cardUid } from "../match/uids.js";
import type { CardDefinition } from "../schema/card.js";
import { SYSTEM_FIELD } from "../system-cards.js";
import type { CardInstance, MatchSetup, MatchState } from "../types.js";
import { type SimDef, simDef, summonsSupported } from "./compile.js";
import { SimRules } from "./rules.js";
import { SimCard, type SimZones } from "./state.js";

/**
 * `startMatch` for the simulator: the same checks and errors (`newMatchState`), the same shuffles,
 * system fields, opening hands and first BeginTurn, on the simulator's own cards. Null when the match
 * holds something the simulator does not read (a definition outside the grammar, a deck that is not a
 * list of cards): the caller then starts it with `startMatch`.
 */
export function startSimulation(
  seed: string,
  setup: MatchSetup,
): { state: MatchState; rules: SimRules } | null {
  const sides = setup?.sides;
  if (!Array.isArray(sides) || sides.length < 2 || !plainDeck(sides[0]?.deck) || !plainDeck(sides[1]?.deck))
    return null;
  const state = newMatchState(seed, setup, false);
  const cards = state.cards;
  const zones: SimZones = { deck: [[], []], hand: [[], []], graveyard: [[], []], board: [] };
  let nextUid = 1;
  for (const side of [0, 1] as const) {
    const deck = sides[side]!.deck;
    const to = zones.deck[side];
    for (let i = 0; i < deck.length; i++) {
      const c = deck[i] as CardInstance;
      const def = supported(cards, c.card);
      if (def === null) return null;
      to.push(new SimCard(cardUid(nextUid++), def, c.card, c.holderId, c.cost, c.attack, c.health, c));
    }
  }
  const fieldDef = supported(cards, SYSTEM_FIELD_ID);
  if (fieldDef === null) return null;
  shuffleInPlace(state.rng, zones.deck[0]);
  shuffleInPlace(state.rng, zones.deck[1]);
  const field = () =>
    new SimCard(
      cardUid(state.nextUid++),
      fieldDef,
      SYSTEM_FIELD.id,
      SYSTEM_FIELD.faction,
      SYSTEM_FIELD.cost,
      SYSTEM_FIELD.attack ?? 0,
      SYSTEM_FIELD.health ?? 0,
      null,
    );
  const rules = new SimRules(state, zones);
  const field0 = field();
  rules.open([field0, field()]);
  return { state, rules };
}

/** A list of plain card objects whose `card` is a string (anything else is left to `startMatch`). */
function plainDeck(deck: unknown): boolean {
  if (!Array.isArray(deck)) return false;
  for (const card of deck)
    if (typeof card !== "object" || card === null || typeof (card as CardInstance).card !== "string")
      return false;
  return true;
}

function supported(cards: Record<string, CardDefinition>, id: string): SimDef | null {
  const def = cards[id];
  if (typeof def !== "object" || def === null) return null;
  const made = simDef(def);
  return made !== null && summonsSupported(made, cards) ? made : null;
}
