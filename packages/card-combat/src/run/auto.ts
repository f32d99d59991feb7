import { chooseCommand } from "../ai/policy.js";
import { type AiPolicy, RUN_PHASE } from "../constants.js";
import { cardOf } from "../content/decks.js";
import { turnCounter } from "../match/runaway.js";
import type { CardDefinition } from "../schema/card.js";
import { createRun } from "./create.js";
import { currentEncounter, fightSeed } from "./fight.js";
import { stepRun } from "./step.js";
import type { RunAction, RunState } from "./types.js";

const cardWorth = (def: CardDefinition) =>
  (def.attack ?? 0) + (def.health ?? 0) / 2 + def.abilities.length * 1.5 + (def.type === "field" ? 2 : 0);

/**
 * What the AI does in a run: in a fight, the player's side plays `playerPolicy` and the enemy its
 * encounter's policy; a reward takes the most valuable offered card; an upgrade adds attack to the
 * strongest creature, or lowers the dearest card's cost. Deterministic.
 */
export function autoRunAction(run: RunState, playerPolicy: AiPolicy = "balanced"): RunAction {
  switch (run.phase) {
    case RUN_PHASE.combat: {
      const match = run.match!;
      const policy = match.active === 0 ? playerPolicy : currentEncounter(run).ai;
      return { type: "Combat", command: chooseCommand(match, policy) };
    }
    case RUN_PHASE.reward: {
      let best: string | null = null;
      let bestWorth = -1;
      for (const id of run.offer) {
        const worth = cardWorth(cardOf(run.content, id));
        if (worth > bestWorth) [best, bestWorth] = [id, worth];
      }
      return { type: "ChooseReward", card: best };
    }
    case RUN_PHASE.upgrade: {
      let target: RunAction = { type: "SkipUpgrade" };
      let bestAttack = -1;
      let dearest = 0;
      for (const c of run.progress.cards) {
        if (cardOf(run.content, c.card).type === "creature" && c.attack > bestAttack) {
          bestAttack = c.attack;
          target = { type: "Upgrade", uid: c.uid, upgrade: "AddAttack" };
        }
      }
      if (bestAttack < 0)
        for (const c of run.progress.cards)
          if (c.cost > dearest) {
            dearest = c.cost;
            target = { type: "Upgrade", uid: c.uid, upgrade: "ReduceCost" };
          }
      return target;
    }
    default:
      throw new Error("autoRunAction: the run is over");
  }
}

export interface AutoRunResult {
  state: RunState;
  actions: RunAction[];
  /** Refusals met (the AI only plays legal actions, so this stays 0; tests assert it). */
  refusals: number;
}

/**
 * Plays a whole run with the AI on both sides. `maxActions` guards against a bug looping forever; a
 * fight whose turn takes `MAX_COMMANDS_PER_TURN` commands throws `RunawayTurnError` with the fight's
 * seed, as `playMatch` does (cards that let a side act forever).
 */
export function autoRun(
  content: RunState["content"],
  seed: string,
  options: {
    factions?: readonly [string, string];
    playerPolicy?: AiPolicy;
    maxActions?: number;
    keepActions?: boolean;
  } = {},
): AutoRunResult {
  let state = createRun(content, seed, options.factions).state;
  const actions: RunAction[] = [];
  const max = options.maxActions ?? 100_000;
  let refusals = 0;
  const count = runTurnCounter();
  for (let i = 0; i < max && state.phase !== RUN_PHASE.over; i++) {
    count(state);
    const action = autoRunAction(state, options.playerPolicy);
    const result = stepRun(state, action);
    if (!result.ok) {
      refusals++;
      break;
    }
    if (options.keepActions !== false) actions.push(action);
    state = result.state;
  }
  return { state, actions, refusals };
}

/**
 * Counts the commands of the fight turn under way in a run, as `playMatch` does in a match: call it
 * with the run's state before each action the AI plays (`autoRunAction`); once one turn of a fight has
 * taken `MAX_COMMANDS_PER_TURN` of them it throws `RunawayTurnError` with the fight's seed. Outside a
 * fight it does nothing. A loop of your own that lets the AI play a run needs it (`autoRun` has it).
 */
export function runTurnCounter(): (run: RunState) => void {
  let fight = -1;
  let count = turnCounter("");
  return (run) => {
    const match = run.phase === RUN_PHASE.combat ? run.match : null;
    if (!match) return;
    if (run.position !== fight) {
      fight = run.position;
      count = turnCounter(fightSeed(run, fight));
    }
    count(match.turn, match.active);
  };
}
