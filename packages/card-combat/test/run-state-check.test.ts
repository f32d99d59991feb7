import { describe, expect, it } from "vitest";
import { createRun, REFUSAL, RUN_REFUSAL, type RunAction, type RunState, stepRun } from "../src/index.js";
import { act, fromJson, labContent, loseFight, winFight } from "./run-lab.js";

/**
 * A run state the engine did not make (a saved game, a hand-made fixture) is checked in full before a
 * step: a bad one is refused with `invalid_state` and a message naming where it is wrong; a good one
 * plays exactly like the engine's own.
 */
const content = labContent({ playerHealth: 3 });
const start = () => createRun(content, "check", ["alpha", "beta"]).state;
const atReward = () => winFight(start());
const atUpgrade = () => act(atReward(), { type: "ChooseReward", card: null }).state;
function wonRun(): RunState {
  let run = atUpgrade();
  for (let fight = 1; fight < 3; fight++) {
    run = winFight(act(run, { type: "SkipUpgrade" }).state);
    if (run.phase === "reward") run = act(run, { type: "ChooseReward", card: null }).state;
  }
  return run;
}
const endTurn: RunAction = { type: "Combat", command: { type: "EndTurn", side: 0 } };

function expectInvalid(state: unknown, action: RunAction, path: string) {
  const result = stepRun(state as RunState, action);
  expect(result).toMatchObject({ ok: false, code: REFUSAL.invalidState });
  if (!result.ok) expect(result.message).toContain(path);
}

describe("a run state from outside", () => {
  it("in every phase, back from JSON, plays exactly like the engine's own", () => {
    const reward = atReward();
    const upgrade = atUpgrade();
    const cases: [RunState, RunAction][] = [
      [start(), endTurn],
      [reward, { type: "ChooseReward", card: reward.offer[1]! }],
      [reward, { type: "ChooseReward", card: null }],
      [upgrade, { type: "Upgrade", uid: upgrade.progress.cards[0]!.uid, upgrade: "ReduceCost" }],
      [upgrade, { type: "SkipUpgrade" }],
    ];
    for (const [run, action] of cases) expect(stepRun(fromJson(run), action)).toEqual(stepRun(run, action));
  });

  it("of a finished run, won or lost, back from JSON, is refused as over (run_over), not as invalid", () => {
    const won = wonRun();
    const lost = loseFight(start());
    expect(won.summary!.outcome).toBe("won");
    expect(lost.summary!.outcome).toBe("lost");
    for (const run of [won, lost])
      expect(stepRun(fromJson(run), { type: "SkipUpgrade" })).toMatchObject({
        ok: false,
        code: RUN_REFUSAL.runOver,
      });
  });

  it("with a summary whose outcome is neither won nor lost is invalid", () => {
    const run = fromJson(wonRun());
    expectInvalid(
      { ...run, summary: { ...run.summary!, outcome: "draw" } },
      { type: "SkipUpgrade" },
      "$.summary",
    );
  });

  it("between fights needs no match: a reward or upgrade state with match null is accepted", () => {
    const reward = fromJson(atReward());
    const taken = stepRun({ ...reward, match: null }, { type: "ChooseReward", card: reward.offer[0]! });
    expect(taken.ok).toBe(true);
    const upgrade = fromJson(atUpgrade());
    const next = stepRun({ ...upgrade, match: null }, { type: "SkipUpgrade" });
    expect(next.ok && next.state.match!.seed).toBe("check/fight-2");
  });

  it("in a fight without a match is invalid ($.match)", () => {
    expectInvalid({ ...fromJson(start()), match: null }, endTurn, "$.match");
  });

  it("in a fight with a broken match is invalid for every action, naming the path inside the match", () => {
    const run = fromJson(start());
    const broken = { ...run, match: { ...run.match!, turn: 0 } };
    for (const action of [
      endTurn,
      { type: "SkipUpgrade" },
      { type: "ChooseReward", card: null },
    ] as RunAction[])
      expectInvalid(broken, action, "$.match.turn");
  });

  it("whose position is past the end of the map (position = map length) is invalid ($.position)", () => {
    const run = fromJson(start());
    expectInvalid({ ...run, position: content.run.map.length }, endTurn, "$.position");
    expect(stepRun({ ...run, position: content.run.map.length - 1 }, endTurn).ok).toBe(true);
  });

  it("owning a card the content does not define is invalid ($.progress.cards[i].card)", () => {
    const run = fromJson(start());
    run.progress.cards[3]!.card = "alpha.nothing";
    expectInvalid(run, endTurn, "$.progress.cards[3].card");
  });

  it("offering a card the content does not define is invalid ($.offer[i])", () => {
    const run = fromJson(atReward());
    run.offer[1] = "alpha.nothing";
    expectInvalid(run, { type: "ChooseReward", card: run.offer[0]! }, "$.offer[1]");
  });

  it("whose content has a broken reference is invalid, with the path inside the content", () => {
    const run = fromJson(start());
    run.content.packs[0]!.cards[0] = "alpha.nothing";
    expectInvalid(run, endTurn, "$.content.packs[0].cards[0]");
  });

  it("that passes the checks but cannot go on (an upgrade after the boss: no next fight) is refused as invalid, never thrown", () => {
    const run = fromJson(atUpgrade());
    expectInvalid(
      { ...run, position: content.run.map.length - 1 },
      { type: "SkipUpgrade" },
      "unknown encounter",
    );
  });
});
