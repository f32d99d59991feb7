import { stableStringify } from "@rulekit/core";
import { SYSTEM_FIELD_ID, SYSTEM_HOLDER } from "./constants.js";
import type { CardDefinition } from "./schema/card.js";

/**
 * The guaranteed system field of the seed: cost 0, TurnStart supply 1, countdown 3. One is put on the
 * board for each side at match start; it is never part of a deck.
 */
export const SYSTEM_FIELD: CardDefinition = {
  id: SYSTEM_FIELD_ID,
  name: "Base Field",
  faction: SYSTEM_HOLDER,
  type: "field",
  cost: 0,
  countdown: 3,
  text: "TurnStart: supply 1. Countdown 3.",
  abilities: [{ when: "TurnStart", effects: [{ action: "GenerateEnergy", amount: 1 }] }],
};

const SYSTEM_FIELD_TEXT = stableStringify(SYSTEM_FIELD);

/**
 * Whether a set-up's definitions change the system field. Set-ups and logs carry the rules' own
 * copy (`cardIndex` adds it); any other definition under its id would change the seed's economy.
 */
export function redefinesSystemField(cards: Readonly<Record<string, CardDefinition>>): boolean {
  const def = cards[SYSTEM_FIELD_ID];
  return def !== undefined && def !== SYSTEM_FIELD && stableStringify(def) !== SYSTEM_FIELD_TEXT;
}

export const SYSTEM_FIELD_REDEFINED = `the system field '${SYSTEM_FIELD_ID}' is fixed by the rules (cost 0, TurnStart: supply 1, countdown 3) and cannot be redefined`;
