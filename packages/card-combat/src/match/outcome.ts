import { END_REASON, type EndReason, MATCH_STATUS, type Side } from "../constants.js";
import { other, type StepContext } from "./context.js";

/**
 * A side whose leader reaches 0 loses; when both reach 0 in one resolution, the side whose turn it is
 * loses. Checked after every command and every turn stage, never in the middle of a resolution.
 */
export function checkOutcome(ctx: StepContext): void {
  const s = ctx.s;
  if (s.status !== MATCH_STATUS.playing) return;
  const down0 = s.players[0].health <= 0;
  const down1 = s.players[1].health <= 0;
  if (down0 && down1) finish(ctx, other(s.active), END_REASON.bothDefeated);
  else if (down0) finish(ctx, 1, END_REASON.leaderDefeated);
  else if (down1) finish(ctx, 0, END_REASON.leaderDefeated);
}

export function finish(ctx: StepContext, winner: Side | null, reason: EndReason): void {
  ctx.s.status = MATCH_STATUS.over;
  ctx.s.winner = winner;
  ctx.s.endReason = reason;
  ctx.queue.length = 0;
  if (ctx.log) ctx.events.push({ type: "MatchEnded", winner, reason });
}

export const isOver = (ctx: StepContext): boolean => ctx.s.status !== MATCH_STATUS.playing;
