import { describe, expect, it } from "vitest";
import {
  type Command,
  cardCombat,
  checkCommand,
  legalCommands,
  type MatchState,
  REFUSAL,
  step,
} from "../src/index.js";
import { card, endTurn, entity, freshMatch, give, ofType, ok, place, spell, T } from "./helpers.js";

const costly = card({
  id: "t.ccostly",
  type: "creature",
  cost: 0,
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
const spark = card({
  id: "t.cspark",
  type: "creature",
  cost: 0,
  attack: 1,
  health: 1,
  abilities: [{ when: "activated", effects: [{ action: "GenerateEnergy", amount: 1 }] }],
});
const proud = card({
  id: "t.proud",
  type: "creature",
  cost: 0,
  attack: 1,
  health: 1,
  abilities: [{ when: "onPlay", effects: [{ action: "ModifyAttack", target: "self", amount: 2 }] }],
});
const bolt = spell("t.cbolt", [{ action: "DealDamage", target: "chosen", amount: 2 }], "enemyCreature");
const jolt = spell("t.cjolt", [{ action: "DealDamage", target: "opponent", amount: 1 }]);
const EXTRA = [costly, spark, proud, bolt, jolt];

/** Refused, with the code, and the input left as it was. */
function refused(s: MatchState, command: Command, code: string) {
  const before = JSON.stringify(s);
  const result = step(s, command);
  expect(result).toMatchObject({ ok: false, code });
  expect(JSON.stringify(s)).toBe(before);
  return result as { ok: false; code: string; message: string };
}

describe("Activate", () => {
  it("refuses an entity that is not on the board as an unknown card", () => {
    const s = freshMatch(EXTRA);
    refused(s, { type: "Activate", side: 0, entity: "c9999" }, REFUSAL.unknownCard);
  });

  it("refuses activating the opponent's entity as an unknown card", () => {
    const s = freshMatch(EXTRA);
    const theirs = place(s, 1, T.pinger.id);
    refused(s, { type: "Activate", side: 0, entity: theirs.uid, targets: ["leader:1"] }, REFUSAL.unknownCard);
  });

  it("pays the ability's energy cost and records it with the targets in the Activated event", () => {
    const s = freshMatch(EXTRA);
    s.players[0].energy = 3;
    const c = place(s, 0, costly.id);
    const { state, events } = ok(s, { type: "Activate", side: 0, entity: c.uid, targets: ["leader:1"] });
    expect(state.players[0].energy).toBe(1);
    expect(state.players[1].health).toBe(19);
    expect(events[0]).toEqual({
      type: "Activated",
      uid: c.uid,
      card: costly.id,
      cost: 2,
      targets: ["leader:1"],
    });
  });

  it("an ability without a cost costs nothing; its Activated event names no targets", () => {
    const s = freshMatch(EXTRA);
    const sp = place(s, 0, spark.id);
    const { state, events } = ok(s, { type: "Activate", side: 0, entity: sp.uid });
    expect(state.players[0].energy).toBe(1 + 1);
    expect(events[0]).toStrictEqual({ type: "Activated", uid: sp.uid, card: spark.id, cost: 0 });
  });

  it("an activated ability without a choice is offered by legalCommands as a plain Activate", () => {
    const s = freshMatch(EXTRA);
    const sp = place(s, 0, spark.id);
    const offered = legalCommands(s).filter((c) => c.type === "Activate");
    expect(offered).toStrictEqual([{ type: "Activate", side: 0, entity: sp.uid }]);
    ok(s, offered[0]!);
  });
});

describe("Attack", () => {
  it("refuses an attacker that is not on the board as an unknown card", () => {
    const s = freshMatch(EXTRA);
    refused(s, { type: "Attack", side: 0, attacker: "c9999", target: "leader:1" }, REFUSAL.unknownCard);
  });

  it("refuses attacking with the opponent's creature", () => {
    const s = freshMatch(EXTRA);
    const theirs = place(s, 1, T.bear.id);
    refused(s, { type: "Attack", side: 0, attacker: theirs.uid, target: "leader:1" }, REFUSAL.unknownCard);
  });

  it("refuses attacking with a field (only creatures attack)", () => {
    const s = freshMatch(EXTRA);
    const field = place(s, 0, T.plainField.id, { attacksRemaining: 1 });
    refused(s, { type: "Attack", side: 0, attacker: field.uid, target: "leader:1" }, REFUSAL.unknownCard);
    refused(
      s,
      { type: "Attack", side: 0, attacker: s.board[0]!.uid, target: "leader:1" },
      REFUSAL.unknownCard,
    );
  });

  it("refuses an enemy field or an unknown target: only an enemy creature or the enemy leader", () => {
    const s = freshMatch(EXTRA);
    const bear = place(s, 0, T.bear.id);
    const enemyField = place(s, 1, T.plainField.id);
    for (const target of [enemyField.uid, s.board[1]!.uid, "c9999"])
      refused(s, { type: "Attack", side: 0, attacker: bear.uid, target }, REFUSAL.wrongTarget);
  });

  it("a defender with 0 attack does not strike back", () => {
    const s = freshMatch(EXTRA);
    const bear = place(s, 0, T.bear.id);
    const wall = place(s, 1, T.wall.id);
    const { state, events } = ok(s, { type: "Attack", side: 0, attacker: bear.uid, target: wall.uid });
    expect(ofType(events, "Damage")).toEqual([
      { type: "Damage", source: bear.uid, target: wall.uid, requested: 2, applied: 2 },
    ]);
    expect(entity(state, bear.uid)).toMatchObject({ health: 2, attacksRemaining: 0 });
  });

  it("a leader never strikes back", () => {
    const s = freshMatch(EXTRA);
    const bear = place(s, 0, T.bear.id);
    const { state, events } = ok(s, { type: "Attack", side: 0, attacker: bear.uid, target: "leader:1" });
    expect(ofType(events, "Damage")).toEqual([
      { type: "Damage", source: bear.uid, target: "leader:1", requested: 2, applied: 2 },
    ]);
    expect(state.players[1].health).toBe(18);
  });
});

describe("PlayCard", () => {
  it("a creature's onPlay ability runs as that creature on the board (self is the new entity)", () => {
    const s = freshMatch(EXTRA);
    const uid = give(s, 0, proud.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: uid });
    expect(entity(state, uid)?.attack).toBe(3);
    expect(ofType(events, "AttackModified")).toEqual([{ type: "AttackModified", uid, amount: 2, attack: 3 }]);
  });

  it("a spell is still playable on a full board (it never enters the board)", () => {
    const s = freshMatch(EXTRA);
    for (let i = 0; i < 8; i++) place(s, i % 2 === 0 ? 0 : 1, T.wall.id);
    expect(s.board).toHaveLength(10);
    const uid = give(s, 0, jolt.id);
    const creature = give(s, 0, proud.id);
    const plays = legalCommands(s).filter((c) => c.type === "PlayCard");
    expect(plays).toContainEqual({ type: "PlayCard", side: 0, card: uid });
    expect(plays.some((c) => c.type === "PlayCard" && c.card === creature)).toBe(false);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: uid });
    expect(state.players[1].health).toBe(19);
  });

  it("an empty target list for a card that takes no target counts as no target", () => {
    const s = freshMatch(EXTRA);
    const uid = give(s, 0, jolt.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: uid, targets: [] });
    expect(state.players[1].health).toBe(19);
    expect(events[0]).toStrictEqual({ type: "CardPlayed", side: 0, uid, card: jolt.id, cost: 0 });
  });
});

