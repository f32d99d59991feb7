import { describe, expect, it } from "vitest";
import { ACTIONS, VERBS } from "../src/index.js";
import { card, entity, freshMatch, give, ofType, ok, place, spell, T } from "./helpers.js";

/** One example per verb of the closed 11-action dictionary. */
describe("the 11-verb dictionary", () => {
  it("is closed: exactly these 11 verbs, each with a shape", () => {
    expect([...ACTIONS].sort()).toEqual(
      [
        "DealDamage",
        "Destroy",
        "Discard",
        "Draw",
        "GenerateEnergy",
        "Heal",
        "ModifyAttack",
        "ModifyCost",
        "ModifyCountdown",
        "ModifyHealth",
        "Summon",
      ].sort(),
    );
    expect(Object.keys(VERBS).sort()).toEqual([...ACTIONS].sort());
  });

  it("GenerateEnergy adds energy to the controller (or the opponent)", () => {
    const gift = spell("t.gift", [
      { action: "GenerateEnergy", amount: 2 },
      { action: "GenerateEnergy", target: "opponent", amount: 1 },
    ]);
    const s = freshMatch([gift]);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, gift.id) });
    expect([state.players[0].energy, state.players[1].energy]).toEqual([1 + 2, 0 + 1]);
    expect(ofType(events, "EnergyGenerated").map((e) => [e.side, e.amount])).toEqual([
      [0, 2],
      [1, 1],
    ]);
  });

  it("DealDamage hits the chosen target", () => {
    const bolt = spell("t.bolt3", [{ action: "DealDamage", target: "chosen", amount: 3 }], "enemyCharacter");
    const s = freshMatch([bolt]);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, bolt.id), targets: ["leader:1"] });
    expect(state.players[1].health).toBe(17);
  });

  it("Heal restores health up to the maximum", () => {
    const mend = spell("t.mend2", [{ action: "Heal", target: "allFriendlyCreatures", amount: 2 }]);
    const s = freshMatch([mend]);
    const hurt = place(s, 0, T.wall.id, { health: 2 });
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, mend.id) });
    expect(entity(state, hurt.uid)?.health).toBe(4);
    expect(ofType(events, "Heal")[0]).toMatchObject({ requested: 2, applied: 2 });
  });

  it("Draw takes cards from the top of the deck", () => {
    const study = spell("t.study", [{ action: "Draw", amount: 2 }]);
    const s = freshMatch([study]);
    const top = s.players[0].deck
      .slice(-2)
      .reverse()
      .map((c) => c.uid);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, study.id) });
    expect(ofType(events, "CardDrawn").map((e) => e.uid)).toEqual(top);
    expect(state.players[0].deck).toHaveLength(s.players[0].deck.length - 2);
  });

  it("Discard moves random cards of a hand to the graveyard (GameRng)", () => {
    const rip = spell("t.rip", [{ action: "Discard", target: "opponent", amount: 2 }]);
    const s = freshMatch([rip]);
    const before = s.players[1].hand.map((c) => c.uid);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, rip.id) });
    const gone = ofType(events, "Discarded").map((e) => e.uid);
    expect(gone).toHaveLength(2);
    for (const uid of gone) expect(before).toContain(uid);
    expect(state.players[1].hand.map((c) => c.uid)).toEqual(before.filter((u) => !gone.includes(u)));
    expect(state.players[1].graveyard.map((c) => c.uid)).toEqual(gone);
    expect(state.rng).not.toEqual(s.rng);
  });

  it("Summon puts new instances on the board for the controller", () => {
    const call = spell("t.call", [{ action: "Summon", card: T.bear.id, amount: 2 }]);
    const s = freshMatch([call]);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, call.id) });
    const entered = ofType(events, "EntityEntered");
    expect(entered.map((e) => [e.card, e.controller, e.summoned])).toEqual([
      [T.bear.id, 0, true],
      [T.bear.id, 0, true],
    ]);
    expect(new Set(entered.map((e) => e.uid)).size).toBe(2);
    expect(entity(state, entered[0]!.uid)).toMatchObject({
      holderId: "test",
      attack: 2,
      health: 2,
      attacksRemaining: 0,
    });
  });

  it("Destroy removes the chosen entity, a field too", () => {
    const raze = spell("t.raze", [{ action: "Destroy", target: "chosen" }], "enemyEntity");
    const s = freshMatch([raze]);
    const enemyBase = s.board[1]!.uid;
    const { state, events } = ok(s, {
      type: "PlayCard",
      side: 0,
      card: give(s, 0, raze.id),
      targets: [enemyBase],
    });
    expect(entity(state, enemyBase)).toBeUndefined();
    expect(ofType(events, "Destroyed")[0]).toMatchObject({ uid: enemyBase, cause: "effect" });
  });

  it("ModifyAttack changes attack for this fight, never below 0", () => {
    const weaken = spell("t.weaken", [{ action: "ModifyAttack", target: "allEnemyCreatures", amount: -3 }]);
    const s = freshMatch([weaken]);
    const giant = place(s, 1, T.giant.id);
    const bear = place(s, 1, T.bear.id);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, weaken.id) });
    expect([entity(state, giant.uid)?.attack, entity(state, bear.uid)?.attack]).toEqual([2, 0]);
  });

  it("the self selector is the entity whose ability runs, and only it", () => {
    const grow = card({
      id: "t.grower",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 1,
      abilities: [{ when: "activated", effects: [{ action: "ModifyAttack", target: "self", amount: 2 }] }],
    });
    const s = freshMatch([grow]);
    const a = place(s, 0, grow.id);
    const b = place(s, 0, grow.id);
    const { state } = ok(s, { type: "Activate", side: 0, entity: b.uid });
    expect([entity(state, a.uid)?.attack, entity(state, b.uid)?.attack]).toEqual([1, 3]);
  });

  it("ModifyHealth changes health and maximum together; 0 destroys", () => {
    const grow = spell(
      "t.grow",
      [{ action: "ModifyHealth", target: "chosen", amount: 2 }],
      "friendlyCreature",
    );
    const wither = spell(
      "t.wither",
      [{ action: "ModifyHealth", target: "chosen", amount: -2 }],
      "enemyCreature",
    );
    const s = freshMatch([grow, wither]);
    const bear = place(s, 0, T.bear.id);
    const foe = place(s, 1, T.bear.id);
    const grown = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, grow.id), targets: [bear.uid] });
    expect(entity(grown.state, bear.uid)).toMatchObject({ health: 4, maxHealth: 4 });
    const withered = ok(grown.state, {
      type: "PlayCard",
      side: 0,
      card: give(grown.state, 0, wither.id),
      targets: [foe.uid],
    });
    expect(entity(withered.state, foe.uid)).toBeUndefined();
  });

  it("ModifyCost changes the cost of cards in a hand, never below 0", () => {
    const tax = spell("t.tax", [{ action: "ModifyCost", target: "enemyHand", amount: 2 }]);
    const ease = spell("t.ease", [{ action: "ModifyCost", target: "friendlyHand", amount: -12 }]);
    const s = freshMatch([tax, ease]);
    const taxed = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, tax.id) });
    expect(taxed.state.players[1].hand.map((c) => c.cost)).toEqual(s.players[1].hand.map(() => 11));
    const eased = ok(taxed.state, { type: "PlayCard", side: 0, card: give(taxed.state, 0, ease.id) });
    expect(eased.state.players[0].hand.every((c) => c.cost === 0)).toBe(true);
  });

  it("ModifyCountdown changes a countdown; reaching 0 destroys; no countdown, no effect", () => {
    const fuse = spell("t.fuse", [{ action: "ModifyCountdown", target: "chosen", amount: -5 }], "anyEntity");
    const s = freshMatch([fuse]);
    const timer = place(s, 1, T.timer.id);
    const plain = place(s, 1, T.plainField.id);
    const blown = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, fuse.id), targets: [timer.uid] });
    expect(ofType(blown.events, "CountdownModified")).toEqual([
      { type: "CountdownModified", uid: timer.uid, amount: -5, countdown: 0 },
    ]);
    expect(ofType(blown.events, "Destroyed")[0]).toMatchObject({ uid: timer.uid, cause: "countdown" });
    const none = ok(blown.state, {
      type: "PlayCard",
      side: 0,
      card: give(blown.state, 0, fuse.id),
      targets: [plain.uid],
    });
    expect(ofType(none.events, "CountdownModified")).toEqual([]);
    expect(entity(none.state, plain.uid)).toBeDefined();
  });

  it("randomEnemyCreature draws from the GameRng: the same seed picks the same creature", () => {
    const zap = spell("t.zap", [{ action: "DealDamage", target: "randomEnemyCreature", amount: 1 }]);
    const pickWith = (seed: string) => {
      const s = freshMatch([zap, card({ id: "t.x", type: "creature", cost: 0, attack: 0, health: 3 })], seed);
      for (let i = 0; i < 5; i++) place(s, 1, "t.x");
      const { events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, zap.id) });
      return s.board.findIndex((e) => e.uid === ofType(events, "Damage")[0]!.target);
    };
    expect(pickWith("r1")).toBe(pickWith("r1"));
    const picks = new Set(["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8"].map(pickWith));
    expect(picks.size).toBeGreaterThan(1);
  });
});
