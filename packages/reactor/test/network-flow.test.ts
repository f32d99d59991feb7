import { describe, expect, it } from "vitest";
import {
  branchShare,
  DEFAULT_BALANCE,
  type GameState,
  newGame,
  REFUSALS,
  setNetworkCell,
  step,
  validateLevel,
} from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, cell, endTurns, P } from "./helpers/levels.js";

// Step 4 (docs/reactor/rules.md, balance.md "Networks"): the falloff along a line and a junction's ratio
// split are isolated formulas, so these tests compute the exact values by hand from the balance.

const fuel = DEFAULT_BALANCE.carriers.fuel;
const gain = DEFAULT_BALANCE.junction.ratioGain;

const along = (s: GameState, values: "amount" | "potential", points: [number, number][]) =>
  points.map(([x, y]) => s.networks.fuel[values][cell(s, P(x, y))]!);

describe("a junction passes min(1, ratioGain × w / Σw) of what reaches it down each branch, then falloff continues", () => {
  // junctionLevel: source at (0,3), junction at (4,3) four cells on; north branch (4,2) … (4,0), south
  // branch (4,4) … (4,6), east branch (cross only) (5,3) … (8,3).
  const atJunction = (base: number, falloff: number) => base - 4 * falloff;
  const branch = (base: number, falloff: number, share: number) =>
    [1, 2, 3].map((d) => atJunction(base, falloff) * share - d * falloff);
  const north: [number, number][] = [
    [4, 2],
    [4, 1],
    [4, 0],
  ];
  const south: [number, number][] = [
    [4, 4],
    [4, 5],
    [4, 6],
  ];
  const east: [number, number][] = [
    [5, 3],
    [6, 3],
    [7, 3],
  ];

  const cases: { kind: "t-junction" | "cross-junction"; mode: string; weights: Record<string, number> }[] = [
    { kind: "t-junction", mode: "2/2", weights: { north: 2, south: 2 } },
    { kind: "t-junction", mode: "1/3", weights: { north: 1, south: 3 } },
    { kind: "cross-junction", mode: "2/2/2", weights: { north: 2, east: 2, south: 2 } },
    { kind: "cross-junction", mode: "0/3/3", weights: { north: 0, east: 3, south: 3 } },
  ];
  for (const { kind, mode, weights } of cases) {
    it(`${kind} ${mode}: amount and pressure on every branch cell`, () => {
      const { state } = endTurns(newGame(junctionLevel(kind, mode)), 1);
      const total = Object.values(weights).reduce((a, b) => a + b, 0);
      expect(along(state, "amount", [[4, 3]])).toEqual([atJunction(fuel.sourceAmount, fuel.amountFalloff)]);
      const branches = { north, south, east };
      for (const [name, w] of Object.entries(weights)) {
        const share = Math.min(1, (gain * w) / total);
        const cells = branches[name as keyof typeof branches];
        const amounts = w === 0 ? [0, 0, 0] : branch(fuel.sourceAmount, fuel.amountFalloff, share);
        const pressures = w === 0 ? [0, 0, 0] : branch(fuel.sourcePotential, fuel.potentialFalloff, share);
        const got = { amount: along(state, "amount", cells), pressure: along(state, "potential", cells) };
        for (let i = 0; i < 3; i++) {
          expect(got.amount[i], `${name} amount ${i}`).toBeCloseTo(amounts[i]!, 12);
          expect(got.pressure[i], `${name} pressure ${i}`).toBeCloseTo(pressures[i]!, 12);
        }
      }
    });
  }

  it("the ratio math for degenerate weights: no weight at all, or a non-positive weight, gives no share", () => {
    expect(branchShare(DEFAULT_BALANCE, [0, 0], 0)).toBe(0);
    expect(branchShare(DEFAULT_BALANCE, [0, 0, 0], 0)).toBe(0);
    // Weights that sum to nothing or less (only possible by calling the function directly).
    expect(branchShare(DEFAULT_BALANCE, [2, -2], 2)).toBe(0);
    expect(branchShare(DEFAULT_BALANCE, [-3, 1], 1)).toBe(0);
    expect(branchShare(DEFAULT_BALANCE, [-1, 3], -1)).toBe(0);
    // A positive weight of a positive total follows the formula, capped at 1.
    expect(branchShare(DEFAULT_BALANCE, [-1, 3], 3)).toBe(1);
    expect(branchShare(DEFAULT_BALANCE, [1, 3], 1)).toBe((gain * 1) / 4);
  });
});

