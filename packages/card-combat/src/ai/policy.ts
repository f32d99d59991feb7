import { cloneRng, nextInt } from "@rulekit/core";
import type { AiPolicy } from "../constants.js";
import { abilityOf, definition, findEntity } from "../match/context.js";
import { legalCommands } from "../match/legal.js";
import { inHand } from "../match/zones.js";
import { type Command, leaderSide, type MatchState } from "../types.js";
import { abilityValue } from "./evaluate.js";

/**
 * The enemy AI (and both sides of `--auto` runs). It only ever returns a command from `legalCommands`,
 * and it is a pure function of the state: `random` draws from a copy of the state's GameRng (the state
 * itself is untouched), the greedy policies break ties by the legal-command order. So the same state
 * always gives the same command.
 */
export function chooseCommand(s: MatchState, policy: AiPolicy): Command {
  const legal = legalCommands(s);
  if (legal.length === 0) throw new Error("chooseCommand: the match is over");
  if (policy === "random") return legal[nextInt(cloneRng(s.rng), legal.length)] as Command;
  let best = legal[legal.length - 1] as Command; // EndTurn
  let bestScore = 0;
  for (const cmd of legal) {
    const score = scoreCommand(s, cmd, policy);
    if (score > bestScore) {
      best = cmd;
      bestScore = score;
    }
  }
  return best;
}

/** How much a command is worth to the side playing it; EndTurn is 0, so only gains are played. */
export function scoreCommand(s: MatchState, cmd: Command, policy: AiPolicy): number {
  const aggressive = policy === "aggressive";
  switch (cmd.type) {
    case "EndTurn":
      return 0;
    case "PlayCard": {
      const card = inHand(s.players[cmd.side].hand, cmd.card)!;
      const def = definition(s, card.card);
      const onPlay = abilityOf(def, "onPlay");
      const effects = onPlay ? abilityValue(s, cmd.side, onPlay, null, cmd.targets?.[0]) : 0;
      let body = 0;
      if (def.type === "creature") body = card.attack + card.health / 2 + 1;
      else if (def.type === "field") body = 2 + fieldValue(def.abilities);
      if (def.type === "spell" && effects <= 0) return -1;
      return 1 + card.cost * 0.5 + body + effects;
    }
    case "Activate": {
      const e = findEntity(s, cmd.entity)!;
      const ability = abilityOf(definition(s, e.card), "activated")!;
      const value = abilityValue(s, cmd.side, ability, e.uid, cmd.targets?.[0]);
      return value > 0 ? 2 + value - (ability.cost ?? 0) * 0.5 : -1;
    }
    case "Attack": {
      const attacker = findEntity(s, cmd.attacker)!;
      const enemySide = leaderSide(cmd.target);
      if (enemySide !== null) {
        if (attacker.attack >= s.players[enemySide].health) return 1000;
        return (aggressive ? 6 : 2.5) + attacker.attack;
      }
      const target = findEntity(s, cmd.target)!;
      const kills = attacker.attack >= target.health;
      const dies = target.attack >= attacker.health;
      const gain = kills ? 3 + target.attack * 1.5 + target.health * 0.5 : attacker.attack * 0.4;
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
