import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  assembleContent,
  type CardDefinition,
  type ContentBundle,
  cloneMatch,
  createMatch,
  createRun,
  decksSetup,
  legalCommands,
  type MatchEvent,
  REFUSAL,
  SYSTEM_FIELD_ID,
  step,
} from "../src/index.js";
import { newContext } from "../src/match/context.js";
import { damageLeader } from "../src/match/damage.js";
import {
  CONTENT_DIR,
  card,
  endTurn,
  entity,
  freshMatch,
  give,
  ofType,
  ok,
  place,
  spell,
  T,
} from "./helpers.js";

/** One example per binding rule of the seed (RULES.md) and per DECIDED rule of the spec. */

describe("zones and the shared board", () => {
  it("starts with one system field per side on the shared board, never in a deck", () => {
    const s = freshMatch();
    expect(s.board.map((e) => [e.card, e.controller])).toEqual([
      [SYSTEM_FIELD_ID, 0],
      [SYSTEM_FIELD_ID, 1],
    ]);
    // 10 held cards each: side 0 drew 4 + 1 (its first turn), side 1 drew 4.
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(10);
    expect(s.players[1].hand).toHaveLength(4);
    for (const p of s.players)
      expect([...p.deck, ...p.hand].some((c) => c.card === SYSTEM_FIELD_ID)).toBe(false);
    expect(s.cards[SYSTEM_FIELD_ID]).toMatchObject({ type: "field", cost: 0, countdown: 3 });
  });

  it("counts both system fields in the capacity of 10 and refuses a play on a full board", () => {
    const s = freshMatch();
    for (let i = 0; i < 8; i++) place(s, i % 2 === 0 ? 0 : 1, T.bear.id);
    expect(s.board).toHaveLength(10);
    const bear = give(s, 0, T.bear.id);
    s.players[0].energy = 5;
    const refused = step(s, { type: "PlayCard", side: 0, card: bear });
    expect(refused).toMatchObject({ ok: false, code: REFUSAL.boardFull });
    expect(legalCommands(s).some((c) => c.type === "PlayCard" && c.card === bear)).toBe(false);
  });

  it("refuses a summon on a full board with an event instead (the spell still resolves)", () => {
    const summon = spell("t.summon2", [{ action: "Summon", card: T.bear.id, amount: 2 }]);
    const s = freshMatch([summon]);
    for (let i = 0; i < 7; i++) place(s, 1, T.bear.id);
    const uid = give(s, 0, summon.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: uid });
    expect(state.board).toHaveLength(10);
    expect(ofType(events, "EntityEntered")).toHaveLength(1);
    expect(ofType(events, "SummonRefused")).toEqual([
      { type: "SummonRefused", card: T.bear.id, controller: 0, reason: "board_full" },
    ]);
  });

  it("moves cards deck → hand → board → graveyard; a field is a FieldCard on the board", () => {
    const s = freshMatch();
    const fieldUid = give(s, 0, T.plainField.id);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: fieldUid });
    expect(entity(state, fieldUid)).toMatchObject({ card: T.plainField.id, controller: 0, countdown: null });
    expect(state.players[0].hand.some((c) => c.uid === fieldUid)).toBe(false);
  });
});

