import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHOICES,
  type Choice,
  choiceTargets,
  fitsChoice,
  leaderRef,
  type MatchState,
  REFUSAL,
  type Side,
  step,
} from "../src/index.js";
import { card, freshMatch, give, ofType, ok, place, spell, T } from "./helpers.js";

/**
 * What a `choose` declaration admits (spec: `chosen` legality is part of the legal actions).
 * A creature or a leader is a "character"; a creature or a field is an "entity".
 */
type Role = "myCreature" | "theirCreature" | "myField" | "theirField" | "myLeader" | "theirLeader";
const ADMITS: Record<Choice, Role[]> = {
  enemyCreature: ["theirCreature"],
  friendlyCreature: ["myCreature"],
  anyCreature: ["myCreature", "theirCreature"],
  enemyCharacter: ["theirCreature", "theirLeader"],
  friendlyCharacter: ["myCreature", "myLeader"],
  anyCharacter: ["myCreature", "theirCreature", "myLeader", "theirLeader"],
  enemyEntity: ["theirCreature", "theirField"],
  friendlyEntity: ["myCreature", "myField"],
  anyEntity: ["myCreature", "theirCreature", "myField", "theirField"],
};
const ROLES: Role[] = ["myCreature", "theirCreature", "myField", "theirField", "myLeader", "theirLeader"];

/** A board with one creature and one (extra) field per side, besides the two base fields. */
function board() {
  const s = freshMatch();
  const creature = [place(s, 0, T.bear.id).uid, place(s, 1, T.bear.id).uid];
  const field = [place(s, 0, T.plainField.id).uid, place(s, 1, T.plainField.id).uid];
  const refOf = (role: Role, me: Side): string => {
    const them: Side = me === 0 ? 1 : 0;
    switch (role) {
      case "myCreature":
        return creature[me]!;
      case "theirCreature":
        return creature[them]!;
      case "myField":
        return field[me]!;
      case "theirField":
        return field[them]!;
      case "myLeader":
        return leaderRef(me);
      case "theirLeader":
        return leaderRef(them);
    }
  };
  return { s, refOf };
}

describe("fitsChoice: what each choice admits", () => {
  const { s, refOf } = board();
  const rows = CHOICES.flatMap((choice) =>
    ([0, 1] as Side[]).flatMap((me) => ROLES.map((role) => [choice, me, role] as const)),
  );

  it.each(rows)("%s for side %s: %s", (choice, me, role) => {
    expect(fitsChoice(s, me, choice, refOf(role, me))).toBe(ADMITS[choice].includes(role));
  });

  it("admits nothing that is not on the board or a leader", () => {
    for (const choice of CHOICES) {
      expect(fitsChoice(s, 0, choice, "c9999")).toBe(false);
      expect(fitsChoice(s, 0, choice, "leader:2")).toBe(false);
    }
  });
});

