import { type Refusal, refuse } from "@rulekit/core";
import { REFUSAL, type RefusalCode } from "../../constants.js";
import type { Ability } from "../../schema/card.js";
import type { Command, MatchState } from "../../types.js";
import { abilityOf, definition, findEntity, ownEntity, ownPlayer, type StepContext } from "../context.js";
import { checkOutcome } from "../outcome.js";
import { drainTriggers, resolveAbility } from "../resolve.js";
import { checkChosenTargets } from "./targets.js";

type Activate = Extract<Command, { type: "Activate" }>;

/** Refusals, in this order: unknown entity, no activated ability, no activates left, energy, target. */
export function checkActivate(s: MatchState, cmd: Activate): Refusal<RefusalCode> | null {
  const entity = findEntity(s, cmd.entity);
  if (!entity || entity.controller !== cmd.side)
    return refuse(REFUSAL.unknownCard, `${cmd.entity} is not one of your entities on the board`);
  const ability = abilityOf(definition(s, entity.card), "activated");
  if (!ability) return refuse(REFUSAL.noActivatedAbility, `${entity.card} has no activated ability`);
  if (entity.activatesRemaining <= 0)
    return refuse(REFUSAL.noActivatesLeft, `${cmd.entity} was already activated`);
  if ((ability.cost ?? 0) > s.players[cmd.side].energy)
    return refuse(
      REFUSAL.notEnoughEnergy,
      `activating costs ${ability.cost}, you have ${s.players[cmd.side].energy}`,
    );
  return checkChosenTargets(s, cmd.side, ability, cmd.targets);
}

type ActivateStage = (ctx: StepContext, cmd: Activate, ability: Ability) => void;

/** Spends the activation (never the attack) and the energy cost. */
const spend: ActivateStage = (ctx, cmd, ability) => {
  const entity = ownEntity(ctx, findEntity(ctx.s, cmd.entity)!, false);
  entity.activatesRemaining -= 1;
  ownPlayer(ctx, cmd.side).energy -= ability.cost ?? 0;
  if (ctx.log)
    ctx.events.push({
      type: "Activated",
      uid: entity.uid,
      card: entity.card,
      cost: ability.cost ?? 0,
      ...(cmd.targets?.length ? { targets: cmd.targets } : {}),
    });
};

const resolve: ActivateStage = (ctx, cmd, ability) => {
  const entity = findEntity(ctx.s, cmd.entity)!;
  resolveAbility(ctx, ability, {
    controller: cmd.side,
    uid: entity.uid,
    origin: entity.uid,
    card: entity.card,
    chosen: cmd.targets?.[0],
    triggerSource: null,
  });
};

const triggersAndOutcome: ActivateStage = (ctx) => {
  drainTriggers(ctx);
  checkOutcome(ctx);
};

export const ACTIVATE_STAGES: readonly ActivateStage[] = [spend, resolve, triggersAndOutcome];

export function activate(ctx: StepContext, cmd: Activate): void {
  const entity = findEntity(ctx.s, cmd.entity)!;
  const ability = abilityOf(definition(ctx.s, entity.card), "activated")!;
  for (const stage of ACTIVATE_STAGES) stage(ctx, cmd, ability);
}
