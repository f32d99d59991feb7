import type { Side } from "../constants.js";
import { leaderRef, leaderSide, type TargetRef } from "../types.js";
import { definition, findEntity, ownEntity, ownPlayer, recordHit, type StepContext } from "./context.js";

/**
 * Damage and heal record what was Requested and what was Applied: damage never takes health below 0,
 * healing never above the maximum, and a field has no health at all (Applied 0).
 */
export function damageLeader(ctx: StepContext, side: Side, amount: number, source: string | null): void {
  const applied = Math.min(amount, Math.max(0, ctx.s.players[side].health));
  ownPlayer(ctx, side).health -= applied;
  if (ctx.log)
    ctx.events.push({ type: "Damage", source, target: leaderRef(side), requested: amount, applied });
}

export function damageTarget(ctx: StepContext, ref: TargetRef, amount: number, source: string | null): void {
  const side = leaderSide(ref);
  if (side !== null) {
    damageLeader(ctx, side, amount, source);
    return;
  }
  const entity = findEntity(ctx.s, ref);
  if (!entity) return;
  const creature = definition(ctx.s, entity.card).type === "creature";
  const applied = creature ? Math.min(amount, Math.max(0, entity.health)) : 0;
  if (applied !== 0) ownEntity(ctx, entity, true).health -= applied;
  if (creature) recordHit(ctx, entity.uid, source);
  if (ctx.log) ctx.events.push({ type: "Damage", source, target: ref, requested: amount, applied });
}

export function healTarget(ctx: StepContext, ref: TargetRef, amount: number, source: string | null): void {
  const side = leaderSide(ref);
  let applied = 0;
  if (side !== null) {
    const player = ctx.s.players[side];
    applied = Math.max(0, Math.min(amount, player.maxHealth - player.health));
    if (applied !== 0) ownPlayer(ctx, side).health += applied;
  } else {
    const entity = findEntity(ctx.s, ref);
    if (!entity) return;
    if (definition(ctx.s, entity.card).type === "creature") {
      applied = Math.max(0, Math.min(amount, entity.maxHealth - entity.health));
      if (applied !== 0) ownEntity(ctx, entity, false).health += applied;
    }
  }
  if (ctx.log) ctx.events.push({ type: "Heal", source, target: ref, requested: amount, applied });
}
