import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  assembleContent,
  type CardDefinition,
  CardDefinitionSchema,
  type Command,
  type ContentBundle,
  createMatch,
  type Entity,
  type MatchEvent,
  type MatchState,
  type Side,
  step,
} from "../src/index.js";

export const CONTENT_DIR = fileURLToPath(new URL("../../../levels/card-combat/", import.meta.url));

let content: ContentBundle | undefined;
/** The project's content, assembled from levels/card-combat like the CLI does. */
export function loadContent(): ContentBundle {
  if (content) return content;
  const result = assembleContent((file) => JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8")));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  content = result.value;
  return content;
}

/** A card definition through the real schema (defaults applied, grammar checked). */
export function card(data: Record<string, unknown>): CardDefinition {
  const parsed = CardDefinitionSchema.safeParse({ faction: "test", name: String(data.id), ...data });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

/** Test cards: each isolates one rule or one verb. */
export const T = {
  filler: card({ id: "t.filler", type: "creature", cost: 9, attack: 1, health: 1 }),
  bear: card({ id: "t.bear", type: "creature", cost: 2, attack: 2, health: 2 }),
  wall: card({ id: "t.wall", type: "creature", cost: 1, attack: 0, health: 5 }),
  giant: card({ id: "t.giant", type: "creature", cost: 1, attack: 5, health: 5 }),
  pinger: card({
    id: "t.pinger",
    type: "creature",
    cost: 1,
    attack: 1,
    health: 2,
    abilities: [
      {
        when: "activated",
        choose: "enemyCharacter",
        effects: [{ action: "DealDamage", target: "chosen", amount: 1 }],
      },
    ],
  }),
  plainField: card({ id: "t.field", type: "field", cost: 1 }),
  timer: card({ id: "t.timer", type: "field", cost: 0, countdown: 2 }),
};

export function spell(id: string, effects: Record<string, unknown>[], choose?: string): CardDefinition {
  return card({
    id,
    type: "spell",
    cost: 0,
    abilities: [{ when: "onPlay", ...(choose ? { choose } : {}), effects }],
  });
}

/**
 * A match whose decks are 10 fillers each (cost 9: never playable), with `extra` definitions known.
 * Returned right after side 0's first BeginTurn: side 0 has 1 energy from its base field.
 */
export function freshMatch(extra: CardDefinition[] = [], seed = "test-seed"): MatchState {
  const cards: Record<string, CardDefinition> = { [T.filler.id]: T.filler };
  for (const c of [...Object.values(T), ...extra]) cards[c.id] = c;
  const deck = (p: string) =>
    Array.from({ length: 10 }, (_, i) => ({
      uid: `${p}${i}`,
      card: T.filler.id,
      holderId: "test",
      cost: 9,
      attack: 1,
      health: 1,
    }));
  return createMatch(seed, {
    sides: [
      { name: "A", health: 20, deck: deck("a") },
      { name: "B", health: 20, deck: deck("b") },
    ],
    cards,
  }).state;
}

let uidCounter = 1000;
/** Puts a new instance of a card in a side's hand (test setup only: mutates `s`). */
export function give(s: MatchState, side: Side, id: string, holderId = "test"): string {
  const def = s.cards[id]!;
  const uid = `t${uidCounter++}`;
  s.players[side].hand.push({
    uid,
    card: id,
    holderId,
    cost: def.cost,
    attack: def.attack ?? 0,
    health: def.health ?? 0,
  });
  return uid;
}

/** Puts a new entity on the board, ready to attack and activate (test setup only: mutates `s`). */
export function place(s: MatchState, side: Side, id: string, over: Partial<Entity> = {}): Entity {
  const def = s.cards[id]!;
  const entity: Entity = {
    uid: `t${uidCounter++}`,
    card: id,
    holderId: "test",
    cost: def.cost,
    attack: def.attack ?? 0,
    health: def.health ?? 0,
    controller: side,
    maxHealth: def.health ?? 0,
    countdown: def.countdown ?? null,
    attacksRemaining: def.type === "creature" ? 1 : 0,
    activatesRemaining: def.abilities.some((a) => a.when === "activated") ? 1 : 0,
    ...over,
  };
  s.board.push(entity);
  return entity;
}

/** Steps and fails the test with the refusal when the command is refused. */
export function ok(s: MatchState, cmd: Command): { state: MatchState; events: MatchEvent[] } {
  const result = step(s, cmd);
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
}

export const endTurn = (s: MatchState) => ok(s, { type: "EndTurn", side: s.active });

export function entity(s: MatchState, uid: string): Entity | undefined {
  return s.board.find((e) => e.uid === uid);
}

export const ofType = <T extends MatchEvent["type"]>(events: MatchEvent[], type: T) =>
  events.filter((e): e is Extract<MatchEvent, { type: T }> => e.type === type);
