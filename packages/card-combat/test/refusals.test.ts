import { describe, expect, it } from "vitest";
import { type Command, REFUSAL, step } from "../src/index.js";
import { card, freshMatch, give, place, spell, T } from "./helpers.js";

/** Every refusal code, and that a refusal changes nothing (the input is compared before and after). */
describe("refusals", () => {
  const bolt = spell("t.bolt2", [{ action: "DealDamage", target: "chosen", amount: 2 }], "enemyCreature");
  const costly = card({
    id: "t.costly",
    type: "creature",
    cost: 1,
    attack: 1,
    health: 1,
    abilities: [
      {
        when: "activated",
        cost: 2,
        choose: "enemyCharacter",
        effects: [{ action: "DealDamage", target: "chosen", amount: 1 }],
      },
    ],
  });

  const cases: [string, (s: ReturnType<typeof freshMatch>) => Command][] = [
    [REFUSAL.notYourTurn, () => ({ type: "EndTurn", side: 1 })],
    [REFUSAL.badCommand, () => ({ type: "Fly", side: 0 }) as unknown as Command],
    [REFUSAL.unknownCard, () => ({ type: "PlayCard", side: 0, card: "nope" })],
    [
      REFUSAL.notEnoughEnergy,
      (s) => ({
        type: "PlayCard",
        side: 0,
        card: s.players[0].hand.find((c) => c.card === T.filler.id)!.uid,
      }),
    ],
    [
      REFUSAL.noAttacksLeft,
      (s) => ({
        type: "Attack",
        side: 0,
        attacker: place(s, 0, T.bear.id, { attacksRemaining: 0 }).uid,
        target: "leader:1",
      }),
    ],
    [
      REFUSAL.attackZero,
      (s) => ({ type: "Attack", side: 0, attacker: place(s, 0, T.wall.id).uid, target: "leader:1" }),
    ],
    [
      REFUSAL.wrongTarget,
      (s) => ({ type: "Attack", side: 0, attacker: place(s, 0, T.bear.id).uid, target: "leader:0" }),
    ],
    [
      REFUSAL.wrongTarget,
      (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, bolt.id), targets: ["leader:1"] }),
    ],
    [REFUSAL.wrongTarget, (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, bolt.id) })],
    [
      REFUSAL.wrongTarget,
      (s) => ({
        type: "Attack",
        side: 0,
        attacker: place(s, 0, T.bear.id).uid,
        target: place(s, 0, T.wall.id).uid,
      }),
    ],
    [
      REFUSAL.wrongTarget,
      (s) => ({
        type: "PlayCard",
        side: 0,
        card: give(s, 0, bolt.id),
        targets: [place(s, 0, T.wall.id).uid],
      }),
    ],
    [
      REFUSAL.wrongTarget,
      (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, T.wall.id), targets: ["leader:1"] }),
    ],
    [
      REFUSAL.wrongTarget,
      (s) => ({
        type: "Activate",
        side: 0,
        entity: place(s, 0, T.pinger.id).uid,
        targets: [place(s, 1, T.plainField.id).uid],
      }),
    ],
    [
      REFUSAL.notEnoughEnergy,
      (s) => ({
        type: "Activate",
        side: 0,
        entity: place(s, 0, costly.id).uid,
        targets: ["leader:1"],
      }),
    ],
    [
      REFUSAL.matchOver,
      (s) => {
        s.status = "over";
        s.winner = 0;
        return { type: "EndTurn", side: 0 };
      },
    ],
    [REFUSAL.noActivatedAbility, (s) => ({ type: "Activate", side: 0, entity: place(s, 0, T.bear.id).uid })],
    [
      REFUSAL.noActivatesLeft,
      (s) => ({
        type: "Activate",
        side: 0,
        entity: place(s, 0, T.pinger.id, { activatesRemaining: 0 }).uid,
        targets: ["leader:1"],
      }),
    ],
    [
      REFUSAL.boardFull,
      (s) => {
        for (let i = 0; i < 8; i++) place(s, 1, T.wall.id);
        return { type: "PlayCard", side: 0, card: give(s, 0, T.wall.id) };
      },
    ],
  ];

  it.each(cases)("%s changes nothing (case %#)", (code, make) => {
    const s = freshMatch([bolt, costly]);
    const command = make(s);
    const before = JSON.stringify(s);
    const result = step(s, command);
    expect(result).toMatchObject({ ok: false, code });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("covers every refusal code (invalid_state, for states from outside, in hostile-input.test.ts)", () => {
    const covered = [...cases.map(([code]) => code), REFUSAL.invalidState];
    expect(new Set(covered)).toEqual(new Set(Object.values(REFUSAL)));
  });
});