describe("CardInstance and HolderId", () => {
  it("keeps its current cost, stats and HolderId across zones; the definition never changes", () => {
    const cheaper = spell("t.cheaper", [{ action: "ModifyCost", target: "friendlyHand", amount: -1 }]);
    const kill = spell("t.kill", [{ action: "DealDamage", target: "chosen", amount: 9 }], "anyCreature");
    const s = freshMatch([cheaper, kill]);
    const bear = give(s, 0, T.bear.id, "ember");
    s.players[0].energy = 1;
    let next = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, cheaper.id) }).state;
    expect(next.players[0].hand.find((c) => c.uid === bear)?.cost).toBe(1);
    const played = ok(next, { type: "PlayCard", side: 0, card: bear });
    expect(ofType(played.events, "CardPlayed")[0]?.cost).toBe(1);
    next = played.state;
    expect(entity(next, bear)).toMatchObject({ cost: 1, holderId: "ember" });
    next.players[0].hand.push({ uid: "k1", card: kill.id, holderId: "test", cost: 0, attack: 0, health: 0 });
    next = ok(next, { type: "PlayCard", side: 0, card: "k1", targets: [bear] }).state;
    expect(next.players[0].graveyard.find((c) => c.uid === bear)).toEqual({
      uid: bear,
      card: T.bear.id,
      holderId: "ember",
      cost: 1,
      attack: 2,
      health: 0,
    });
    expect(next.cards[T.bear.id]).toMatchObject({ cost: 2, attack: 2, health: 2 });
  });

  it("merges both factions' held cards into one deck and hand; HolderId never limits who plays", () => {
    const mk = (holderId: string, i: number) => ({
      uid: `${holderId}${i}`,
      card: T.wall.id,
      holderId,
      cost: 0,
      attack: 0,
      health: 5,
    });
    const deck = [0, 1, 2, 3].flatMap((i) => [mk("ember", i), mk("tide", i)]);
    const cards: Record<string, CardDefinition> = { [T.wall.id]: T.wall };
    const { state } = createMatch("merge", {
      sides: [
        { name: "A", health: 20, deck },
        { name: "B", health: 20, deck: deck.map((c) => ({ ...c })) },
      ],
      cards,
    });
    const holders = new Set(state.players[0].hand.map((c) => c.holderId));
    // 5 cards drawn from 4 + 4: both holders are in the one hand, and every one of them is playable.
    expect(holders).toEqual(new Set(["ember", "tide"]));
    const playable = legalCommands(state).filter((c) => c.type === "PlayCard");
    expect(playable).toHaveLength(state.players[0].hand.length);
  });
});

describe("economy: energy only from GenerateEnergy", () => {
  it("has no automatic ramp and keeps unspent energy between turns", () => {
    let s = freshMatch();
    expect(s.players[0].energy).toBe(1);
    s = endTurn(s).state; // side 1's turn 2
    expect(s.players[0].energy).toBe(1);
    expect(s.players[1].energy).toBe(1);
    s = endTurn(s).state; // side 0's turn 3: +1 from its base field only
    expect(s.players[0].energy).toBe(2);
  });

  it("the base field supplies 1 at each of its controller's TurnStart and is destroyed after 3 of its turns", () => {
    let s = freshMatch();
    const base0 = s.board[0]!.uid;
    const seen: number[] = [];
    for (let turn = 1; turn <= 6; turn++) {
      const { state, events } = endTurn(s);
      if (s.active === 0) seen.push(entity(state, base0)?.countdown ?? 0);
      if (s.active === 0 && turn === 5)
        expect(ofType(events, "Destroyed")).toEqual([
          { type: "Destroyed", uid: base0, card: SYSTEM_FIELD_ID, controller: 0, cause: "countdown" },
        ]);
      s = state;
    }
    expect(seen).toEqual([2, 1, 0]);
    expect(s.players[0].energy).toBe(3);
    expect(s.board.map((e) => e.controller)).toEqual([]);
  });
});

