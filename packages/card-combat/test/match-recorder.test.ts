import { replay as replayEngine, stableStringify } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Command,
  cardCombat,
  cardCombatEngine,
  chooseCommand,
  createMatch,
  createMatchLog,
  createMatchRecorder,
  legalCommands,
  type MatchEvent,
  parseMatchLog,
  replay,
  step,
  verifyMatchLog,
} from "../src/index.js";
import { seedArb, setupArb } from "./arbitraries.js";

/** Picks: an index into the legal commands, or (0) a command no state accepts. */
const picks = fc.array(fc.nat(20), { maxLength: 60 });
const REFUSED: Command = { type: "Attack", side: 0, attacker: "nobody", target: "leader:1" };

describe("createMatchRecorder records a match for its log", () => {
  it("its log is the log of the same match collected by hand, and it verifies", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picks, (seed, setup, choices) => {
        const recorder = createMatchRecorder(seed, setup);
        const start = createMatch(seed, setup);
        let state = start.state;
        const commands: Command[] = [];
        const events: MatchEvent[][] = [start.events];
        for (const pick of choices) {
          if (state.status !== "playing") break;
          const legal = legalCommands(state);
          const command = pick === 0 ? REFUSED : legal[pick % legal.length]!;
          const byHand = step(state, command);
          const recorded = recorder.step(command);
          expect(stableStringify(recorded)).toBe(stableStringify(byHand));
          if (!byHand.ok) continue;
          commands.push(command);
          events.push(byHand.events);
          state = byHand.state;
        }
        expect(recorder.commands).toEqual(commands);
        expect(stableStringify(recorder.state)).toBe(stableStringify(state));
        const log = recorder.log();
        expect(log).toEqual(createMatchLog(seed, setup, commands, state, events));
        const parsed = parseMatchLog(JSON.stringify(log));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
        expect(verifyMatchLog(parsed.value)).toMatchObject({ ok: true, problem: null });
      }),
      { numRuns: 25 },
    );
  });

  it("a refused command is answered and recorded nowhere", () => {
    fc.assert(
      fc.property(seedArb, setupArb, (seed, setup) => {
        const recorder = createMatchRecorder(seed, setup);
        const before = stableStringify(recorder.log());
        const refused = recorder.step(REFUSED);
        expect(refused.ok).toBe(false);
        expect(stableStringify(recorder.log())).toBe(before);
        expect(recorder.commands).toEqual([]);
        expect(recorder.events).toHaveLength(1);
      }),
      { numRuns: 10 },
    );
  });

  it("records the command as it was played, even if its object changes afterwards or between reads", () => {
    fc.assert(
      fc.property(seedArb, setupArb, (seed, setup) => {
        const recorder = createMatchRecorder(seed, setup);
        const command = { type: "EndTurn", side: recorder.state.active } as Command & { side: 0 | 1 };
        expect(recorder.step(command).ok).toBe(true);
        command.side = command.side === 0 ? 1 : 0;
        expect(recorder.commands).toEqual([{ type: "EndTurn", side: command.side === 0 ? 1 : 0 }]);
        // a getter that answers differently on each read is played and logged as one value
        let reads = 0;
        const shifty = {
          type: "EndTurn",
          get side() {
            reads++;
            return reads === 1 ? recorder.state.active : 1 - recorder.state.active;
          },
        } as unknown as Command;
        const result = recorder.step(shifty);
        expect(result.ok).toBe(true);
        expect(verifyMatchLog(recorder.log())).toMatchObject({ ok: true });
      }),
      { numRuns: 5 },
    );
  });

  it("an AI match recorded to its end verifies", () => {
    fc.assert(
      fc.property(seedArb, setupArb, (seed, setup) => {
        const match = createMatchRecorder(seed, setup);
        while (match.state.status === "playing") {
          const result = match.step(chooseCommand(match.state, "balanced"));
          if (!result.ok) throw new Error(result.message);
        }
        expect(verifyMatchLog(match.log()).ok).toBe(true);
      }),
      { numRuns: 5 },
    );
  });
});

describe("replay(initial, commands) is core's replay over cardCombatEngine", () => {
  it("the same state and events byte for byte; the deprecated seed form adds the start's events", () => {
    fc.assert(
      fc.property(seedArb, setupArb, picks, (seed, setup, choices) => {
        const start = createMatch(seed, setup);
        let state = start.state;
        const commands: Command[] = [];
        for (const pick of choices) {
          const legal = legalCommands(state);
          const command = pick === 0 || legal.length === 0 ? REFUSED : legal[pick % legal.length]!;
          commands.push(command);
          const result = step(state, command);
          if (result.ok) state = result.state;
        }
        const now = replay(start.state, commands);
        expect(stableStringify(now)).toBe(
          stableStringify(replayEngine(cardCombatEngine, start.state, commands)),
        );
        const old = replay(seed, { setup, commands });
        expect(old.ok).toBe(now.ok);
        expect(stableStringify(old.state)).toBe(stableStringify(now.state));
        expect(stableStringify(old.events)).toBe(stableStringify([start.events, ...now.events]));
        if (!old.ok && !now.ok)
          expect(old).toMatchObject({ index: now.index, command: now.action, code: now.refusal.code });
      }),
      { numRuns: 25 },
    );
  });

  it("cardCombat is the deprecated name of cardCombatEngine", () => {
    expect(cardCombat).toBe(cardCombatEngine);
  });
});
