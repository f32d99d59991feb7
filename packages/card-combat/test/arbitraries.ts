import fc from "fast-check";
import type { MatchSetup } from "../src/index.js";
import { decksSetup } from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
const factionIds = content.factions.map((f) => f.id);

const allCards = content.factions.flatMap((f) => f.cards);

/** Two decks drawn from every card of the content (so every verb and trigger shows up in the walks). */
export const setupArb = fc
  .tuple(
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20, size: "max" }),
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20, size: "max" }),
    fc.integer({ min: 0, max: 5 }),
  )
  .map(([a, b, pairIndex]): MatchSetup => {
    const pair = (n: number) => [factionIds[n % 3]!, factionIds[(n + 1 + Math.floor(n / 3)) % 3]!];
    const base = decksSetup(content, pair(pairIndex), pair(pairIndex + 1));
    const deck = (picks: number[], prefix: string) =>
      picks.map((n, i) => {
        const def = allCards[n]!;
        return {
          uid: `${prefix}${i}`,
          card: def.id,
          holderId: def.faction,
          cost: def.cost,
          attack: def.attack ?? 0,
          health: def.health ?? 0,
        };
      });
    return {
      ...base,
      sides: [
        { ...base.sides[0], deck: deck(a, "a") },
        { ...base.sides[1], deck: deck(b, "b") },
      ],
    };
  });

export const seedArb = fc.string({ minLength: 1, maxLength: 12 });