describe("attack and activate resources", () => {
  it("a creature entering on its controller's turn has attack 0 and activate 1", () => {
    const s = freshMatch();
    const uid = give(s, 0, T.pinger.id);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: uid });
    expect(entity(state, uid)).toMatchObject({ attacksRemaining: 0, activatesRemaining: 1 });
    const legal = legalCommands(state);
    expect(legal.some((c) => c.type === "Attack" && c.attacker === uid)).toBe(false);
    expect(legal.filter((c) => c.type === "Activate" && c.entity === uid).length).toBeGreaterThan(0);
    expect(step(state, { type: "Attack", side: 0, attacker: uid, target: "leader:1" })).toMatchObject({
      code: REFUSAL.noAttacksLeft,
    });
  });

  it("activating may happen on the entering turn, does not consume the attack, and works once", () => {
    const s = freshMatch();
    const pinger = place(s, 0, T.pinger.id);
    const first = ok(s, { type: "Activate", side: 0, entity: pinger.uid, targets: ["leader:1"] });
    expect(entity(first.state, pinger.uid)).toMatchObject({ attacksRemaining: 1, activatesRemaining: 0 });
    expect(
      step(first.state, { type: "Activate", side: 0, entity: pinger.uid, targets: ["leader:1"] }),
    ).toMatchObject({
      code: REFUSAL.noActivatesLeft,
    });
    const hit = ok(first.state, { type: "Attack", side: 0, attacker: pinger.uid, target: "leader:1" });
    expect(hit.state.players[1].health).toBe(20 - 1 - 1);
  });

  it("attacking needs an effective attack above 0", () => {
    const s = freshMatch();
    const wall = place(s, 0, T.wall.id);
    expect(step(s, { type: "Attack", side: 0, attacker: wall.uid, target: "leader:1" })).toMatchObject({
      ok: false,
      code: REFUSAL.attackZero,
    });
  });

  it("a creature summoned at the opponent's turn end gets its attack at its controller's next BeginTurn", () => {
    const nest = card({
      id: "t.nest",
      type: "field",
      cost: 0,
      abilities: [{ when: "OpponentTurnEnd", effects: [{ action: "Summon", card: T.bear.id }] }],
    });
    const s = freshMatch([nest]);
    place(s, 1, nest.id);
    const ended = endTurn(s);
    const summoned = ofType(ended.events, "EntityEntered").find((e) => e.summoned)!;
    expect(summoned.controller).toBe(1);
    // Entered with no attack; side 1's BeginTurn (in the same EndTurn step) granted it one.
    expect(entity(ended.state, summoned.uid)?.attacksRemaining).toBe(1);
    const grant = ended.events.findIndex((e) => e.type === "TurnBegan");
    expect(ended.events.indexOf(summoned)).toBeLessThan(grant);
    ok(ended.state, { type: "Attack", side: 1, attacker: summoned.uid, target: "leader:0" });
  });
});

describe("BeginTurn grants attacks and activates before the TurnStart triggers fire", () => {
  /** A field of side 1 whose TurnStart summons a pinger (1/2 creature with an activated ability). */
  const den = card({
    id: "t.den",
    type: "field",
    cost: 0,
    abilities: [{ when: "TurnStart", effects: [{ action: "Summon", card: T.pinger.id }] }],
  });

  it("a creature a TurnStart trigger summons enters after the grant: no attack that turn, but it may activate", () => {
    const s = freshMatch([den]);
    place(s, 1, den.id);
    const { state, events } = endTurn(s); // side 1's BeginTurn: grant, then TurnStart summons
    const summoned = ofType(events, "EntityEntered").find((e) => e.summoned)!;
    expect(summoned.controller).toBe(1);
    expect(events.findIndex((e) => e.type === "TurnBegan")).toBeLessThan(events.indexOf(summoned));
    expect(entity(state, summoned.uid)).toMatchObject({ attacksRemaining: 0, activatesRemaining: 1 });
    const legal = legalCommands(state);
    expect(legal.some((c) => c.type === "Attack" && c.attacker === summoned.uid)).toBe(false);
    expect(legal.some((c) => c.type === "Activate" && c.entity === summoned.uid)).toBe(true);
    expect(
      step(state, { type: "Attack", side: 1, attacker: summoned.uid, target: "leader:0" }),
    ).toMatchObject({
      code: REFUSAL.noAttacksLeft,
    });
    const pinged = ok(state, { type: "Activate", side: 1, entity: summoned.uid, targets: ["leader:0"] });
    expect(pinged.state.players[0].health).toBe(19);
    // Its controller's next BeginTurn grants both.
    const next = endTurn(endTurn(pinged.state).state).state;
    expect(entity(next, summoned.uid)).toMatchObject({ attacksRemaining: 1, activatesRemaining: 1 });
  });

  it("an entity that used its attack and activation gets both back at its controller's next BeginTurn, not the opponent's", () => {
    const s = freshMatch();
    const pinger = place(s, 0, T.pinger.id);
    let state = ok(s, { type: "Activate", side: 0, entity: pinger.uid, targets: ["leader:1"] }).state;
    state = ok(state, { type: "Attack", side: 0, attacker: pinger.uid, target: "leader:1" }).state;
    expect(entity(state, pinger.uid)).toMatchObject({ attacksRemaining: 0, activatesRemaining: 0 });
    state = endTurn(state).state;
    expect(entity(state, pinger.uid)).toMatchObject({ attacksRemaining: 0, activatesRemaining: 0 });
    state = endTurn(state).state;
    expect(entity(state, pinger.uid)).toMatchObject({ attacksRemaining: 1, activatesRemaining: 1 });
  });

  it("a TurnStart trigger that raises a 0-attack creature's attack lets it attack that same turn", () => {
    const drill = card({
      id: "t.drill",
      type: "field",
      cost: 0,
      abilities: [
        {
          when: "TurnStart",
          effects: [{ action: "ModifyAttack", target: "allFriendlyCreatures", amount: 2 }],
        },
      ],
    });
    const s = freshMatch([drill]);
    place(s, 1, drill.id);
    const wall = place(s, 1, T.wall.id, { attacksRemaining: 0 });
    const { state } = endTurn(s);
    expect(entity(state, wall.uid)).toMatchObject({ attack: 2, attacksRemaining: 1 });
    const hit = ok(state, { type: "Attack", side: 1, attacker: wall.uid, target: "leader:0" });
    expect(ofType(hit.events, "Damage")).toEqual([
      { type: "Damage", source: wall.uid, target: "leader:0", requested: 2, applied: 2 },
    ]);
  });
});

