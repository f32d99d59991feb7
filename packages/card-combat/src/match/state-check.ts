import { isRngState, parseWith } from "@rulekit/core";
import * as z from "zod/mini";
import { END_REASON, MATCH_STATUS } from "../constants.js";
import { CardDefinitionSchema } from "../schema/card.js";
import { CardInstanceSchema } from "../schema/log.js";
import type { MatchState } from "../types.js";

/**
 * Match states this engine made (createMatch, step) are trusted: they carry a mark only the engine
 * sets, and the contract treats states as immutable. Any other value is checked in full before a step
 * runs on it: the shape, the RNG, and that every card in a zone has a definition in the match.
 */
/**
 * The mark: a private field stamped onto the state (a base-class constructor that returns another
 * object makes the subclass's fields land on that object). Invisible to JSON, structuredClone, spreads
 * and `Object.getOwnPropertySymbols`, so a copy, a parsed file or a hand-made object never carries it,
 * and only this module can set or test it. Cheaper than a WeakSet, whose entries every garbage
 * collection has to visit, and than `Object.defineProperty` (about ten times the cost in V8): the
 * simulator makes hundreds of thousands of states a second.
 */
class Stamp {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: returning the target is how the mark lands on it.
    return target;
  }
}
class TrustMark extends Stamp {
  #trusted = true;
  static has(value: object): boolean {
    return #trusted in value;
  }
}

export function trustMatch<T extends MatchState>(state: T): T {
  // The same object comes back, now marked (a bare `new TrustMark(state)` statement would be
  // dropped by a minifier as unused).
  return new TrustMark(state) as unknown as T;
}

export const isTrustedMatch = (state: unknown): boolean =>
  typeof state === "object" && state !== null && TrustMark.has(state);

const side = z.union([z.literal(0), z.literal(1)]);
const count = z.int().check(z.gte(0));

const EntitySchema = z.extend(CardInstanceSchema, {
  controller: side,
  maxHealth: z.int(),
  countdown: z.nullable(z.int()),
  attacksRemaining: count,
  activatesRemaining: count,
});

const PlayerSchema = z.strictObject({
  name: z.string(),
  health: z.int(),
  maxHealth: z.int(),
  energy: count,
  deck: z.array(CardInstanceSchema),
  hand: z.array(CardInstanceSchema),
  graveyard: z.array(CardInstanceSchema),
  fatigue: count,
});

const MatchStateShape = z.strictObject({
  seed: z.string(),
  rng: z.custom(isRngState, "expected an RNG state"),
  turn: z.int().check(z.gte(1)),
  active: side,
  status: z.enum([MATCH_STATUS.playing, MATCH_STATUS.over]),
  winner: z.nullable(side),
  endReason: z.nullable(z.enum(Object.values(END_REASON) as [string, ...string[]])),
  players: z.tuple([PlayerSchema, PlayerSchema]),
  board: z.array(EntitySchema),
  nextUid: z.int().check(z.gte(1)),
  options: z.strictObject({
    boardCapacity: z.int().check(z.gte(2), z.lte(40)),
    openingHand: z.int().check(z.gte(0), z.lte(10)),
    handLimit: z.int().check(z.gte(1), z.lte(20)),
    maxTurns: z.int().check(z.gte(1), z.lte(1000)),
  }),
  cards: z.record(z.string(), CardDefinitionSchema),
});

/** What is wrong with a match state from outside (a JSON path and why), or null. */
export function matchStateProblem(state: unknown): string | null {
  if (isTrustedMatch(state)) return null;
  const shaped = parseWith(MatchStateShape, state);
  if (!shaped.ok) return `${shaped.issues[0]!.path}: ${shaped.issues[0]!.message}`;
  const s = shaped.value;
  // The engine reads the state it was given, not the checked copy: a default the schema would fill in
  // (a definition's `abilities`) must be there already.
  for (const [id, def] of Object.entries((state as { cards: Record<string, { abilities?: unknown }> }).cards))
    if (!Array.isArray(def.abilities))
      return `$.cards[${JSON.stringify(id)}].abilities: a match state lists every card's abilities ([] for none)`;
  const zones = s.players.flatMap((p, i) =>
    (["deck", "hand", "graveyard"] as const).flatMap((zone) =>
      p[zone].map((card, c) => [`$.players[${i}].${zone}[${c}]`, card.card] as const),
    ),
  );
  for (const [path, card] of [...zones, ...s.board.map((e, i) => [`$.board[${i}]`, e.card] as const)]) {
    if (!s.cards[card]) return `${path}.card: no definition '${card}' in the match`;
  }
  for (const def of Object.values(s.cards))
    for (const ability of def.abilities)
      for (const effect of ability.effects)
        if (effect.card !== undefined && !s.cards[effect.card])
          return `$.cards: '${def.id}' names '${effect.card}', which has no definition`;
  if (s.board.length > s.options.boardCapacity) return "$.board: more entities than the board holds";
  return null;
}
