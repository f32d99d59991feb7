import { cloneCard, cloneEntity } from "../match/clone.js";
import { deckCard } from "../match/create.js";
import type { CardInstance, MatchState } from "../types.js";
import type { SimDef } from "./compile.js";

/**
 * A card in a deck, hand or graveyard. `source`: the set-up's deck card it was made from, while it is
 * still in the deck (the state then holds that card's copy, `deckCard`).
 */
export class SimCard {
  constructor(
    public uid: string,
    public def: SimDef,
    public card: string,
    public holderId: string,
    public cost: number,
    public attack: number,
    public health: number,
    public source: CardInstance | null,
  ) {}
}

/**
 * Something a target can be: a board entity, or a leader (`leader` 0 or 1; -1 for entities). `onBoard`
 * says what the step rules' look-up by uid says: an entity that left the board is not found again.
 * It is the card it entered the board as (`source` null), with the fields of an entity.
 */
export class SimEntity extends SimCard {
  onBoard = true;
  /** The command (its serial number) in which something last damaged it, and who (null: no entity). */
  hitIn = -1;
  hitBy: SimEntity | null = null;
  constructor(
    public leader: number,
    card: SimCard,
    public controller: 0 | 1,
    public maxHealth: number,
    public countdown: number | null,
    public attacksRemaining: number,
    public activatesRemaining: number,
  ) {
    super(card.uid, card.def, card.card, card.holderId, card.cost, card.attack, card.health, null);
  }
}

const NO_DEF = null as unknown as SimDef;
const leader = (side: 0 | 1) =>
  new SimEntity(side, new SimCard(`leader:${side}`, NO_DEF, "", "", 0, 0, 0, null), side, 0, null, 0, 0);
/** The two leaders as targets (their health is the players'; nothing of theirs changes here). */
export const LEADERS: readonly [SimEntity, SimEntity] = [leader(0), leader(1)];

/** The zones of both sides and the board, as the simulator holds them; the rest stays in the state. */
export interface SimZones {
  deck: [SimCard[], SimCard[]];
  hand: [SimCard[], SimCard[]];
  graveyard: [SimCard[], SimCard[]];
  board: SimEntity[];
}

/** Writes the zones back into `s` as the step rules' objects (a deck card still in the deck is its own object). */
export function storeZones(s: MatchState, zones: SimZones): void {
  for (const side of [0, 1] as const) {
    const p = s.players[side];
    p.deck = zones.deck[side].map((c) => (c.source ? deckCard(c.source, c.uid) : cloneCard(c)));
    p.hand = zones.hand[side].map(cloneCard);
    p.graveyard = zones.graveyard[side].map(cloneCard);
  }
  s.board = zones.board.map(cloneEntity);
}
