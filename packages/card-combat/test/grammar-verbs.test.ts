import { parseWith } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { ACTIONS, CardDefinitionSchema, CHOICES, SELECTORS } from "../src/index.js";

/**
 * The 11-verb dictionary of docs/card-combat/design.md § 4 and the selector fit of § 5, written out here
 * independently of the engine's VERBS table: every row is checked through CardDefinitionSchema.
 */
type AmountKind = "positive" | "nonNegative" | "signed" | "none";
interface Row {
  targets: readonly string[];
  needsTarget: boolean;
  amount: AmountKind;
  card: boolean;
  leaders: boolean;
}
const PLAYER = ["controller", "opponent"];
const ENTITY = [
  "self",
  "chosen",
  "allEnemyCreatures",
  "allFriendlyCreatures",
  "randomEnemyCreature",
  "triggerSource",
];
const CHARACTER = [...ENTITY, "controller", "opponent"];
const HAND = ["friendlyHand", "enemyHand"];
const player = (amount: AmountKind, card = false): Row => ({
  targets: PLAYER,
  needsTarget: false,
  amount,
  card,
  leaders: true,
});
const entity = (amount: AmountKind): Row => ({
  targets: ENTITY,
  needsTarget: true,
  amount,
  card: false,
  leaders: false,
});
const SPEC: Record<string, Row> = {
  GenerateEnergy: player("positive"),
  DealDamage: { targets: CHARACTER, needsTarget: true, amount: "nonNegative", card: false, leaders: true },
  Heal: { targets: CHARACTER, needsTarget: true, amount: "nonNegative", card: false, leaders: true },
  Draw: player("positive"),
  Discard: player("positive"),
  Summon: player("positive", true),
  Destroy: entity("none"),
  ModifyAttack: entity("signed"),
  ModifyHealth: entity("signed"),
  ModifyCost: { targets: HAND, needsTarget: true, amount: "signed", card: false, leaders: false },
  ModifyCountdown: entity("signed"),
};
const VERB_ROWS = Object.entries(SPEC);

const AT = "$.abilities[0].effects[0]";

/** A creature with one ability holding one effect; returns `path: message` lines (empty when accepted). */
function issuesOf(effect: Record<string, unknown>, ability: Record<string, unknown> = {}): string[] {
  const result = parseWith(CardDefinitionSchema, {
    id: "g.card",
    name: "G",
    faction: "g",
    type: "creature",
    cost: 1,
    attack: 1,
    health: 1,
    abilities: [{ when: "onPlay", ...ability, effects: [effect] }],
  });
  return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
}

/** A well-formed effect of the verb (amount 1, a fitting target, a card id for Summon). */
function good(verb: string, row: Row, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    action: verb,
    ...(row.needsTarget
      ? {
          target: row.targets.includes("opponent")
            ? "opponent"
            : row.targets.at(row.targets.length > 2 ? 2 : -1),
        }
      : {}),
    ...(row.amount === "none" ? {} : { amount: 1 }),
    ...(row.card ? { card: "g.token" } : {}),
    ...over,
  };
}

/** The ability context a selector fits in (chosen: a declared non-leader choice; triggerSource: a trigger with a source). */
function contextFor(target: string): Record<string, unknown> {
  if (target === "chosen") return { choose: "enemyCreature" };
  if (target === "triggerSource") return { when: "OnEnterBoard" };
  return {};
}

describe("the verb table covers the closed dictionary", () => {
  it("describes exactly the 11 verbs", () => {
    expect(Object.keys(SPEC).sort()).toEqual([...ACTIONS].sort());
  });
});

