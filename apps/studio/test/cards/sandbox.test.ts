import { legalCommands, verifyMatchLog } from "@rulekit/card-combat";
import { describe, expect, it } from "vitest";
import { loadCardContent } from "../../src/routes/cards/content.ts";
import { buildSetup, deckChoices, defaultSetup } from "../../src/routes/cards/decks.ts";
import {
  aiMove,
  atEnd,
  current,
  exportLog,
  goTo,
  play,
  sessionFromLog,
  startSession,
  truncate,
} from "../../src/routes/cards/session.ts";

const loaded = loadCardContent();
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const content = loaded.value;

describe("card sandbox content and decks", () => {
  it("loads levels/card-combat through the engine's validation", () => {
    expect(content.factions.map((f) => f.id)).toEqual(["ember", "tide", "grove"]);
  });

  it("offers every pair of factions and every encounter", () => {
    const { pairs, encounters } = deckChoices(content);
    expect(pairs.map((p) => p.id)).toEqual(["ember+tide", "ember+grove", "tide+grove"]);
    expect(encounters).toHaveLength(content.encounters.length);
  });

  it("builds a deck-vs-encounter setup (16 vs the encounter's deck) and a two-decks setup", () => {
    const choice = defaultSetup(content);
    const vsEncounter = buildSetup(content, { ...choice, mode: "encounter", encounter: "enc.tide_wardens" });
    const wardens = content.encounters.find((e) => e.id === "enc.tide_wardens")!;
    expect(vsEncounter.setup.sides[0].deck).toHaveLength(16);
    expect(vsEncounter.setup.sides[1]).toMatchObject({ name: wardens.name, health: wardens.health });
    expect(vsEncounter.setup.sides[1].deck).toHaveLength(wardens.deck.length);
    expect(vsEncounter.policyB).toBe(wardens.ai);
    const twoDecks = buildSetup(content, {
      ...choice,
      mode: "decks",
      deckA: "ember+tide",
      deckB: "tide+grove",
    });
    expect(twoDecks.setup.sides.map((s) => s.name)).toEqual(["Side A", "Side B"]);
    expect(twoDecks.setup.sides[1].deck.filter((c) => c.holderId === "grove")).toHaveLength(8);
    expect(twoDecks.label).toBe("Ember + Tide vs Tide + Grove");
  });
});

describe("card sandbox session", () => {
  const fresh = (ai: 1 | null = 1) => {
    const { setup, label, policyB } = buildSetup(content, { ...defaultSetup(content), seed: "unit" });
    return startSession("unit", setup, label, { side: ai, policy: policyB });
  };

  it("plays legal commands only, and lets the AI answer for side B", () => {
    let s = fresh();
    expect(current(s).active).toBe(0);
    const refused = play(s, { type: "EndTurn", side: 1 });
    expect(refused).toEqual({ error: expect.stringMatching(/^not_your_turn/) });
    const next = play(s, { type: "EndTurn", side: 0 });
    if ("error" in next) throw new Error(next.error);
    s = next;
    // Side B's whole turn was played by the AI, each command a step of the history.
    expect(current(s).active).toBe(0);
    expect(s.commands.at(-1)).toEqual({ type: "EndTurn", side: 1 });
    expect(s.states).toHaveLength(s.commands.length + 1);
    expect(s.batches).toHaveLength(s.states.length);
  });

  it("steps back and forth, resumes from an earlier step, and exports a log that verifies", () => {
    let s = fresh(null);
    for (let i = 0; i < 6; i++) s = aiMove(s, "balanced");
    expect(s.commands).toHaveLength(6);
    const back = goTo(s, 3);
    expect(atEnd(back)).toBe(false);
    expect(current(back)).toBe(s.states[3]);
    expect(goTo(s, 99).cursor).toBe(6);
    const log = exportLog(back);
    expect(log.commands).toHaveLength(3);
    expect(verifyMatchLog(log)).toMatchObject({ ok: true });
    const resumed = truncate(back);
    expect(resumed.states).toHaveLength(4);
    const first = legalCommands(current(resumed)).at(-1)!;
    const played = play(back, first);
    if ("error" in played) throw new Error(played.error);
    expect(played.commands.slice(0, 3)).toEqual(s.commands.slice(0, 3));
    expect(played.commands[3]).toEqual(first);
  });

  it("rebuilds a session from an exported log, positioned at its start", () => {
    let s = fresh();
    for (let i = 0; i < 10; i++) s = aiMove(s, "aggressive");
    const loaded = sessionFromLog(exportLog(s));
    if ("error" in loaded) throw new Error(loaded.error);
    expect(loaded.problem).toBeNull();
    expect(loaded.session.cursor).toBe(0);
    expect(JSON.stringify(loaded.session.states.at(-1))).toBe(JSON.stringify(current(s)));
    const broken = sessionFromLog({ ...exportLog(s), commands: [{ type: "EndTurn", side: 1 }] });
    expect(broken).toEqual({ error: expect.stringMatching(/^command 0 is refused: not_your_turn/) });
    // A log whose recorded hash was changed still loads, with the mismatch named.
    const log = exportLog(s);
    const tampered = sessionFromLog({ ...log, final: { ...log.final, stateHash: "0".repeat(32) } });
    if ("error" in tampered) throw new Error(tampered.error);
    expect(tampered.problem).toMatch(/^final state hash [0-9a-f]{32} differs from the recorded 0{32}$/);
  });
});
