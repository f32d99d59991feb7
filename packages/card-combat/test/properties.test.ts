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
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
const factionIds = content.factions.map((f) => f.id);

const allCards = content.factions.flatMap((f) => f.cards);

/** Two decks drawn from every card of the content (so every verb and trigger shows up in the walks). */
const setupArb = fc
  .tuple(
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20 }),
    fc.array(fc.nat(allCards.length - 1), { minLength: 6, maxLength: 20 }),
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
const picksArb = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 250 });

describe("properties of matches", () => {
  it("random legal command sequences never throw, never mutate their input, never break capacity, never make energy negative", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picksArb, (seed, setup, picks) => {
        walk(seed, setup, picks, (s) => {
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
  });

  it("refusals change nothing, and step never mutates its input", () => {
    const junk = fc.record({
      type: fc.constantFrom("PlayCard", "Attack", "Activate", "EndTurn", "Nonsense"),
      side: fc.constantFrom(0, 1),
      pick: fc.nat(),
      target: fc.nat(),
    });
    fc.assert(
      fc.property(
        seedArb,
        setupArb,
        picksArb,
        fc.array(junk, { maxLength: 30 }),
        (seed, setup, picks, tries) => {
          const { state } = walk(seed, setup, picks.slice(0, 60));
          const uids = [
            ...state.board.map((e) => e.uid),
            ...state.players.flatMap((p) => p.hand.map((c) => c.uid)),
            "leader:0",
            "leader:1",
            "nobody",
          ];
          for (const t of tries) {
            const uid = uids[t.pick % uids.length]!;
            const target = uids[t.target % uids.length]!;
            const command = {
              type: t.type,
              side: t.side,
              card: uid,
              attacker: uid,
              entity: uid,
              target,
              targets: [target],
            } as unknown as Command;
            const before = JSON.stringify(state);
            const result = step(state, command);
            expect(JSON.stringify(state)).toBe(before);
            if (!result.ok) continue;
            // Whatever step accepts is one of the legal commands (the extra junk keys aside).
            const keys = {
              PlayCard: ["card", "targets"],
              Attack: ["attacker", "target"],
              Activate: ["entity", "targets"],
            };
            const wanted = ["type", "side", ...(keys[t.type as keyof typeof keys] ?? [])];
            const normal = JSON.stringify(command, wanted);
            expect(legalCommands(state).map((c) => JSON.stringify(c, wanted))).toContain(normal);
          }
        },
      ),
      { numRuns: 40 },
    );
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
