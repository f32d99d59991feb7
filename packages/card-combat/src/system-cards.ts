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
