import { type AiPolicy, MATCH_STATUS } from "../constants.js";
import { turnCounter } from "../match/runaway.js";
import { trustMatch } from "../match/state-check.js";
import type { MatchSetup, MatchState } from "../types.js";
import { OFFER, SimAi } from "./ai.js";
import { startSimulation } from "./start.js";
import { type SimCard, type SimEntity, storeZones } from "./state.js";

/**
 * A whole AI-vs-AI match played by the simulator: `startMatch`, then the AI and rules of
 * `chooseCommand` and `step` on the simulator's own representation, no events; the same final state
 * and command count as that loop (tests compare them byte for byte). Null when the match holds
 * something the simulator does not read (see `startSimulation`): the caller plays it with the step
 * rules. Errors in the set-up are thrown as `startMatch` throws them.
 */
export function simulateMatch(
  seed: string,
  setup: MatchSetup,
  policies: readonly [AiPolicy, AiPolicy],
): { state: MatchState; commands: number } | null {
  const started = startSimulation(seed, setup);
  if (started === null) return null;
  const { state: s, rules } = started;
  const ai = new SimAi(rules);
  let commands = 0;
  const count = turnCounter(seed);
  while (s.status === MATCH_STATUS.playing) {
    const side = s.active;
    count(s.turn, side);
    ai.choose(policies[side]);
    rules.begin();
    switch (ai.type) {
      case OFFER.PlayCard:
        rules.playCard(side, ai.actor as SimCard, ai.target);
        break;
      case OFFER.Activate:
        rules.activate(side, ai.actor as SimEntity, ai.target);
        break;
      case OFFER.Attack:
        rules.attack(ai.actor as SimEntity, ai.target as SimEntity);
        break;
      default:
        rules.endTurn();
    }
    commands++;
  }
  storeZones(s, rules.zones);
  return { state: trustMatch(s), commands };
}
