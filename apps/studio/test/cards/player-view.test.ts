import { leaderRef, legalCommands } from "@rulekit/card-combat";
import { describe, expect, it } from "vitest";
import { loadCardContent } from "../../src/routes/cards/content.ts";
import { buildSetup, defaultSetup } from "../../src/routes/cards/decks.ts";
import { matchSummary } from "../../src/routes/cards/match-summary.ts";
import {
  actionsByCard,
  commandTarget,
  pendingCommands,
  startAction,
  viewerOf,
} from "../../src/routes/cards/player-actions.ts";
import { nextSeed } from "../../src/routes/cards/sandbox-page.tsx";
import { aiMove, current, startSession } from "../../src/routes/cards/session.ts";
import {
  commandText,
  endReasonText,
  entityLabel,
  eventText,
  outcomeTitle,
  targetLabel,
  turnOf,
} from "../../src/routes/cards/words.ts";

const loaded = loadCardContent();
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const content = loaded.value;
const fresh = (seed: string, ai: 1 | null = 1) => {
  const { setup, label, policyB } = buildSetup(content, { ...defaultSetup(content), seed });
  return startSession(seed, setup, label, { side: ai, policy: policyB });
};
/** Both sides played by the AI until the match is over. */
function finished(seed: string) {
  let s = fresh(seed, null);
  while (current(s).status === "playing") s = aiMove(s, "aggressive");
  return s;
}

describe("cards in the words a player uses", () => {
  it("names cards and leaders without instance ids, and tells twins on the board apart by place", () => {
    const s = finished("words");
    const state = current(s);
    for (const c of s.commands.slice(0, 40)) expect(commandText(state, c)).not.toMatch(/\[?c\d+\]?|leader:/);
    expect(commandText(state, { type: "EndTurn", side: 0 })).toBe("Side A ends the turn");
    const fields = state.board.filter((e) => e.card === state.board[0]!.card);
    if (fields.length > 1) expect(entityLabel(state, fields[0]!.uid)).toMatch(/ #\d+$/);
    const attack = s.commands.find((c) => c.type === "Attack" && c.target === leaderRef(1));
    if (attack) expect(commandText(state, attack)).toMatch(/attacks Ember Scouts' leader$/);
  });

  it("hides the other side's draws in a player's view and shows them when revealed", () => {
    const s = fresh("hidden");
    const draw = s.batches[0]!.find((e) => e.type === "CardDrawn" && e.side === 1)!;
    const state = current(s);
    expect(eventText(state, draw, { viewer: 0, reveal: false })).toBe("Ember Scouts draws a card");
    expect(eventText(state, draw, { viewer: 0, reveal: true })).toMatch(/^Ember Scouts draws (?!a card)/);
    expect(eventText(state, draw, { viewer: 1, reveal: false })).not.toBe("Ember Scouts draws a card");
  });

  it('against the AI says "you" and "the opponent", never a side\'s name, with the verbs agreeing', () => {
    const s = finished("personal");
    const state = current(s);
    const voice = { viewer: 0 as const, reveal: false, personal: true };
    expect(commandText(state, { type: "EndTurn", side: 0 }, voice)).toBe("You end the turn");
    expect(commandText(state, { type: "EndTurn", side: 1 }, voice)).toBe("The opponent ends the turn");
    expect(targetLabel(state, leaderRef(1), voice)).toBe("the opponent's leader");
    expect(targetLabel(state, leaderRef(0), voice)).toBe("your leader");
    expect(turnOf({ ...state, active: 0 }, voice)).toBe("your turn");
    expect(outcomeTitle(state, 0, voice)).toBe("You win");
    expect(outcomeTitle(state, 1, voice)).toBe("You lose");
    expect(endReasonText(state, "leader_defeated", 0, voice)).toBe(
      "the opponent's leader was brought to 0 health",
    );
    const lines = s.batches.flat().map((e) => eventText(state, e, voice));
    for (const line of lines) {
      expect(line).not.toMatch(/Side A|Ember Scouts|\[?c\d+\]?|leader:/);
      expect(line).not.toMatch(
        /\bYou (draws|plays|ends|gains|discards)\b|\bthe opponent (draw|play|end|gain) /i,
      );
    }
    expect(lines.some((l) => l.startsWith("You draw "))).toBe(true);
    expect(lines.some((l) => l === "The opponent draws a card")).toBe(true);
  });

  it("says why a match ended", () => {
    const state = current(fresh("x"));
    expect(endReasonText(state, "leader_defeated", 0)).toBe("Ember Scouts' leader was brought to 0 health");
    expect(endReasonText(state, "turn_limit", null)).toMatch(/turn limit/);
  });
});

describe("the player's moves", () => {
  it("groups legal commands by card; attacks always ask for a target, untargeted plays go at once", () => {
    let s = fresh("moves", null);
    for (let i = 0; i < 30 && !legalCommands(current(s)).some((c) => c.type === "Attack"); i++)
      s = aiMove(s, "aggressive");
    const state = current(s);
    const actions = actionsByCard(state);
    const total = [...actions.values()].reduce(
      (n, a) => n + a.play.length + a.attack.length + a.activate.length,
      0,
    );
    expect(total).toBe(legalCommands(state).filter((c) => c.type !== "EndTurn").length);
    const [attacker, a] = [...actions].find(([, x]) => x.attack.length > 0)!;
    const started = startAction("Attack", attacker, a.attack);
    expect(started).toEqual({ pending: { kind: "Attack", uid: attacker } });
    const targets = pendingCommands(actions, { kind: "Attack", uid: attacker }).map(commandTarget);
    expect(targets).toContain(leaderRef(state.active === 0 ? 1 : 0));
    expect(startAction("PlayCard", "c1", [{ type: "PlayCard", side: 0, card: "c1" }])).toEqual({
      command: { type: "PlayCard", side: 0, card: "c1" },
    });
    expect(startAction("PlayCard", "c1", [])).toBeNull();
  });

  it("views the table from the human side against the AI, from the side to play in a hot seat", () => {
    const s = fresh("seat");
    expect(viewerOf(1, current(s))).toBe(0);
    expect(viewerOf(null, { ...current(s), active: 1 })).toBe(1);
  });
});

describe("the end of a match", () => {
  it("sums the winner, reason, turns and damage dealt from the events", () => {
    const s = finished("summary");
    const summary = matchSummary(s.states, s.batches)!;
    const state = current(s);
    expect(summary).toMatchObject({ winner: state.winner, reason: state.endReason, turns: state.turn });
    for (const side of [0, 1] as const) {
      expect(summary.leaderDamage[side]).toBeGreaterThanOrEqual(
        state.players[side].maxHealth - Math.max(0, state.players[side].health),
      );
    }
    expect(summary.damageDealt[0] + summary.damageDealt[1]).toBeGreaterThan(0);
    expect(matchSummary(s.states.slice(0, 2), s.batches.slice(0, 2))).toBeNull();
  });

  it("a rematch counts the seed on", () => {
    expect(nextSeed("sandbox-1")).toBe("sandbox-2");
    expect(nextSeed("abc")).toBe("abc-2");
  });
});
