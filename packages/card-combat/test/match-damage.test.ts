import { describe, expect, it } from "vitest";
import { card, endTurn, entity, freshMatch, give, ofType, ok, place, spell, T } from "./helpers.js";

describe("Heal records Requested and Applied; healing never goes above the maximum", () => {
  const mend = spell("t.dmend", [{ action: "Heal", target: "chosen", amount: 3 }], "anyCharacter");

  it("heals a damaged creature by at most what it is missing", () => {
    const s = freshMatch([mend]);
    const wall = place(s, 0, T.wall.id, { health: 4 });
    const uid = give(s, 0, mend.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: uid, targets: [wall.uid] });
    expect(ofType(events, "Heal")).toEqual([
      { type: "Heal", source: uid, target: wall.uid, requested: 3, applied: 1 },
    ]);
    expect(entity(state, wall.uid)).toMatchObject({ health: 5, maxHealth: 5 });
  });

  it("heals a badly damaged creature by the full amount", () => {
    const s = freshMatch([mend]);
    const wall = place(s, 0, T.wall.id, { health: 1 });
    const { state, events } = ok(s, {
      type: "PlayCard",
      side: 0,
      card: give(s, 0, mend.id),
      targets: [wall.uid],
    });
    expect(ofType(events, "Heal")[0]).toMatchObject({ requested: 3, applied: 3 });
    expect(entity(state, wall.uid)?.health).toBe(4);
  });

  it("heals a damaged leader by at most what it is missing", () => {
    const s = freshMatch([mend]);
    s.players[0].health = 18;
    const { state, events } = ok(s, {
      type: "PlayCard",
      side: 0,
      card: give(s, 0, mend.id),
      targets: ["leader:0"],
    });
    expect(ofType(events, "Heal")[0]).toMatchObject({ target: "leader:0", requested: 3, applied: 2 });
    expect(state.players[0].health).toBe(20);
  });

  it("a healed field records Applied 0 (a field has no health)", () => {
    const all = spell("t.dmendall", [{ action: "Heal", target: "chosen", amount: 2 }], "anyEntity");
    const s = freshMatch([all]);
    const field = s.board[0]!;
    const { state, events } = ok(s, {
      type: "PlayCard",
      side: 0,
      card: give(s, 0, all.id),
      targets: [field.uid],
    });
    expect(ofType(events, "Heal")[0]).toMatchObject({ target: field.uid, requested: 2, applied: 0 });
    expect(entity(state, field.uid)).toMatchObject({ health: 0, maxHealth: 0 });
  });
});

describe("ModifyAttack, ModifyHealth and ModifyCost: combat-only changes, each recorded", () => {
  it("ModifyAttack records the change and the new attack", () => {
    const rally = spell("t.drally", [{ action: "ModifyAttack", target: "allFriendlyCreatures", amount: 2 }]);
    const s = freshMatch([rally]);
    const bear = place(s, 0, T.bear.id);
    const { events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, rally.id) });
    expect(ofType(events, "AttackModified")).toEqual([
      { type: "AttackModified", uid: bear.uid, amount: 2, attack: 4 },
    ]);
  });

  it("ModifyHealth moves health and maximum by the same amount: a damaged creature stays as damaged", () => {
    const grow = spell("t.dgrow", [{ action: "ModifyHealth", target: "chosen", amount: 2 }], "anyCreature");
    const shrink = spell(
      "t.dshrink",
      [{ action: "ModifyHealth", target: "chosen", amount: -1 }],
      "anyCreature",
    );
    const s = freshMatch([grow, shrink]);
    const wall = place(s, 0, T.wall.id, { health: 3 });
    const grown = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, grow.id), targets: [wall.uid] });
    expect(entity(grown.state, wall.uid)).toMatchObject({ health: 5, maxHealth: 7 });
    expect(ofType(grown.events, "HealthModified")).toEqual([
      { type: "HealthModified", uid: wall.uid, amount: 2, health: 5, maxHealth: 7 },
    ]);
    const shrunk = ok(grown.state, {
      type: "PlayCard",
      side: 0,
      card: give(grown.state, 0, shrink.id),
      targets: [wall.uid],
    });
    expect(entity(shrunk.state, wall.uid)).toMatchObject({ health: 4, maxHealth: 6 });
    expect(ofType(shrunk.events, "HealthModified")).toEqual([
      { type: "HealthModified", uid: wall.uid, amount: -1, health: 4, maxHealth: 6 },
    ]);
  });

  it("ModifyHealth below the current health cuts health down to the new maximum", () => {
    const shrink = spell(
      "t.dshrink2",
      [{ action: "ModifyHealth", target: "chosen", amount: -3 }],
      "anyCreature",
    );
    const s = freshMatch([shrink]);
    const giant = place(s, 1, T.giant.id);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, shrink.id), targets: [giant.uid] });
    expect(entity(state, giant.uid)).toMatchObject({ health: 2, maxHealth: 2 });
  });

  it("ModifyCost on one hand leaves the other hand alone, and records each changed card", () => {
    const ease = spell("t.dease", [{ action: "ModifyCost", target: "friendlyHand", amount: -2 }]);
    const s = freshMatch([ease]);
    const theirs = s.players[1].hand.map((c) => ({ ...c }));
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, ease.id) });
    expect(state.players[1].hand).toEqual(theirs);
    const mine = state.players[0].hand;
    expect(mine.every((c) => c.cost === 7)).toBe(true);
    expect(ofType(events, "CostModified")).toEqual(
      mine.map((c) => ({ type: "CostModified", uid: c.uid, amount: -2, cost: 7 })),
    );
  });
});

describe("OnDestroyed's triggerSource is the destroyer: whatever brought the creature to 0", () => {
  it("a creature finished off by a ModifyHealth names that effect's card, not an earlier damage source", () => {
    const stinger = card({
      id: "t.stinger",
      type: "creature",
      cost: 0,
      attack: 0,
      health: 5,
      abilities: [
        { when: "TurnStart", effects: [{ action: "DealDamage", target: "allEnemyCreatures", amount: 1 }] },
      ],
    });
    const witherer = card({
      id: "t.witherer",
      type: "creature",
      cost: 0,
      attack: 0,
      health: 5,
      abilities: [
        { when: "TurnStart", effects: [{ action: "ModifyHealth", target: "allEnemyCreatures", amount: -1 }] },
      ],
    });
    const grudge = card({
      id: "t.grudge",
      type: "creature",
      cost: 0,
      attack: 0,
      health: 2,
      abilities: [
        { when: "OnDestroyed", effects: [{ action: "DealDamage", target: "triggerSource", amount: 3 }] },
      ],
    });
    const s = freshMatch([stinger, witherer, grudge]);
    const victim = place(s, 0, grudge.id);
    const st = place(s, 1, stinger.id);
    const wi = place(s, 1, witherer.id);
    // Side 1's TurnStart: the stinger hits the victim for 1, then the witherer's -1 brings it to 0.
    const { state, events } = endTurn(s);
    expect(ofType(events, "Destroyed").map((e) => [e.uid, e.cause])).toEqual([[victim.uid, "damage"]]);
    expect(ofType(events, "Damage").filter((e) => e.source === victim.uid)).toEqual([
      { type: "Damage", source: victim.uid, target: wi.uid, requested: 3, applied: 3 },
    ]);
    expect([entity(state, st.uid)?.health, entity(state, wi.uid)?.health]).toEqual([5, 2]);
  });
});
