import type { Entity, MatchEvent, MatchState, TargetRef } from "@rulekit/card-combat";

/**
 * What the step on screen did, for the table to show where it happened: who attacked whom, the damage
 * and healing each target took (applied amounts), and the creatures and fields that were destroyed — drawn
 * as fading cards in the place they had (`before` is the state the step started from).
 */
export interface RecentStep {
  attacks: { attacker: string; target: TargetRef }[];
  /** Per target: applied damage (negative) and healing (positive), summed over the step. */
  hits: Map<TargetRef, { damage: number; heal: number }>;
  fallen: { entity: Entity; index: number; cause: "damage" | "effect" | "countdown" }[];
}

export const NOTHING: RecentStep = { attacks: [], hits: new Map(), fallen: [] };

export function recentStep(before: MatchState | undefined, events: readonly MatchEvent[]): RecentStep {
  if (!before) return NOTHING;
  const attacks: RecentStep["attacks"] = [];
  const hits = new Map<TargetRef, { damage: number; heal: number }>();
  const fallen: RecentStep["fallen"] = [];
  const hit = (target: TargetRef) => {
    let entry = hits.get(target);
    if (!entry) hits.set(target, (entry = { damage: 0, heal: 0 }));
    return entry;
  };
  for (const e of events) {
    if (e.type === "AttackDeclared") attacks.push({ attacker: e.attacker, target: e.target });
    else if (e.type === "Damage" && e.applied > 0) hit(e.target).damage += e.applied;
    else if (e.type === "Heal" && e.applied > 0) hit(e.target).heal += e.applied;
    else if (e.type === "Destroyed") {
      const index = before.board.findIndex((b) => b.uid === e.uid);
      // A card summoned and destroyed within the same step was never on the board the player saw.
      if (index >= 0) fallen.push({ entity: before.board[index]!, index, cause: e.cause });
    }
  }
  return { attacks, hits, fallen };
}
