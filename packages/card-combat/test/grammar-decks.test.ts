import { RulekitValidationError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { cardOf, encounterSide, SYSTEM_FIELD, SYSTEM_FIELD_ID, starterDeck } from "../src/index.js";
import { loadContent } from "./helpers.js";

/** Deck building from content: ids resolve or fail as typed validation errors; uids are stable. */
describe("decks from content", () => {
  const content = loadContent();

  it("cardOf resolves the system field, which no faction lists", () => {
    expect(content.factions.some((f) => f.cards.some((c) => c.id === SYSTEM_FIELD_ID))).toBe(false);
    expect(cardOf(content, SYSTEM_FIELD_ID)).toBe(SYSTEM_FIELD);
  });

  it("cardOf refuses an unknown id with a reference error naming it", () => {
    expect(() => cardOf(content, "ghost.card")).toThrow(RulekitValidationError);
    expect(() => cardOf(content, "ghost.card")).toThrow(/unknown card 'ghost.card'/);
  });

  it("starterDeck refuses an unknown faction with a reference error naming it", () => {
    expect(() => starterDeck(content, ["ember", "nope"])).toThrow(RulekitValidationError);
    expect(() => starterDeck(content, ["ember", "nope"])).toThrow(/unknown faction 'nope'/);
  });

  it("starterDeck numbers the 8 + 8 held cards o1…o16 by default, or with a prefix", () => {
    const deck = starterDeck(content, ["ember", "tide"]);
    expect(deck.map((c) => c.uid)).toEqual(Array.from({ length: 16 }, (_, i) => `o${i + 1}`));
    expect(deck.slice(0, 8).every((c) => c.holderId === "ember")).toBe(true);
    expect(starterDeck(content, ["tide"], "p").map((c) => c.uid)).toEqual(
      Array.from({ length: 8 }, (_, i) => `p${i + 1}`),
    );
  });

  it("encounterSide numbers the encounter's deck e1…eN in deck order", () => {
    const encounter = content.encounters[0]!;
    const side = encounterSide(content, encounter);
    expect(side.deck.map((c) => c.uid)).toEqual(encounter.deck.map((_, i) => `e${i + 1}`));
    expect(side.deck.map((c) => c.card)).toEqual(encounter.deck);
    expect(side).toMatchObject({ name: encounter.name, health: encounter.health });
  });
});