describe.each(VERB_ROWS)("%s", (verb, row) => {
  it("a well-formed effect is accepted", () => {
    expect(issuesOf(good(verb, row))).toEqual([]);
  });

  it.each(row.targets)("accepts the selector %s", (target) => {
    expect(issuesOf(good(verb, row, { target }), contextFor(target))).toEqual([]);
  });

  const refused = SELECTORS.filter((s) => !row.targets.includes(s));
  it.each(refused)("refuses the selector %s at .target, naming the allowed ones", (target) => {
    expect(issuesOf(good(verb, row, { target }), contextFor(target))).toEqual([
      `${AT}.target: ${verb} cannot target ${target} (allowed: ${row.targets.join(", ")})`,
    ]);
  });

  if (row.needsTarget)
    it("refuses a missing target at .target", () => {
      expect(issuesOf(good(verb, row, { target: undefined }))).toEqual([
        `${AT}.target: ${verb} needs a target`,
      ]);
    });
  else
    it("needs no target (it acts on the controller by default)", () => {
      expect(issuesOf(good(verb, row, { target: undefined }))).toEqual([]);
    });

  if (row.amount === "none")
    it("refuses an amount at .amount", () => {
      expect(issuesOf(good(verb, row, { amount: 1 }))).toEqual([`${AT}.amount: ${verb} takes no amount`]);
      expect(issuesOf(good(verb, row, { amount: 0 }))).toEqual([`${AT}.amount: ${verb} takes no amount`]);
    });
  else if (verb === "Summon")
    it("may leave the amount out (one copy)", () => {
      expect(issuesOf(good(verb, row, { amount: undefined }))).toEqual([]);
    });
  else
    it("refuses a missing amount at .amount", () => {
      expect(issuesOf(good(verb, row, { amount: undefined }))).toEqual([
        `${AT}.amount: ${verb} needs an amount`,
      ]);
    });

  if (row.amount === "positive")
    it("takes an amount ≥ 1: 0 and -1 are refused at .amount, 1 and 50 accepted", () => {
      for (const amount of [0, -1])
        expect(issuesOf(good(verb, row, { amount })), String(amount)).toEqual([
          `${AT}.amount: ${verb} needs an amount ≥ 1`,
        ]);
      for (const amount of [1, 50]) expect(issuesOf(good(verb, row, { amount })), String(amount)).toEqual([]);
    });
  if (row.amount === "nonNegative")
    it("takes an amount ≥ 0: -1 is refused at .amount, 0 and 50 accepted", () => {
      expect(issuesOf(good(verb, row, { amount: -1 }))).toEqual([
        `${AT}.amount: ${verb} needs an amount ≥ 0`,
      ]);
      for (const amount of [0, 50]) expect(issuesOf(good(verb, row, { amount })), String(amount)).toEqual([]);
    });
  if (row.amount === "signed")
    it("takes a signed amount: -50, -1, 0 and 50 are accepted", () => {
      for (const amount of [-50, -1, 0, 50])
        expect(issuesOf(good(verb, row, { amount })), String(amount)).toEqual([]);
    });
  if (row.amount !== "none")
    it("refuses an amount beyond ±50 or not an integer (shape)", () => {
      for (const amount of [51, -51, 1.5]) {
        const issues = issuesOf(good(verb, row, { amount }));
        expect(issues.length, String(amount)).toBeGreaterThan(0);
        expect(
          issues.every((i) => i.startsWith(`${AT}.amount: `)),
          issues.join("\n"),
        ).toBe(true);
      }
    });

  if (row.card)
    it("refuses a missing card id at .card", () => {
      expect(issuesOf(good(verb, row, { card: undefined }))).toEqual([`${AT}.card: ${verb} needs a card id`]);
    });
  else
    it("refuses a card id at .card", () => {
      expect(issuesOf(good(verb, row, { card: "g.token" }))).toEqual([`${AT}.card: ${verb} takes no card`]);
    });

  if (row.targets.includes("chosen")) {
    const leaderChoices = CHOICES.filter((c) => c.endsWith("Character"));
    const boardChoices = CHOICES.filter((c) => !c.endsWith("Character"));
    it.each(boardChoices)("accepts chosen with choose %s (no leader)", (choose) => {
      expect(issuesOf(good(verb, row, { target: "chosen" }), { choose })).toEqual([]);
    });
    if (row.leaders)
      it.each(leaderChoices)("accepts chosen with choose %s (leaders allowed)", (choose) => {
        expect(issuesOf(good(verb, row, { target: "chosen" }), { choose })).toEqual([]);
      });
    else
      it.each(leaderChoices)("refuses chosen with choose %s at .target (it allows a leader)", (choose) => {
        expect(issuesOf(good(verb, row, { target: "chosen" }), { choose })).toEqual([
          `${AT}.target: ${verb} acts on board entities, but choose ${choose} allows a leader`,
        ]);
      });
    it("accepts chosen in an activated ability that declares choose", () => {
      expect(
        issuesOf(good(verb, row, { target: "chosen" }), { when: "activated", choose: "enemyCreature" }),
      ).toEqual([]);
    });
  }
});

describe("selectors against triggers", () => {
  const damage = (target: string) => ({ action: "DealDamage", target, amount: 1 });

  it("self is refused in OnDestroyed at .target, accepted in the other triggers", () => {
    expect(issuesOf(damage("self"), { when: "OnDestroyed" })).toEqual([
      `${AT}.target: self has left the board when OnDestroyed resolves`,
    ]);
    for (const when of ["onPlay", "activated", "TurnStart", "OnEnterBoard", "OpponentTurnEnd", "OnSupply"])
      expect(issuesOf(damage("self"), { when }), when).toEqual([]);
  });

  it("triggerSource is accepted in OnDestroyed, OnEnterBoard and OnSupply only", () => {
    for (const when of ["OnDestroyed", "OnEnterBoard", "OnSupply"])
      expect(issuesOf(damage("triggerSource"), { when }), when).toEqual([]);
    for (const when of ["onPlay", "activated", "TurnStart", "OpponentTurnEnd"])
      expect(issuesOf(damage("triggerSource"), { when }), when).toEqual([
        `${AT}.target: triggerSource does not fit ${when} (only OnDestroyed, OnEnterBoard, OnSupply)`,
      ]);
  });

  it("chosen in a trigger is refused at .target even when choose is declared", () => {
    for (const when of ["TurnStart", "OnDestroyed", "OnEnterBoard", "OpponentTurnEnd", "OnSupply"]) {
      const issues = issuesOf(damage("chosen"), { when, choose: "enemyCreature" });
      expect(issues, when).toContain(`${AT}.target: chosen does not fit ${when}: nobody picks a target`);
    }
  });

  it("self on a spell is refused at the effect's .target", () => {
    const result = parseWith(CardDefinitionSchema, {
      id: "g.spell",
      name: "S",
      faction: "g",
      type: "spell",
      cost: 0,
      abilities: [{ when: "onPlay", effects: [{ action: "Destroy", target: "self" }] }],
    });
    expect(result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      `${AT}.target: a spell is never on the board: self does not fit`,
    ]);
  });

  it("GenerateEnergy is accepted in every trigger but OnSupply", () => {
    for (const when of ["onPlay", "activated", "TurnStart", "OnDestroyed", "OnEnterBoard", "OpponentTurnEnd"])
      expect(issuesOf({ action: "GenerateEnergy", amount: 1 }, { when }), when).toEqual([]);
  });

  it("reports each bad part of one effect at its own path", () => {
    expect(issuesOf({ action: "Destroy", amount: 2, card: "g.token" })).toEqual([
      `${AT}.target: Destroy needs a target`,
      `${AT}.amount: Destroy takes no amount`,
      `${AT}.card: Destroy takes no card`,
    ]);
  });
});
