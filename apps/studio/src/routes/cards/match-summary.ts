import {
  type EndReason,
  leaderSide,
  type MatchEvent,
  type MatchState,
  type Side,
} from "@rulekit/card-combat";

/** What the end-of-match panel says: who won and why, how long it took and the damage each side dealt. */
export interface MatchSummary {
  winner: Side | null;
  reason: EndReason;
  turns: number;
  /** Applied damage each side's cards dealt (to enemy leaders and creatures), and fatigue taken. */
  damageDealt: [number, number];
  /** Damage each leader took in total (applied). */
  leaderDamage: [number, number];
  cardsPlayed: [number, number];
}

/** The side a target belongs to, looked up in the states around the event (entities leave the board). */
function sideOf(ref: string, states: readonly MatchState[]): Side | null {
  const leader = leaderSide(ref);
  if (leader !== null) return leader;
  for (const s of states) {
    const e = s.board.find((b) => b.uid === ref);
    if (e) return e.controller;
  }
  // A spell that dealt it is in its player's hand (before) or graveyard (after).
  for (const s of states) {
    for (const side of [0, 1] as const) {
      const p = s.players[side];
      if (p.hand.some((c) => c.uid === ref) || p.graveyard.some((c) => c.uid === ref)) return side;
    }
  }
  return null;
}

/**
 * Sums a match's events up to the state on screen. `batches[i]` led to `states[i]` (as in a session);
 * null while the match is not over there.
 */
export function matchSummary(
  states: readonly MatchState[],
  batches: readonly MatchEvent[][],
): MatchSummary | null {
  const last = states.at(-1);
  if (last?.status !== "over" || last.endReason === null) return null;
  const damageDealt: [number, number] = [0, 0];
  const leaderDamage: [number, number] = [0, 0];
  const cardsPlayed: [number, number] = [0, 0];
  batches.forEach((batch, i) => {
    const around = [states[i - 1], states[i]].filter((s): s is MatchState => s !== undefined);
    for (const e of batch) {
      if (e.type === "CardPlayed") cardsPlayed[e.side] += 1;
      if (e.type !== "Damage" || e.applied === 0) continue;
      const target = sideOf(e.target, around);
      if (target === null) continue;
      if (leaderSide(e.target) !== null) leaderDamage[target] += e.applied;
      const source = e.source === null ? null : sideOf(e.source, around);
      // Damage is dealt by the other side of its target (fatigue and self-harm are not "dealt").
      if (source !== null && source !== target) damageDealt[source] += e.applied;
    }
  });
  return {
    winner: last.winner,
    reason: last.endReason,
    turns: last.turn,
    damageDealt,
    leaderDamage,
    cardsPlayed,
  };
}
