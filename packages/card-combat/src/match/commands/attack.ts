import { type Refusal, refuse } from "@rulekit/core";
import { REFUSAL, type RefusalCode } from "../../constants.js";
import { type Command, leaderSide, type MatchState } from "../../types.js";
import { definition, findEntity, other, ownEntity, type StepContext } from "../context.js";
import { damageTarget } from "../damage.js";
import { checkOutcome } from "../outcome.js";
import { drainTriggers } from "../resolve.js";
import { settleDeaths } from "../zones.js";

type Attack = Extract<Command, { type: "Attack" }>;

/** Refusals, in this order: unknown attacker, no attacks left, attack 0, wrong target. */
export function checkAttack(s: MatchState, cmd: Attack): Refusal<RefusalCode> | null {
  const attacker = findEntity(s, cmd.attacker);
  if (!attacker || attacker.controller !== cmd.side || definition(s, attacker.card).type !== "creature")
    return refuse(REFUSAL.unknownCard, `${cmd.attacker} is not one of your creatures on the board`);
  if (attacker.attacksRemaining <= 0)
    return refuse(REFUSAL.noAttacksLeft, `${cmd.attacker} has no attack left`);
  if (attacker.attack <= 0) return refuse(REFUSAL.attackZero, `${cmd.attacker} has 0 attack`);
  const side = leaderSide(cmd.target);
  if (side !== null)
    return side === other(cmd.side) ? null : refuse(REFUSAL.wrongTarget, "attack the enemy leader");
  const target = findEntity(s, cmd.target);
  if (!target || target.controller === cmd.side || definition(s, target.card).type !== "creature")
    return refuse(REFUSAL.wrongTarget, `${cmd.target} is not an enemy creature or the enemy leader`);
  return null;
}

type AttackStage = (ctx: StepContext, cmd: Attack) => void;

const spendAttack: AttackStage = (ctx, cmd) => {
  const attacker = ownEntity(ctx, findEntity(ctx.s, cmd.attacker)!, false);
  attacker.attacksRemaining -= 1;
  if (ctx.log) ctx.events.push({ type: "AttackDeclared", attacker: cmd.attacker, target: cmd.target });
};

/** Both strike at once: the attacker deals its attack, a defending creature strikes back. */
const strike: AttackStage = (ctx, cmd) => {
  const attacker = findEntity(ctx.s, cmd.attacker)!;
  const defender = leaderSide(cmd.target) === null ? findEntity(ctx.s, cmd.target) : undefined;
  const back = defender ? defender.attack : 0;
  damageTarget(ctx, cmd.target, attacker.attack, attacker.uid);
  if (defender && back > 0) damageTarget(ctx, attacker.uid, back, defender.uid);
  settleDeaths(ctx, null);
};

const triggersAndOutcome: AttackStage = (ctx) => {
  drainTriggers(ctx);
  checkOutcome(ctx);
};

export const ATTACK_STAGES: readonly AttackStage[] = [spendAttack, strike, triggersAndOutcome];

export function attack(ctx: StepContext, cmd: Attack): void {
  for (const stage of ATTACK_STAGES) stage(ctx, cmd);
}
