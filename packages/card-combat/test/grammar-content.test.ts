import { describe, expect, it } from "vitest";
import { assembleContent, parseContent, SYSTEM_FIELD_ID } from "../src/index.js";

/** Cross-file content rules (docs/card-combat/content-format.md § "What validation rejects"). */

interface TinyCard {
  id: string;
  name: string;
  faction: string;
  type: string;
  cost: number;
  attack?: number;
  health?: number;
  abilities?: unknown[];
}
interface TinyFaction {
  id: string;
  name: string;
  starter: string[];
  cards: TinyCard[];
}
interface TinyPack {
  id: string;
  name: string;
  cards: string[];
  unlock?: { stat: string; atLeast: number }[];
}
interface TinyEncounter {
  id: string;
  name: string;
  tier: string;
  health: number;
  deck: string[];
  ai: string;
}
interface Tiny {
  name: string;
  factions: TinyFaction[];
  packs: TinyPack[];
  encounters: TinyEncounter[];
  run: { map: string[] };
}

const one = (f: string): TinyCard => ({
  id: `${f}.one`,
  name: "One",
  faction: f,
  type: "creature",
  cost: 1,
  attack: 1,
  health: 1,
});
/** A minimal valid bundle: `n` factions of one creature, one open pack, one boss. */
function tiny(n = 2): Tiny {
  const factions = Array.from({ length: n }, (_, i) => {
    const f = `f${i}`;
    return { id: f, name: f.toUpperCase(), starter: Array(8).fill(`${f}.one`), cards: [one(f)] };
  });
  return {
    name: "tiny",
    factions,
    packs: [{ id: "p", name: "P", cards: ["f0.one"] }],
    encounters: [{ id: "boss", name: "Boss", tier: "boss", health: 5, deck: ["f1.one"], ai: "random" }],
    run: { map: ["boss"] },
  };
}
/** The same bundle as a content directory: manifest.json, one file per faction, packs and encounters. */
function filesOf(b: Tiny): Record<string, unknown> {
  const files: Record<string, unknown> = {
    "manifest.json": {
      format: "rulekit.cards.content",
      version: 1,
      name: b.name,
      factions: b.factions.map((_, i) => `factions/f${i}.json`),
      packs: "packs.json",
      encounters: "encounters.json",
      run: b.run,
    },
    "packs.json": b.packs,
    "encounters.json": b.encounters,
  };
  b.factions.forEach((f, i) => {
    files[`factions/f${i}.json`] = f;
  });
  return files;
}
const issuesOf = (b: unknown) => {
  const result = parseContent(b);
  return result.ok ? [] : result.issues.map((i) => ({ path: i.path, code: i.code, message: i.message }));
};
const assembled = (b: Tiny) => {
  const files = filesOf(b);
  const result = assembleContent((file) => files[file]);
  return result.ok ? [] : result.issues.map((i) => `${i.file} ${i.path}: ${i.message}`);
};

describe("a minimal bundle", () => {
  it("is accepted as a bundle and as a directory", () => {
    expect(issuesOf(tiny())).toEqual([]);
    expect(assembled(tiny())).toEqual([]);
    expect(assembled(tiny(11))).toEqual([]);
  });

  it("a bundle of the wrong shape is refused with its paths, never thrown", () => {
    expect(parseContent({}).ok).toBe(false);
    const b = tiny();
    b.factions[0]!.cards[0]!.cost = -1;
    b.factions[1]!.cards[0]!.faction = "elsewhere";
    expect(issuesOf(b).map((i) => i.path)).toEqual(["$.factions[0].cards[0].cost"]);
  });
});

describe("ids", () => {
  it("refuses a duplicate faction id at the second faction's id", () => {
    const b = tiny(3);
    b.factions[2]!.id = "f1";
    b.factions[2]!.cards[0]!.faction = "f1";
    expect(issuesOf(b)).toEqual([
      { path: "$.factions[2].id", code: "duplicate", message: "duplicate faction id 'f1'" },
    ]);
  });

  it("refuses the reserved faction id 'system'", () => {
    const b = tiny();
    b.factions[1]!.id = "system";
    b.factions[1]!.cards[0]!.faction = "system";
    expect(issuesOf(b)).toEqual([
      { path: "$.factions[1].id", code: "reserved", message: "'system' is reserved" },
    ]);
  });

  it("refuses a card that takes the system field's id", () => {
    const b = tiny();
    b.factions[1]!.cards.push({ ...one("f1"), id: SYSTEM_FIELD_ID });
    expect(issuesOf(b)).toEqual([
      {
        path: "$.factions[1].cards[1].id",
        code: "duplicate",
        message: `duplicate card id '${SYSTEM_FIELD_ID}'`,
      },
    ]);
  });

  it("refuses duplicate pack and encounter ids at the later one", () => {
    const b = tiny();
    b.packs.push({ id: "p", name: "P2", cards: ["f1.one"] });
    b.encounters.unshift({ ...b.encounters[0]!, tier: "normal" });
    expect(issuesOf(b)).toEqual([
      { path: "$.packs[1].id", code: "duplicate", message: "duplicate pack id 'p'" },
      { path: "$.encounters[1].id", code: "duplicate", message: "duplicate encounter id 'boss'" },
    ]);
  });
});