describe("attacks use the effective (modified) attack", () => {
  const rally = spell("t.rally", [{ action: "ModifyAttack", target: "allFriendlyCreatures", amount: 3 }]);
  const weaken = spell("t.weaken2", [{ action: "ModifyAttack", target: "allEnemyCreatures", amount: -2 }]);

  it("a raised attack is what the attacker deals, and makes a 0-attack creature able to attack", () => {
    const s = freshMatch([rally]);
    const wall = place(s, 0, T.wall.id);
    const bear = place(s, 0, T.bear.id);
    expect(legalCommands(s).some((c) => c.type === "Attack" && c.attacker === wall.uid)).toBe(false);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, rally.id) });
    expect(legalCommands(state).some((c) => c.type === "Attack" && c.attacker === wall.uid)).toBe(true);
    const first = ok(state, { type: "Attack", side: 0, attacker: wall.uid, target: "leader:1" });
    const second = ok(first.state, { type: "Attack", side: 0, attacker: bear.uid, target: "leader:1" });
    expect(ofType([...first.events, ...second.events], "Damage").map((e) => [e.source, e.requested])).toEqual(
      [
        [wall.uid, 3],
        [bear.uid, 5],
      ],
    );
    expect(second.state.players[1].health).toBe(20 - 3 - 5);
  });

  it("an attack lowered to 0 is refused as attack 0 and is not a legal command", () => {
    const s = freshMatch([weaken]);
    const bear = place(s, 1, T.bear.id);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, weaken.id) });
    const turn = endTurn(state).state;
    expect(entity(turn, bear.uid)).toMatchObject({ attack: 0, attacksRemaining: 1 });
    expect(legalCommands(turn).some((c) => c.type === "Attack" && c.attacker === bear.uid)).toBe(false);
    expect(step(turn, { type: "Attack", side: 1, attacker: bear.uid, target: "leader:0" })).toMatchObject({
      ok: false,
      code: REFUSAL.attackZero,
    });
  });

  it("a defender strikes back with its modified attack", () => {
    const s = freshMatch([weaken]);
    const giant = place(s, 1, T.giant.id); // 5/5, weakened to 3
    const bear = place(s, 0, T.bear.id); // 2/2
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, weaken.id) });
    const fight = ok(state, { type: "Attack", side: 0, attacker: bear.uid, target: giant.uid });
    expect(ofType(fight.events, "Damage").map((e) => [e.target, e.requested, e.applied])).toEqual([
      [giant.uid, 2, 2],
      [bear.uid, 3, 2],
    ]);
    expect(entity(fight.state, bear.uid)).toBeUndefined();
    expect(entity(fight.state, giant.uid)).toMatchObject({ health: 3 });
  });
});

