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
 * apart), leaders by whose they are, no instance ids (those are shown when a card is inspected).
 * `viewer` is whose hand is private: cards the other side draws or burns stay unnamed unless `reveal`.
 * `personal`: a match against the AI, told to its player — "you" and "the opponent", never "Side A".
 */
export interface Voice {
  viewer: Side;
  reveal: boolean;
  personal?: boolean;
}

const OPEN: Voice = { viewer: 0, reveal: true };

/** A side as the sentence names it: its name, its possessive, and whether its verbs take an -s. */
interface Who {
  name: string;
  possessive: string;
  third: boolean;
}

function who(s: MatchState, side: Side, voice: Voice): Who {
  if (voice.personal) {
    return side === voice.viewer
      ? { name: "you", possessive: "your", third: false }
      : { name: "the opponent", possessive: "the opponent's", third: true };
  }
  const name = s.players[side].name;
  return { name, possessive: possessive(name), third: true };
}

/** `draws` for a side named in the third person, `draw` for "you". */
const verb = (w: Who, base: string, third = `${base}s`) => (w.third ? third : base);
const cap = (text: string) => (text.length === 0 ? text : `${text[0]!.toUpperCase()}${text.slice(1)}`);
const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

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

/** Whose card an instance is (the board's controller, else the hand or pile it is in). */
function ownerOf(s: MatchState, uid: string): Side | null {
  const e = s.board.find((b) => b.uid === uid);
  if (e) return e.controller;
  for (const side of [0, 1] as const) {
    const p = s.players[side];
    if ([p.hand, p.graveyard, p.deck].some((pile) => pile.some((c) => c.uid === uid))) return side;
  }
  return null;
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

/**
 * A target as a player names it: `your leader`, `the opponent's Cinder Imp` (against the AI), `Ember Scouts'
 * leader`, a card name (two players at one screen).
 */
export function targetLabel(s: MatchState, ref: TargetRef | null, voice: Voice = OPEN): string {
  if (ref === null) return "fatigue";
  const side = leaderSide(ref);
  if (side !== null) return `${who(s, side, voice).possessive} leader`;
  const owner = voice.personal ? ownerOf(s, ref) : null;
  return owner === null ? entityLabel(s, ref) : `${who(s, owner, voice).possessive} ${entityLabel(s, ref)}`;
}

export function commandText(s: MatchState, cmd: Command, voice: Voice = OPEN): string {
  const on = (targets?: TargetRef[]) =>
    targets?.length ? ` on ${targets.map((t) => targetLabel(s, t, voice)).join(" and ")}` : "";
  const w = who(s, cmd.side, voice);
  switch (cmd.type) {
    case "PlayCard": {
      const card = findCard(s, cmd.card);
      const cost = card ? ` (${card.cost} energy)` : "";
      return cap(`${w.name} ${verb(w, "play")} ${entityLabel(s, cmd.card)}${cost}${on(cmd.targets)}`);
    }
    case "Attack":
      return cap(`${targetLabel(s, cmd.attacker, voice)} attacks ${targetLabel(s, cmd.target, voice)}`);
    case "Activate":
      return cap(`${w.name} ${verb(w, "use")} ${entityLabel(s, cmd.entity)}'s ability${on(cmd.targets)}`);
    case "EndTurn":
      return cap(`${w.name} ${verb(w, "end")} the turn`);
  }
}

export const TRIGGER_WORDS: Record<Trigger, string> = {
  TurnStart: "start of turn",
  OnDestroyed: "when destroyed",
  OnEnterBoard: "when a creature enters",
  OpponentTurnEnd: "end of the opponent's turn",
  OnSupply: "when energy is supplied",
};

const DESTROYED_BY = {
  damage: "is destroyed",
  effect: "is destroyed by an effect",
  countdown: "runs out of turns and leaves",
};

/** Why a match ended, in words. */
export function endReasonText(
  s: MatchState,
  reason: EndReason,
  winner: Side | null,
  voice: Voice = OPEN,
): string {
  switch (reason) {
    case "leader_defeated": {
      const loser = winner === null ? null : winner === 0 ? 1 : 0;
      return loser === null
        ? "a leader fell"
        : `${who(s, loser, voice).possessive} leader was brought to 0 health`;
    }
    case "both_defeated":
      return "both leaders fell at once; the side whose turn it was loses";
    case "turn_limit":
      return `the match reached its ${s.options.maxTurns}-turn limit`;
  }
}

/** `You win` / `You lose` against the AI; `Side A wins` between two players; `Draw`. */
export function outcomeTitle(s: MatchState, winner: Side | null, voice: Voice = OPEN): string {
  if (winner === null) return "Draw";
  if (voice.personal) return winner === voice.viewer ? "You win" : "You lose";
  return `${s.players[winner].name} wins`;
}

/** Whose turn it is, as the status says it: `your turn`, `the opponent's turn`, `Side B to play`. */
export function turnOf(s: MatchState, voice: Voice = OPEN): string {
  if (voice.personal) return s.active === voice.viewer ? "your turn" : "the opponent's turn";
  return `${s.players[s.active].name} to play`;
}

/** One event as a log line; the other side's hidden cards stay unnamed in a player's view. */
export function eventText(s: MatchState, e: MatchEvent, voice: Voice = OPEN): string {
  const hidden = (n: Side) => !voice.reveal && n !== voice.viewer;
  const amount = (n: number) => `${n} energy`;
  const t = (ref: TargetRef | null) => targetLabel(s, ref, voice);
  switch (e.type) {
    case "MatchStarted": {
      const w = who(s, e.first, voice);
      return cap(`the match begins; ${w.name} ${verb(w, "play")} first`);
    }
    case "TurnBegan": {
      const w = who(s, e.side, voice);
      return voice.personal ? `Turn ${e.turn}: ${w.possessive} turn` : `Turn ${e.turn}: ${w.name}`;
    }
    case "TurnEnded": {
      const w = who(s, e.side, voice);
      return cap(`${w.name} ${verb(w, "end")} turn ${e.turn}`);
    }
    case "CardDrawn": {
      const w = who(s, e.side, voice);
      return cap(`${w.name} ${verb(w, "draw")} ${hidden(e.side) ? "a card" : cardTitle(s, e.card)}`);
    }
    case "CardBurned":
      return cap(`${who(s, e.side, voice).possessive} hand is full: ${cardTitle(s, e.card)} is burned`);
    case "Fatigue":
      return cap(`${who(s, e.side, voice).possessive} deck is empty: ${e.amount} fatigue damage`);
    case "CardPlayed": {
      const w = who(s, e.side, voice);
      const on = e.targets?.length ? ` on ${e.targets.map(t).join(" and ")}` : "";
      return cap(`${w.name} ${verb(w, "play")} ${cardTitle(s, e.card)} for ${amount(e.cost)}${on}`);
    }
    case "EntityEntered":
      return `${cardTitle(s, e.card)} ${e.summoned ? "is summoned" : "enters the board"} for ${who(s, e.controller, voice).name}`;
    case "SummonRefused":
      return `${cardTitle(s, e.card)} could not be summoned: the board is full`;
    case "EnergyGenerated": {
      const w = who(s, e.side, voice);
      return cap(`${w.name} ${verb(w, "gain")} ${amount(e.amount)}${e.source ? ` from ${t(e.source)}` : ""}`);
    }
    case "AttackDeclared":
      return cap(`${t(e.attacker)} attacks ${t(e.target)}`);
    case "Activated":
      return `${possessive(cardTitle(s, e.card))} ability is used (${amount(e.cost)})`;
    case "Damage":
      return cap(`${e.source ? t(e.source) : "fatigue"} deals damage to ${t(e.target)}`);
    case "Heal":
      return cap(`${e.source ? t(e.source) : "an effect"} heals ${t(e.target)}`);
    case "Discarded": {
      const w = who(s, e.side, voice);
      return cap(`${w.name} ${verb(w, "discard")} ${hidden(e.side) ? "a card" : cardTitle(s, e.card)}`);
    }
    case "Destroyed":
      return `${cap(who(s, e.controller, voice).possessive)} ${cardTitle(s, e.card)} ${DESTROYED_BY[e.cause]}`;
    case "AttackModified":
      return cap(`${t(e.uid)}: attack ${signed(e.amount)}, now ${e.attack}`);
    case "HealthModified":
      return cap(`${t(e.uid)}: health ${signed(e.amount)}, now ${e.health}/${e.maxHealth}`);
    case "CostModified":
      return `A card in hand costs ${signed(e.amount)}, now ${e.cost}`;
    case "CountdownModified":
      return cap(`${t(e.uid)}: ${signed(e.amount)} turns, ${turnsLeft(e.countdown)}`);
    case "CountdownTicked":
      return cap(`${t(e.uid)}: ${turnsLeft(e.countdown)}`);
    case "TriggerFired":
      return `${cardTitle(s, e.card)} (${TRIGGER_WORDS[e.trigger]})`;
    case "TriggerLimit":
      return `Too many chained effects: ${e.dropped} were dropped`;
    case "MatchEnded":
      return `${outcomeTitle(s, e.winner, voice)}: ${endReasonText(s, e.reason, e.winner, voice)}`;
  }
}

const turnsLeft = (n: number) => (n === 1 ? "1 turn left" : `${n} turns left`);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
