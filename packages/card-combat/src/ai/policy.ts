import { cloneRng, nextInt } from "@rulekit/core";
import { type AiPolicy, MATCH_STATUS, type Side } from "../constants.js";
import { abilityOf, definition, findEntity } from "../match/context.js";
import { commandOf, eachLegalCommand, legalCommands } from "../match/legal.js";
import { inHand } from "../match/zones.js";
import type { Ability, CardDefinition } from "../schema/card.js";
import {
  type CardInstance,
  type Command,
  type Entity,
  leaderSide,
  type MatchState,
  type TargetRef,
} from "../types.js";
import { abilityValue } from "./evaluate.js";
import { activateScore, attackScore, fieldValue, playScore } from "./scores.js";

/**
 * The enemy AI (and both sides of `--auto` runs). It only ever returns a command from `legalCommands`,
 * and it is a pure function of the state: `random` draws from a copy of the state's GameRng (the state
 * itself is untouched), the greedy policies break ties by the legal-command order. So the same state
 * always gives the same command.
 */
export function chooseCommand(s: MatchState, policy: AiPolicy): Command {
  if (s.status !== MATCH_STATUS.playing) throw new Error("chooseCommand: the match is over");
  if (policy === "random") {
    const legal = legalCommands(s);
    return legal[nextInt(cloneRng(s.rng), legal.length)] as Command;
  }
  // The best legal command, scored as it is offered: only the one played is built. EndTurn (0) is
  // offered last and kept unless something scores above it; ties keep the earlier command.
  let bestType: Command["type"] = "EndTurn";
  let bestActor: CardInstance | Entity | null = null;
  let bestTarget: TargetRef | undefined;
  let bestScore = 0;
  const side = s.active;
  eachLegalCommand(s, (type, actor, target, targetEntity, def, ability) => {
    const score = scoreOffer(s, side, type, actor, target, targetEntity, def, ability, policy);
    if (score > bestScore) {
      bestType = type;
      bestActor = actor;
      bestTarget = target;
      bestScore = score;
    }
  });
  return commandOf(side, bestType, bestActor, bestTarget);
}

/** How much a command is worth to the side playing it; EndTurn is 0, so only gains are played. */
export function scoreCommand(s: MatchState, cmd: Command, policy: AiPolicy): number {
  switch (cmd.type) {
    case "EndTurn":
      return 0;
    case "PlayCard": {
      const card = inHand(s.players[cmd.side].hand, cmd.card)!;
      const def = definition(s, card.card);
      return offer(s, cmd.side, cmd.type, card, cmd.targets?.[0], def, abilityOf(def, "onPlay"), policy);
    }
    case "Activate": {
      const e = findEntity(s, cmd.entity)!;
      const def = definition(s, e.card);
      return offer(s, cmd.side, cmd.type, e, cmd.targets?.[0], def, abilityOf(def, "activated"), policy);
    }
    case "Attack": {
      const e = findEntity(s, cmd.attacker)!;
      return offer(s, cmd.side, cmd.type, e, cmd.target, definition(s, e.card), undefined, policy);
    }
  }
}

/** `scoreOffer` of a command read from its fields (the target's entity found by its uid). */
function offer(
  s: MatchState,
  side: Side,
  type: Command["type"],
  actor: CardInstance | Entity,
  target: TargetRef | undefined,
  def: CardDefinition,
  ability: Ability | undefined,
  policy: AiPolicy,
): number {
  const targetEntity =
    target === undefined || leaderSide(target) !== null ? null : (findEntity(s, target) ?? null);
  return scoreOffer(s, side, type, actor, target, targetEntity, def, ability, policy);
}

/**
 * `scoreCommand` of a command given as `eachLegalCommand` offers it: type, actor, target, the target's
 * entity (null for a leader or none), the actor's definition and the ability the command runs.
 */
function scoreOffer(
  s: MatchState,
  side: Side,
  type: Command["type"],
  actor: CardInstance | Entity | null,
  target: TargetRef | undefined,
  targetEntity: Entity | null,
  def: CardDefinition | null,
  ability: Ability | undefined,
  policy: AiPolicy,
): number {
  const aggressive = policy === "aggressive";
  switch (type) {
    case "EndTurn":
      return 0;
    case "PlayCard": {
      const d = def as CardDefinition;
      const effects = ability ? abilityValue(s, side, ability, null, target, targetEntity) : 0;
      return playScore(
        actor as CardInstance,
        d.type,
        d.type === "field" ? fieldValue(d.abilities) : 0,
        effects,
      );
    }
    case "Activate": {
      const activated = ability as Ability;
      const value = abilityValue(s, side, activated, actor as Entity, target, targetEntity);
      return activateScore(value, activated.cost ?? 0);
    }
    case "Attack": {
      const enemySide = leaderSide(target as TargetRef);
      const leaderHealth = enemySide === null ? 0 : s.players[enemySide].health;
      return attackScore(actor as Entity, enemySide === null ? targetEntity : null, leaderHealth, aggressive);
    }
  }
}
