import type { Engine } from "@rulekit/core";
import { MATCH_STATUS, type RefusalCode } from "../constants.js";
import { type Command, leaderRef, type MatchEvent, type MatchState } from "../types.js";
import { abilityOf, definition, other } from "./context.js";
import { choiceTargets } from "./selectors.js";
import { step } from "./step.js";

/** Every command `step` accepts in this state, in a stable order: plays, activations, attacks, EndTurn. */
export function legalCommands(s: MatchState): Command[] {
  if (s.status !== MATCH_STATUS.playing) return [];
  const side = s.active;
  const player = s.players[side];
  const out: Command[] = [];
  const roomOnBoard = s.board.length < s.options.boardCapacity;
  for (const card of player.hand) {
    if (card.cost > player.energy) continue;
    const def = definition(s, card.card);
    if (def.type !== "spell" && !roomOnBoard) continue;
    const choose = abilityOf(def, "onPlay")?.choose;
    if (choose === undefined) out.push({ type: "PlayCard", side, card: card.uid });
    else
      for (const target of choiceTargets(s, side, choose))
        out.push({ type: "PlayCard", side, card: card.uid, targets: [target] });
  }
  for (const e of s.board) {
    if (e.controller !== side || e.activatesRemaining <= 0) continue;
    const ability = abilityOf(definition(s, e.card), "activated");
    if (!ability || (ability.cost ?? 0) > player.energy) continue;
    if (ability.choose === undefined) out.push({ type: "Activate", side, entity: e.uid });
    else
      for (const target of choiceTargets(s, side, ability.choose))
        out.push({ type: "Activate", side, entity: e.uid, targets: [target] });
  }
  const enemy = other(side);
  let defenders: string[] | null = null;
  for (const e of s.board) {
    if (e.controller !== side || e.attacksRemaining <= 0 || e.attack <= 0) continue;
    if (definition(s, e.card).type !== "creature") continue;
    if (defenders === null) {
      defenders = [];
      for (const t of s.board)
        if (t.controller === enemy && definition(s, t.card).type === "creature") defenders.push(t.uid);
    }
    for (const target of defenders) out.push({ type: "Attack", side, attacker: e.uid, target });
    out.push({ type: "Attack", side, attacker: e.uid, target: leaderRef(enemy) });
  }
  out.push({ type: "EndTurn", side });
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