describe("amount and pressure/voltage travel independently: a walk goes on while either is left", () => {
  const line: [number, number][] = [0, 1, 2, 3, 4, 5, 6].map((x) => [x, 0]);

  it("a source with little amount: the amount dies out after two cells, the pressure reaches the whole line", () => {
    const level = { ...baseLevel(), balance: { carriers: { fuel: { sourceAmount: 1 } } } };
    const { state } = endTurns(newGame(level), 1);
    expect(along(state, "amount", line)).toEqual([1, 0.5, 0, 0, 0, 0, 0]);
    expect(along(state, "potential", line)).toEqual(
      line.map(([x]) => fuel.sourcePotential - x * fuel.potentialFalloff),
    );
  });

  it("a source with little pressure: the pressure dies out after two cells, the amount reaches the whole line", () => {
    const level = { ...baseLevel(), balance: { carriers: { fuel: { sourcePotential: 1 } } } };
    const { state } = endTurns(newGame(level), 1);
    expect(along(state, "potential", line)).toEqual([1, 0.5, 0, 0, 0, 0, 0]);
    expect(along(state, "amount", line)).toEqual(
      line.map(([x]) => fuel.sourceAmount - x * fuel.amountFalloff),
    );
  });
});

describe("a flow prop feeds only its own carrier's network", () => {
  it("a coolant source standing over a fuel cell leaves that fuel cell to the fuel source's falloff", () => {
    // Fuel cells (0,1) and (0,2) branch off the fuel line; (0,2) is also the coolant source's cell.
    let level = setNetworkCell(baseLevel(), "fuel", P(0, 1), true);
    level = setNetworkCell(level, "fuel", P(0, 2), true);
    expect(validateLevel(level).errors).toEqual([]);
    const { state } = endTurns(newGame(level), 1);
    expect(along(state, "amount", [[0, 2]])).toEqual([fuel.sourceAmount - 2 * fuel.amountFalloff]);
    expect(along(state, "potential", [[0, 2]])).toEqual([fuel.sourcePotential - 2 * fuel.potentialFalloff]);
    expect(state.networks.coolant.amount[cell(state, P(0, 2))]).toBe(
      DEFAULT_BALANCE.carriers.coolant.sourceAmount,
    );
  });
});

describe("a hand-made state whose network has a loop (validation forbids loops in levels)", () => {
  it("never hangs: refused as an invalid state, or simulated with each source walking every cell once (no falloff at all)", () => {
    const copy = JSON.parse(JSON.stringify(newGame(baseLevel()))) as GameState;
    // (2,1) and (3,1) close the square (2,0) (3,0) (3,1) (2,1) on the fuel line.
    copy.networks.fuel.present[cell(copy, P(2, 1))] = 1;
    copy.networks.fuel.present[cell(copy, P(3, 1))] = 1;
    copy.balance.carriers.fuel.amountFalloff = 0;
    copy.balance.carriers.fuel.potentialFalloff = 0;
    const result = step(copy, { type: "EndTurn" });
    if (!result.ok) {
      expect(result.code).toBe(REFUSALS.invalidState);
      return;
    }
    const cells: [number, number][] = [
      [2, 1],
      [3, 1],
      ...[0, 1, 2, 3, 4, 5, 6].map((x): [number, number] => [x, 0]),
    ];
    expect(along(result.state, "amount", cells)).toEqual(cells.map(() => fuel.sourceAmount));
  });
});
