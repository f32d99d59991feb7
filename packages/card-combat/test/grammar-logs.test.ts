import { describe, expect, it } from "vitest";
import {
  autoRun,
  createMatch,
  createMatchLog,
  createRun,
  createRunLog,
  decksSetup,
  MatchSetupSchema,
  parseMatchLog,
  parseRunLog,
  replayRun,
  SYSTEM_FIELD_ID,
  verifyRunLog,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
const setup = () => decksSetup(content, ["ember", "tide"], ["grove", "ember"]);
const matchLog = () => {
  const start = createMatch("gl-1", setup());
  return JSON.parse(JSON.stringify(createMatchLog("gl-1", setup(), [], start.state, [start.events])));
};
const pathsOf = (result: { ok: boolean; issues?: { path: string }[] }) =>
  result.ok ? [] : (result.issues ?? []).map((i) => i.path);

describe("match log: commands", () => {
  it("accepts each of the four command shapes", () => {
    const log = matchLog();
    log.commands = [
      { type: "PlayCard", side: 0, card: "a1", targets: ["b2"] },
      { type: "PlayCard", side: 1, card: "b1" },
      { type: "Attack", side: 1, attacker: "b1", target: "a2" },
      { type: "Activate", side: 0, entity: "a3", targets: [] },
      { type: "Activate", side: 1, entity: "a3" },
      { type: "EndTurn", side: 1 },
    ];
    expect(pathsOf(parseMatchLog(log))).toEqual([]);
  });

  it.each([
    [{ type: "Activate", side: 0 }, "$.commands[0].entity"],
    [{ type: "Attack", side: 0, attacker: "a1" }, "$.commands[0].target"],
    [{ type: "PlayCard", side: 0 }, "$.commands[0].card"],
    [{ type: "EndTurn", side: 2 }, "$.commands[0].side"],
    [{ type: "EndTurn", side: 0, card: "a1" }, "$.commands[0]"],
  ])("refuses the malformed command %j at %s", (command, path) => {
    const log = matchLog();
    log.commands = [command];
    expect(pathsOf(parseMatchLog(log))).toEqual([path]);
  });

  it("refuses an unknown command type under $.commands[0]", () => {
    const log = matchLog();
    log.commands = [{ type: "Concede", side: 0 }];
    const paths = pathsOf(parseMatchLog(log));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith("$.commands[0]"))).toBe(true);
  });
});

describe("match log: hashes", () => {
  it.each([
    ["one digit too many", `${"0".repeat(32)}0`],
    ["a prefix before the digits", `x${"0".repeat(32)}`],
    ["a suffix after the digits", `${"a".repeat(32)}z`],
    ["upper case", "A".repeat(32)],
  ])("refuses a stateHash with %s", (_, hash) => {
    const log = matchLog();
    log.final.stateHash = hash;
    const parsed = parseMatchLog(log);
    expect(parsed).toMatchObject({ ok: false, issues: [{ path: "$.final.stateHash" }] });
    if (!parsed.ok) expect(parsed.issues[0]!.message).toMatch(/32-digit hex hash/);
  });
});

describe("match log: set-up references", () => {
  it("refuses a Summon of a card the set-up lacks, at the card's effect", () => {
    const log = matchLog();
    log.setup.cards["ember.ghostcaller"] = {
      id: "ember.ghostcaller",
      name: "G",
      faction: "ember",
      type: "field",
      cost: 1,
      abilities: [
        { when: "TurnStart", effects: [{ action: "Draw", amount: 1 }] },
        {
          when: "onPlay",
          effects: [
            { action: "Draw", amount: 1 },
            { action: "Summon", card: "ghost" },
          ],
        },
      ],
    };
    const parsed = parseMatchLog(log);
    expect(parsed).toMatchObject({
      ok: false,
      issues: [
        {
          path: '$.setup.cards["ember.ghostcaller"].abilities[1].effects[1].card',
          code: "custom",
          message: "unknown card 'ghost'",
        },
      ],
    });
  });

  it("a Summon of the system field is known even when the set-up does not list it", () => {
    const s = setup();
    delete (s.cards as Record<string, unknown>)[SYSTEM_FIELD_ID];
    s.cards["ember.caller"] = {
      id: "ember.caller",
      name: "C",
      faction: "ember",
      type: "field",
      cost: 1,
      abilities: [{ when: "onPlay", effects: [{ action: "Summon", card: SYSTEM_FIELD_ID }] }],
    };
    expect(MatchSetupSchema.safeParse(s).success).toBe(true);
  });

  it("refuses a deck card the set-up lacks, at that card", () => {
    const log = matchLog();
    log.setup.sides[1].deck[4].card = "ghost";
    const parsed = parseMatchLog(log);
    expect(parsed).toMatchObject({
      ok: false,
      issues: [{ path: "$.setup.sides[1].deck[4].card", code: "custom", message: "unknown card 'ghost'" }],
    });
  });
});

