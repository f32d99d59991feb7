import { nextInt } from "@rulekit/core";
import type { Choice, Selector, Side } from "../constants.js";
import { type Entity, leaderRef, leaderSide, type MatchState, type TargetRef } from "../types.js";
import { definition, type EffectSource, findEntity, other, ownRng, type StepContext } from "./context.js";

/** The side a player verb (GenerateEnergy, Draw, Discard, Summon) acts on; the controller by default. */
export function playerOf(src: EffectSource, selector: Selector | undefined): Side {
  return selector === "opponent" ? other(src.controller) : src.controller;
}

function creaturesOf(s: MatchState, side: Side): TargetRef[] {
  const out: TargetRef[] = [];
  for (const e of s.board)
    if (e.controller === side && definition(s, e.card).type === "creature") out.push(e.uid);
  return out;
}

/**
 * What a selector means right now, as target refs (entity uids, `leader:N`, or hand card uids for the
 * hand selectors). Lists are taken before the effect applies, in board order. `randomEnemyCreature`
 * draws from the GameRng only when there is a creature to pick.
 */
export function selectTargets(ctx: StepContext, src: EffectSource, selector: Selector): TargetRef[] {
  const s = ctx.s;
  switch (selector) {
    case "self":
      return src.uid !== null && findEntity(s, src.uid) ? [src.uid] : [];
    case "controller":
      return [leaderRef(src.controller)];
    case "opponent":
      return [leaderRef(other(src.controller))];
    case "chosen":
      if (src.chosen === undefined) return [];
      return leaderSide(src.chosen) !== null || findEntity(s, src.chosen) ? [src.chosen] : [];
    case "allEnemyCreatures":
      return creaturesOf(s, other(src.controller));
    case "allFriendlyCreatures":
      return creaturesOf(s, src.controller);
    case "randomEnemyCreature": {
      const list = creaturesOf(s, other(src.controller));
      return list.length ? [list[nextInt(ownRng(ctx), list.length)] as TargetRef] : [];
    }
    case "triggerSource":
      return src.triggerSource !== null && findEntity(s, src.triggerSource) ? [src.triggerSource] : [];
    case "friendlyHand":
      return s.players[src.controller].hand.map((c) => c.uid);
    case "enemyHand":
      return s.players[other(src.controller)].hand.map((c) => c.uid);
  }
}

/** Does `ref` fit a `choose` declaration for an ability controlled by `controller`? */
export function fitsChoice(s: MatchState, controller: Side, choice: Choice, ref: TargetRef): boolean {
  const side = leaderSide(ref);
  if (side !== null) {
    if (!choice.endsWith("Character")) return false;
    return choice === "anyCharacter" || (choice === "enemyCharacter") === (side !== controller);
  }
  const e = findEntity(s, ref);
  return e !== undefined && entityFits(s, controller, choice, e);
}

export function entityFits(s: MatchState, controller: Side, choice: Choice, e: Entity): boolean {
  return choiceFits(choice, definition(s, e.card).type === "creature", e.controller === controller);
}

/** Whether a board entity (`creature` or not, `friendly` to the chooser or not) fits a `choose`. */
export function choiceFits(choice: Choice, creature: boolean, friendly: boolean): boolean {
  switch (choice) {
    case "enemyCreature":
    case "enemyCharacter":
      return creature && !friendly;
    case "friendlyCreature":
    case "friendlyCharacter":
      return creature && friendly;
    case "anyCreature":
    case "anyCharacter":
      return creature;
    case "enemyEntity":
      return !friendly;
    case "friendlyEntity":
      return friendly;
    case "anyEntity":
      return true;
  }
}

/** Every legal pick for a choice: board entities in board order, then the leaders (side 0, side 1). */
export function choiceTargets(s: MatchState, controller: Side, choice: Choice): TargetRef[] {
  const out: TargetRef[] = [];
  for (const e of s.board) if (entityFits(s, controller, choice, e)) out.push(e.uid);
  if (choice.endsWith("Character"))
    for (const side of [0, 1] as const)
      if (fitsChoice(s, controller, choice, leaderRef(side))) out.push(leaderRef(side));
  return out;
}
