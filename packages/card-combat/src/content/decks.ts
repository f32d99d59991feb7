import { SYSTEM_FIELD_ID } from "../constants.js";
import type { CardDefinition } from "../schema/card.js";
import type { ContentBundle, Encounter } from "../schema/content.js";
import { SYSTEM_FIELD } from "../system-cards.js";
import type { CardInstance, MatchSetup, SideSetup } from "../types.js";
import { referenceError } from "./reference-error.js";

/** Every definition of a bundle by id, plus the system field. */
export function cardIndex(content: ContentBundle): Record<string, CardDefinition> {
  const out: Record<string, CardDefinition> = { [SYSTEM_FIELD_ID]: SYSTEM_FIELD };
  for (const faction of content.factions) for (const card of faction.cards) out[card.id] = card;
  return out;
}

export function cardOf(content: ContentBundle, id: string): CardDefinition {
  if (id === SYSTEM_FIELD_ID) return SYSTEM_FIELD;
  for (const faction of content.factions) for (const card of faction.cards) if (card.id === id) return card;
  throw referenceError(`unknown card '${id}'`);
}

/** A fresh instance of a definition: cost and stats copied, HolderId = the card's faction. */
export function instanceOf(def: CardDefinition, uid: string): CardInstance {
  return {
    uid,
    card: def.id,
    holderId: def.faction,
    cost: def.cost,
    attack: def.attack ?? 0,
    health: def.health ?? 0,
  };
}

/** The 8 + 8 held cards of two factions' starters. */
export function starterDeck(
  content: ContentBundle,
  factions: readonly string[],
  prefix = "o",
): CardInstance[] {
  const out: CardInstance[] = [];
  for (const id of factions) {
    const faction = content.factions.find((f) => f.id === id);
    if (!faction) throw referenceError(`unknown faction '${id}'`);
    for (const card of faction.starter)
      out.push(instanceOf(cardOf(content, card), `${prefix}${out.length + 1}`));
  }
  return out;
}

export function encounterSide(content: ContentBundle, encounter: Encounter): SideSetup {
  return {
    name: encounter.name,
    health: encounter.health,
    deck: encounter.deck.map((id, i) => instanceOf(cardOf(content, id), `e${i + 1}`)),
  };
}

/** A match between a held deck (side 0) and an encounter (side 1). */
export function encounterSetup(content: ContentBundle, player: SideSetup, encounter: Encounter): MatchSetup {
  return { sides: [player, encounterSide(content, encounter)], cards: cardIndex(content) };
}

/** A match between two factions' starter pairs (the simulator's and the studio's "two decks"). */
export function decksSetup(
  content: ContentBundle,
  a: readonly string[],
  b: readonly string[],
  health = content.run.playerHealth,
): MatchSetup {
  return {
    sides: [
      { name: a.join(" + "), health, deck: starterDeck(content, a, "a") },
      { name: b.join(" + "), health, deck: starterDeck(content, b, "b") },
    ],
    cards: cardIndex(content),
  };
}
