import { cloneRng, refuse, type StepResult, shuffleInPlace, stepped } from "@rulekit/core";
import {
  MATCH_STATUS,
  REFUSAL,
  RUN_PHASE,
  RUN_REFUSAL,
  type RunRefusalCode,
  UPGRADES,
} from "../constants.js";
import { cardOf, instanceOf } from "../content/decks.js";
import { readCommand, step as stepMatch } from "../match/step.js";
import type { MatchState } from "../types.js";
import { startFight } from "./fight.js";
import { isTrustedRun, runStateProblem, trustRun } from "./state-check.js";
import { addMatchStats, emptyStats, unlockedPacks } from "./stats.js";
import type { RunAction, RunEvent, RunState } from "./types.js";
import { applyUpgrade, upgradeProblem } from "./upgrades.js";

export type RunStepResult = StepResult<RunState, RunEvent, RunRefusalCode>;

/** A plain copy of a run action, each field read once (a combat command copied the same way). */
function readRunAction(action: unknown): RunAction {
  if (typeof action !== "object" || action === null || Array.isArray(action)) return action as RunAction;
  const copy = { ...action } as Record<string, unknown>;
  if (copy.type === "Combat") copy.command = readCommand(copy.command);
  return copy as unknown as RunAction;
}

/**
 * One run action: a combat command (either side), a reward choice or an upgrade. Returns the new run
 * state and its events, or a refusal that changes nothing. The input is never mutated. A run state
 * this engine did not make is checked in full first (`invalid_state`); the action is read once.
 */
export function stepRun(run: RunState, input: RunAction): RunStepResult {
  const problem = runStateProblem(run);
  if (problem) return refuse(REFUSAL.invalidState, `not a valid run state: ${problem}`);
  const action = readRunAction(input);
  if (isTrustedRun(run)) return applyRunAction(run, action);
  // A run from outside passed the checks but may still be inconsistent in ways only the rules notice.
  try {
    return applyRunAction(run, action);
  } catch (error) {
    return refuse(REFUSAL.invalidState, `not a valid run state: ${(error as Error).message}`);
  }
}

function applyRunAction(run: RunState, action: RunAction): RunStepResult {
  if (run.phase === RUN_PHASE.over) return refuse(RUN_REFUSAL.runOver, "the run is over");
  const events: RunEvent[] = [];
  let next: RunState;
  switch (action?.type) {
    case "Combat": {
      if (run.phase !== RUN_PHASE.combat || !run.match)
        return refuse(RUN_REFUSAL.wrongPhase, `no fight in progress (phase ${run.phase})`);
      const result = stepMatch(run.match, action.command);
      if (!result.ok) return result;
      events.push(...result.events);
      next = { ...run, match: result.state, stats: addMatchStats(run.stats, result.events) };
      if (result.state.status === MATCH_STATUS.over) next = endFight(next, result.state, events);
      break;
    }
    case "ChooseReward": {
      if (run.phase !== RUN_PHASE.reward)
        return refuse(RUN_REFUSAL.wrongPhase, `no reward to choose (phase ${run.phase})`);
      if (action.card === null) {
        events.push({ type: "RewardSkipped" });
        next = { ...run, phase: RUN_PHASE.upgrade, offer: [] };
        break;
      }
      if (!run.offer.includes(action.card))
        return refuse(RUN_REFUSAL.badChoice, `${action.card} is not offered (${run.offer.join(", ")})`);
      const uid = `o${run.progress.nextUid}`;
      const card = instanceOf(cardOf(run.content, action.card), uid);
      events.push({ type: "RewardTaken", card: card.card, uid, holderId: card.holderId });
      next = {
        ...run,
        phase: RUN_PHASE.upgrade,
        offer: [],
        progress: {
          ...run.progress,
          cards: [...run.progress.cards, card],
          nextUid: run.progress.nextUid + 1,
        },
      };
      break;
    }
    case "Upgrade": {
      if (run.phase !== RUN_PHASE.upgrade)
        return refuse(RUN_REFUSAL.wrongPhase, `no upgrade now (phase ${run.phase})`);
      if (!UPGRADES.includes(action.upgrade))
        return refuse(RUN_REFUSAL.badChoice, `unknown upgrade ${action.upgrade}`);
      const problem = upgradeProblem(run, action.uid, action.upgrade);
      if (problem) return refuse(RUN_REFUSAL.badChoice, problem);
      const progress = applyUpgrade(run.progress, action.uid, action.upgrade);
      const card = progress.cards.find((c) => c.uid === action.uid)!;
      events.push({ type: "Upgraded", uid: card.uid, upgrade: action.upgrade, ...pickStats(card) });
      next = startFight({ ...run, progress, position: run.position + 1 }, events);
      break;
    }
    case "SkipUpgrade": {
      if (run.phase !== RUN_PHASE.upgrade)
        return refuse(RUN_REFUSAL.wrongPhase, `no upgrade now (phase ${run.phase})`);
      events.push({ type: "UpgradeSkipped" });
      next = startFight({ ...run, position: run.position + 1 }, events);
      break;
    }
    default:
      return refuse(RUN_REFUSAL.badChoice, "not a run action");
  }
  return stepped(trustRun(evaluateUnlocks(next, events)), events);
}

