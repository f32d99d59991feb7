import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Command,
  cloneMatch,
  createMatch,
  createRun,
  legalCommands,
  legalRunActions,
  type MatchEvent,
  type MatchSetup,
  type MatchState,
  step,
  stepRun,
  TRIGGERS,
} from "../src/index.js";
import { seedArb, setupArb } from "./arbitraries.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
/** A random walk: each number picks one of the legal commands (modulo their count). */
function walk(
  seed: string,
  setup: MatchSetup,
  picks: number[],
  check?: (s: MatchState, events: MatchEvent[]) => void,
) {
  const start = createMatch(seed, setup);
  let s = start.state;
  const commands: Command[] = [];
  const events: MatchEvent[][] = [start.events];
  check?.(s, start.events);
  for (const pick of picks) {
    const legal = legalCommands(s);
    if (legal.length === 0) break;
    const command = legal[pick % legal.length]!;
    const result = step(s, command);
    if (!result.ok) throw new Error(`a legal command was refused: ${result.code} ${JSON.stringify(command)}`);
    commands.push(command);
    events.push(result.events);
    check?.(result.state, result.events);
    s = result.state;
  }
  return { state: s, commands, events };
}

// `size: "max"`: without it fast-check keeps arrays near 10 items, and the walks would stop after a few turns.
const picksArb = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 400, size: "max" });

describe("properties of matches", () => {
  // Legal commands accepted, near misses refused without change, frozen inputs, JSON states, replay
  // and mid-game continuation: the engine conformance kit (conformance.test.ts).
  it("random legal command sequences never break capacity, never make energy negative", () => {
    // What the walks met, so the test also shows that they reach every verb, trigger and a full board.
    const met = new Set<string>();
    let fullBoards = 0;
    let finished = 0;
    fc.assert(
      fc.property(seedArb, setupArb, picksArb, (seed, setup, picks) => {
        walk(seed, setup, picks, (s, events) => {
          for (const e of events) {
            met.add(e.type === "TriggerFired" ? e.trigger : e.type);
            if (e.type === "EntityEntered" && e.summoned) met.add("Summon");
            if (e.type === "Destroyed" && e.cause === "effect") met.add("Destroy");
          }
          if (s.board.length === s.options.boardCapacity) fullBoards++;
          if (s.status === "over") finished++;
          expect(s.board.length).toBeLessThanOrEqual(s.options.boardCapacity);
          for (const p of s.players) {
            expect(p.energy).toBeGreaterThanOrEqual(0);
            expect(p.health).toBeLessThanOrEqual(p.maxHealth);
            expect(p.hand.length).toBeLessThanOrEqual(s.options.handLimit);
          }
          for (const e of s.board)
            if (s.cards[e.card]!.type === "creature") expect(e.health).toBeGreaterThan(0);
        });
      }),
      { numRuns: 60 },
    );
    // One event per verb of the dictionary, then the five triggers.
    const verbEvents = ["EnergyGenerated", "Damage", "Heal", "CardDrawn", "Discarded", "Summon", "Destroy"];
    const modify = ["AttackModified", "HealthModified", "CostModified", "CountdownModified"];
    for (const name of [...verbEvents, ...modify, ...TRIGGERS]) expect(met, name).toContain(name);
    expect(fullBoards).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(10);
  });

  it("the step clone equals a deep copy", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picksArb, (seed, setup, picks) => {
        const { state } = walk(seed, setup, picks);
        expect(cloneMatch(state)).toEqual(structuredClone(state));
      }),
      { numRuns: 40 },
    );
  });
});

describe("properties of runs", () => {
  it("upgrades touch only the chosen owned copy in RunProgress", () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), (seed, pick) => {
        let run = createRun(content, seed, ["ember", "grove"]).state;
        // Reach the first upgrade phase by the AI's fight and the first offered reward.
        for (let i = 0; i < 5000 && run.phase !== "upgrade" && run.phase !== "over"; i++) {
          const actions = legalRunActions(run);
          const action = run.phase === "combat" ? actions[actions.length - 1]! : actions[0]!;
          const result = stepRun(run, action);
          if (!result.ok) throw new Error(result.code);
          run = result.state;
        }
        if (run.phase !== "upgrade") return;
        const contentBefore = JSON.stringify(run.content);
        const upgrades = legalRunActions(run).filter((a) => a.type === "Upgrade");
        const action = upgrades[pick % upgrades.length]!;
        if (action.type !== "Upgrade") return;
        const result = stepRun(run, action);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(JSON.stringify(result.state.content)).toBe(contentBefore);
        const changed = result.state.progress.cards.filter(
          (c, i) => JSON.stringify(c) !== JSON.stringify(run.progress.cards[i]),
        );
        expect(changed.map((c) => c.uid)).toEqual([action.uid]);
        expect(result.state.stats.fightsWon).toBe(run.stats.fightsWon);
      }),
      { numRuns: 25 },
    );
  });
});