describe("leader health: 20 by default, encounters set their own", () => {
  /** The shipped content with its manifest's `run` block changed. */
  function contentWith(run: (r: Record<string, unknown>) => Record<string, unknown>): ContentBundle {
    const result = assembleContent((file) => {
      const data = JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"));
      return file === "manifest.json" ? { ...data, run: run(data.run) } : data;
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    return result.value;
  }
  const withoutHealth = ({ playerHealth: _, ...rest }: Record<string, unknown>) => rest;

  it("a run whose content sets no playerHealth starts every fight with the player's leader at 20 of 20", () => {
    const content = contentWith(withoutHealth);
    const { state: run } = createRun(content, "health-default", ["ember", "tide"]);
    const encounter = content.encounters.find((e) => e.id === content.run.map[0])!;
    expect(run.match!.players[0]).toMatchObject({ health: 20, maxHealth: 20 });
    expect(run.match!.players[1]).toMatchObject({ health: encounter.health, maxHealth: encounter.health });
    expect(encounter.health).not.toBe(20);
    const duel = createMatch("duel", decksSetup(content, ["ember"], ["tide"])).state;
    expect(duel.players.map((p) => [p.health, p.maxHealth])).toEqual([
      [20, 20],
      [20, 20],
    ]);
  });

  it("content that sets playerHealth gets it, and a leader is never healed above where it started", () => {
    const content = contentWith((r) => ({ ...r, playerHealth: 27 }));
    const { state: run } = createRun(content, "health-set", ["ember", "tide"]);
    expect(run.match!.players[0]).toMatchObject({ health: 27, maxHealth: 27 });
    const duel = createMatch("duel", decksSetup(content, ["ember"], ["tide"])).state;
    expect(duel.players.map((p) => p.health)).toEqual([27, 27]);
    const mend = spell("t.mend2", [{ action: "Heal", target: "controller", amount: 5 }]);
    const bolt = spell("t.bolt2", [{ action: "DealDamage", target: "controller", amount: 3 }]);
    const s = freshMatch([mend, bolt]);
    const hurt = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, bolt.id) }).state;
    const healed = ok(hurt, { type: "PlayCard", side: 0, card: give(hurt, 0, mend.id) });
    expect(ofType(healed.events, "Heal")[0]).toMatchObject({ requested: 5, applied: 3 });
    expect(healed.state.players[0]).toMatchObject({ health: 20, maxHealth: 20 });
  });
});

describe("damage and heal record Requested and Applied", () => {
  it("applied damage stops at the creature's health; healing stops at the maximum; a field takes 0", () => {
    const blast = spell("t.blast", [{ action: "DealDamage", target: "chosen", amount: 5 }], "anyEntity");
    const mend = spell("t.mend", [{ action: "Heal", target: "controller", amount: 3 }]);
    const s = freshMatch([blast, mend]);
    const bear = place(s, 1, T.bear.id);
    const blastUid = give(s, 0, blast.id);
    const hit = ok(s, { type: "PlayCard", side: 0, card: blastUid, targets: [bear.uid] });
    expect(ofType(hit.events, "Damage")).toEqual([
      { type: "Damage", source: blastUid, target: bear.uid, requested: 5, applied: 2 },
    ]);
    const mendUid = give(hit.state, 0, mend.id);
    const heal = ok(hit.state, { type: "PlayCard", side: 0, card: mendUid });
    expect(ofType(heal.events, "Heal")).toEqual([
      { type: "Heal", source: mendUid, target: "leader:0", requested: 3, applied: 0 },
    ]);
    const field = heal.state.board[1]!.uid;
    const onField = ok(heal.state, {
      type: "PlayCard",
      side: 0,
      card: give(heal.state, 0, blast.id),
      targets: [field],
    });
    expect(ofType(onField.events, "Damage")[0]).toMatchObject({ requested: 5, applied: 0 });
  });

  it("a step nobody reads (playMatch without onStep) applies the damage and makes no event", () => {
    for (const log of [true, false]) {
      const s = cloneMatch(freshMatch([]));
      const before = s.players[1].health;
      const ctx = newContext(s, true, log);
      damageLeader(ctx, 1, 3, null);
      expect(s.players[1].health).toBe(before - 3);
      expect(ctx.events).toEqual(
        log ? [{ type: "Damage", source: null, target: "leader:1", requested: 3, applied: 3 }] : [],
      );
    }
  });
});

