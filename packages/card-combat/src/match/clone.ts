import { cloneRng } from "@rulekit/core";
import type { CardInstance, Entity, MatchState, PlayerState } from "../types.js";

/**
 * A copy of a match that shares nothing a step may change in place: board entities (their stats
 * change), the zone arrays (cards move between them) and the RNG. Cards in decks, hands and
 * graveyards are never changed in place (a zone move or a cost change makes a new object), and the
 * definitions are shared. Written out field by field: several times faster than spreads or
 * structuredClone, which matters for the simulator (thousands of matches per second).
 */
export function cloneMatch(s: MatchState): MatchState {
  return copyMatch(s, true);
}

/**
 * The copy a step starts from: a new state object, players tuple and board array that still share
 * the RNG, the players, the board entities and the zone arrays with `s`. The step copies each of
 * those the first time it changes it (`ownRng`, `ownPlayer`, `ownEntity`, `ownZone` in context.ts),
 * so a step that moves one card and hits one creature copies one player, one array and one entity
 * instead of the whole board, both players and six zones.
 */
export function stepCopy(s: MatchState): MatchState {
  return copyMatch(s, false);
}

function copyMatch(s: MatchState, deep: boolean): MatchState {
  const board: Entity[] = deep ? new Array(s.board.length) : s.board.slice();
  if (deep) for (let i = 0; i < board.length; i++) board[i] = cloneEntity(s.board[i] as Entity);
  return {
    seed: s.seed,
    rng: deep ? cloneRng(s.rng) : s.rng,
    turn: s.turn,
    active: s.active,
    status: s.status,
    winner: s.winner,
    endReason: s.endReason,
    players: deep
      ? [clonePlayer(s.players[0], true), clonePlayer(s.players[1], true)]
      : [s.players[0], s.players[1]],
    board,
    nextUid: s.nextUid,
    options: s.options,
    cards: s.cards,
  };
}

/** A player's copy: its zone arrays copied too when `deep`, else shared. */
export function clonePlayer(p: PlayerState, deep: boolean): PlayerState {
  return {
    name: p.name,
    health: p.health,
    maxHealth: p.maxHealth,
    energy: p.energy,
    deck: deep ? p.deck.slice() : p.deck,
    hand: deep ? p.hand.slice() : p.hand,
    graveyard: deep ? p.graveyard.slice() : p.graveyard,
    fatigue: p.fatigue,
  };
}

/** A card's instance fields only (an entity leaving the board drops its board-only fields this way). */
export function cloneCard(c: CardInstance): CardInstance {
  return { uid: c.uid, card: c.card, holderId: c.holderId, cost: c.cost, attack: c.attack, health: c.health };
}

export function cloneEntity(e: Entity): Entity {
  return {
    uid: e.uid,
    card: e.card,
    holderId: e.holderId,
    cost: e.cost,
    attack: e.attack,
    health: e.health,
    controller: e.controller,
    maxHealth: e.maxHealth,
    countdown: e.countdown,
    attacksRemaining: e.attacksRemaining,
    activatesRemaining: e.activatesRemaining,
  };
}
