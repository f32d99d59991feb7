import { type Command, cardIndex, leaderRef } from "@rulekit/card-combat";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardRules, cardRulesText, flavourOf, KEYWORDS } from "../../src/routes/cards/card-words.ts";
import { loadCardContent } from "../../src/routes/cards/content.ts";
import { buildSetup, defaultSetup } from "../../src/routes/cards/decks.ts";
import { asHistory, HISTORY_LIMIT } from "../../src/routes/cards/history.ts";
import { decodeCommands, encodeCommands, linkFrom, linkParams } from "../../src/routes/cards/match-link.ts";
import { recentStep } from "../../src/routes/cards/recent.ts";
import { aiMove, current, sessionFromCommands, startSession } from "../../src/routes/cards/session.ts";

const loaded = loadCardContent();
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const content = loaded.value;
const cards = cardIndex(content);
const names = (id: string) => cards[id]?.name ?? id;

describe("card faces in players' words", () => {
  it("write every card of the content without the content file's engine names", () => {
    for (const def of Object.values(cards)) {
      const text = cardRulesText(def, names);
      expect(text, def.id).not.toMatch(
        /\b(OnPlay|OnEnterBoard|OnDestroyed|TurnStart|OpponentTurnEnd|OnSupply|GenerateEnergy|DealDamage|chosen|triggerSource)\b/,
      );
      if (def.abilities.length > 0) expect(text.length, def.id).toBeGreaterThan(0);
      else expect(flavourOf(def), def.id).toBe(def.text ?? null);
    }
  });

  it("says what an ability does, when, and explains each keyword", () => {
    const text = (id: string) => cardRulesText(cards[id]!, names);
    expect(text("ember.spark")).toBe("Deal 2 damage to an enemy creature or the enemy leader.");
    expect(text("ember.brazier")).toBe("Start of turn: supply 1 energy. Stays 4 turns (countdown).");
    expect(text("grove.packleader")).toBe("When played: summon a Grove Wolf.");
    expect(text("grove.thornhide")).toBe("A creature of yours gets +2 attack and +2 health.");
    expect(text("ember.warlord")).toBe("Activate (1 energy): your creatures get +1 attack.");
    const keywords = Object.values(cards).flatMap((def) =>
      cardRules(def, names).flatMap((line) =>
        line.flatMap((p) => (typeof p === "string" ? [] : [p.keyword])),
      ),
    );
    expect(new Set(keywords).size).toBeGreaterThan(5);
    for (const k of keywords) expect(KEYWORDS[k].length).toBeGreaterThan(20);
  });
});

