import { END_REASON } from "../constants.js";
import type { Entity } from "../types.js";
import { abilityOf, definition, other, ownEntity, type StepContext } from "./context.js";
import { checkOutcome, finish, isOver } from "./outcome.js";
import { drainTriggers } from "./resolve.js";
import { enqueueListeners } from "./triggers.js";
import { drawCards, settleDeaths } from "./zones.js";

/** A turn stage: a small function over the step's context. Stages run in the order of their list. */
export type TurnStage = (ctx: StepContext) => void;

/** BeginTurn: attacks and activations are granted to the active side's entities. */
export const grantResources: TurnStage = (ctx) => {
  const { s } = ctx;
  if (ctx.log) ctx.events.push({ type: "TurnBegan", side: s.active, turn: s.turn });
  for (const e of s.board) {
    if (e.controller !== s.active) continue;
    const def = definition(s, e.card);
    const attacks = def.type === "creature" ? 1 : 0;
    const activates = abilityOf(def, "activated") ? 1 : 0;
    if (e.attacksRemaining === attacks && e.activatesRemaining === activates) continue;
    const own = ownEntity(ctx, e, false);
    own.attacksRemaining = attacks;
    own.activatesRemaining = activates;
  }
};

/** TurnStart triggers of the active side, in board order. */
export const turnStartTriggers: TurnStage = (ctx) => {
  enqueueListeners(ctx, "TurnStart", ctx.s.active, null);
  drainTriggers(ctx);
  checkOutcome(ctx);
};

export const drawForTurn: TurnStage = (ctx) => {
  drawCards(ctx, ctx.s.active, 1);
  drainTriggers(ctx);
  checkOutcome(ctx);
};

/** Countdowns of the ending controller drop by 1; those at 0 are destroyed (system fields too). */
export const tickCountdowns: TurnStage = (ctx) => {
  const { s } = ctx;
  if (ctx.log) ctx.events.push({ type: "TurnEnded", side: s.active, turn: s.turn });
  for (const found of s.board as Entity[]) {
    if (found.controller !== s.active || found.countdown === null || found.countdown <= 0) continue;
    const e = ownEntity(ctx, found, true);
    const countdown = (e.countdown as number) - 1;
    e.countdown = countdown;
    if (ctx.log) ctx.events.push({ type: "CountdownTicked", uid: e.uid, countdown });
  }
  settleDeaths(ctx, null);
  drainTriggers(ctx);
  checkOutcome(ctx);
};

/** The waiting side's OpponentTurnEnd triggers, in board order. */
export const opponentTurnEndTriggers: TurnStage = (ctx) => {
  enqueueListeners(ctx, "OpponentTurnEnd", other(ctx.s.active), null);
  drainTriggers(ctx);
  checkOutcome(ctx);
};

export const passTurn: TurnStage = (ctx) => {
  const { s } = ctx;
  if (s.turn >= s.options.maxTurns) {
    finish(ctx, null, END_REASON.turnLimit);
    return;
  }
  s.active = other(s.active);
  s.turn += 1;
};

export const BEGIN_TURN: readonly TurnStage[] = [grantResources, turnStartTriggers, drawForTurn];
export const END_TURN: readonly TurnStage[] = [
  tickCountdowns,
  opponentTurnEndTriggers,
  passTurn,
  ...BEGIN_TURN,
];

/** Runs stages in order, stopping as soon as the match is over. */
export function runStages(ctx: StepContext, stages: readonly TurnStage[]): void {
  for (let i = 0; i < stages.length; i++) {
    if (isOver(ctx)) return;
    (stages[i] as TurnStage)(ctx);
  }
}
