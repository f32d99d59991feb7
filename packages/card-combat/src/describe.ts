import {
  type CardInstance,
  type Command,
  leaderSide,
  type MatchEvent,
  type MatchState,
  type TargetRef,
} from "./types.js";

/**
 * Readable one-liners for commands and events, shared by the CLI and the studio so both tell the match
 * the same way. `s` is any state of the match at or after the moment described (cards that left the
 * board are found in the graveyards).
 */
function findCard(s: MatchState, uid: string): CardInstance | undefined {
  for (const e of s.board) if (e.uid === uid) return e;
  for (const p of s.players) {
    for (const c of p.hand) if (c.uid === uid) return c;
    for (const c of p.graveyard) if (c.uid === uid) return c;
    for (const c of p.deck) if (c.uid === uid) return c;
  }
  return undefined;
}

export function cardName(s: MatchState, id: string): string {
  return s.cards[id]?.name ?? id;
}

/** `Cinder Imp [c12]`, `Ember Scouts (leader)`. */
export function refName(s: MatchState, ref: TargetRef | null): string {
  if (ref === null) return "fatigue";
  const side = leaderSide(ref);
  if (side !== null) return `${s.players[side].name} (leader)`;
  const card = findCard(s, ref);
  return card ? `${cardName(s, card.card)} [${ref}]` : ref;
}

export function describeCommand(s: MatchState, cmd: Command): string {
  const to = (targets?: TargetRef[]) =>
    targets?.length ? ` → ${targets.map((t) => refName(s, t)).join(", ")}` : "";
  switch (cmd.type) {
    case "PlayCard": {
      const card = findCard(s, cmd.card);
      const cost = card ? ` (${card.cost}⚡)` : "";
      return `Play ${refName(s, cmd.card)}${cost}${to(cmd.targets)}`;
    }
    case "Attack": {
      const e = findCard(s, cmd.attacker);
      const stats = e ? ` ${e.attack}/${e.health}` : "";
      return `Attack with ${refName(s, cmd.attacker)}${stats} → ${refName(s, cmd.target)}`;
    }
    case "Activate":
      return `Activate ${refName(s, cmd.entity)}${to(cmd.targets)}`;
    case "EndTurn":
      return "End turn";
  }
}

export function describeEvent(s: MatchState, e: MatchEvent): string {
  const side = (n: 0 | 1) => s.players[n].name;
  switch (e.type) {
    case "MatchStarted":
      return `Match started (seed ${e.seed}); first to play: ${side(e.first)}`;
    case "TurnBegan":
      return `— Turn ${e.turn}: ${side(e.side)} —`;
    case "TurnEnded":
      return `${side(e.side)} ends turn ${e.turn}`;
    case "CardDrawn":
      return `${side(e.side)} draws ${refName(s, e.uid)}`;
    case "CardBurned":
      return `${side(e.side)}'s hand is full: ${refName(s, e.uid)} is burned`;
    case "Fatigue":
      return `${side(e.side)}'s deck is empty: fatigue ${e.amount}`;
    case "CardPlayed":
      return `${side(e.side)} plays ${refName(s, e.uid)} for ${e.cost}⚡${e.targets ? ` → ${e.targets.map((t) => refName(s, t)).join(", ")}` : ""}`;
    case "EntityEntered":
      return `${refName(s, e.uid)} ${e.summoned ? "is summoned" : "enters the board"} for ${side(e.controller)}`;
    case "SummonRefused":
      return `Summon of ${cardName(s, e.card)} refused: the board is full`;
    case "EnergyGenerated":
      return `${side(e.side)} gains ${e.amount}⚡ from ${refName(s, e.source)}`;
    case "AttackDeclared":
      return `${refName(s, e.attacker)} attacks ${refName(s, e.target)}`;
    case "Activated":
      return `${refName(s, e.uid)} is activated (${e.cost}⚡)`;
    case "Damage":
      return `Damage ${refName(s, e.source)} → ${refName(s, e.target)}: requested ${e.requested}, applied ${e.applied}`;
    case "Heal":
      return `Heal ${refName(s, e.source)} → ${refName(s, e.target)}: requested ${e.requested}, applied ${e.applied}`;
    case "Discarded":
      return `${side(e.side)} discards ${refName(s, e.uid)}`;
    case "Destroyed":
      return `${refName(s, e.uid)} is destroyed (${e.cause})`;
    case "AttackModified":
      return `${refName(s, e.uid)} attack ${signed(e.amount)} → ${e.attack}`;
    case "HealthModified":
      return `${refName(s, e.uid)} health ${signed(e.amount)} → ${e.health}/${e.maxHealth}`;
    case "CostModified":
      return `${refName(s, e.uid)} cost ${signed(e.amount)} → ${e.cost}`;
    case "CountdownModified":
      return `${refName(s, e.uid)} countdown ${signed(e.amount)} → ${e.countdown}`;
    case "CountdownTicked":
      return `${refName(s, e.uid)} countdown → ${e.countdown}`;
    case "TriggerFired":
      return `${e.trigger}: ${refName(s, e.uid)}`;
    case "TriggerLimit":
      return `Trigger limit reached: ${e.dropped} queued triggers dropped`;
    case "MatchEnded":
      return e.winner === null
        ? `Match ended in a draw (${e.reason})`
        : `${side(e.winner)} wins (${e.reason})`;
  }
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
