import { RUN_PHASE, UPGRADES } from "../constants.js";
import { legalCommands } from "../match/legal.js";
import type { RunAction, RunState } from "./types.js";
import { upgradeProblem } from "./upgrades.js";

/** Every action `stepRun` accepts now: the fight's legal commands, the offered rewards, the possible upgrades. */
export function legalRunActions(run: RunState): RunAction[] {
  switch (run.phase) {
    case RUN_PHASE.combat:
      return run.match ? legalCommands(run.match).map((command) => ({ type: "Combat", command })) : [];
    case RUN_PHASE.reward:
      return [
        ...run.offer.map((card) => ({ type: "ChooseReward" as const, card })),
        { type: "ChooseReward", card: null },
      ];
    case RUN_PHASE.upgrade: {
      const out: RunAction[] = [];
      for (const card of run.progress.cards)
        for (const upgrade of UPGRADES)
          if (upgradeProblem(run, card.uid, upgrade) === null)
            out.push({ type: "Upgrade", uid: card.uid, upgrade });
      out.push({ type: "SkipUpgrade" });
      return out;
    }
    default:
      return [];
  }
}