describe("countdown", () => {
  it("ticks only at the end of its controller's turn and destroys the entity at 0", () => {
    let s = freshMatch();
    const timer = place(s, 1, T.timer.id);
    s = endTurn(s).state; // side 0 ends: not the controller
    expect(entity(s, timer.uid)?.countdown).toBe(2);
    s = endTurn(s).state; // side 1 ends
    expect(entity(s, timer.uid)?.countdown).toBe(1);
    s = endTurn(s).state;
    const last = endTurn(s);
    expect(entity(last.state, timer.uid)).toBeUndefined();
    expect(ofType(last.events, "Destroyed").map((e) => e.uid)).toContain(timer.uid);
  });
});

describe("the five triggers and their order", () => {
  const field = (id: string, when: string, effects: Record<string, unknown>[]) =>
    card({ id, type: "field", cost: 0, abilities: [{ when, effects }] });

  it("TurnStart fires for the side whose turn begins, before its draw", () => {
    const burn = field("t.burn", "TurnStart", [{ action: "DealDamage", target: "opponent", amount: 1 }]);
    const s = freshMatch([burn]);
    place(s, 1, burn.id);
    const { state, events } = endTurn(s);
    expect(state.players[0].health).toBe(19);
    const types = events.map((e) => e.type);
    expect(types.indexOf("TriggerFired")).toBeLessThan(types.lastIndexOf("CardDrawn"));
  });

  it("OnDestroyed fires for the destroyed entity, with its destroyer as triggerSource", () => {
    const spite = card({
      id: "t.spite",
      type: "creature",
      cost: 0,
      attack: 0,
      health: 1,
      abilities: [
        { when: "OnDestroyed", effects: [{ action: "DealDamage", target: "triggerSource", amount: 3 }] },
      ],
    });
    const s = freshMatch([spite]);
    const victim = place(s, 1, spite.id);
    const giant = place(s, 0, T.giant.id);
    const { state, events } = ok(s, { type: "Attack", side: 0, attacker: giant.uid, target: victim.uid });
    expect(ofType(events, "TriggerFired")).toEqual([
      { type: "TriggerFired", uid: victim.uid, card: spite.id, trigger: "OnDestroyed" },
    ]);
    expect(entity(state, giant.uid)?.health).toBe(2);
  });

  it("OnEnterBoard listeners of the same side fire when a creature enters (not a field, not itself)", () => {
    const cheer = card({
      id: "t.cheer",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 1,
      abilities: [
        { when: "OnEnterBoard", effects: [{ action: "ModifyHealth", target: "triggerSource", amount: 1 }] },
      ],
    });
    const s = freshMatch([cheer]);
    const listener = place(s, 0, cheer.id);
    place(s, 1, cheer.id);
    const bear = give(s, 0, T.bear.id);
    s.players[0].energy = 5;
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: bear });
    expect(ofType(events, "TriggerFired").map((e) => e.uid)).toEqual([listener.uid]);
    expect(entity(state, bear)).toMatchObject({ health: 3, maxHealth: 3 });
    const own = ok(state, { type: "PlayCard", side: 0, card: give(state, 0, cheer.id) });
    expect(ofType(own.events, "TriggerFired").map((e) => e.uid)).toEqual([listener.uid]);
    const fieldPlay = ok(own.state, { type: "PlayCard", side: 0, card: give(own.state, 0, T.timer.id) });
    expect(ofType(fieldPlay.events, "TriggerFired")).toEqual([]);
  });

  it("OpponentTurnEnd fires when the opponent ends a turn, not its own side", () => {
    const tide = field("t.tide", "OpponentTurnEnd", [{ action: "Draw", amount: 1 }]);
    let s = freshMatch([tide]);
    place(s, 0, tide.id);
    const fired = (events: MatchEvent[]) =>
      ofType(events, "TriggerFired").filter((e) => e.trigger === "OpponentTurnEnd");
    const own = endTurn(s);
    expect(fired(own.events)).toEqual([]);
    s = own.state;
    const theirs = endTurn(s);
    expect(fired(theirs.events).map((e) => e.card)).toEqual([tide.id]);
    expect(theirs.state.players[0].hand).toHaveLength(s.players[0].hand.length + 2);
  });

  it("OnSupply fires when its controller gains energy (not the opponent), with the supplier as triggerSource", () => {
    const glow = card({
      id: "t.glow",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 1,
      abilities: [
        { when: "OnSupply", effects: [{ action: "ModifyAttack", target: "triggerSource", amount: 1 }] },
      ],
    });
    const s = freshMatch([glow]);
    const g = place(s, 0, glow.id);
    const pump = place(s, 0, glow.id);
    const supplies = (events: MatchEvent[]) =>
      ofType(events, "TriggerFired").filter((e) => e.trigger === "OnSupply");
    const theirs = endTurn(s); // side 1's TurnStart: side 1's base field supplies side 1
    expect(ofType(theirs.events, "EnergyGenerated").map((e) => e.side)).toEqual([1]);
    expect(supplies(theirs.events)).toEqual([]);
    const { state, events } = endTurn(theirs.state); // side 0's TurnStart: its base field supplies 1
    expect(supplies(events).map((e) => e.uid)).toEqual([g.uid, pump.uid]);
    // triggerSource is the supplier (the base field #1): a field has no attack, so nothing changes.
    expect(ofType(events, "EnergyGenerated")).toEqual([
      { type: "EnergyGenerated", side: 0, amount: 1, source: state.board[0]!.uid },
    ]);
    expect(ofType(events, "AttackModified")).toEqual([]);
    // A creature that supplies is the triggerSource of its side's OnSupply listeners.
    const spark = card({
      id: "t.sparky",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 1,
      abilities: [{ when: "activated", effects: [{ action: "GenerateEnergy", amount: 1 }] }],
    });
    const t = freshMatch([glow, spark]);
    const listener = place(t, 0, glow.id);
    const supplier = place(t, 0, spark.id);
    const fed = ok(t, { type: "Activate", side: 0, entity: supplier.uid });
    expect(supplies(fed.events).map((e) => e.uid)).toEqual([listener.uid]);
    expect(entity(fed.state, supplier.uid)?.attack).toBe(2);
    expect(entity(fed.state, listener.uid)?.attack).toBe(1);
  });

  it("resolves listeners in board order and the queue first in, first out", () => {
    const spawner = field("t.spawner", "TurnStart", [{ action: "Summon", card: T.wall.id }]);
    const later = field("t.later", "TurnStart", [{ action: "GenerateEnergy", amount: 1 }]);
    const watcher = field("t.watcher", "OnEnterBoard", [{ action: "Draw", amount: 1 }]);
    const t = freshMatch([spawner, later, watcher]);
    const ids = [place(t, 1, spawner.id).uid, place(t, 1, later.id).uid, place(t, 1, watcher.id).uid];
    const { events } = endTurn(t);
    // Side 1's base field first (board order), then the spawner and `later` (queued at TurnStart),
    // then the watcher woken by the spawner's summon (queued behind them).
    expect(ofType(events, "TriggerFired").map((e) => e.uid)).toEqual([t.board[1]!.uid, ...ids]);
  });
});

