import { RulekitValidationError } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CardDefinition,
  type Command,
  createMatch,
  decksSetup,
  legalCommands,
  type MatchEvent,
  type MatchSetup,
  step,
} from "../src/index.js";
import {
  card,
  endTurn,
  entity,
  freshMatch,
  give,
  loadContent,
  ofType,
  ok,
  place,
  spell,
  T,
} from "./helpers.js";

describe("countdown", () => {
  it("an entity already at countdown 0 is destroyed at its controller's turn end, never ticking below 0", () => {
    const s = freshMatch();
    const spent = place(s, 0, T.timer.id, { countdown: 0 });
    const { state, events } = endTurn(s);
    expect(entity(state, spent.uid)).toBeUndefined();
    expect(ofType(events, "CountdownTicked").filter((e) => e.uid === spent.uid)).toEqual([]);
    expect(ofType(events, "Destroyed")).toContainEqual({
      type: "Destroyed",
      uid: spent.uid,
      card: T.timer.id,
      controller: 0,
      cause: "countdown",
    });
  });

  it("a creature whose countdown runs out is destroyed by the countdown, not by damage", () => {
    const mayfly = card({ id: "t.mayfly", type: "creature", cost: 0, attack: 1, health: 3, countdown: 1 });
    const s = freshMatch([mayfly]);
    const fly = place(s, 0, mayfly.id);
    const { state, events } = endTurn(s);
    expect(entity(state, fly.uid)).toBeUndefined();
    expect(ofType(events, "Destroyed").filter((e) => e.uid === fly.uid)).toEqual([
      { type: "Destroyed", uid: fly.uid, card: mayfly.id, controller: 0, cause: "countdown" },
    ]);
  });
});

describe("queued triggers", () => {
  it("a listener that left the board before its turn in the queue does nothing", () => {
    const purge = card({
      id: "t.purge",
      type: "field",
      cost: 0,
      abilities: [
        { when: "TurnStart", effects: [{ action: "DealDamage", target: "allFriendlyCreatures", amount: 5 }] },
      ],
    });
    const biter = card({
      id: "t.biter",
      type: "creature",
      cost: 0,
      attack: 0,
      health: 1,
      abilities: [{ when: "TurnStart", effects: [{ action: "DealDamage", target: "opponent", amount: 3 }] }],
    });
    const s = freshMatch([purge, biter]);
    const field = place(s, 1, purge.id);
    const victim = place(s, 1, biter.id);
    // Side 1's TurnStart queues the purge, then the biter; the purge destroys the biter first.
    const { state, events } = endTurn(s);
    expect(ofType(events, "Destroyed").map((e) => e.uid)).toEqual([victim.uid]);
    expect(ofType(events, "TriggerFired").map((e) => e.uid)).toEqual([s.board[1]!.uid, field.uid]);
    expect(state.players[0].health).toBe(20);
  });
});

describe("winning", () => {
  it("side 0 whose own leader reaches 0 loses: side 1 wins", () => {
    const folly = spell("t.folly", [{ action: "DealDamage", target: "controller", amount: 25 }]);
    const s = freshMatch([folly]);
    const { state, events } = ok(s, { type: "PlayCard", side: 0, card: give(s, 0, folly.id) });
    expect(state).toMatchObject({ status: "over", winner: 1, endReason: "leader_defeated" });
    expect(ofType(events, "MatchEnded")).toEqual([
      { type: "MatchEnded", winner: 1, reason: "leader_defeated" },
    ]);
    expect(legalCommands(state)).toEqual([]);
  });
});

describe("the event log of a step", () => {
  const spark = card({
    id: "t.tspark",
    type: "creature",
    cost: 0,
    attack: 1,
    health: 1,
    abilities: [{ when: "activated", effects: [{ action: "GenerateEnergy", amount: 1 }] }],
  });
  const jolt = spell("t.tjolt", [{ action: "DealDamage", target: "opponent", amount: 1 }]);

  it("holds only events, starting with the command's own", () => {
    const setup = freshMatch([spark, jolt]);
    const bear = place(setup, 0, T.bear.id);
    const sp = place(setup, 0, spark.id);
    const first = (command: Command) => ok(setup, command).events;
    const isEvent = (e: MatchEvent) => typeof e === "object" && e !== null && typeof e.type === "string";
    const cases: [Command, string][] = [
      [{ type: "PlayCard", side: 0, card: give(setup, 0, jolt.id) }, "CardPlayed"],
      [{ type: "Attack", side: 0, attacker: bear.uid, target: "leader:1" }, "AttackDeclared"],
      [{ type: "Activate", side: 0, entity: sp.uid }, "Activated"],
      [{ type: "EndTurn", side: 0 }, "TurnEnded"],
    ];
    for (const [command, type] of cases) {
      const events = first(command);
      expect(events[0]?.type, command.type).toBe(type);
      expect(events.every(isEvent), command.type).toBe(true);
    }
  });

  it("createMatch's events start with MatchStarted", () => {
    const { events } = createMatch("events", decksSetup(loadContent(), ["ember"], ["tide"]));
    expect(events[0]).toEqual({ type: "MatchStarted", seed: "events", first: 0 });
  });
});

describe("createMatch refuses a set-up that names a card it does not define", () => {
  const wall = { uid: "w", card: T.wall.id, holderId: "test", cost: 0, attack: 0, health: 5 };
  const setup = (deck: (typeof wall)[], cards: Record<string, CardDefinition>): MatchSetup => ({
    sides: [
      { name: "A", health: 20, deck },
      { name: "B", health: 20, deck: [wall] },
    ],
    cards,
  });

  it("a deck card without a definition", () => {
    const make = () =>
      createMatch("x", setup([wall, { ...wall, card: "t.nowhere" }], { [T.wall.id]: T.wall }));
    expect(make).toThrow(RulekitValidationError);
    expect(make).toThrow(/t\.nowhere/);
  });

  it("an effect that summons a card without a definition", () => {
    const caller = spell("t.tcaller", [{ action: "Summon", card: "t.nowhere" }]);
    const make = () => createMatch("x", setup([wall], { [T.wall.id]: T.wall, [caller.id]: caller }));
    expect(make).toThrow(RulekitValidationError);
    expect(make).toThrow(/t\.nowhere/);
  });
});

describe("step never changes the state it is given", () => {
  it("a played spell goes to the graveyard of the new state only", () => {
    const jolt = spell("t.tjolt2", [{ action: "DealDamage", target: "opponent", amount: 1 }]);
    const s = freshMatch([jolt]);
    const uid = give(s, 0, jolt.id);
    const before = JSON.stringify(s);
    const { state } = ok(s, { type: "PlayCard", side: 0, card: uid });
    expect(state.players[0].graveyard.map((c) => c.uid)).toEqual([uid]);
    expect(s.players[0].graveyard).toEqual([]);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("property: along random legal walks with the shipped content, every input state stays as it was", () => {
    const content = loadContent();
    const factions = content.factions.map((f) => f.id);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.nat({ max: 999 }), { minLength: 20, maxLength: 80 }),
        (seed, picks) => {
          let s = createMatch(seed, decksSetup(content, [factions[0]!, factions[1]!], [factions[2]!])).state;
          for (const pick of picks) {
            const legal = legalCommands(s);
            if (legal.length === 0) break;
            const before = JSON.stringify(s);
            const result = step(s, legal[pick % legal.length]!);
            expect(JSON.stringify(s)).toBe(before);
            if (!result.ok) throw new Error(`legal command refused: ${result.code}`);
            s = result.state;
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
