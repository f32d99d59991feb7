import { type Refusal, refuse } from "@rulekit/core";
import { REFUSAL, type RefusalCode, type Side } from "../../constants.js";
import type { Ability } from "../../schema/card.js";
import type { MatchState, TargetRef } from "../../types.js";
import { fitsChoice } from "../selectors.js";

/** An ability that asks for a choice needs exactly one target that fits it; others take none. */
export function checkChosenTargets(
  s: MatchState,
  controller: Side,
  ability: Ability | undefined,
  targets: TargetRef[] | undefined,
): Refusal<RefusalCode> | null {
  const choice = ability?.choose;
  if (choice === undefined) {
    return targets && targets.length > 0 ? refuse(REFUSAL.wrongTarget, "this card takes no target") : null;
  }
  if (targets?.length !== 1) return refuse(REFUSAL.wrongTarget, `choose one target (${choice})`);
  const target = targets[0] as TargetRef;
  return fitsChoice(s, controller, choice, target)
    ? null
    : refuse(REFUSAL.wrongTarget, `${target} is not a legal ${choice}`);
}