describe("references", () => {
  it("refuses a card filed under another faction at its .faction", () => {
    const b = tiny();
    b.factions[0]!.cards.push({ ...one("f1"), id: "f0.two" });
    expect(issuesOf(b)).toEqual([
      {
        path: "$.factions[0].cards[1].faction",
        code: "reference",
        message: "card is in faction 'f0', not 'f1'",
      },
    ]);
  });

  it("refuses an unknown starter card at its index, with the reference code", () => {
    const b = tiny();
    b.factions[1]!.starter[5] = "ghost";
    expect(issuesOf(b)).toEqual([
      { path: "$.factions[1].starter[5]", code: "reference", message: "unknown card 'ghost'" },
    ]);
  });

  it("refuses the system field as a starter card as a rule, not as an unknown card", () => {
    const b = tiny();
    b.factions[0]!.starter[0] = SYSTEM_FIELD_ID;
    expect(issuesOf(b)).toEqual([
      {
        path: "$.factions[0].starter[0]",
        code: "rule",
        message: "the system field is placed by the match, never held",
      },
    ]);
  });

  it("a Summon of the system field is a known card; a card of another faction too", () => {
    const b = tiny();
    b.factions[0]!.cards[0]!.abilities = [
      { when: "onPlay", effects: [{ action: "Summon", card: SYSTEM_FIELD_ID }] },
      { when: "TurnStart", effects: [{ action: "Summon", card: "f1.one", amount: 2 }] },
    ];
    expect(issuesOf(b)).toEqual([]);
    expect(assembled(b)).toEqual([]);
  });

  it("a pack's cards and an encounter's deck may not name the system field", () => {
    const b = tiny();
    b.packs[0]!.cards.push(SYSTEM_FIELD_ID);
    b.encounters[0]!.deck.push(SYSTEM_FIELD_ID);
    expect(issuesOf(b).map((i) => i.path)).toEqual(["$.packs[0].cards[1]", "$.encounters[0].deck[1]"]);
  });

  it("at least one pack must be open from the start", () => {
    const b = tiny();
    b.packs[0]!.unlock = [{ stat: "fightsWon", atLeast: 1 }];
    const found = issuesOf(b);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ path: "$.packs", code: "rule" });
    expect(found[0]!.message).toMatch(/at least one pack must be unlocked from the start/);
    b.packs.push({ id: "open", name: "Open", cards: ["f1.one"], unlock: [] });
    expect(issuesOf(b)).toEqual([]);
  });

  it("a map that does not end with a boss is a rule issue at its last entry", () => {
    const b = tiny();
    b.encounters.push({ ...b.encounters[0]!, id: "minion", tier: "elite" });
    b.run.map = ["boss", "minion"];
    expect(issuesOf(b)).toEqual([
      { path: "$.run.map[1]", code: "rule", message: "the map must end with a boss, 'minion' is elite" },
    ]);
  });
});

describe("assembleContent names the file and the path inside it", () => {
  it("a reference issue in a faction file points into that file", () => {
    const b = tiny(3);
    b.factions[2]!.starter[7] = "ghost";
    expect(assembled(b)).toEqual(["factions/f2.json $.starter[7]: unknown card 'ghost'"]);
  });

  it("finds the faction file past the tenth faction", () => {
    const b = tiny(12);
    b.factions[11]!.cards[0]!.faction = "f3";
    expect(assembled(b)).toEqual([
      "factions/f11.json $.cards[0].faction: card is in faction 'f11', not 'f3'",
    ]);
  });

  it("a faction-level issue keeps the file and the rest of the path", () => {
    const b = tiny(3);
    b.factions[1]!.id = "system";
    b.factions[1]!.cards[0]!.faction = "system";
    expect(assembled(b)).toEqual(["factions/f1.json $.id: 'system' is reserved"]);
  });

  it("pack and encounter issues point into their files; map issues into the manifest", () => {
    const b = tiny();
    b.packs[0]!.cards.push("ghost.p");
    b.encounters[0]!.deck.unshift("ghost.e");
    b.run.map.unshift("ghost.enc");
    expect(assembled(b)).toEqual([
      "packs.json $[0].cards[1]: unknown card 'ghost.p'",
      "encounters.json $[0].deck[0]: unknown card 'ghost.e'",
      "manifest.json $.run.map[0]: unknown encounter 'ghost.enc'",
    ]);
  });

  it("a whole-list issue points at the list file's root", () => {
    const b = tiny();
    b.packs[0]!.unlock = [{ stat: "fightsWon", atLeast: 2 }];
    const files = filesOf(b);
    const result = assembleContent((file) => files[file]);
    expect(result).toMatchObject({ ok: false, issues: [{ file: "packs.json", path: "$", code: "rule" }] });
  });

  it("a manifest path that leaves the folder is refused with the path in the message", () => {
    const files = filesOf(tiny());
    const manifest = files["manifest.json"] as Record<string, unknown>;
    files["manifest.json"] = { ...manifest, encounters: "../secret.json" };
    const result = assembleContent((file) => files[file]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ file: "manifest.json", path: "$.encounters", code: "custom" });
    expect(result.issues[0]!.message).toContain("'../secret.json'");
  });
});
