import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createRun,
  legalCommands,
  legalRunActions,
  type RunAction,
  type RunState,
  stepRun,
  UPGRADES,
} from "../src/index.js";
import { act, labContent, loseFight, winFight } from "./run-lab.js";

// o1: brute (creature, cost 2); o2: totem (field, cost 2); o3: sprout (creature, cost 0); o4…o16: 0-cost spells.
const content = labContent({
  playerHealth: 3,
  alphaStarter: ["alpha.brute", "alpha.totem", "alpha.sprout", ...Array(5).fill("alpha.zap")],
});
const start = () => createRun(content, "legal", ["alpha", "beta"]).state;
const atReward = () => winFight(start());
const atUpgrade = () => act(atReward(), { type: "ChooseReward", card: null }).state;
const allCards = content.factions.flatMap((f) => f.cards.map((c) => c.id));

/** Every reward and upgrade action there could be for this run (combat commands come from the match). */
function candidates(run: RunState): RunAction[] {
  return [
    ...allCards.map((card) => ({ type: "ChooseReward" as const, card })),
    { type: "ChooseReward", card: null },
    ...run.progress.cards.flatMap((c) =>
      UPGRADES.map((upgrade) => ({ type: "Upgrade" as const, uid: c.uid, upgrade })),
    ),
    { type: "SkipUpgrade" },
  ];
}
const accepted = (run: RunState, action: RunAction) => stepRun(run, action).ok;

describe("legalRunActions", () => {
  it("in a fight: the match's legal commands, each as a Combat action", () => {
    const run = start();
    const commands = legalCommands(run.match!);
    expect(commands.length).toBeGreaterThan(1);
    expect(legalRunActions(run)).toEqual(commands.map((command) => ({ type: "Combat", command })));
  });

  it("in a fight state without a match (which stepRun refuses): nothing", () => {
    expect(legalRunActions({ ...start(), match: null })).toEqual([]);
  });

  it("at a reward: each offered card, then skipping (card null)", () => {
    const run = atReward();
    expect(run.offer).toHaveLength(3);
    expect(legalRunActions(run)).toEqual([
      ...run.offer.map((card) => ({ type: "ChooseReward", card })),
      { type: "ChooseReward", card: null },
    ]);
  });

  it("at an upgrade: every possible upgrade of every owned copy (ReduceCost: cost > 0; +Attack/+Health: creatures), then SkipUpgrade", () => {
    expect(legalRunActions(atUpgrade())).toEqual([
      { type: "Upgrade", uid: "o1", upgrade: "ReduceCost" },
      { type: "Upgrade", uid: "o1", upgrade: "AddAttack" },
      { type: "Upgrade", uid: "o1", upgrade: "AddHealth" },
      { type: "Upgrade", uid: "o2", upgrade: "ReduceCost" },
      { type: "Upgrade", uid: "o3", upgrade: "AddAttack" },
      { type: "Upgrade", uid: "o3", upgrade: "AddHealth" },
      { type: "SkipUpgrade" },
    ]);
  });

  it("when the run is over: nothing", () => {
    const over = loseFight(start());
    expect(over.phase).toBe("over");
    expect(legalRunActions(over)).toEqual([]);
  });

  it("property: outside fights, the listed actions are exactly the reward/upgrade actions stepRun accepts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 30 }),
        (picks, seed) => {
          let run = winFight(createRun(content, `walk-${seed}`, ["alpha", "beta"]).state);
          for (const pick of picks) {
            if (run.phase === "combat") run = winFight(run);
            const legal = legalRunActions(run);
            const ok = candidates(run).filter((a) => accepted(run, a));
            const key = (actions: RunAction[]) => actions.map((a) => JSON.stringify(a)).sort();
            expect(key(legal)).toEqual(key(ok));
            if (run.phase === "over") break;
            run = act(run, legal[pick % legal.length]!).state;
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