describe("the trigger limit", () => {
  it("stops a runaway chain after 200 triggers in one command with a TriggerLimit event", () => {
    // A phoenix that comes back when destroyed, and a field that destroys every creature entering.
    const phoenix = card({
      id: "t.phoenix",
      type: "creature",
      cost: 0,
      attack: 1,
      health: 1,
      abilities: [{ when: "OnDestroyed", effects: [{ action: "Summon", card: "t.phoenix" }] }],
    });
    const trap = card({
      id: "t.trap",
      type: "field",
      cost: 0,
      abilities: [{ when: "OnEnterBoard", effects: [{ action: "Destroy", target: "triggerSource" }] }],
    });
    const s = freshMatch([phoenix, trap]);
    place(s, 0, trap.id);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, phoenix.id) });
    expect(ofType(events, "TriggerFired")).toHaveLength(200);
    expect(ofType(events, "TriggerLimit")).toEqual([{ type: "TriggerLimit", dropped: 1 }]);
    expect(state.status).toBe("playing");
    expect(legalCommands(state).at(-1)).toEqual({ type: "EndTurn", side: 0 });
  });
});

describe("winning", () => {
  it("a side whose leader reaches 0 loses", () => {
    const bolt = spell("t.bolt", [{ action: "DealDamage", target: "opponent", amount: 25 }]);
    const s = freshMatch([bolt]);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, bolt.id) });
    expect(state).toMatchObject({ status: "over", winner: 0, endReason: "leader_defeated" });
    expect(events.at(-1)).toEqual({ type: "MatchEnded", winner: 0, reason: "leader_defeated" });
    expect(legalCommands(state)).toEqual([]);
    expect(step(state, { type: "EndTurn", side: 0 })).toMatchObject({ code: REFUSAL.matchOver });
  });

  it("when both leaders reach 0 in one resolution, the side whose turn it is loses", () => {
    const doom = spell("t.doom", [
      { action: "DealDamage", target: "opponent", amount: 30 },
      { action: "DealDamage", target: "controller", amount: 30 },
    ]);
    const s = freshMatch([doom]);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, doom.id) });
    expect(state).toMatchObject({ status: "over", winner: 1, endReason: "both_defeated" });
  });

  it("a draw into a full hand (10) burns the card into the graveyard", () => {
    const s = freshMatch();
    while (s.players[1].hand.length < 10) give(s, 1, T.filler.id);
    const top = s.players[1].deck.at(-1)!;
    const { state, events } = endTurn(s);
    expect(ofType(events, "CardBurned")).toEqual([
      { type: "CardBurned", side: 1, uid: top.uid, card: top.card },
    ]);
    expect(state.players[1].hand).toHaveLength(10);
    expect(state.players[1].graveyard.map((c) => c.uid)).toEqual([top.uid]);
  });

  it("a match that reaches the turn limit ends in a draw", () => {
    const cards: Record<string, CardDefinition> = { [T.wall.id]: T.wall };
    const deck = Array.from({ length: 10 }, (_, i) => ({
      uid: `w${i}`,
      card: T.wall.id,
      holderId: "test",
      cost: 0,
      attack: 0,
      health: 5,
    }));
    let { state: s } = createMatch("limit", {
      sides: [
        { name: "A", health: 20, deck },
        { name: "B", health: 20, deck },
      ],
      cards,
      options: { maxTurns: 3 },
    });
    s = endTurn(endTurn(s).state).state;
    expect(s.turn).toBe(3);
    const { state, events } = endTurn(s);
    expect(state).toMatchObject({ status: "over", winner: null, endReason: "turn_limit", turn: 3 });
    expect(events.at(-1)).toEqual({ type: "MatchEnded", winner: null, reason: "turn_limit" });
  });

  it("drawing from an empty deck deals growing fatigue damage", () => {
    let s = freshMatch();
    s.players[1].deck = [];
    const first = endTurn(s);
    expect(ofType(first.events, "Fatigue")).toEqual([{ type: "Fatigue", side: 1, amount: 1 }]);
    s = endTurn(first.state).state;
    const second = endTurn(s);
    expect(
      ofType(second.events, "Damage")
        .filter((e) => e.target === "leader:1")
        .map((e) => e.applied),
    ).toEqual([2]);
  });
});
