import type { Engine } from "@rulekit/core";
import { type Choice, MATCH_STATUS, type RefusalCode, type Side } from "../constants.js";
import type { Ability, CardDefinition } from "../schema/card.js";
import {
  type CardInstance,
  type Command,
  type Entity,
  leaderRef,
  type MatchEvent,
  type MatchState,
  type TargetRef,
} from "../types.js";
import { abilityOf, definition, other } from "./context.js";
import { entityFits } from "./selectors.js";
import { step } from "./step.js";

/**
 * One legal command as `eachLegalCommand` offers it, without building it: its type, who acts (the
 * hand card for PlayCard, the entity for Activate and Attack, null for EndTurn) and its target (the
 * chosen one, the attacked one, or undefined). It also hands over what it looked up on the way, so a
 * scorer need not look it up again: the target's entity (null for a leader or no target), the actor's
 * definition and the ability the command runs (onPlay or activated; undefined for none).
 */
export type LegalVisitor = (
  type: Command["type"],
  actor: CardInstance | Entity | null,
  target: TargetRef | undefined,
  targetEntity: Entity | null,
  def: CardDefinition | null,
  ability: Ability | undefined,
) => void;

/**
 * Every command `step` accepts in this state, in a stable order: plays, activations, attacks, EndTurn.
 * Nothing when the match is over. The one definition of what is legal: `legalCommands` builds the
 * commands, the AI scores them without building those it does not play.
 */
export function eachLegalCommand(s: MatchState, visit: LegalVisitor): void {
  if (s.status !== MATCH_STATUS.playing) return;
  const side = s.active;
  const player = s.players[side];
  const roomOnBoard = s.board.length < s.options.boardCapacity;
  const hand = player.hand;
  const board = s.board;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h] as CardInstance;
    if (card.cost > player.energy) continue;
    const def = definition(s, card.card);
    if (def.type !== "spell" && !roomOnBoard) continue;
    const onPlay = abilityOf(def, "onPlay");
    const choose = onPlay?.choose;
    if (choose === undefined) visit("PlayCard", card, undefined, null, def, onPlay);
    else visitChoices(s, side, choose, visit, "PlayCard", card, def, onPlay);
  }
  for (let b = 0; b < board.length; b++) {
    const e = board[b] as Entity;
    if (e.controller !== side || e.activatesRemaining <= 0) continue;
    const def = definition(s, e.card);
    const ability = abilityOf(def, "activated");
    if (!ability || (ability.cost ?? 0) > player.energy) continue;
    if (ability.choose === undefined) visit("Activate", e, undefined, null, def, ability);
    else visitChoices(s, side, ability.choose, visit, "Activate", e, def, ability);
  }
  const enemy = other(side);
  let defenders: Entity[] | null = null;
  for (let b = 0; b < board.length; b++) {
    const e = board[b] as Entity;
    if (e.controller !== side || e.attacksRemaining <= 0 || e.attack <= 0) continue;
    const def = definition(s, e.card);
    if (def.type !== "creature") continue;
    if (defenders === null) {
      defenders = [];
      for (let d = 0; d < board.length; d++) {
        const t = board[d] as Entity;
        if (t.controller === enemy && definition(s, t.card).type === "creature") defenders.push(t);
      }
    }
    for (let d = 0; d < defenders.length; d++) {
      const t = defenders[d] as Entity;
      visit("Attack", e, t.uid, t, def, undefined);
    }
    visit("Attack", e, leaderRef(enemy), null, def, undefined);
  }
  visit("EndTurn", null, undefined, null, null, undefined);
}

/** Offers `actor`'s command once per legal pick of `choice`, in `choiceTargets` order. */
function visitChoices(
  s: MatchState,
  side: Side,
  choice: Choice,
  visit: LegalVisitor,
  type: "PlayCard" | "Activate",
  actor: CardInstance | Entity,
  def: CardDefinition,
  ability: Ability | undefined,
): void {
  const board = s.board;
  for (let b = 0; b < board.length; b++) {
    const e = board[b] as Entity;
    if (entityFits(s, side, choice, e)) visit(type, actor, e.uid, e, def, ability);
  }
  if (choice === "anyCharacter") {
    visit(type, actor, leaderRef(0), null, def, ability);
    visit(type, actor, leaderRef(1), null, def, ability);
  } else if (choice === "enemyCharacter") visit(type, actor, leaderRef(other(side)), null, def, ability);
  else if (choice === "friendlyCharacter") visit(type, actor, leaderRef(side), null, def, ability);
}

/** The command `eachLegalCommand` offered as (type, actor, target), for `side`. */
export function commandOf(
  side: Side,
  type: Command["type"],
  actor: CardInstance | Entity | null,
  target: TargetRef | undefined,
): Command {
  switch (type) {
    case "PlayCard":
      return target === undefined
        ? { type, side, card: (actor as CardInstance).uid }
        : { type, side, card: (actor as CardInstance).uid, targets: [target] };
    case "Activate":
      return target === undefined
        ? { type, side, entity: (actor as Entity).uid }
        : { type, side, entity: (actor as Entity).uid, targets: [target] };
    case "Attack":
      return { type, side, attacker: (actor as Entity).uid, target: target as TargetRef };
    case "EndTurn":
      return { type, side };
  }
}

/** Every command `step` accepts in this state, in a stable order: plays, activations, attacks, EndTurn. */
export function legalCommands(s: MatchState): Command[] {
  const out: Command[] = [];
  const side = s.active;
  eachLegalCommand(s, (type, actor, target) => out.push(commandOf(side, type, actor, target)));
  return out;
}

/**
 * The match as a generic Rulekit engine (core's `Engine` shape: `legalActions` / `step`), for tools
 * that drive any engine — `@rulekit/core`'s replay and conformance kit, bots, fuzzers.
 */
export const cardCombatEngine: Engine<MatchState, Command, MatchEvent, RefusalCode> = {
  legalActions: legalCommands,
  step,
};

/** @deprecated The older name of {@link cardCombatEngine} (the same object); goes away in the next minor version. */
export const cardCombat = cardCombatEngine;