describe("run logs", () => {
  const live = autoRun(content, "grammar-run-2", { playerPolicy: "balanced" });
  const fresh = createRun(content, "grammar-run-0", ["ember", "tide"]).state;
  const freshLog = () => JSON.parse(JSON.stringify(createRunLog(fresh, [], "0".repeat(32))));

  it("a finished run records its outcome and fights won from the summary", () => {
    const summary = live.state.summary;
    expect(summary).not.toBeNull();
    const log = createRunLog(live.state, live.actions, "0".repeat(32));
    expect(log.final.outcome).toBe(summary!.outcome);
    expect(log.final.fightsWon).toBe(summary!.fightsWon);
    expect(summary!.fightsWon).toBeGreaterThan(0);
  });

  it("a run in progress records outcome null and the fights won so far", () => {
    const log = createRunLog(fresh, [], "0".repeat(32));
    expect(log.final.outcome).toBeNull();
    expect(log.final.fightsWon).toBe(0);
    expect(parseRunLog(JSON.parse(JSON.stringify(log))).ok).toBe(true);
  });

  it("accepts every run action shape and both outcomes", () => {
    const log = freshLog();
    log.actions = [
      { type: "Combat", command: { type: "EndTurn", side: 0 } },
      { type: "ChooseReward", card: null },
      { type: "ChooseReward", card: "ember.brazier" },
      { type: "Upgrade", uid: "o1", upgrade: "ReduceCost" },
      { type: "SkipUpgrade" },
    ];
    for (const outcome of ["won", "lost", null]) {
      log.final.outcome = outcome;
      expect(pathsOf(parseRunLog(log)), String(outcome)).toEqual([]);
    }
    log.final.outcome = "draw";
    expect(pathsOf(parseRunLog(log))).toEqual(["$.final.outcome"]);
  });

  it.each([
    [{ type: "SkipUpgrade", uid: "o1" }, "$.actions[0]"],
    [{ type: "Upgrade", uid: "o1", upgrade: "Double" }, "$.actions[0].upgrade"],
    [{ type: "ChooseReward", card: "" }, "$.actions[0].card"],
    [{ type: "Combat", command: { type: "EndTurn", side: 3 } }, "$.actions[0].command.side"],
  ])("refuses the malformed action %j at %s", (action, path) => {
    const log = freshLog();
    log.actions = [action];
    expect(pathsOf(parseRunLog(log))).toEqual([path]);
  });

  it("a content reference issue is reported under $.content at its full path, indices past 9 included", () => {
    const log = freshLog();
    const deck = log.content.encounters[0].deck as string[];
    while (deck.length < 12) deck.push(deck[0]!);
    deck[11] = "ghost";
    const parsed = parseRunLog(log);
    expect(parsed).toMatchObject({
      ok: false,
      issues: [{ path: "$.content.encounters[0].deck[11]", message: "unknown card 'ghost'" }],
    });
  });

  it("refuses two factions the content lacks or a faction picked twice, naming the rule", () => {
    const log = freshLog();
    for (const factions of [
      ["ember", "ember"],
      ["ember", "nope"],
      ["nope", "tide"],
    ]) {
      log.factions = factions;
      const parsed = parseRunLog(log);
      expect(parsed, factions.join()).toMatchObject({ ok: false, issues: [{ path: "$.factions" }] });
      if (!parsed.ok) expect(parsed.issues[0]!.message).toMatch(/two different factions/);
    }
  });

  it("replayRun stops at the first refused action and says which", () => {
    const refused = { type: "Combat" as const, command: { type: "EndTurn" as const, side: 1 as const } };
    const result = replayRun("grammar-run-0", { content, factions: ["ember", "tide"], actions: [refused] });
    expect(result).toMatchObject({ ok: false, index: 0, action: refused });
    if (!result.ok) expect(result.code).toBeTruthy();
  });

  it("verifyRunLog fails a log whose hash does not match, and one with a refused action", () => {
    const good = createRunLog(live.state, live.actions, "0".repeat(32));
    const again = replayRun(live.state.seed, {
      content,
      factions: live.state.progress.factions,
      actions: live.actions,
    });
    const honest = { ...good, final: { ...good.final, eventsHash: again.eventsHash } };
    expect(verifyRunLog(honest)).toMatchObject({ ok: true, problem: null });
    expect(verifyRunLog({ ...honest, final: { ...honest.final, stateHash: "f".repeat(32) } }).ok).toBe(false);
    const refused = verifyRunLog({
      ...createRunLog(fresh, [], "0".repeat(32)),
      actions: [{ type: "Combat", command: { type: "EndTurn", side: 1 } }],
    });
    expect(refused.ok).toBe(false);
    expect(refused.problem).toBeTruthy();
  });
});