describe("refusal messages say what is wrong", () => {
  const cases: [string, (s: MatchState) => Command, string, string[]][] = [
    [
      "unknown entity",
      () => ({ type: "Activate", side: 0, entity: "c9999" }),
      REFUSAL.unknownCard,
      ["c9999"],
    ],
    [
      "no activated ability",
      (s) => ({ type: "Activate", side: 0, entity: place(s, 0, T.bear.id).uid }),
      REFUSAL.noActivatedAbility,
      [T.bear.id],
    ],
    [
      "already activated",
      (s) => ({
        type: "Activate",
        side: 0,
        entity: place(s, 0, T.pinger.id, { uid: "t-used", activatesRemaining: 0 }).uid,
        targets: ["leader:1"],
      }),
      REFUSAL.noActivatesLeft,
      ["t-used"],
    ],
    [
      "activation too dear",
      (s) => ({ type: "Activate", side: 0, entity: place(s, 0, costly.id).uid, targets: ["leader:1"] }),
      REFUSAL.notEnoughEnergy,
      ["2", "1"],
    ],
    [
      "unknown attacker",
      () => ({ type: "Attack", side: 0, attacker: "c9999", target: "leader:1" }),
      REFUSAL.unknownCard,
      ["c9999"],
    ],
    [
      "no attack left",
      (s) => ({
        type: "Attack",
        side: 0,
        attacker: place(s, 0, T.bear.id, { uid: "t-tired", attacksRemaining: 0 }).uid,
        target: "leader:1",
      }),
      REFUSAL.noAttacksLeft,
      ["t-tired"],
    ],
    [
      "attack 0",
      (s) => ({
        type: "Attack",
        side: 0,
        attacker: place(s, 0, T.wall.id, { uid: "t-wall" }).uid,
        target: "leader:1",
      }),
      REFUSAL.attackZero,
      ["t-wall"],
    ],
    [
      "own leader",
      (s) => ({ type: "Attack", side: 0, attacker: place(s, 0, T.bear.id).uid, target: "leader:0" }),
      REFUSAL.wrongTarget,
      ["leader"],
    ],
    [
      "friendly creature as attack target",
      (s) => ({
        type: "Attack",
        side: 0,
        attacker: place(s, 0, T.bear.id).uid,
        target: place(s, 0, T.wall.id, { uid: "t-friend" }).uid,
      }),
      REFUSAL.wrongTarget,
      ["t-friend"],
    ],
    [
      "card not in hand",
      () => ({ type: "PlayCard", side: 0, card: "c9999" }),
      REFUSAL.unknownCard,
      ["c9999"],
    ],
    [
      "card too dear",
      (s) => ({ type: "PlayCard", side: 0, card: s.players[0].hand[0]!.uid }),
      REFUSAL.notEnoughEnergy,
      [T.filler.id, "9", "1"],
    ],
    [
      "board full",
      (s) => {
        for (let i = 0; i < 8; i++) place(s, 1, T.wall.id);
        return { type: "PlayCard", side: 0, card: give(s, 0, proud.id) };
      },
      REFUSAL.boardFull,
      ["10"],
    ],
    [
      "a target for a card that takes none",
      (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, jolt.id), targets: ["leader:1"] }),
      REFUSAL.wrongTarget,
      ["target"],
    ],
    [
      "no target for a card that asks for one",
      (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, bolt.id) }),
      REFUSAL.wrongTarget,
      ["enemyCreature"],
    ],
    [
      "a target that does not fit",
      (s) => ({ type: "PlayCard", side: 0, card: give(s, 0, bolt.id), targets: ["leader:1"] }),
      REFUSAL.wrongTarget,
      ["leader:1", "enemyCreature"],
    ],
    [
      "not a command",
      () => ({ type: "Fly", side: 0 }) as unknown as Command,
      REFUSAL.badCommand,
      ["command"],
    ],
    ["not your turn", () => ({ type: "EndTurn", side: 1 }), REFUSAL.notYourTurn, ["0"]],
    [
      "match over",
      (s) => {
        s.status = "over";
        return { type: "EndTurn", side: 0 };
      },
      REFUSAL.matchOver,
      ["over"],
    ],
  ];

  it.each(cases)("%s", (_, make, code, fragments) => {
    const s = freshMatch(EXTRA);
    const result = refused(s, make(s), code);
    expect(result.message.trim().length).toBeGreaterThan(0);
    for (const fragment of fragments) expect(result.message).toContain(fragment);
  });
});

