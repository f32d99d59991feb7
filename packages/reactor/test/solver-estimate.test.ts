import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameState, type Level, legalActions, newGame, step, validateLevel } from "../src/index.js";
import { estimateToWin, UNREACHABLE, winMap } from "../src/solver/estimate.js";
import { baseLevel, setPropField, tutorial } from "./helpers/levels.js";
import { referenceSolve } from "./helpers/solver-reference.js";
import { tinyLevel, tinySpec } from "./helpers/tiny-levels.js";

const LEVELS: [string, Level][] = [
  ...["01-flow-and-consumers", "02-junction-ratios", "03-doors", "05-heat-and-shields", "07-final-shift"].map(
    (name): [string, Level] => [name, tutorial(`${name}.json`)],
  ),
  ["rods off", setPropField(baseLevel(), "electricity-use", { enabled: false })],
];

/** Every step of a random line keeps h(s) ≤ cost(s → s') + h(s') in both turns and actions. */
function expectConsistent(level: Level, picks: readonly number[]): void {
  const map = winMap(level, newGame(level).balance);
  let state: GameState = newGame(level);
  for (const pick of picks) {
    const legal = legalActions(state);
    if (legal.length === 0) return;
    const action = legal[pick % legal.length]!;
    const result = step(state, action);
    if (!result.ok) throw new Error(result.message);
    const [t0, a0] = estimateToWin(state, map) as [number, number];
    const [t1, a1] = estimateToWin(result.state, map) as [number, number];
    // a lost state is a dead end (never expanded): its estimate only decides when it is taken out
    if (t1 < UNREACHABLE && result.state.levelState !== "Lost") {
      expect(t0).toBeLessThanOrEqual(result.state.turn - state.turn + t1);
      expect(a0).toBeLessThanOrEqual((action.type === "EndTurn" ? 0 : 1) + a1);
    }
    state = result.state;
  }
}

describe("the solver's estimate (A*)", () => {
  for (const [name, level] of LEVELS) {
    it(`${name}: never falls by more than a step costs (consistent), along random lines`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (picks) =>
          expectConsistent(level, picks),
        ),
        { numRuns: 40, seed: 36_400 },
      );
    }, 120_000);
  }

  it("never overestimates the naive reference's minimum from the start of tiny random levels (admissible)", () => {
    fc.assert(
      fc.property(tinySpec, (spec) => {
        const level = tinyLevel(spec);
        fc.pre(validateLevel(level).ok);
        const start = newGame(level);
        const [turns, actions] = estimateToWin(start, winMap(level, start.balance)) as [number, number];
        const best = referenceSolve(level, 4);
        if (best.minTurns === null) return;
        // the estimate counts turns still to close: a win in turn T closes T − 1
        expect(turns).toBeLessThanOrEqual(best.minTurns - 1);
        if (turns === best.minTurns - 1) expect(actions).toBeLessThanOrEqual(best.minActions!);
      }),
      { numRuns: 25, seed: 36_401 },
    );
  }, 300_000);

  it("sees what must be done: switch the rods on, turn the junction, walk to the control", () => {
    const rods = setPropField(baseLevel(), "electricity-use", { enabled: false });
    const start = newGame(rods);
    // 4 moves to the rods, 1 switch, 6 moves back, 1 activation: 12 actions, 3 turns to close at 3 a turn
    expect(estimateToWin(start, winMap(rods, start.balance))).toEqual([3, 12]);
  });
});