describe("choiceTargets: every legal pick, board entities in board order, then the leaders", () => {
  it("lists exactly what the choice admits, base fields included", () => {
    const { s, refOf } = board();
    for (const me of [0, 1] as Side[]) {
      const baseOf = (side: Side) => s.board.find((e) => e.controller === side)!.uid;
      for (const choice of CHOICES) {
        const admits = ADMITS[choice];
        const expected: string[] = [];
        // Board order: base field 0, base field 1, creature 0, creature 1, field 0, field 1.
        const boardRoles: [string, Role][] = [
          [baseOf(0), me === 0 ? "myField" : "theirField"],
          [baseOf(1), me === 1 ? "myField" : "theirField"],
          [refOf("myCreature", 0), me === 0 ? "myCreature" : "theirCreature"],
          [refOf("myCreature", 1), me === 1 ? "myCreature" : "theirCreature"],
          [refOf("myField", 0), me === 0 ? "myField" : "theirField"],
          [refOf("myField", 1), me === 1 ? "myField" : "theirField"],
        ];
        for (const [ref, role] of boardRoles) if (admits.includes(role)) expected.push(ref);
        for (const side of [0, 1] as Side[])
          if (admits.includes(side === me ? "myLeader" : "theirLeader")) expected.push(leaderRef(side));
        expect(choiceTargets(s, me, choice), `${choice} for side ${me}`).toEqual(expected);
      }
    }
  });

  it("property: on any board, the picks are the board refs and leaders that fit, and step agrees", () => {
    const kinds = [T.bear.id, T.wall.id, T.plainField.id, T.timer.id];
    const placement = fc.array(fc.tuple(fc.constantFrom<Side>(0, 1), fc.constantFrom(...kinds)), {
      maxLength: 8,
    });
    const bolts = CHOICES.map((choice) =>
      spell(`t.pick.${choice}`, [{ action: "DealDamage", target: "chosen", amount: 0 }], choice),
    );
    const base = freshMatch(bolts);
    fc.assert(
      fc.property(placement, fc.constantFrom(...CHOICES), (placed, choice) => {
        const s = structuredClone(base) as MatchState;
        for (const [side, id] of placed) place(s, side, id);
        const all = [...s.board.map((e) => e.uid), leaderRef(0), leaderRef(1)];
        const picks = choiceTargets(s, 0, choice);
        expect(picks).toEqual(all.filter((ref) => fitsChoice(s, 0, choice, ref)));
        // A spell that asks for this choice is accepted on every pick and refused elsewhere.
        const uid = give(s, 0, `t.pick.${choice}`);
        for (const ref of all) {
          const result = step(s, { type: "PlayCard", side: 0, card: uid, targets: [ref] });
          if (picks.includes(ref)) expect(result.ok, `${choice} ${ref}`).toBe(true);
          else expect(result, `${choice} ${ref}`).toMatchObject({ ok: false, code: REFUSAL.wrongTarget });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("chosen targets through step", () => {
  const bolt = spell("t.sbolt", [{ action: "DealDamage", target: "chosen", amount: 2 }], "enemyCreature");

  it("a creature choice never admits a leader, not even one's own", () => {
    const s = freshMatch([bolt]);
    const uid = give(s, 0, bolt.id);
    for (const leader of ["leader:0", "leader:1"])
      expect(step(s, { type: "PlayCard", side: 0, card: uid, targets: [leader] })).toMatchObject({
        ok: false,
        code: REFUSAL.wrongTarget,
      });
  });

  it("a target that is not on the board is refused as a wrong target", () => {
    const s = freshMatch([bolt]);
    const uid = give(s, 0, bolt.id);
    expect(step(s, { type: "PlayCard", side: 0, card: uid, targets: ["c9999"] })).toMatchObject({
      ok: false,
      code: REFUSAL.wrongTarget,
    });
  });
});

describe("randomEnemyCreature", () => {
  const zap = spell("t.szap", [{ action: "DealDamage", target: "randomEnemyCreature", amount: 1 }]);

  it("with a single enemy creature always picks that creature", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]) {
      const s = freshMatch([zap], seed);
      const only = place(s, 1, T.wall.id);
      place(s, 0, T.wall.id);
      const { events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, zap.id) });
      expect(ofType(events, "Damage"), seed).toEqual([
        expect.objectContaining({ target: only.uid, requested: 1, applied: 1 }),
      ]);
    }
  });

  it("with no enemy creature does nothing and draws nothing from the GameRng", () => {
    const s = freshMatch([zap]);
    place(s, 0, T.wall.id);
    place(s, 1, T.plainField.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, zap.id) });
    expect(ofType(events, "Damage")).toEqual([]);
    expect(state.rng).toEqual(s.rng);
  });
});

describe("selectors on entities that are gone", () => {
  it("an effect whose target an earlier effect of the same ability destroyed does nothing and records nothing", () => {
    const overkill = spell(
      "t.overkill",
      [
        { action: "Destroy", target: "chosen" },
        { action: "DealDamage", target: "chosen", amount: 2 },
        { action: "Heal", target: "chosen", amount: 2 },
        { action: "ModifyAttack", target: "chosen", amount: 1 },
        { action: "ModifyHealth", target: "chosen", amount: 1 },
        { action: "ModifyCountdown", target: "chosen", amount: 1 },
      ],
      "enemyCreature",
    );
    const selfish = card({
      id: "t.selfish",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 3,
      abilities: [
        {
          when: "activated",
          effects: [
            { action: "Destroy", target: "self" },
            { action: "DealDamage", target: "self", amount: 2 },
            { action: "Heal", target: "self", amount: 2 },
            { action: "ModifyAttack", target: "self", amount: 1 },
          ],
        },
      ],
    });
    const s = freshMatch([overkill, selfish]);
    const foe = place(s, 1, T.bear.id);
    const played = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, overkill.id), targets: [foe.uid] });
    expect(played.events.map((e) => e.type)).toEqual(["CardPlayed", "Destroyed"]);
    const me = place(played.state, 0, selfish.id);
    const activated = ok(played.state, { type: "Activate", side: 0, entity: me.uid });
    expect(activated.events.map((e) => e.type)).toEqual(["Activated", "Destroyed"]);
  });
});
