import { RulekitValidationError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { type CardDefinition, createMatch, type MatchSetup, SYSTEM_FIELD_ID, step } from "../src/index.js";
import { T } from "./helpers.js";

/** A bear written by hand in JavaScript, the way a caller that skips the content parser may write it. */
const { abilities: _none, ...bareBear } = T.bear;

function setupWith(cards: Record<string, unknown>): MatchSetup {
  const deck = (p: string) =>
    Array.from({ length: 8 }, (_, i) => ({
      uid: `${p}${i}`,
      card: T.bear.id,
      holderId: "test",
      cost: 2,
      attack: 2,
      health: 2,
    }));
  return {
    sides: [
      { name: "A", health: 20, deck: deck("a") },
      { name: "B", health: 20, deck: deck("b") },
    ],
    cards: cards as Record<string, CardDefinition>,
  };
}

function thrown(fn: () => unknown): RulekitValidationError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RulekitValidationError) return error;
    throw error;
  }
  throw new Error("expected a RulekitValidationError");
}

describe("createMatch with definitions from JavaScript", () => {
  it("a definition without abilities has none (the parser's default): the match plays as with abilities: []", () => {
    const bare = createMatch("bare", setupWith({ [T.bear.id]: bareBear }));
    const parsed = createMatch("bare", setupWith({ [T.bear.id]: T.bear }));
    expect(bare.state.cards[T.bear.id]!.abilities).toEqual([]);
    expect(JSON.stringify(bare.events)).toBe(JSON.stringify(parsed.events));
    const ended = step(bare.state, { type: "EndTurn", side: 0 });
    expect(ended.ok).toBe(true);
  });

  it("leaves the caller's definitions untouched and adds the system field", () => {
    const cards = { [T.bear.id]: bareBear };
    const { state } = createMatch("bare", setupWith(cards));
    expect(cards).toEqual({ [T.bear.id]: bareBear });
    expect("abilities" in bareBear).toBe(false);
    expect(Object.keys(state.cards)).toEqual([T.bear.id, SYSTEM_FIELD_ID]);
  });

  it("refuses abilities that are not a list, naming the card and the field", () => {
    const error = thrown(() =>
      createMatch("x", setupWith({ [T.bear.id]: { ...bareBear, abilities: "none" } })),
    );
    expect(error.issues).toEqual([
      {
        path: `$.cards["${T.bear.id}"].abilities`,
        code: "invalid_type",
        message: `card '${T.bear.id}': expected a list of abilities, got the string "none"`,
      },
    ]);
  });

  it("refuses an ability without a list of effects, naming the card, the ability and the field", () => {
    const broken = { ...bareBear, abilities: [{ when: "TurnStart" }] };
    const error = thrown(() => createMatch("x", setupWith({ [T.bear.id]: broken })));
    expect(error.message).toBe(
      `invalid card-combat match setup: $.cards["${T.bear.id}"].abilities[0].effects: card '${T.bear.id}': expected a list of effects, got undefined`,
    );
  });

  it("refuses a definition that is not an object", () => {
    const error = thrown(() => createMatch("x", setupWith({ [T.bear.id]: T.bear, "t.ghost": null })));
    expect(error.issues[0]).toMatchObject({ path: '$.cards["t.ghost"]' });
  });
});
