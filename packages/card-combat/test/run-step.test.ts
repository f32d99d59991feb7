import { describe, expect, it } from "vitest";
import {
  createRun,
  currentEncounter,
  fightSeed,
  REFUSAL,
  RUN_REFUSAL,
  type RunAction,
  type RunEvent,
  type RunState,
  stepRun,
} from "../src/index.js";
import { act, labContent, loseFight, winFight } from "./run-lab.js";

// o1, o2: brute (creature, cost 2, 2/3); o3: totem (field, cost 2); o4: sprout (creature, cost 0);
// o5…o8 zaps and o9…o16 bites (0-cost damage spells). Map: enc.one (health 2), enc.two (3), enc.boss (4).
// The player has 3 health: the enemy's five opening bites kill it when the player passes.
const content = labContent({
  playerHealth: 3,
  alphaStarter: ["alpha.brute", "alpha.brute", "alpha.totem", "alpha.sprout", ...Array(4).fill("alpha.zap")],
});
const start = () => createRun(content, "lab", ["alpha", "beta"]).state;
const atReward = () => winFight(start());
const atUpgrade = () => act(atReward(), { type: "ChooseReward", card: null }).state;
const owned = (run: RunState, uid: string) => run.progress.cards.find((c) => c.uid === uid)!;
const types = (events: RunEvent[]) => events.map((e) => e.type);

describe("the run's fights", () => {
  it("fight n is against the n-th encounter of the map, with the seed <run seed>/fight-<n>", () => {
    const run = start();
    expect(currentEncounter(run).id).toBe("enc.one");
    expect(fightSeed(run, 0)).toBe("lab/fight-1");
    expect(fightSeed(run, 3)).toBe("lab/fight-4");
    expect(run.match!.seed).toBe("lab/fight-1");
    expect(run.match!.players[1].health).toBe(2);
    expect(currentEncounter({ ...run, position: 2 }).id).toBe("enc.boss");
  });

  it("an encounter the content does not have is a validation error naming it", () => {
    const run = start();
    const broken = { ...run, content: { ...run.content, run: { ...run.content.run, map: ["enc.nowhere"] } } };
    expect(() => currentEncounter(broken)).toThrow(/unknown encounter 'enc\.nowhere'/);
  });

  it("a won fight (not the boss) ends with FightEnded, then the reward is offered", () => {
    const events: RunEvent[] = [];
    const run = winFight(start(), events);
    expect(run.phase).toBe("reward");
    expect(events.find((e) => e.type === "FightEnded")).toEqual({
      type: "FightEnded",
      position: 0,
      encounter: "enc.one",
      won: true,
    });
    expect(events.at(-1)).toEqual({ type: "RewardOffered", cards: run.offer });
  });

  it("a pack unlocked by an action is reported once, the packs unlocked before are not reported again", () => {
    const events: RunEvent[] = [];
    winFight(start(), events);
    expect(events.filter((e) => e.type === "PackUnlocked")).toEqual([
      { type: "PackUnlocked", pack: "pack.first_win" },
    ]);
  });

  it("winning the boss ends the run won: FightEnded, RunEnded with the fights won, nothing offered", () => {
    let run = atUpgrade();
    run = act(run, { type: "SkipUpgrade" }).state;
    run = winFight(run);
    run = act(run, { type: "ChooseReward", card: null }).state;
    run = act(run, { type: "SkipUpgrade" }).state;
    const events: RunEvent[] = [];
    run = winFight(run, events);
    expect(run.phase).toBe("over");
    expect(run.offer).toEqual([]);
    expect(run.summary).toMatchObject({ outcome: "won", fightsWon: 3, reached: 3 });
    const tail = events.slice(events.findIndex((e) => e.type === "FightEnded"));
    expect(tail).toEqual([
      { type: "FightEnded", position: 2, encounter: "enc.boss", won: true },
      { type: "RunEnded", outcome: "won", fightsWon: 3 },
    ]);
    expect(stepRun(run, { type: "ChooseReward", card: null })).toMatchObject({
      ok: false,
      code: RUN_REFUSAL.runOver,
    });
  });

  it("losing a fight ends the run lost: FightEnded (won: false), then RunEnded", () => {
    const events: RunEvent[] = [];
    const run = loseFight(start(), events);
    expect(run.phase).toBe("over");
    expect(run.offer).toEqual([]);
    expect(run.summary).toMatchObject({ outcome: "lost", fightsWon: 0, reached: 1 });
    expect(events.slice(events.findIndex((e) => e.type === "FightEnded"))).toEqual([
      { type: "FightEnded", position: 0, encounter: "enc.one", won: false },
      { type: "RunEnded", outcome: "lost", fightsWon: 0 },
    ]);
  });
});

