import {
  type CardInstance,
  type Command,
  type EndReason,
  type Entity,
  leaderSide,
  type MatchEvent,
  type MatchState,
  type Side,
  type TargetRef,
  type Trigger,
} from "@rulekit/card-combat";

/**
 * The match in the words a player uses: cards by name (a position only tells two copies on the board
 * apart), leaders by their side's name, no instance ids (those are shown when a card is inspected).
 * `viewer` is whose hand is private: cards the other side draws or burns stay unnamed unless `reveal`.
 */
export interface Voice {
  viewer: Side;
  reveal: boolean;
}

const OPEN: Voice = { viewer: 0, reveal: true };

/** Every instance a match state holds, wherever it is (board first: it carries the controller). */
function findCard(s: MatchState, uid: string): CardInstance | Entity | undefined {
  for (const e of s.board) if (e.uid === uid) return e;
  for (const p of s.players) {
    for (const c of p.hand) if (c.uid === uid) return c;
    for (const c of p.graveyard) if (c.uid === uid) return c;
    for (const c of p.deck) if (c.uid === uid) return c;
  }
  return undefined;
}

export const cardTitle = (s: MatchState, cardId: string): string => s.cards[cardId]?.name ?? "a card";

/** `Cinder Imp`, or `Cinder Imp #3` when another board entity has the same name (#n is its board place). */
export function entityLabel(s: MatchState, uid: string): string {
  const card = findCard(s, uid);
  if (!card) return "a card";
  const name = cardTitle(s, card.card);
  const index = s.board.findIndex((e) => e.uid === uid);
  if (index < 0) return name;
  const twins = s.board.filter((e) => cardTitle(s, e.card) === name).length;
  return twins > 1 ? `${name} #${index + 1}` : name;
}

/** A target as a player names it: `Ember Scouts' leader`, `your leader`, a card name. */
export function targetLabel(s: MatchState, ref: TargetRef | null): string {
  if (ref === null) return "fatigue";
  const side = leaderSide(ref);
  if (side !== null) return `${possessive(s.players[side].name)} leader`;
  return entityLabel(s, ref);
}

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

export function commandText(s: MatchState, cmd: Command): string {
  const on = (targets?: TargetRef[]) =>
    targets?.length ? ` on ${targets.map((t) => targetLabel(s, t)).join(" and ")}` : "";
  switch (cmd.type) {
    case "PlayCard": {
      const card = findCard(s, cmd.card);
      const cost = card ? ` (${card.cost} energy)` : "";
      return `Play ${entityLabel(s, cmd.card)}${cost}${on(cmd.targets)}`;
    }
    case "Attack":
      return `${entityLabel(s, cmd.attacker)} attacks ${targetLabel(s, cmd.target)}`;
    case "Activate":
      return `Use ${entityLabel(s, cmd.entity)}'s ability${on(cmd.targets)}`;
    case "EndTurn":
      return `${s.players[cmd.side].name} ends the turn`;
  }
}

const TRIGGER_WORDS: Record<Trigger, string> = {
  TurnStart: "start of turn",
  OnDestroyed: "when destroyed",
  OnEnterBoard: "when a creature enters",
  OpponentTurnEnd: "end of the opponent's turn",
  OnSupply: "when energy is supplied",
};

/** Card text with the trigger keywords in words (`TurnStart:` → `Start of turn:`). */
export function cardText(text: string): string {
  return text.replace(
    /\b(TurnStart|OnDestroyed|OnEnterBoard|OpponentTurnEnd|OnSupply):/g,
    (_, t: Trigger) => {
      const words = TRIGGER_WORDS[t];
      return `${words[0]!.toUpperCase()}${words.slice(1)}:`;
    },
  );
}

const DESTROYED_BY = {
  damage: "is destroyed",
  effect: "is destroyed by an effect",
  countdown: "runs out of turns and leaves",
};

/** Why a match ended, in words. */
export function endReasonText(s: MatchState, reason: EndReason, winner: Side | null): string {
  switch (reason) {
    case "leader_defeated": {
      const loser = winner === null ? null : s.players[winner === 0 ? 1 : 0];
      return loser ? `${possessive(loser.name)} leader was brought to 0 health` : "a leader fell";
    }
    case "both_defeated":
      return "both leaders fell at once; the side whose turn it was loses";
    case "turn_limit":
      return `the match reached its ${s.options.maxTurns}-turn limit`;
  }
}

