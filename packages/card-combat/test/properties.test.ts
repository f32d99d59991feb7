import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Command,
  cloneMatch,
  createMatch,
  createRun,
  decksSetup,
  legalCommands,
  legalRunActions,
  type MatchEvent,
  type MatchSetup,
  type MatchState,
  replay,
  step,
  stepRun,
  TRIGGERS,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
const factionIds = content.factions.map((f) => f.id);

const allCards = content.factions.flatMap((f) => f.cards);

/** Two decks drawn from every card of the content (so every verb and trigger shows up in the walks). */
const setupArb = fc
  .tuple(
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20, size: "max" }),
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20, size: "max" }),
    fc.integer({ min: 0, max: 5 }),
  )
  .map(([a, b, pairIndex]): MatchSetup => {
    const pair = (n: number) => [factionIds[n % 3]!, factionIds[(n + 1 + Math.floor(n / 3)) % 3]!];
    const base = decksSetup(content, pair(pairIndex), pair(pairIndex + 1));
    const deck = (picks: number[], prefix: string) =>
      picks.map((n, i) => {
        const def = allCards[n]!;
        return {
          uid: `${prefix}${i}`,
          card: def.id,
          holderId: def.faction,
          cost: def.cost,
          attack: def.attack ?? 0,
          health: def.health ?? 0,
        };
      });
    return {
      ...base,
      sides: [
        { ...base.sides[0], deck: deck(a, "a") },
        { ...base.sides[1], deck: deck(b, "b") },
      ],
    };
  });

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
    const before = check ? JSON.stringify({ ...s, cards: null }) : "";
    const result = step(s, command);
    // step never mutates its input (definitions are shared and never written, so they are left out).
    if (check) expect(JSON.stringify({ ...s, cards: null })).toBe(before);
    if (!result.ok) throw new Error(`a legal command was refused: ${result.code} ${JSON.stringify(command)}`);
    commands.push(command);
    events.push(result.events);
    check?.(result.state, result.events);
    s = result.state;
  }
  return { state: s, commands, events };
}

const seedArb = fc.string({ minLength: 1, maxLength: 12 });
// `size: "max"`: without it fast-check keeps arrays near 10 items, and the walks would stop after a few turns.
const picksArb = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 400, size: "max" });

describe("properties of matches", () => {
  it("random legal command sequences never throw, never mutate their input, never break capacity, never make energy negative", () => {
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

  it("near-legal commands: a refusal changes nothing, and whatever step accepts is a legal command", () => {
    // At every state of a random walk, two legal commands each get one part bent (side, card, target,
    // targets, type): most are one detail away from legal, where a missing check would let one through.
    const bend = fc.record({
      base: fc.nat(),
      part: fc.constantFrom("side", "ref", "target", "noTargets", "twoTargets", "type"),
      pick: fc.nat(),
    });
    // The parts step reads for each command type (other keys are ignored, like JSON would be).
    const KEYS: Record<string, string[]> = {
      PlayCard: ["card", "targets"],
      Attack: ["attacker", "target"],
      Activate: ["entity", "targets"],
      EndTurn: [],
    };
    const normal = (c: Command) => JSON.stringify(c, ["type", "side", ...(KEYS[c.type] ?? [])]);
    const seen = { accepted: 0, refused: 0, attack: 0 };
    fc.assert(
      fc.property(
        seedArb,
        setupArb,
        picksArb,
        fc.array(bend, { minLength: 8, maxLength: 40 }),
        (seed, setup, picks, bends) => {
          let n = 0;
          walk(seed, setup, picks, (state) => {
            const legal = legalCommands(state);
            if (legal.length === 0) return;
            const refs = [
              ...state.board.map((e) => e.uid),
              ...state.players.flatMap((p) => p.hand.map((c) => c.uid)),
              "leader:0",
              "leader:1",
              "nobody",
            ];
            const legalSet = new Set(legal.map(normal));
            for (let k = 0; k < 2; k++) {
              const t = bends[n++ % bends.length]!;
              const ref = refs[(t.pick + n) % refs.length]!;
              const command = { ...legal[(t.base + n) % legal.length]! } as Record<string, unknown>;
              if (command.type === "Attack") seen.attack++;
              if (t.part === "side") command.side = command.side === 0 ? 1 : 0;
              else if (t.part === "ref")
                command[
                  command.type === "PlayCard" ? "card" : command.type === "Attack" ? "attacker" : "entity"
                ] = ref;
              else if (t.part === "target") {
                if (command.type === "Attack") command.target = ref;
                else command.targets = [ref];
              } else if (t.part === "noTargets") delete command.targets;
              else if (t.part === "twoTargets") command.targets = [ref, ref];
              else command.type = ["PlayCard", "Attack", "Activate", "EndTurn"][t.pick % 4];
              const before = JSON.stringify({ ...state, cards: null });
              const result = step(state, command as unknown as Command);
              expect(JSON.stringify({ ...state, cards: null })).toBe(before);
              if (!result.ok) {
                seen.refused++;
                continue;
              }
              seen.accepted++;
              expect(legalSet).toContain(normal(command as unknown as Command));
            }
          });
        },
      ),
      { numRuns: 30 },
    );
    // Both branches were really exercised, attacks included.
    expect(seen.accepted).toBeGreaterThan(500);
    expect(seen.refused).toBeGreaterThan(500);
    expect(seen.attack).toBeGreaterThan(100);
  });

  it("replay(seed, log) equals the live state and event log, byte for byte", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picksArb, (seed, setup, picks) => {
        const live = walk(seed, setup, picks);
        const again = replay(seed, { setup, commands: live.commands });
        expect(again.ok).toBe(true);
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(live.state));
        expect(JSON.stringify(again.events)).toBe(JSON.stringify(live.events));
      }),
      { numRuns: 40 },
    );
  });

  it("states survive a JSON round trip and play on identically; the step clone equals a deep copy", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picksArb, (seed, setup, picks) => {
        const { state } = walk(seed, setup, picks);
        const copy = JSON.parse(JSON.stringify(state)) as MatchState;
        expect(copy).toEqual(state);
        expect(cloneMatch(state)).toEqual(structuredClone(state));
        const next = legalCommands(state)[0];
        if (next) expect(JSON.stringify(step(copy, next))).toBe(JSON.stringify(step(state, next)));
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
