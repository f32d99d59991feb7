import { parseWith } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { CardDefinitionSchema } from "../src/index.js";

/** Per-type fields and per-card ability rules (docs/card-combat/content-format.md, design.md § 5). */
const lines = (data: unknown): string[] => {
  const result = parseWith(CardDefinitionSchema, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
};
const paths = (data: unknown): string[] => {
  const result = parseWith(CardDefinitionSchema, data);
  return result.ok ? [] : result.issues.map((i) => i.path);
};

const head = { id: "t.card", name: "T", faction: "t" };
const creature = { ...head, type: "creature", cost: 1, attack: 1, health: 1 };
const field = { ...head, type: "field", cost: 1 };
const spellPlay = { when: "onPlay", effects: [{ action: "Draw", amount: 1 }] };
const spell = { ...head, type: "spell", cost: 0, abilities: [spellPlay] };
const draw = (when: string, extra: Record<string, unknown> = {}) => ({
  when,
  ...extra,
  effects: [{ action: "Draw", amount: 1 }],
});
const without = (o: Record<string, unknown>, key: string) => {
  const copy = { ...o };
  delete copy[key];
  return copy;
};

describe("fields per card type", () => {
  it("accepts a plain creature, a plain field, a field with a countdown, a creature with a countdown and a spell", () => {
    for (const card of [
      creature,
      field,
      { ...field, countdown: 2 },
      { ...creature, countdown: 3 },
      { ...creature, attack: 0 },
      spell,
    ])
      expect(lines(card), JSON.stringify(card)).toEqual([]);
  });

  it("a creature needs attack and health, each reported at its own path", () => {
    expect(lines(without(creature, "attack"))).toEqual(["$.attack: a creature needs attack"]);
    expect(lines(without(creature, "health"))).toEqual(["$.health: a creature needs health"]);
    expect(lines(without(without(creature, "attack"), "health"))).toEqual([
      "$.attack: a creature needs attack",
      "$.health: a creature needs health",
    ]);
  });

  it.each([
    ["field", field],
    ["spell", spell],
  ])("a %s has no attack and no health", (type, card) => {
    expect(lines({ ...card, attack: 1 })).toEqual([`$.attack: a ${type} has no attack`]);
    expect(lines({ ...card, health: 1 })).toEqual([`$.health: a ${type} has no health`]);
    expect(lines({ ...card, attack: 0, health: 2 })).toEqual([
      `$.attack: a ${type} has no attack`,
      `$.health: a ${type} has no health`,
    ]);
  });

  it("a spell has no countdown", () => {
    expect(lines({ ...spell, countdown: 2 })).toEqual([
      "$.countdown: a spell never stays on the board, so it has no countdown",
    ]);
  });

  it("the refusals carry the custom code", () => {
    const result = parseWith(CardDefinitionSchema, without(creature, "attack"));
    expect(result).toMatchObject({ ok: false, issues: [{ path: "$.attack", code: "custom" }] });
  });
});

describe("abilities per card", () => {
  it("a spell needs an onPlay ability, reported at $.abilities", () => {
    for (const abilities of [[], [draw("TurnStart")]]) {
      const found = lines({ ...spell, abilities });
      expect(found.filter((l) => l.startsWith("$.abilities: "))).toHaveLength(1);
      expect(found.find((l) => l.startsWith("$.abilities: "))).toMatch(/spell needs an onPlay ability/);
    }
    expect(paths(without(spell, "abilities"))).toEqual(["$.abilities"]);
  });

  it("creatures and fields need no ability; one onPlay, one activated and several triggers are fine", () => {
    const abilities = [
      draw("onPlay"),
      draw("activated", { cost: 2 }),
      draw("TurnStart"),
      draw("TurnStart"),
      draw("OnEnterBoard"),
      draw("OpponentTurnEnd"),
    ];
    expect(lines({ ...creature, abilities })).toEqual([]);
    expect(lines({ ...field, abilities })).toEqual([]);
  });

  it("at most one onPlay and at most one activated ability, reported at $.abilities", () => {
    expect(lines({ ...creature, abilities: [draw("onPlay"), draw("onPlay")] })).toEqual([
      "$.abilities: at most one onPlay ability",
    ]);
    expect(lines({ ...field, abilities: [draw("activated"), draw("TurnStart"), draw("activated")] })).toEqual(
      ["$.abilities: at most one activated ability"],
    );
  });

  it("a spell only has its onPlay: any other ability is refused at its .when", () => {
    for (const when of [
      "activated",
      "TurnStart",
      "OnDestroyed",
      "OnEnterBoard",
      "OpponentTurnEnd",
      "OnSupply",
    ])
      expect(lines({ ...spell, abilities: [spellPlay, draw(when)] }), when).toEqual([
        `$.abilities[1].when: a spell only has onPlay abilities, not ${when}`,
      ]);
  });

  it("only an activated ability has a cost (0 included)", () => {
    expect(lines({ ...creature, abilities: [draw("activated", { cost: 0 })] })).toEqual([]);
    for (const when of ["onPlay", "TurnStart", "OnDestroyed"])
      expect(lines({ ...creature, abilities: [draw(when, { cost: 0 })] }), when).toEqual([
        "$.abilities[0].cost: only activated abilities have a cost",
      ]);
    expect(lines({ ...creature, abilities: [draw("TurnStart"), draw("onPlay", { cost: 1 })] })).toEqual([
      "$.abilities[1].cost: only activated abilities have a cost",
    ]);
  });

  const chosenHit = { action: "DealDamage", target: "chosen", amount: 1 };
  it("choose is for onPlay and activated abilities that target chosen", () => {
    for (const when of ["onPlay", "activated"])
      expect(
        lines({
          ...creature,
          abilities: [
            {
              when,
              choose: "anyCharacter",
              effects: [{ action: "Draw", amount: 1 }, chosenHit],
            },
          ],
        }),
        when,
      ).toEqual([]);
  });

  it("choose in a trigger is refused at .choose", () => {
    for (const when of ["TurnStart", "OnDestroyed", "OnEnterBoard", "OpponentTurnEnd", "OnSupply"]) {
      const found = lines({
        ...creature,
        abilities: [{ when, choose: "enemyCreature", effects: [{ action: "Draw", amount: 1 }] }],
      });
      expect(found, when).toContain(`$.abilities[0].choose: a ${when} ability cannot ask for a choice`);
      expect(
        found.every((l) => l.startsWith("$.abilities[0].choose: ")),
        found.join("\n"),
      ).toBe(true);
    }
  });

  it("choose without an effect that targets chosen is refused at .choose", () => {
    expect(
      lines({
        ...field,
        abilities: [
          draw("TurnStart"),
          { when: "onPlay", choose: "enemyCreature", effects: [{ action: "Destroy", target: "self" }] },
        ],
      }),
    ).toEqual(["$.abilities[1].choose: choose is declared but no effect targets chosen"]);
  });

  it("issues inside a later ability and effect carry their indices", () => {
    expect(
      lines({
        ...creature,
        abilities: [
          draw("onPlay"),
          {
            when: "TurnStart",
            effects: [
              { action: "Draw", amount: 1 },
              { action: "Heal", amount: 1 },
            ],
          },
        ],
      }),
    ).toEqual(["$.abilities[1].effects[1].target: Heal needs a target"]);
  });
});
