import { describe, expect, it } from "vitest";
import { type Command, REFUSAL, step } from "../src/index.js";
import { freshMatch, give, ofType, place, spell, T } from "./helpers.js";

/** A refused command changes nothing and returns a reason code; a malformed one is `bad_command`. */
describe("a command that is not well formed is refused as bad_command, never thrown", () => {
  const bolt = spell("t.hbolt", [{ action: "DealDamage", target: "chosen", amount: 3 }], "enemyCharacter");
  const s = freshMatch([bolt]);
  const hand = give(s, 0, bolt.id);
  const creature = place(s, 0, T.bear.id).uid;
  const pinger = place(s, 0, T.pinger.id).uid;

  const cases: [string, unknown][] = [
    ["null", null],
    ["a string", "EndTurn"],
    ["a function carrying command fields", Object.assign(() => undefined, { type: "EndTurn", side: 0 })],
    ["side 2", { type: "EndTurn", side: 2 }],
    ["side missing", { type: "EndTurn" }],
    ["side as a string", { type: "EndTurn", side: "0" }],
    ["unknown type", { type: "Fly", side: 0 }],
    ["PlayCard: card a number", { type: "PlayCard", side: 0, card: 123 }],
    ["PlayCard: card empty", { type: "PlayCard", side: 0, card: "" }],
    ["PlayCard: card null", { type: "PlayCard", side: 0, card: null }],
    ["PlayCard: card an array", { type: "PlayCard", side: 0, card: [hand] }],
    ["PlayCard: targets a string", { type: "PlayCard", side: 0, card: hand, targets: "leader:1" }],
    ["PlayCard: targets with a number", { type: "PlayCard", side: 0, card: hand, targets: [5] }],
    [
      "PlayCard: targets one good, one bad",
      { type: "PlayCard", side: 0, card: hand, targets: ["leader:1", 5] },
    ],
    ["PlayCard: targets with an empty ref", { type: "PlayCard", side: 0, card: hand, targets: [""] }],
    ["Attack: target a number", { type: "Attack", side: 0, attacker: creature, target: 7 }],
    ["Attack: target missing", { type: "Attack", side: 0, attacker: creature }],
    ["Attack: attacker a number", { type: "Attack", side: 0, attacker: 7, target: "leader:1" }],
    ["Activate: entity a number", { type: "Activate", side: 0, entity: 5 }],
    ["Activate: entity missing", { type: "Activate", side: 0, targets: ["leader:1"] }],
    ["Activate: targets a string", { type: "Activate", side: 0, entity: pinger, targets: "leader:1" }],
    ["Activate: targets with a number", { type: "Activate", side: 0, entity: pinger, targets: [1] }],
  ];

  it.each(cases)("%s", (_, command) => {
    const before = JSON.stringify(s);
    let result: unknown;
    expect(() => {
      result = step(s, command as Command);
    }).not.toThrow();
    expect(result).toMatchObject({ ok: false, code: REFUSAL.badCommand });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("the same commands, well formed, are accepted (the cases above differ only in shape)", () => {
    for (const command of [
      { type: "EndTurn", side: 0 },
      { type: "PlayCard", side: 0, card: hand, targets: ["leader:1"] },
      { type: "Attack", side: 0, attacker: creature, target: "leader:1" },
      { type: "Activate", side: 0, entity: pinger, targets: ["leader:1"] },
    ] as Command[])
      expect(step(s, command).ok, JSON.stringify(command)).toBe(true);
  });
});

describe("a command is read once", () => {
  it("a target list whose entry changes between reads is checked and applied as first read", () => {
    const bolt = spell("t.hbolt2", [{ action: "DealDamage", target: "chosen", amount: 3 }], "enemyCharacter");
    const s = freshMatch([bolt]);
    const uid = give(s, 0, bolt.id);
    let reads = 0;
    const targets: string[] = [];
    Object.defineProperty(targets, 0, {
      enumerable: true,
      get: () => (reads++ === 0 ? "leader:1" : "leader:0"),
    });
    const result = step(s, { type: "PlayCard", side: 0, card: uid, targets });
    if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
    expect(reads).toBe(1);
    expect(ofType(result.events, "Damage")).toEqual([
      expect.objectContaining({ target: "leader:1", requested: 3, applied: 3 }),
    ]);
    expect(result.state.players.map((p) => p.health)).toEqual([20, 17]);
  });
});
