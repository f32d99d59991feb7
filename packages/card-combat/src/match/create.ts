import { createRng, shuffleInPlace } from "@rulekit/core";
import { LIMITS, MATCH_STATUS, type Side } from "../constants.js";
import { SYSTEM_FIELD } from "../system-cards.js";
import type {
  CardInstance,
  MatchEvent,
  MatchOptions,
  MatchSetup,
  MatchState,
  PlayerState,
  SideSetup,
} from "../types.js";
import { newContext, requireDefinition } from "./context.js";
import { setupCards } from "./setup-cards.js";
import { trustMatch } from "./state-check.js";
import { BEGIN_TURN, runStages } from "./turn.js";
import { cardUid } from "./uids.js";
import { drawCards, enterBoard, newInstance } from "./zones.js";

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  boardCapacity: LIMITS.boardCapacity,
  openingHand: LIMITS.openingHand,
  handLimit: LIMITS.handLimit,
  maxTurns: LIMITS.maxTurns,
};

function newPlayer(side: SideSetup, firstUid: number, copyDeck: boolean): PlayerState {
  return {
    name: side.name,
    health: side.health,
    maxHealth: side.health,
    energy: 0,
    // Fresh uids so both sides' cards are distinct in the match; cost, stats and HolderId are kept.
    deck: copyDeck ? side.deck.map((card, i) => deckCard(card, cardUid(firstUid + i))) : [],
    hand: [],
    graveyard: [],
    fatigue: 0,
  };
}

/** The copy of a set-up's deck card the match holds: the card with the match's uid. */
export const deckCard = (card: CardInstance, uid: string): CardInstance => ({ ...card, uid });

/**
 * The state a match starts from, before anything of its set-up happens (no shuffle, empty board and
 * hands): the definitions checked, every deck card's definition required. `copyDecks` false leaves
 * the decks empty, for a caller that holds the cards its own way (the simulator).
 */
export function newMatchState(seed: string, setup: MatchSetup, copyDecks: boolean): MatchState {
  // The definitions are shared by every state of the match (never copied, never mutated).
  const { cards, unknownRef } = setupCards(setup);
  const [a, b] = setup.sides;
  const state: MatchState = {
    seed,
    rng: createRng(seed),
    turn: 1,
    active: 0,
    status: MATCH_STATUS.playing,
    winner: null,
    endReason: null,
    players: [newPlayer(a, 1, copyDecks), newPlayer(b, 1 + a.deck.length, copyDecks)],
    board: [],
    nextUid: 1 + a.deck.length + b.deck.length,
    options: { ...DEFAULT_MATCH_OPTIONS, ...setup.options },
    cards,
  };
  // The copies' card ids when there are copies (a card that is not an object has none, as its copy has
  // no `card`), else the set-up's own.
  const decks = copyDecks ? [state.players[0].deck, state.players[1].deck] : [a.deck, b.deck];
  for (const deck of decks)
    for (const card of deck) requireDefinition(state, (card as Partial<CardInstance> | null)?.card as string);
  if (unknownRef !== null) requireDefinition(state, unknownRef);
  return state;
}

/**
 * Starts a match: GameRng from the seed, both decks shuffled (side 0 first), the system field
 * `card.system.base_field` on the board for each side, opening hands of 4, then side 0's first
 * BeginTurn. Returns the state and the events of that setup (the head of the match's event log).
 */
export function createMatch(seed: string, setup: MatchSetup): { state: MatchState; events: MatchEvent[] } {
  return startMatch(seed, setup, true);
}

/** `createMatch`, with its events made only when `log` (else the list is empty). */
export function startMatch(
  seed: string,
  setup: MatchSetup,
  log: boolean,
): { state: MatchState; events: MatchEvent[] } {
  const state = newMatchState(seed, setup, true);
  const ctx = newContext(state, true, log);
  if (ctx.log) ctx.events.push({ type: "MatchStarted", seed, first: 0 });
  for (const side of [0, 1] as Side[]) shuffleInPlace(state.rng, state.players[side].deck);
  for (const side of [0, 1] as Side[]) enterBoard(ctx, newInstance(ctx, SYSTEM_FIELD), side, false);
  for (const side of [0, 1] as Side[]) drawCards(ctx, side, state.options.openingHand);
  runStages(ctx, BEGIN_TURN);
  return { state: trustMatch(ctx.s), events: ctx.events };
}
