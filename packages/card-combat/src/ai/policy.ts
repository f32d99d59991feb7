import { cloneRng, nextInt } from "@rulekit/core";
import { type AiPolicy, MATCH_STATUS, type Side } from "../constants.js";
import { abilityOf, definition, findEntity } from "../match/context.js";
import { commandOf, eachLegalCommand, legalCommands } from "../match/legal.js";
import { inHand } from "../match/zones.js";
import {
  type CardInstance,
  type Command,
  type Entity,
  leaderSide,
  type MatchState,
  type TargetRef,
} from "../types.js";
import { abilityValue } from "./evaluate.js";

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
  eachLegalCommand(s, (type, actor, target) => {
    const score = scoreOffer(s, s.active, type, actor, target, policy);
    if (score > bestScore) {
      bestType = type;
      bestActor = actor;
      bestTarget = target;
      bestScore = score;
    }
  });
  return commandOf(s.active, bestType, bestActor, bestTarget);
}

/** How much a command is worth to the side playing it; EndTurn is 0, so only gains are played. */
export function scoreCommand(s: MatchState, cmd: Command, policy: AiPolicy): number {
  switch (cmd.type) {
    case "EndTurn":
      return 0;
    case "PlayCard":
      return scoreOffer(
        s,
        cmd.side,
        cmd.type,
        inHand(s.players[cmd.side].hand, cmd.card)!,
        cmd.targets?.[0],
        policy,
      );
    case "Activate":
      return scoreOffer(s, cmd.side, cmd.type, findEntity(s, cmd.entity)!, cmd.targets?.[0], policy);
    case "Attack":
      return scoreOffer(s, cmd.side, cmd.type, findEntity(s, cmd.attacker)!, cmd.target, policy);
  }
}

/** `scoreCommand` of a command given as `eachLegalCommand` offers it (type, actor, target). */
function scoreOffer(
  s: MatchState,
  side: Side,
  type: Command["type"],
  actor: CardInstance | Entity | null,
  target: TargetRef | undefined,
  policy: AiPolicy,
): number {
  const aggressive = policy === "aggressive";
  switch (type) {
    case "EndTurn":
      return 0;
    case "PlayCard": {
      const card = actor as CardInstance;
      const def = definition(s, card.card);
      const onPlay = abilityOf(def, "onPlay");
      const effects = onPlay ? abilityValue(s, side, onPlay, null, target) : 0;
      let body = 0;
      if (def.type === "creature") body = card.attack + card.health / 2 + 1;
      else if (def.type === "field") body = 2 + fieldValue(def.abilities);
      if (def.type === "spell" && effects <= 0) return -1;
      return 1 + card.cost * 0.5 + body + effects;
    }
    case "Activate": {
      const e = actor as Entity;
      const ability = abilityOf(definition(s, e.card), "activated")!;
      const value = abilityValue(s, side, ability, e.uid, target);
      return value > 0 ? 2 + value - (ability.cost ?? 0) * 0.5 : -1;
    }
    case "Attack": {
      const attacker = actor as Entity;
      const ref = target as TargetRef;
      const enemySide = leaderSide(ref);
      if (enemySide !== null) {
        if (attacker.attack >= s.players[enemySide].health) return 1000;
        return (aggressive ? 6 : 2.5) + attacker.attack;
      }
      const defender = findEntity(s, ref)!;
      const kills = attacker.attack >= defender.health;
      const dies = defender.attack >= attacker.health;
      const gain = kills ? 3 + defender.attack * 1.5 + defender.health * 0.5 : attacker.attack * 0.4;
      const loss = dies ? 1 + attacker.attack * 1.2 + attacker.health * 0.4 : 0;
      return (aggressive ? 1 : 3) + gain - loss;
    }
  }
}

function fieldValue(abilities: { when: string; effects: { action: string; amount?: number }[] }[]): number {
  let v = 0;
  for (const a of abilities)
    for (const e of a.effects) v += e.action === "GenerateEnergy" ? 3 * (e.amount ?? 1) : 1;
  return v;
}
