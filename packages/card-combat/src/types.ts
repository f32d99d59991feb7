import type { RngState } from "@rulekit/core";
import type { EndReason, MatchStatus, Side, Trigger } from "./constants.js";
import type { CardDefinition } from "./schema/card.js";

/**
 * One physical card in a match. It keeps its current cost, stats and HolderId (the faction that owns it,
 * for run upgrades) whichever zone it is in; the definition it was made from never changes.
 */
export interface CardInstance {
  uid: string;
  card: string;
  holderId: string;
  cost: number;
  /** Creatures only (0 for fields and spells). */
  attack: number;
  /** Creatures only (0 for fields and spells). */
  health: number;
}

/** A creature or field on the shared board. */
export interface Entity extends CardInstance {
  controller: Side;
  maxHealth: number;
  /** Turns left (ticks at the end of its controller's turn); null when the card has none. */
  countdown: number | null;
  attacksRemaining: number;
  activatesRemaining: number;
}

/** A target as commands and events name it: an entity uid, or a leader. */
export type TargetRef = string;
const LEADER_REFS: readonly [TargetRef, TargetRef] = ["leader:0", "leader:1"];
export const leaderRef = (side: Side): TargetRef => LEADER_REFS[side];
export const leaderSide = (ref: TargetRef): Side | null =>
  ref === "leader:0" ? 0 : ref === "leader:1" ? 1 : null;

export interface PlayerState {
  name: string;
  health: number;
  maxHealth: number;
  energy: number;
  /** The draw pile; the top card is the LAST element. */
  deck: CardInstance[];
  hand: CardInstance[];
  graveyard: CardInstance[];
  /** Damage the next draw from an empty deck deals (grows by one each time). */
  fatigue: number;
}

export interface MatchOptions {
  boardCapacity: number;
  openingHand: number;
  handLimit: number;
  maxTurns: number;
}

export interface MatchState {
  seed: string;
  rng: RngState;
  /** 1 on the first player's first turn; +1 at every EndTurn. */
  turn: number;
  active: Side;
  status: MatchStatus;
  winner: Side | null;
  endReason: EndReason | null;
  players: [PlayerState, PlayerState];
  /** The shared board in insertion order (both system fields included). */
  board: Entity[];
  nextUid: number;
  options: MatchOptions;
  /** Every definition the match can meet (decks, summons, the system field). Shared, never mutated. */
  cards: Record<string, CardDefinition>;
}

/** One side of a match before it starts. */
export interface SideSetup {
  name: string;
  health: number;
  /** The held cards (8+8 for a run's player), in order; the match shuffles them with its GameRng. */
  deck: CardInstance[];
}

/** Everything but the seed that a match starts from (kept in logs so a replay needs nothing else). */
export interface MatchSetup {
  sides: [SideSetup, SideSetup];
  cards: Record<string, CardDefinition>;
  options?: Partial<MatchOptions>;
}

export type Command =
  | { type: "PlayCard"; side: Side; card: string; targets?: TargetRef[] }
  | { type: "Attack"; side: Side; attacker: string; target: TargetRef }
  | { type: "Activate"; side: Side; entity: string; targets?: TargetRef[] }
  | { type: "EndTurn"; side: Side };

/** What happened, in order. Damage and Heal carry the Requested and the Applied amount. */
export type MatchEvent =
  | { type: "MatchStarted"; seed: string; first: Side }
  | { type: "TurnBegan"; side: Side; turn: number }
  | { type: "TurnEnded"; side: Side; turn: number }
  | { type: "CardDrawn"; side: Side; uid: string; card: string }
  | { type: "CardBurned"; side: Side; uid: string; card: string }
  | { type: "Fatigue"; side: Side; amount: number }
  | { type: "CardPlayed"; side: Side; uid: string; card: string; cost: number; targets?: TargetRef[] }
  | { type: "EntityEntered"; uid: string; card: string; controller: Side; summoned: boolean }
  | { type: "SummonRefused"; card: string; controller: Side; reason: "board_full" }
  | { type: "EnergyGenerated"; side: Side; amount: number; source: string | null }
  | { type: "AttackDeclared"; attacker: string; target: TargetRef }
  | { type: "Activated"; uid: string; card: string; cost: number; targets?: TargetRef[] }
  | {
      type: "Damage";
      source: string | null;
      target: TargetRef;
      requested: number;
      applied: number;
    }
  | { type: "Heal"; source: string | null; target: TargetRef; requested: number; applied: number }
  | { type: "Discarded"; side: Side; uid: string; card: string }
  | {
      type: "Destroyed";
      uid: string;
      card: string;
      controller: Side;
      cause: "damage" | "effect" | "countdown";
    }
  | { type: "AttackModified"; uid: string; amount: number; attack: number }
  | { type: "HealthModified"; uid: string; amount: number; health: number; maxHealth: number }
  | { type: "CostModified"; uid: string; amount: number; cost: number }
  | { type: "CountdownModified"; uid: string; amount: number; countdown: number }
  | { type: "CountdownTicked"; uid: string; countdown: number }
  | { type: "TriggerFired"; uid: string; card: string; trigger: Trigger }
  | { type: "TriggerLimit"; dropped: number }
  | { type: "MatchEnded"; winner: Side | null; reason: EndReason };

export type MatchEventType = MatchEvent["type"];
