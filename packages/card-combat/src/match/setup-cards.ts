import { describeValue, RulekitValidationError } from "@rulekit/core";
import { SYSTEM_FIELD_ID } from "../constants.js";
import { referenceError } from "../content/reference-error.js";
import type { CardDefinition, Effect } from "../schema/card.js";
import { redefinesSystemField, SYSTEM_FIELD, SYSTEM_FIELD_REDEFINED } from "../system-cards.js";
import type { MatchSetup } from "../types.js";

const setupError = (path: string, message: string) =>
  new RulekitValidationError("card-combat match setup", [{ path, code: "invalid_type", message }]);

const cardPath = (id: string) => `$.cards[${JSON.stringify(id)}]`;

/**
 * The definitions a match plays with: the set-up's own record (shared, never copied) plus the system
 * field. A definition written without `abilities` (a JavaScript caller may leave it out) has none, as
 * the content parser's default says: the match gets a copy of it with `abilities: []`. Abilities that
 * are not a list, or an ability without a list of effects, are refused naming the card and the field.
 * `unknownRef` is the first card id an effect names (Summon) that has no definition, or null: the
 * caller refuses it after checking the decks. One pass over the record, as walking a record of this
 * size is most of the cost of starting a match.
 */
export function setupCards(setup: MatchSetup): {
  cards: Record<string, CardDefinition>;
  unknownRef: string | null;
} {
  if (redefinesSystemField(setup.cards)) throw referenceError(SYSTEM_FIELD_REDEFINED);
  let cards = setup.cards[SYSTEM_FIELD_ID]
    ? setup.cards
    : { ...setup.cards, [SYSTEM_FIELD_ID]: SYSTEM_FIELD };
  let unknownRef: string | null = null;
  for (const id in cards) {
    const def = cards[id] as CardDefinition;
    if (typeof def !== "object" || def === null)
      throw setupError(cardPath(id), `card '${id}': expected a card definition, got ${describeValue(def)}`);
    const abilities: unknown = def.abilities;
    if (abilities === undefined) {
      if (cards === setup.cards) cards = { ...cards };
      cards[id] = { ...def, abilities: [] };
      continue;
    }
    if (!Array.isArray(abilities))
      throw setupError(
        `${cardPath(id)}.abilities`,
        `card '${id}': expected a list of abilities, got ${describeValue(abilities)}`,
      );
    for (let a = 0; a < abilities.length; a++) {
      const effects = (abilities[a] as { effects?: unknown } | null)?.effects;
      if (!Array.isArray(effects))
        throw setupError(
          `${cardPath(id)}.abilities[${a}].effects`,
          `card '${id}': expected a list of effects, got ${describeValue(effects)}`,
        );
      if (unknownRef === null)
        for (const effect of effects as Effect[])
          if (effect.card !== undefined && !cards[effect.card]) {
            unknownRef = effect.card;
            break;
          }
    }
  }
  return { cards, unknownRef };
}