describe("the reward", () => {
  it("skipping it (card null) adds nothing and goes to the upgrade", () => {
    const run = atReward();
    const { state, events } = act(run, { type: "ChooseReward", card: null });
    expect(events).toEqual([{ type: "RewardSkipped" }]);
    expect(state.phase).toBe("upgrade");
    expect(state.offer).toEqual([]);
    expect(state.progress).toEqual(run.progress);
  });

  it("taking a card adds one owned instance (its faction as HolderId) under a uid no owned card has", () => {
    let run = atReward();
    const first = run.offer[0]!;
    const taken = act(run, { type: "ChooseReward", card: first });
    const added = taken.state.progress.cards.at(-1)!;
    expect(taken.state.progress.cards).toHaveLength(17);
    expect(added).toMatchObject({
      card: first,
      holderId: content.factions.find((f) => f.cards.some((c) => c.id === first))!.id,
    });
    expect(run.progress.cards.map((c) => c.uid)).not.toContain(added.uid);
    expect(taken.events).toEqual([
      { type: "RewardTaken", card: first, uid: added.uid, holderId: added.holderId },
    ]);
    expect(taken.state.phase).toBe("upgrade");
    expect(taken.state.offer).toEqual([]);

    // A second reward, after the next fight: again a fresh uid.
    run = act(taken.state, { type: "SkipUpgrade" }).state;
    run = winFight(run);
    expect(run.phase).toBe("reward");
    const again = act(run, { type: "ChooseReward", card: run.offer[0]! }).state;
    const uids = again.progress.cards.map((c) => c.uid);
    expect(uids).toHaveLength(18);
    expect(new Set(uids).size).toBe(18);
  });

  it("a card that is not offered is refused (bad_choice)", () => {
    const run = atReward();
    const notOffered = ["alpha.brute", "alpha.pup", "alpha.totem", "alpha.sprout", "gamma.mite"].find(
      (id) => !run.offer.includes(id),
    )!;
    expect(stepRun(run, { type: "ChooseReward", card: notOffered })).toMatchObject({
      ok: false,
      code: RUN_REFUSAL.badChoice,
    });
  });
});