export function outcomeTitle(s: MatchState, winner: Side | null): string {
  return winner === null ? "Draw" : `${s.players[winner].name} wins`;
}

/** One event as a log line; the other side's hidden cards stay unnamed in a player's view. */
export function eventText(s: MatchState, e: MatchEvent, voice: Voice = OPEN): string {
  const side = (n: Side) => s.players[n].name;
  const hidden = (n: Side) => !voice.reveal && n !== voice.viewer;
  const amount = (n: number) => `${n} energy`;
  switch (e.type) {
    case "MatchStarted":
      return `The match begins; ${side(e.first)} plays first`;
    case "TurnBegan":
      return `Turn ${e.turn}: ${side(e.side)}`;
    case "TurnEnded":
      return `${side(e.side)} ends turn ${e.turn}`;
    case "CardDrawn":
      return hidden(e.side)
        ? `${side(e.side)} draws a card`
        : `${side(e.side)} draws ${cardTitle(s, e.card)}`;
    case "CardBurned":
      return `${possessive(side(e.side))} hand is full: ${cardTitle(s, e.card)} is burned`;
    case "Fatigue":
      return `${possessive(side(e.side))} deck is empty: ${e.amount} fatigue damage`;
    case "CardPlayed": {
      const on = e.targets?.length ? ` on ${e.targets.map((t) => targetLabel(s, t)).join(" and ")}` : "";
      return `${side(e.side)} plays ${cardTitle(s, e.card)} for ${amount(e.cost)}${on}`;
    }
    case "EntityEntered":
      return `${cardTitle(s, e.card)} ${e.summoned ? "is summoned" : "enters the board"} for ${side(e.controller)}`;
    case "SummonRefused":
      return `${cardTitle(s, e.card)} could not be summoned: the board is full`;
    case "EnergyGenerated":
      return `${side(e.side)} gains ${amount(e.amount)}${e.source ? ` from ${targetLabel(s, e.source)}` : ""}`;
    case "AttackDeclared":
      return `${targetLabel(s, e.attacker)} attacks ${targetLabel(s, e.target)}`;
    case "Activated":
      return `${possessive(cardTitle(s, e.card))} ability is used (${amount(e.cost)})`;
    case "Damage":
      return `${e.source ? targetLabel(s, e.source) : "Fatigue"} deals damage to ${targetLabel(s, e.target)}`;
    case "Heal":
      return `${e.source ? targetLabel(s, e.source) : "An effect"} heals ${targetLabel(s, e.target)}`;
    case "Discarded":
      return hidden(e.side)
        ? `${side(e.side)} discards a card`
        : `${side(e.side)} discards ${cardTitle(s, e.card)}`;
    case "Destroyed":
      return `${cardTitle(s, e.card)} (${side(e.controller)}) ${DESTROYED_BY[e.cause]}`;
    case "AttackModified":
      return `${targetLabel(s, e.uid)}: attack ${signed(e.amount)}, now ${e.attack}`;
    case "HealthModified":
      return `${targetLabel(s, e.uid)}: health ${signed(e.amount)}, now ${e.health}/${e.maxHealth}`;
    case "CostModified":
      return `A card in hand costs ${signed(e.amount)}, now ${e.cost}`;
    case "CountdownModified":
      return `${targetLabel(s, e.uid)}: ${signed(e.amount)} turns, ${turnsLeft(e.countdown)}`;
    case "CountdownTicked":
      return `${targetLabel(s, e.uid)}: ${turnsLeft(e.countdown)}`;
    case "TriggerFired":
      return `${cardTitle(s, e.card)} (${TRIGGER_WORDS[e.trigger]})`;
    case "TriggerLimit":
      return `Too many chained effects: ${e.dropped} were dropped`;
    case "MatchEnded":
      return `${outcomeTitle(s, e.winner)}: ${endReasonText(s, e.reason, e.winner)}`;
  }
}

const turnsLeft = (n: number) => (n === 1 ? "1 turn left" : `${n} turns left`);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