describe("checkCommand and the generic engine", () => {
  it("checkCommand is null for a legal command and the refusal for an illegal one, changing nothing", () => {
    const s = freshMatch(EXTRA);
    const before = JSON.stringify(s);
    expect(checkCommand(s, { type: "EndTurn", side: 0 })).toBeNull();
    expect(checkCommand(s, { type: "PlayCard", side: 0, card: give(s, 0, jolt.id) })).toBeNull();
    expect(checkCommand(s, { type: "EndTurn", side: 1 })).toMatchObject({
      ok: false,
      code: REFUSAL.notYourTurn,
    });
    expect(checkCommand(s, { type: "PlayCard", side: 0, card: "c9999" })).toMatchObject({
      code: REFUSAL.unknownCard,
    });
    s.players[0].hand.pop();
    expect(JSON.stringify(s)).toBe(before);
  });

  it("every command legalCommands offers is accepted by checkCommand and by step", () => {
    let s = freshMatch(EXTRA);
    s.players[0].energy = 4;
    place(s, 0, costly.id);
    place(s, 0, spark.id);
    place(s, 0, T.bear.id);
    place(s, 1, T.wall.id);
    place(s, 1, T.pinger.id);
    give(s, 0, bolt.id);
    give(s, 0, proud.id);
    for (let round = 0; round < 3; round++) {
      const legal = legalCommands(s);
      expect(legal.length, `round ${round}`).toBeGreaterThan(1);
      for (const command of legal) {
        expect(checkCommand(s, command), JSON.stringify(command)).toBeNull();
        expect(step(s, command).ok, JSON.stringify(command)).toBe(true);
      }
      s = endTurn(s).state;
    }
  });

  it("cardCombat is the match as a generic engine: legalCommands and step", () => {
    const s = freshMatch(EXTRA);
    place(s, 0, T.bear.id);
    expect(cardCombat.legalActions(s)).toEqual(legalCommands(s));
    const command: Command = { type: "Attack", side: 0, attacker: s.board[2]!.uid, target: "leader:1" };
    expect(cardCombat.step(s, command)).toEqual(step(s, command));
    expect(cardCombat.step(s, { type: "EndTurn", side: 1 })).toMatchObject({
      ok: false,
      code: REFUSAL.notYourTurn,
    });
  });
});
