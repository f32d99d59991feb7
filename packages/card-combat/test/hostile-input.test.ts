import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  assembleContent,
  type Command,
  createRun,
  ENGINE_NAME,
  legalCommands,
  type MatchState,
  parseRunLog,
  REFUSAL,
  RULES_VERSION,
  type RunAction,
  type RunState,
  step,
  stepRun,
} from "../src/index.js";
import { CONTENT_DIR, freshMatch, give, loadContent, T } from "./helpers.js";

/** A command whose `card` reads `first` once and `then` on every later read (counting the reads). */
function shiftyPlay(first: string, then: string) {
  let reads = 0;
  const command = Object.defineProperty({ type: "PlayCard", side: 0 }, "card", {
    enumerable: true,
    get: () => (reads++ === 0 ? first : then),
  }) as Command;
  return { command, reads: () => reads };
}

describe("step with hostile input", () => {
  it("reads the command once: a card that changes between reads is played as first named", () => {
    const s = freshMatch([T.bear]);
    s.players[0].energy = 2;
    const bear = give(s, 0, T.bear.id);
    const filler = give(s, 0, T.filler.id);
    expect(legalCommands(s)).toContainEqual({ type: "PlayCard", side: 0, card: bear });
    // Checked as the affordable bear, it must not be played as the 9-energy filler.
    const { command, reads } = shiftyPlay(bear, filler);
    const result = step(s, command);
    expect(reads()).toBe(1);
    if (!result.ok) throw new Error(result.code);
    expect(result.events.find((e) => e.type === "CardPlayed")).toMatchObject({ uid: bear });
    expect(result.state.players[0].energy).toBe(0);
  });

  it("refuses a value that is not a match state, never throwing", () => {
    const s = freshMatch([T.bear]);
    const copy = JSON.parse(JSON.stringify(s)) as MatchState;
    const bad: unknown[] = [
      null,
      undefined,
      {},
      [],
      { ...copy, players: [] },
      { ...copy, rng: { algorithm: "sfc32", a: -1, b: 0, c: 0, d: 0 } },
      { ...copy, cards: {} },
      { ...copy, board: [...copy.board, { ...copy.board[0], card: "missing" }] },
      { ...copy, turn: 0 },
    ];
    for (const state of bad) {
      const result = step(state as MatchState, { type: "EndTurn", side: 0 });
      expect(result, JSON.stringify(state)?.slice(0, 60)).toMatchObject({
        ok: false,
        code: REFUSAL.invalidState,
      });
    }
    // The same match back from JSON plays exactly like the engine's own.
    expect(step(copy, { type: "EndTurn", side: 0 })).toEqual(step(s, { type: "EndTurn", side: 0 }));
  });
});

describe("stepRun with hostile input", () => {
  const content = loadContent();

  it("refuses a value that is not a run state, and runs one back from JSON like the engine's own", () => {
    const run = createRun(content, "hostile", ["ember", "tide"]).state;
    const copy = JSON.parse(JSON.stringify(run)) as RunState;
    for (const state of [
      null,
      {},
      { ...copy, position: 99 },
      { ...copy, progress: { ...copy.progress, factions: ["ember", "ember"] } },
    ]) {
      expect(stepRun(state as RunState, { type: "SkipUpgrade" })).toMatchObject({
        ok: false,
        code: REFUSAL.invalidState,
      });
    }
    const action: RunAction = { type: "Combat", command: { type: "EndTurn", side: 0 } };
    expect(stepRun(copy, action)).toEqual(stepRun(run, action));
  });

  it("a run log naming factions the content lacks is refused by parseRunLog, not thrown at replay", () => {
    const run = createRun(content, "log", ["ember", "tide"]).state;
    const log = {
      format: "rulekit.cards.run-log",
      version: 1,
      engine: { name: ENGINE_NAME, rules: RULES_VERSION },
      seed: "log",
      factions: ["ember", "ember"],
      content: run.content,
      actions: [],
      final: {
        stateHash: "0".repeat(32),
        eventsHash: "0".repeat(32),
        phase: "combat",
        position: 0,
        outcome: null,
        fightsWon: 0,
      },
    };
    const parsed = parseRunLog(log);
    expect(parsed).toMatchObject({ ok: false, issues: [{ path: "$.factions" }] });
    log.factions = ["ember", "tide"];
    expect(parseRunLog(log).ok).toBe(true);
    log.content = { ...run.content, run: { ...run.content.run, map: ["no-such-encounter"] } };
    expect(parseRunLog(log)).toMatchObject({ ok: false, issues: [{ path: "$.content.run.map[0]" }] });
  });
});

describe("assembleContent with hostile manifests", () => {
  it("refuses manifest paths that leave the content folder, before reading them", () => {
    const manifest = JSON.parse(readFileSync(join(CONTENT_DIR, "manifest.json"), "utf8"));
    for (const path of ["../../etc/shadow", "/etc/shadow", "factions/../../x.json", "C:/x.json"]) {
      const read: string[] = [];
      const result = assembleContent((file) => {
        read.push(file);
        return file === "manifest.json"
          ? { ...manifest, packs: path }
          : JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"));
      });
      expect(result).toMatchObject({ ok: false, issues: [{ file: "manifest.json", path: "$.packs" }] });
      expect(read).toEqual(["manifest.json"]);
    }
  });
});
