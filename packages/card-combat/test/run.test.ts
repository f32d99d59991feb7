import { describe, expect, it } from "vitest";
import {
  autoRunAction,
  createRun,
  emptyStats,
  legalRunActions,
  RUN_REFUSAL,
  type RunEvent,
  type RunState,
  stepRun,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();

/** Lets the AI play until `done(run)` (or the run ends), collecting the events. */
function playUntil(run: RunState, done: (run: RunState) => boolean, events: RunEvent[] = []) {
  for (let i = 0; i < 20_000 && !done(run) && run.phase !== "over"; i++) {
    const result = stepRun(run, autoRunAction(run));
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    events.push(...result.events);
    run = result.state;
  }
  return run;
}

/** The first seed whose run reaches `phase` (the AI wins the first fight on most seeds). */
function runAt(phase: RunState["phase"]): RunState {
  for (let i = 0; i < 50; i++) {
    const run = playUntil(
      createRun(content, `phase-${i}`, ["ember", "tide"]).state,
      (r) => r.phase === phase,
    );
    if (run.phase === phase) return run;
  }
  throw new Error(`no run reached ${phase}`);
}

describe("a run", () => {
  it("starts with 8 + 8 owned cards (HolderId = faction), fresh stats, the starting packs and fight 1", () => {
    const { state, events } = createRun(content, "start", ["grove", "tide"]);
    expect(state.progress.cards).toHaveLength(16);
    expect(state.progress.cards.filter((c) => c.holderId === "grove")).toHaveLength(8);
    expect(state.progress.cards.filter((c) => c.holderId === "tide")).toHaveLength(8);
    expect(new Set(state.progress.cards.map((c) => c.uid)).size).toBe(16);
    expect(state.unlockedPacks).toEqual(content.packs.filter((p) => p.unlock.length === 0).map((p) => p.id));
    expect(state.phase).toBe("combat");
    expect(events[0]).toMatchObject({ type: "FightStarted", position: 0, encounter: content.run.map[0] });
    const held = state.match!.players[0];
    expect(held.deck.length + held.hand.length).toBe(16);
  });

  it("picks two different factions from the seed when none are given, the same for the same seed", () => {
    const a = createRun(content, "pick-me").state.progress.factions;
    expect(a[0]).not.toBe(a[1]);
    expect(createRun(content, "pick-me").state.progress.factions).toEqual(a);
  });

  it("combat never writes back to RunProgress", () => {
    const start = createRun(content, "no-write-back", ["ember", "tide"]).state;
    const before = JSON.stringify(start.progress);
    const after = playUntil(start, (r) => r.phase !== "combat");
    expect(JSON.stringify(after.progress)).toBe(before);
  });

  it("offers 1 of 3 distinct cards from the unlocked packs; the taken card is owned with its faction as HolderId", () => {
    const run = runAt("reward");
    expect(run.offer).toHaveLength(3);
    expect(new Set(run.offer).size).toBe(3);
    const pool = content.packs.filter((p) => run.unlockedPacks.includes(p.id)).flatMap((p) => p.cards);
    for (const id of run.offer) expect(pool).toContain(id);
    const notOffered = content.factions[0]!.cards.map((c) => c.id).find((id) => !run.offer.includes(id))!;
    expect(stepRun(run, { type: "ChooseReward", card: notOffered })).toMatchObject({
      ok: false,
      code: RUN_REFUSAL.badChoice,
    });
    const taken = stepRun(run, { type: "ChooseReward", card: run.offer[1]! });
    if (!taken.ok) throw new Error(taken.code);
    const owned = taken.state.progress.cards.at(-1)!;
    const def = content.factions.flatMap((f) => f.cards).find((c) => c.id === run.offer[1])!;
    expect(owned).toMatchObject({ card: def.id, holderId: def.faction, cost: def.cost });
    expect(taken.state.phase).toBe("upgrade");
    expect(stepRun(taken.state, { type: "ChooseReward", card: null })).toMatchObject({
      code: RUN_REFUSAL.wrongPhase,
    });
  });

  it("draws the reward offer from the run's GameRng: the same seed offers the same cards, seeds differ", () => {
    const offers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const start = createRun(content, `offer-${i}`, ["ember", "tide"]).state;
      const run = playUntil(start, (r) => r.phase === "reward");
      if (run.phase !== "reward") continue;
      expect(run.rng).not.toEqual(start.rng);
      const again = playUntil(
        createRun(content, `offer-${i}`, ["ember", "tide"]).state,
        (r) => r.phase === "reward",
      );
      expect(again.offer).toEqual(run.offer);
      offers.add(run.offer.join(","));
    }
    expect(offers.size).toBeGreaterThan(3);
  });

  it("upgrades one owned copy only; impossible upgrades are refused", () => {
    const run = runAt("upgrade");
    const imps = run.progress.cards.filter((c) => c.card === "ember.cinder_imp");
    expect(imps.length).toBeGreaterThanOrEqual(2);
    const up = stepRun(run, { type: "Upgrade", uid: imps[0]!.uid, upgrade: "AddAttack" });
    if (!up.ok) throw new Error(up.code);
    const after = up.state.progress.cards;
    expect(after.find((c) => c.uid === imps[0]!.uid)!.attack).toBe(imps[0]!.attack + 1);
    expect(after.find((c) => c.uid === imps[1]!.uid)).toEqual(imps[1]);
    expect(up.state.content.factions[0]!.cards.find((c) => c.id === "ember.cinder_imp")!.attack).toBe(2);
    // The next fight starts with the upgraded copy in the deck.
    const inFight = [...up.state.match!.players[0].deck, ...up.state.match!.players[0].hand];
    expect(
      inFight
        .filter((c) => c.card === "ember.cinder_imp")
        .map((c) => c.attack)
        .sort(),
    ).toEqual(imps.map((c, i) => (i === 0 ? c.attack + 1 : c.attack)).sort());
    const field = run.progress.cards.find((c) => c.card === "ember.brazier")!;
    expect(stepRun(run, { type: "Upgrade", uid: field.uid, upgrade: "AddHealth" })).toMatchObject({
      code: RUN_REFUSAL.badChoice,
    });
    const free = run.progress.cards.find((c) => c.cost === 0)!;
    expect(stepRun(run, { type: "Upgrade", uid: free.uid, upgrade: "ReduceCost" })).toMatchObject({
      code: RUN_REFUSAL.badChoice,
    });
    const cheaper = stepRun(run, { type: "Upgrade", uid: field.uid, upgrade: "ReduceCost" });
    expect(cheaper.ok && cheaper.state.progress.cards.find((c) => c.uid === field.uid)!.cost).toBe(0);
    expect(legalRunActions(run).at(-1)).toEqual({ type: "SkipUpgrade" });
  });

  it("evaluates pack unlocks live from RunStats, then resets stats and unlocks when the run ends", () => {
    const events: RunEvent[] = [];
    let run: RunState | undefined;
    for (let i = 0; i < 60; i++) {
      events.length = 0;
      const end = playUntil(createRun(content, `unlock-${i}`, ["ember", "grove"]).state, () => false, events);
      if (end.summary && end.summary.fightsWon >= 2) {
        run = end;
        break;
      }
    }
    if (!run) throw new Error("no run won two fights");
    const storm = content.packs.find((p) => p.unlock.some((c) => c.stat === "fightsWon"))!;
    const wins = events.filter((e) => e.type === "FightEnded" && e.won);
    const unlocked = events.findIndex((e) => e.type === "PackUnlocked" && e.pack === storm.id);
    // Unlocked right when the second fight is won (fightsWon ≥ 2), not later.
    expect(unlocked).toBeGreaterThan(events.indexOf(wins[1]!));
    expect(events.slice(events.indexOf(wins[1]!), unlocked).some((e) => e.type === "FightStarted")).toBe(
      false,
    );
    expect(run.summary!.unlockedPacks).toContain(storm.id);
    expect(run.summary!.stats.fightsWon).toBe(run.summary!.fightsWon);
    expect(run.stats).toEqual(emptyStats());
    expect(run.unlockedPacks).toEqual(content.packs.filter((p) => p.unlock.length === 0).map((p) => p.id));
    expect(stepRun(run, { type: "SkipUpgrade" })).toMatchObject({ ok: false, code: RUN_REFUSAL.runOver });
  });

  it("unlocks a pack the moment RunStats meet its conditions, even in the middle of a fight", () => {
    const wild = content.packs.find((p) => p.unlock.some((c) => c.stat === "creaturesDestroyed"))!;
    let seen = 0;
    for (let i = 0; i < 40 && seen === 0; i++) {
      let run = createRun(content, `live-${i}`, ["ember", "grove"]).state;
      while (run.phase !== "over") {
        const result = stepRun(run, autoRunAction(run));
        if (!result.ok) throw new Error(result.code);
        const unlocked = result.events.some((e) => e.type === "PackUnlocked" && e.pack === wild.id);
        const fightGoesOn = run.phase === "combat" && result.state.phase === "combat";
        if (unlocked && fightGoesOn) {
          for (const c of wild.unlock) expect(result.state.stats[c.stat]).toBeGreaterThanOrEqual(c.atLeast);
          expect(run.unlockedPacks).not.toContain(wild.id);
          expect(result.state.unlockedPacks).toContain(wild.id);
          seen++;
        }
        run = result.state;
      }
    }
    expect(seen).toBe(1);
  });

  it("losing a fight ends the run", () => {
    let lost: RunState | undefined;
    for (let i = 0; i < 60 && !lost; i++) {
      const end = playUntil(createRun(content, `lose-${i}`, ["tide", "grove"]).state, () => false);
      if (end.summary?.outcome === "lost") lost = end;
    }
    expect(lost!.phase).toBe("over");
    expect(lost!.match!.winner).toBe(1);
    expect(lost!.summary!.reached).toBe(lost!.summary!.fightsWon + 1);
  });
});