describe("the upgrade", () => {
  it("AddHealth raises the chosen copy's health by 1 (attack and cost unchanged) and reports its new stats", () => {
    const run = atUpgrade();
    const { state, events } = act(run, { type: "Upgrade", uid: "o2", upgrade: "AddHealth" });
    expect(owned(state, "o2")).toEqual({ ...owned(run, "o2"), health: 4 });
    expect(owned(state, "o1")).toEqual(owned(run, "o1"));
    expect(events[0]).toEqual({
      type: "Upgraded",
      uid: "o2",
      upgrade: "AddHealth",
      cost: 2,
      attack: 2,
      health: 4,
    });
  });

  it("AddAttack raises attack by 1; ReduceCost lowers the cost by 1 (2 → 1), never below 0", () => {
    const run = atUpgrade();
    const attack = act(run, { type: "Upgrade", uid: "o2", upgrade: "AddAttack" });
    expect(owned(attack.state, "o2")).toEqual({ ...owned(run, "o2"), attack: 3 });
    expect(attack.events[0]).toMatchObject({ type: "Upgraded", uid: "o2", cost: 2, attack: 3, health: 3 });
    const cheaper = act(run, { type: "Upgrade", uid: "o3", upgrade: "ReduceCost" });
    expect(owned(cheaper.state, "o3")).toEqual({ ...owned(run, "o3"), cost: 1 });
    expect(cheaper.events[0]).toMatchObject({ type: "Upgraded", uid: "o3", upgrade: "ReduceCost", cost: 1 });
  });

  it("upgrading or skipping starts the next fight of the map (position 1, its encounter and seed)", () => {
    for (const action of [
      { type: "SkipUpgrade" },
      { type: "Upgrade", uid: "o1", upgrade: "AddAttack" },
    ] as const) {
      const { state, events } = act(atUpgrade(), action);
      expect(events[0]!.type).toBe(action.type === "SkipUpgrade" ? "UpgradeSkipped" : "Upgraded");
      expect(events[1]).toEqual({
        type: "FightStarted",
        position: 1,
        encounter: "enc.two",
        seed: "lab/fight-2",
      });
      expect(types(events).slice(0, 3)).toEqual([events[0]!.type, "FightStarted", "MatchStarted"]);
      expect(state.phase).toBe("combat");
      expect(state.position).toBe(1);
      expect(state.match!.seed).toBe("lab/fight-2");
      expect(state.match!.players[1].health).toBe(3);
    }
    expect(act(atUpgrade(), { type: "SkipUpgrade" }).events[0]).toEqual({ type: "UpgradeSkipped" });
  });

  it("an unknown upgrade kind, a uid you do not own, or an impossible upgrade is refused (bad_choice)", () => {
    const run = atUpgrade();
    for (const action of [
      { type: "Upgrade", uid: "o1", upgrade: "AddEverything" },
      { type: "Upgrade", uid: "o99", upgrade: "AddHealth" },
      { type: "Upgrade", uid: "o3", upgrade: "AddHealth" }, // a field
      { type: "Upgrade", uid: "o4", upgrade: "ReduceCost" }, // costs 0
    ] as RunAction[])
      expect(stepRun(run, action), JSON.stringify(action)).toMatchObject({
        ok: false,
        code: RUN_REFUSAL.badChoice,
      });
  });
});

describe("stepRun refusals", () => {
  it("each action only in its phase: anything else is wrong_phase", () => {
    const combat = start();
    const reward = atReward();
    const upgrade = atUpgrade();
    const endTurn: RunAction = { type: "Combat", command: { type: "EndTurn", side: 0 } };
    const cases: [RunState, RunAction][] = [
      [reward, endTurn],
      [upgrade, endTurn],
      [combat, { type: "ChooseReward", card: null }],
      [upgrade, { type: "ChooseReward", card: null }],
      [combat, { type: "Upgrade", uid: "o1", upgrade: "AddAttack" }],
      [reward, { type: "Upgrade", uid: "o1", upgrade: "AddAttack" }],
      [combat, { type: "SkipUpgrade" }],
      [reward, { type: "SkipUpgrade" }],
    ];
    for (const [run, action] of cases)
      expect(stepRun(run, action), `${action.type} in ${run.phase}`).toMatchObject({
        ok: false,
        code: RUN_REFUSAL.wrongPhase,
      });
  });

  it("a refused combat command gives the match's refusal code and changes nothing", () => {
    const run = start();
    const before = JSON.stringify(run);
    expect(stepRun(run, { type: "Combat", command: { type: "EndTurn", side: 1 } })).toMatchObject({
      ok: false,
      code: REFUSAL.notYourTurn,
    });
    expect(JSON.stringify(run)).toBe(before);
  });

  it("a value that is not a run action is refused (bad_choice), never thrown", () => {
    const run = atUpgrade();
    for (const action of [null, undefined, 7, "SkipUpgrade", {}, { type: "Retreat" }])
      expect(stepRun(run, action as unknown as RunAction), String(action)).toMatchObject({
        ok: false,
        code: RUN_REFUSAL.badChoice,
      });
  });

  it("reads the action once: a reward card that changes between reads is taken as first named", () => {
    const run = atReward();
    let reads = 0;
    const offered = run.offer[0]!;
    const action = Object.defineProperty({ type: "ChooseReward" }, "card", {
      enumerable: true,
      get: () => (reads++ === 0 ? offered : "gamma.nothing"),
    }) as RunAction;
    const result = stepRun(run, action);
    expect(reads).toBe(1);
    expect(result.ok && result.state.progress.cards.at(-1)!.card).toBe(offered);
  });
});