const pickStats = (c: { cost: number; attack: number; health: number }) => ({
  cost: c.cost,
  attack: c.attack,
  health: c.health,
});

/** Won: the next reward (or the end after the boss). Lost: the run ends. */
function endFight(run: RunState, match: MatchState, events: RunEvent[]): RunState {
  const won = match.winner === 0;
  const encounter = run.content.run.map[run.position] as string;
  events.push({ type: "FightEnded", position: run.position, encounter, won });
  if (!won) return endRun(run, "lost", events);
  const stats = { ...run.stats, fightsWon: run.stats.fightsWon + 1 };
  if (run.position >= run.content.run.map.length - 1) return endRun({ ...run, stats }, "won", events);
  // Unlocks first: a pack that this win unlocks is offered in this reward.
  const afterWin = evaluateUnlocks({ ...run, stats }, events);
  const rng = cloneRng(afterWin.rng);
  const pool = [
    ...new Set(
      afterWin.content.packs.filter((p) => afterWin.unlockedPacks.includes(p.id)).flatMap((p) => p.cards),
    ),
  ];
  const offer = shuffleInPlace(rng, pool).slice(0, afterWin.content.run.rewardChoices);
  events.push({ type: "RewardOffered", cards: offer });
  return { ...afterWin, rng, phase: RUN_PHASE.reward, offer };
}

/** The run is over: a summary is kept, and RunStats and pack unlocks reset (they live for one run). */
function endRun(run: RunState, outcome: "won" | "lost", events: RunEvent[]): RunState {
  const withUnlocks = evaluateUnlocks(run, events);
  events.push({ type: "RunEnded", outcome, fightsWon: run.stats.fightsWon });
  const stats = emptyStats();
  return {
    ...withUnlocks,
    phase: RUN_PHASE.over,
    offer: [],
    summary: {
      outcome,
      fightsWon: run.stats.fightsWon,
      reached: run.position + 1,
      stats: run.stats,
      unlockedPacks: withUnlocks.unlockedPacks,
    },
    stats,
    unlockedPacks: unlockedPacks(run.content, stats),
  };
}

/** Pack unlocks are evaluated live after every action from the current RunStats. */
function evaluateUnlocks(run: RunState, events: RunEvent[]): RunState {
  if (run.phase === RUN_PHASE.over) return run;
  const now = unlockedPacks(run.content, run.stats);
  if (now.length === run.unlockedPacks.length) return run;
  for (const pack of now) if (!run.unlockedPacks.includes(pack)) events.push({ type: "PackUnlocked", pack });
  return { ...run, unlockedPacks: now };
}
