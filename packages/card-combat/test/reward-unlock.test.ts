import { describe, expect, it } from "vitest";
import {
  autoRunAction,
  type ContentBundle,
  createRun,
  type RunEvent,
  type RunState,
  stepRun,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

/**
 * Pack unlocks are evaluated after every action, so the action that wins a fight unlocks its packs
 * before that fight's reward is drawn: a pack unlocked by the win is offered in the same reward.
 */
describe("the reward after a won fight", () => {
  const base = loadContent();
  // One card from the start; two more unlock with the first win.
  const content: ContentBundle = {
    ...base,
    packs: [
      { id: "pack.start", name: "Start", cards: ["ember.spark"], unlock: [] },
      {
        id: "pack.first_win",
        name: "First win",
        cards: ["tide.medic", "grove.wolf"],
        unlock: [{ stat: "fightsWon", atLeast: 1 }],
      },
    ],
  };

  function firstReward(): { run: RunState; events: RunEvent[] } {
    for (let i = 0; i < 40; i++) {
      let run = createRun(content, `first-reward-${i}`, ["ember", "tide"]).state;
      const events: RunEvent[] = [];
      while (run.phase === "combat") {
        const result = stepRun(run, autoRunAction(run));
        if (!result.ok) throw new Error(result.code);
        events.push(...result.events);
        run = result.state;
      }
      if (run.phase === "reward") return { run, events };
    }
    throw new Error("no seed won the first fight");
  }

  it("offers the cards of a pack that the winning action unlocked", () => {
    const { run, events } = firstReward();
    expect(run.unlockedPacks).toEqual(["pack.start", "pack.first_win"]);
    expect([...run.offer].sort()).toEqual(["ember.spark", "grove.wolf", "tide.medic"]);
    const unlocked = events.findIndex((e) => e.type === "PackUnlocked" && e.pack === "pack.first_win");
    const offered = events.findIndex((e) => e.type === "RewardOffered");
    expect(unlocked).toBeGreaterThanOrEqual(0);
    expect(unlocked).toBeLessThan(offered);
  });
});
