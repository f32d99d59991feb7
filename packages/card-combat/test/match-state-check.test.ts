import { describe, expect, it } from "vitest";
import { type CardDefinition, checkCommand, type MatchState, REFUSAL, step } from "../src/index.js";
import { card, freshMatch, give, ofType, place, spell, T } from "./helpers.js";

/** A match state from outside (a file, a copy): plain JSON, not one the engine made. */
const fromJson = (s: MatchState) => JSON.parse(JSON.stringify(s)) as MatchState;
const endTurn = { type: "EndTurn", side: 0 } as const;

/** Refused by both checkCommand and step as invalid_state, with a message naming the problem. */
function invalid(state: MatchState, ...fragments: string[]) {
  const checked = checkCommand(state, endTurn);
  const stepped = step(state, endTurn);
  for (const result of [checked, stepped]) {
    expect(result).toMatchObject({ ok: false, code: REFUSAL.invalidState });
    const { message } = result as { message: string };
    expect(message).toMatch(/^not a valid match state: \S/);
    for (const fragment of fragments) expect(message).toContain(fragment);
  }
}

describe("a match state from outside is checked in full before a step runs on it", () => {
  it("a valid state back from JSON is accepted and plays like the engine's own", () => {
    const s = freshMatch();
    const copy = fromJson(s);
    expect(checkCommand(copy, endTurn)).toBeNull();
    expect(step(copy, endTurn)).toEqual(step(s, endTurn));
  });

  it.each(["deck", "hand", "graveyard"] as const)(
    "refuses a card in a %s that the match does not define",
    (zone) => {
      const s = fromJson(freshMatch());
      s.players[1][zone].push({
        uid: "x1",
        card: "t.nowhere",
        holderId: "test",
        cost: 0,
        attack: 0,
        health: 0,
      });
      const at = s.players[1][zone].length - 1;
      invalid(s, `$.players[1].${zone}[${at}].card`, "t.nowhere");
    },
  );

  it("refuses an entity on the board whose card the match does not define", () => {
    const s = fromJson(freshMatch());
    s.board.push({ ...s.board[0]!, uid: "x2", card: "t.nowhere" });
    invalid(s, "$.board[2].card", "t.nowhere");
  });

  it("refuses a definition whose effect names a card the match does not define", () => {
    const caller = spell("t.caller", [{ action: "Summon", card: T.bear.id }]);
    const s = fromJson(freshMatch([caller]));
    s.cards[caller.id]!.abilities[0]!.effects[0]!.card = "t.nowhere";
    invalid(s, caller.id, "t.nowhere");
  });

  it("refuses a definition without its abilities list (the engine reads what it was given)", () => {
    const s = fromJson(freshMatch());
    const id = s.board.length > 0 ? s.board[0]!.card : Object.keys(s.cards)[0]!;
    delete (s.cards[id] as { abilities?: unknown }).abilities;
    invalid(s, `$.cards[${JSON.stringify(id)}].abilities`);
  });

  it("refuses a board holding more entities than its capacity, and accepts a board exactly full", () => {
    const full = freshMatch();
    for (let i = 0; i < 8; i++) place(full, i % 2 === 0 ? 0 : 1, T.wall.id);
    const copy = fromJson(full);
    expect(copy.board).toHaveLength(10);
    expect(checkCommand(copy, endTurn)).toBeNull();
    expect(step(copy, endTurn).ok).toBe(true);
    copy.board.push({ ...copy.board[2]!, uid: "x3" });
    invalid(copy, "$.board");
  });

  it("refuses a broken RNG, naming the path and what was expected", () => {
    const s = fromJson(freshMatch());
    (s as { rng: unknown }).rng = { algorithm: "sfc32", a: "one" };
    invalid(s, "$.rng", "RNG");
  });

  it("refuses a wrong shape, naming the path", () => {
    const s = fromJson(freshMatch());
    (s as { turn: unknown }).turn = 0;
    invalid(s, "$.turn");
  });
});

describe("a state from outside that passes the checks but that the rules cannot play", () => {
  it("is refused as invalid_state, never thrown", () => {
    // The definition kept under `t.alias` says it is `t.ghost`, which the match does not define:
    // only summoning it notices.
    const alias: CardDefinition = card({ id: "t.alias", type: "creature", cost: 0, attack: 1, health: 1 });
    const conjure = spell("t.conjure", [{ action: "Summon", card: alias.id }]);
    const s = freshMatch([alias, conjure]);
    const uid = give(s, 0, conjure.id);
    const copy = fromJson(s);
    copy.cards[alias.id] = { ...copy.cards[alias.id]!, id: "t.ghost" };
    const command = { type: "PlayCard", side: 0, card: uid } as const;
    expect(checkCommand(copy, command)).toBeNull();
    let result: unknown;
    expect(() => {
      result = step(copy, command);
    }).not.toThrow();
    expect(result).toMatchObject({ ok: false, code: REFUSAL.invalidState });
    expect((result as { message: string }).message).toMatch(/^not a valid match state: \S/);
    // The engine's own state with a consistent alias plays it.
    const fine = step(s, command);
    expect(fine.ok && ofType(fine.events, "EntityEntered").map((e) => e.card)).toEqual([alias.id]);
  });
});
