import { parseWith } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  assembleContent,
  CardDefinitionSchema,
  type ContentBundle,
  parseContent,
  TRIGGERS,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const base = { id: "x.card", name: "X", faction: "x", type: "creature", cost: 1, attack: 1, health: 1 };
const issuesOf = (data: unknown) => {
  const result = parseWith(CardDefinitionSchema, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
};

describe("card validation", () => {
  it("accepts a well-formed card", () => {
    expect(issuesOf(base)).toEqual([]);
  });

  it("rejects an unknown action with its path", () => {
    const issues = issuesOf({ ...base, abilities: [{ when: "onPlay", effects: [{ action: "Teleport" }] }] });
    expect(issues.join("\n")).toMatch(/^\$\.abilities\[0\]\.effects\[0\]\.action: /m);
  });

  it("rejects a negative cost", () => {
    expect(issuesOf({ ...base, cost: -1 }).join("\n")).toMatch(/^\$\.cost: cost must be ≥ 0/m);
  });

  it("rejects triggerSource in a trigger that has no source", () => {
    const issues = issuesOf({
      ...base,
      abilities: [
        { when: "TurnStart", effects: [{ action: "DealDamage", target: "triggerSource", amount: 1 }] },
      ],
    });
    expect(issues).toEqual([
      "$.abilities[0].effects[0].target: triggerSource does not fit TurnStart (only OnDestroyed, OnEnterBoard, OnSupply)",
    ]);
  });

  it("rejects chosen in a trigger, and chosen without choose", () => {
    const inTrigger = issuesOf({
      ...base,
      abilities: [{ when: "OpponentTurnEnd", effects: [{ action: "Destroy", target: "chosen" }] }],
    });
    expect(inTrigger[0]).toMatch(
      /^\$\.abilities\[0\]\.effects\[0\]\.target: chosen does not fit OpponentTurnEnd/,
    );
    const noChoose = issuesOf({
      ...base,
      abilities: [{ when: "onPlay", effects: [{ action: "Destroy", target: "chosen" }] }],
    });
    expect(noChoose[0]).toMatch(
      /^\$\.abilities\[0\]\.effects\[0\]\.target: chosen needs the ability to declare choose/,
    );
  });

  it("rejects a selector a verb cannot take, self on a spell, and a leader choice for an entity verb", () => {
    const wrongKind = issuesOf({
      ...base,
      abilities: [{ when: "onPlay", effects: [{ action: "ModifyCost", target: "self", amount: -1 }] }],
    });
    expect(wrongKind[0]).toMatch(/^\$\.abilities\[0\]\.effects\[0\]\.target: ModifyCost cannot target self/);
    const spellSelf = issuesOf({
      id: "x.s",
      name: "S",
      faction: "x",
      type: "spell",
      cost: 0,
      abilities: [{ when: "onPlay", effects: [{ action: "Destroy", target: "self" }] }],
    });
    expect(spellSelf[0]).toMatch(/self does not fit/);
    const leader = issuesOf({
      ...base,
      abilities: [
        {
          when: "onPlay",
          choose: "anyCharacter",
          effects: [{ action: "ModifyAttack", target: "chosen", amount: 1 }],
        },
      ],
    });
    expect(leader[0]).toMatch(/allows a leader/);
  });

  it("rejects GenerateEnergy inside OnSupply (it would feed itself)", () => {
    const issues = issuesOf({
      ...base,
      abilities: [{ when: "OnSupply", effects: [{ action: "GenerateEnergy", amount: 1 }] }],
    });
    expect(issues).toEqual([
      "$.abilities[0].effects[0].action: GenerateEnergy inside OnSupply would feed itself forever",
    ]);
  });
});

describe("content validation", () => {
  const clone = (): ContentBundle => structuredClone(loadContent());
  const paths = (bundle: unknown) => {
    const result = parseContent(bundle);
    return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
  };

  it("the project's content is valid", () => {
    expect(paths(loadContent())).toEqual([]);
  });

  it("rejects duplicate card ids", () => {
    const bundle = clone();
    bundle.factions[1]!.cards[0]!.id = bundle.factions[0]!.cards[0]!.id;
    bundle.factions[1]!.cards[0]!.faction = bundle.factions[1]!.id;
    expect(paths(bundle)).toContain(
      `$.factions[1].cards[0].id: duplicate card id '${bundle.factions[0]!.cards[0]!.id}'`,
    );
  });

  it("rejects references to missing cards and encounters", () => {
    const bundle = clone();
    bundle.packs[0]!.cards.push("ghost.card");
    bundle.encounters[0]!.deck[0] = "ghost.two";
    bundle.run.map[1] = "enc.ghost";
    const found = paths(bundle);
    expect(found).toContain(
      `$.packs[0].cards[${bundle.packs[0]!.cards.length - 1}]: unknown card 'ghost.card'`,
    );
    expect(found).toContain("$.encounters[0].deck[0]: unknown card 'ghost.two'");
    expect(found).toContain("$.run.map[1]: unknown encounter 'enc.ghost'");
  });

  it("rejects a Summon of a missing card and a map that does not end with a boss", () => {
    const bundle = clone();
    const faction = bundle.factions.findIndex((f) =>
      f.cards.some((c) => c.abilities.some((a) => a.effects.some((e) => e.action === "Summon"))),
    );
    const f = bundle.factions[faction]!;
    const c = f.cards.findIndex((x) => x.abilities.some((a) => a.effects.some((e) => e.action === "Summon")));
    const a = f.cards[c]!.abilities.findIndex((x) => x.effects.some((e) => e.action === "Summon"));
    const e = f.cards[c]!.abilities[a]!.effects.findIndex((x) => x.action === "Summon");
    f.cards[c]!.abilities[a]!.effects[e]!.card = "ghost.token";
    bundle.run.map.push(bundle.encounters[0]!.id);
    const found = paths(bundle);
    expect(found).toContain(
      `$.factions[${faction}].cards[${c}].abilities[${a}].effects[${e}].card: unknown card 'ghost.token'`,
    );
    expect(
      found.some((p) =>
        p.startsWith(`$.run.map[${bundle.run.map.length - 1}]: the map must end with a boss`),
      ),
    ).toBe(true);
  });

  it("names the file and the path when assembling a directory", () => {
    const files: Record<string, unknown> = {
      "manifest.json": {
        format: "rulekit.cards.content",
        version: 1,
        name: "tiny",
        factions: ["a.json", "b.json"],
        packs: "packs.json",
        encounters: "enc.json",
        run: { map: ["e1"] },
      },
      "a.json": {
        id: "a",
        name: "A",
        starter: Array(8).fill("a.one"),
        cards: [{ id: "a.one", name: "One", faction: "a", type: "creature", cost: -2, attack: 1, health: 1 }],
      },
      "b.json": {
        id: "b",
        name: "B",
        starter: Array(8).fill("b.one"),
        cards: [{ id: "b.one", name: "One", faction: "b", type: "spell", cost: 0 }],
      },
      "packs.json": [{ id: "p", name: "P", cards: ["a.one"] }],
      "enc.json": [{ id: "e1", name: "E", tier: "boss", health: 5, deck: ["a.one"], ai: "random" }],
    };
    const result = assembleContent((file) => files[file]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => `${i.file} ${i.path}`)).toEqual([
      "a.json $.cards[0].cost",
      "b.json $.cards[0].abilities",
    ]);
  });

  it("the content has 3+ factions of 10+ cards and uses every verb and every trigger", () => {
    const content = loadContent();
    expect(content.factions.length).toBeGreaterThanOrEqual(3);
    for (const f of content.factions) expect(f.cards.length).toBeGreaterThanOrEqual(10);
    const abilities = content.factions.flatMap((f) => f.cards.flatMap((c) => c.abilities));
    const verbs = new Set(abilities.flatMap((a) => a.effects.map((e) => e.action)));
    const whens = new Set(abilities.map((a) => a.when));
    expect([...ACTIONS].filter((a) => !verbs.has(a))).toEqual([]);
    expect([...TRIGGERS].filter((t) => !whens.has(t))).toEqual([]);
    const types = new Set(content.factions.flatMap((f) => f.cards.map((c) => c.type)));
    expect(types).toEqual(new Set(["creature", "field", "spell"]));
    expect(content.packs.filter((p) => p.unlock.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(content.run.map).toHaveLength(5);
    const last = content.encounters.find((e) => e.id === content.run.map.at(-1));
    expect(last?.tier).toBe("boss");
  });
});
