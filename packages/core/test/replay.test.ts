import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createRng,
  type Engine,
  nextInt,
  type RngState,
  refuse,
  replay,
  stableStringify,
  stepped,
} from "../src/index.js";

// A toy engine: add a die roll to a counter; refuses negative increments and anything past 100.
interface Toy {
  total: number;
  rng: RngState;
}
type ToyEvent = { type: "rolled"; value: number } | { type: "added"; amount: number };
const toy: Engine<Toy, number, ToyEvent, "negative" | "over"> = {
  legalActions: (s) => (s.total >= 100 ? [] : [0, 1, 2]),
  step(state, amount) {
    if (amount < 0) return refuse("negative", "amount must be ≥ 0");
    if (state.total >= 100) return refuse("over", "the game is over");
    const next = structuredClone(state);
    const roll = nextInt(next.rng, 6) + 1;
    next.total += amount + roll;
    return stepped(next, [
      { type: "rolled", value: roll },
      { type: "added", amount },
    ]);
  },
};

describe("replay", () => {
  it("reproduces the same state and events byte for byte", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(2), { maxLength: 30 }), (seed, actions) => {
        const a = replay(toy.step, { total: 0, rng: createRng(seed) }, actions);
        const b = replay(toy.step, { total: 0, rng: createRng(seed) }, actions);
        expect(stableStringify(a)).toBe(stableStringify(b));
      }),
    );
  });

  it("never mutates the initial state", () => {
    const initial = { total: 0, rng: createRng("s") };
    const before = JSON.stringify(initial);
    replay(toy.step, initial, [1, 2, 0, 1]);
    expect(JSON.stringify(initial)).toBe(before);
  });

  it("stops at the first refusal and says where", () => {
    const result = replay(toy.step, { total: 0, rng: createRng("s") }, [1, 1, -5, 1]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.index).toBe(2);
    expect(result.action).toBe(-5);
    expect(result.refusal.code).toBe("negative");
    expect(result.events).toHaveLength(2);
  });

  it("takes the engine object or its step function: the same result", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 30 }),
        (seed, actions) => {
          const start = () => ({ total: 0, rng: createRng(seed) });
          expect(stableStringify(replay(toy, start(), actions))).toBe(
            stableStringify(replay(toy.step, start(), actions)),
          );
        },
      ),
    );
  });

  it("reports progress after each accepted action, and not after the refused one", () => {
    const seen: [number, number][] = [];
    replay(toy, { total: 0, rng: createRng("p") }, [1, 2, -1, 0], { onStep: (d, t) => seen.push([d, t]) });
    expect(seen).toEqual([
      [1, 4],
      [2, 4],
    ]);
  });
});