describe("a match as a link", () => {
  const arbitraryCommand: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ type: fc.constant("EndTurn" as const), side: fc.constantFrom(0 as const, 1 as const) }),
    fc.record({
      type: fc.constant("Attack" as const),
      side: fc.constantFrom(0 as const, 1 as const),
      attacker: fc.integer({ min: 1, max: 999 }).map((n) => `c${n}`),
      target: fc.oneof(
        fc.constantFrom(leaderRef(0), leaderRef(1)),
        fc.integer({ min: 1, max: 99 }).map((n) => `c${n}`),
      ),
    }),
    fc.record({
      type: fc.constant("PlayCard" as const),
      side: fc.constantFrom(0 as const, 1 as const),
      card: fc.integer({ min: 1, max: 999 }).map((n) => `c${n}`),
      targets: fc.array(fc.constantFrom(leaderRef(1), "c4"), { minLength: 1, maxLength: 2 }),
    }),
  );

  it("writes commands short and reads back exactly those", () => {
    fc.assert(
      fc.property(fc.array(arbitraryCommand, { maxLength: 40 }), (commands) => {
        expect(decodeCommands(encodeCommands(commands))).toEqual(commands);
      }),
    );
  });

  it("refuses anything that is not a list of commands", () => {
    for (const bad of ["x0", "p2-c1", "a0-c1", "a0-L1-c2", "p0-L0", "e0-c1", "p0-c1-<b>", "p0-c1..e0", "e0."])
      expect(decodeCommands(bad), bad).toBeNull();
  });

  it("rebuilds a played match from its link through the engine, the AI's moves included", () => {
    const choice = { ...defaultSetup(content), seed: "link-1" };
    const { setup, label, policyB } = buildSetup(content, choice);
    let s = startSession("link-1", setup, label, { side: 1, policy: policyB });
    for (let i = 0; i < 12; i++) s = aiMove(s, "balanced");
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(
      linkParams({ choice, commands: s.commands, at: null, replay: false }),
    ))
      if (v !== null) params.set(k, v);
    const link = linkFrom(params);
    if (!link || "problem" in link) throw new Error("no link");
    const { deckB: _unused, ...chosen } = choice;
    expect(link.choice).toMatchObject(chosen);
    const again = sessionFromCommands("link-1", setup, label, { side: 1, policy: policyB }, link.commands);
    expect(again.applied).toBe(s.commands.length);
    expect(current(again.session)).toEqual(current(s));
    // A command the rules refuse stops the rebuild there.
    const broken = sessionFromCommands("link-1", setup, label, { side: null, policy: policyB }, [
      ...s.commands.slice(0, 3),
      { type: "Attack", side: 0, attacker: "c999", target: leaderRef(1) },
      ...s.commands.slice(3),
    ]);
    expect(broken.applied).toBe(3);
  });

  it("says what is wrong with a link instead of guessing", () => {
    expect(linkFrom(new URLSearchParams(""))).toBeNull();
    expect(linkFrom(new URLSearchParams("seed=&a=x&vs=y"))).toEqual({
      problem: expect.stringContaining("seed"),
    });
    expect(linkFrom(new URLSearchParams("seed=s&vs=y"))).toEqual({
      problem: expect.stringContaining("deck"),
    });
    expect(linkFrom(new URLSearchParams("seed=s&a=x"))).toEqual({
      problem: expect.stringContaining("opponent"),
    });
    expect(linkFrom(new URLSearchParams("seed=s&a=x&vs=y&moves=zz"))).toEqual({
      problem: expect.stringContaining("moves"),
    });
    expect(linkFrom(new URLSearchParams("seed=s&a=x&vs=y&at=-1"))).toEqual({
      problem: expect.stringContaining("step"),
    });
  });
});

describe("what a step did, for the table", () => {
  it("finds attacks, applied damage per target and the cards destroyed, in the place they had", () => {
    const choice = { ...defaultSetup(content), seed: "recent-3", aiPlaysB: false };
    const { setup, label, policyB } = buildSetup(content, choice);
    let s = startSession("recent-3", setup, label, { side: null, policy: policyB });
    let seen = { attacks: 0, fallen: 0 };
    for (let i = 0; i < 300 && current(s).status === "playing"; i++) {
      s = aiMove(s, "aggressive");
      const step = recentStep(s.states[s.cursor - 1], s.batches[s.cursor]!);
      seen = { attacks: seen.attacks + step.attacks.length, fallen: seen.fallen + step.fallen.length };
      for (const f of step.fallen) {
        expect(s.states[s.cursor - 1]!.board[f.index]!.uid).toBe(f.entity.uid);
        expect(current(s).board.some((e) => e.uid === f.entity.uid)).toBe(false);
      }
      for (const [, hit] of step.hits) expect(hit.damage + hit.heal).toBeGreaterThan(0);
    }
    expect(seen.attacks).toBeGreaterThan(0);
    expect(seen.fallen).toBeGreaterThan(0);
  });
});

describe("match history", () => {
  it("keeps only well-formed entries, at most the limit", () => {
    const good = {
      query: "seed=a",
      label: "x",
      seed: "a",
      outcome: "won",
      turns: 9,
      endedAt: "2026-01-01T00:00:00Z",
    };
    expect(asHistory([good, { ...good, outcome: "maybe" }, { ...good, turns: "9" }, null, 7])).toEqual([
      good,
    ]);
    expect(asHistory(Array.from({ length: 50 }, (_, i) => ({ ...good, query: `q${i}` })))).toHaveLength(
      HISTORY_LIMIT,
    );
    expect(asHistory({ not: "a list" })).toEqual([]);
  });
});
