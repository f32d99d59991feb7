import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BalanceOverrides,
  DEFAULT_BALANCE,
  type GameState,
  newGame,
  type PairEffect,
  placeProp,
  REFUSALS,
  step,
} from "../src/index.js";
import { baseLevel, P } from "./helpers/levels.js";
import { type SurfaceValues, simulateOnce, surfaceLab, writeSurface } from "./helpers/surface-lab.js";

// Steps 7 and 8 on hand-built surfaces (docs/reactor/rules.md "The pair table", balance.md "Pair effects"):
// every expected number is the balance's magnitude applied by hand to a tiny layout. Walls seal a cell
// off, so a one-cell pocket shows one same-cell pair alone and a two-cell pocket one neighbour pair.

const B = DEFAULT_BALANCE;
const ONE_CELL = [".######"];
const TWO_CELLS = ["..#####"];

/** One simulation of `lab` with `values` written in; returns the state after it. */
function run(lab: string[], values: SurfaceValues, balance?: BalanceOverrides): GameState {
  return simulateOnce(writeSurface(newGame(surfaceLab(lab, balance)), values));
}

const at = (s: GameState, element: "fuel" | "coolant" | "electricity" | "heat", x: number, y: number) =>
  s.hazards[element][y * s.width + x]!;

/** One EndTurn on a state from outside: the state after it, or null when step refuses the state as invalid. */
const simulatedOrRefused = (state: GameState): GameState | null => {
  const result = step(state, { type: "EndTurn" });
  if (result.ok) return result.state;
  expect(result.code).toBe(REFUSALS.invalidState);
  return null;
};

const counts = (s: GameState) => {
  const entry = s.log.find((e) => e.type === "pair-effects");
  return entry?.type === "pair-effects" ? entry.counts : undefined;
};

describe("same-cell pairs: each effect's magnitude on the cell it affects (isolated formulas)", () => {
  const p = B.pairs;
  const cases: {
    name: string;
    values: { fuel?: number; coolant?: number; electricity?: number; heat?: number };
    effect: PairEffect;
    after: { fuel?: number; coolant?: number; electricity?: number; heat?: number };
  }[] = [
    // FuelSafe × ElectricityCaution (electricity exactly at its caution threshold).
    {
      name: "Warm1",
      values: { fuel: 1, electricity: 2 },
      effect: "Warm1",
      after: { heat: p.warm1, fuel: 1 },
    },
    // FuelSafe × ElectricityCritical (exactly at the critical threshold).
    {
      name: "Warm2",
      values: { fuel: 1, electricity: 5 },
      effect: "Warm2",
      after: { heat: p.warm2, electricity: 5 },
    },
    // FuelCaution (exactly 3) × ElectricityCaution: heats the cell and burns fuel.
    {
      name: "Ignite1",
      values: { fuel: 3, electricity: 3 },
      effect: "Ignite1",
      after: { heat: p.ignite1Heat, fuel: 3 - p.ignite1Burn, electricity: 3 },
    },
    // FuelCritical (exactly 6) × ElectricityCaution.
    {
      name: "Ignite2",
      values: { fuel: 6, electricity: 3 },
      effect: "Ignite2",
      after: { heat: p.ignite2Heat, fuel: 6 - p.ignite2Burn },
    },
    // CoolantCaution × ElectricitySafe: heats the cell and discharges electricity, coolant stays.
    {
      name: "Short1",
      values: { coolant: 4, electricity: 1 },
      effect: "Short1",
      after: { heat: p.short1Heat, electricity: 1 - p.short1Discharge, coolant: 4 },
    },
    {
      name: "Short2",
      values: { coolant: 6, electricity: 1.5 },
      effect: "Short2",
      after: { heat: p.short2Heat, electricity: 1.5 - p.short2Discharge, coolant: 6 },
    },
    // CoolantSafe × HeatCritical: cools the cell and evaporates coolant.
    {
      name: "Quench1",
      values: { coolant: 1, heat: 7 },
      effect: "Quench1",
      after: { heat: 7 - p.quench1Heat, coolant: 1 - p.quench1Evaporate },
    },
    {
      name: "Quench2",
      values: { coolant: 4, heat: 7 },
      effect: "Quench2",
      after: { heat: 7 - p.quench2Heat, coolant: 4 - p.quench2Evaporate },
    },
  ];

  for (const { name, values, effect, after } of cases) {
    it(`${name}: exactly the balance's amounts, once`, () => {
      const s = run(ONE_CELL, [[0, 0, values]]);
      for (const [element, expected] of Object.entries(after))
        expect(at(s, element as "heat", 0, 0), element).toBe(expected);
      expect(counts(s)).toEqual({ [effect]: 1 });
    });
  }

  it("a cell with every element above safe reacts in all its pairs, summed before the clamp", () => {
    // Fuel × coolant and electricity × heat hold; fuel × electricity and fuel × heat ignite (Ignite1),
    // coolant × electricity shorts (Short1), coolant × heat quenches (Quench1).
    const s = run(ONE_CELL, [[0, 0, { fuel: 4, coolant: 4, electricity: 3, heat: 4 }]]);
    expect(counts(s)).toEqual({ Ignite1: 2, Short1: 1, Quench1: 1 });
    expect(at(s, "heat", 0, 0)).toBe(4 + 2 * B.pairs.ignite1Heat + B.pairs.short1Heat - B.pairs.quench1Heat);
    expect(at(s, "fuel", 0, 0)).toBe(4 - 2 * B.pairs.ignite1Burn);
    expect(at(s, "electricity", 0, 0)).toBe(3 - B.pairs.short1Discharge);
    expect(at(s, "coolant", 0, 0)).toBe(4 - B.pairs.quench1Evaporate);
  });

  it("a Hold pair changes nothing and is not counted (fuel × coolant, both caution)", () => {
    const s = run(ONE_CELL, [[0, 0, { fuel: 4, coolant: 4 }]]);
    expect(counts(s)).toEqual({});
    expect([at(s, "fuel", 0, 0), at(s, "coolant", 0, 0), at(s, "heat", 0, 0)]).toEqual([4, 4, 0]);
  });

  it("an amount at exactly `presence` counts as absent; just above it, the element takes part", () => {
    const absent = run(ONE_CELL, [[0, 0, { fuel: B.presence, electricity: 5 }]]);
    expect(counts(absent)).toEqual({});
    expect(at(absent, "heat", 0, 0)).toBe(0);
    const present = run(ONE_CELL, [[0, 0, { fuel: B.presence * 2, electricity: 5 }]]);
    expect(counts(present)).toEqual({ Warm2: 1 });
    expect(at(present, "heat", 0, 0)).toBe(B.pairs.warm2);
  });

  it("values just below a threshold stay in the lower band", () => {
    // FuelSafe × ElectricitySafe holds; FuelCaution × ElectricityCaution (just below critical) is Ignite1.
    const safe = run(ONE_CELL, [[0, 0, { fuel: 2.9, electricity: 1.9 }]]);
    expect(counts(safe)).toEqual({});
    const caution = run(ONE_CELL, [[0, 0, { fuel: 5.9, electricity: 4.9 }]]);
    expect(counts(caution)).toEqual({ Ignite1: 1 });
  });
});

describe("neighbour pairs: cross-element effects land on the cell the table names", () => {
  it("fuel on the left, electricity on the right: the fuel cell warms, the electricity cell does not", () => {
    const s = run(TWO_CELLS, [
      [0, 0, { fuel: 1 }],
      [1, 0, { electricity: 3 }],
    ]);
    // FuelSafe × ElectricityCaution = Warm1 on the fuel cell; electricity equalises (caution → safe).
    expect(counts(s)).toEqual({ Warm1: 1, ChargeFlow: 1 });
    expect(at(s, "heat", 0, 0)).toBe(B.pairs.warm1);
    expect(at(s, "heat", 1, 0)).toBe(0);
    const moved = (B.pairs.chargeFlow * 3) / 2;
    expect(at(s, "electricity", 1, 0)).toBe(3 - moved);
    expect(at(s, "electricity", 0, 0)).toBe(moved);
    expect(at(s, "fuel", 0, 0)).toBe(1);
  });

  it("electricity on the left, fuel on the right: again the fuel cell warms", () => {
    const s = run(TWO_CELLS, [
      [0, 0, { electricity: 3 }],
      [1, 0, { fuel: 1 }],
    ]);
    expect(counts(s)).toEqual({ Warm1: 1, ChargeFlow: 1 });
    expect(at(s, "heat", 1, 0)).toBe(B.pairs.warm1);
    expect(at(s, "heat", 0, 0)).toBe(0);
  });

  it("coolant above, critical heat below: the heat cell cools and the coolant cell evaporates", () => {
    const s = run(
      [".######", ".######"],
      [
        [0, 0, { coolant: 1 }],
        [0, 1, { heat: 7 }],
      ],
    );
    // CoolantSafe × HeatCritical = Quench1; the heat cell also gives HeatFlow2 to the (safe) cell above.
    expect(counts(s)).toEqual({ Quench1: 1, HeatFlow2: 1 });
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    expect(at(s, "heat", 0, 1)).toBe(7 - moved - B.pairs.quench1Heat);
    expect(at(s, "heat", 0, 0)).toBe(moved);
    expect(at(s, "coolant", 0, 0)).toBe(1 - B.pairs.quench1Evaporate);
  });

  it("pairs that hold across an edge (fuel × coolant, caution next to caution) change nothing and are not counted", () => {
    const s = run(TWO_CELLS, [
      [0, 0, { fuel: 4, coolant: 3.5 }],
      [1, 0, { fuel: 3.5, coolant: 4 }],
    ]);
    expect(counts(s)).toEqual({});
    expect([
      at(s, "fuel", 0, 0),
      at(s, "coolant", 0, 0),
      at(s, "fuel", 1, 0),
      at(s, "coolant", 1, 0),
    ]).toEqual([4, 3.5, 3.5, 4]);
  });
});

describe("neighbour flows move rate × difference / 2 from the higher to the lower cell (isolated formula)", () => {
  // The five rates made different from each other, so a flow that used another flow's rate shows.
  const distinct: BalanceOverrides = {
    pairs: { fuelFlow: 0.1, coolFlow: 0.15, chargeFlow: 0.3, heatFlow: 0.05, heatFlow2: 0.35 },
  };
  const flows: {
    effect: PairEffect;
    element: "fuel" | "coolant" | "electricity" | "heat";
    rate: "fuelFlow" | "coolFlow" | "chargeFlow" | "heatFlow" | "heatFlow2";
    high: number;
    low: number;
  }[] = [
    { effect: "FuelFlow", element: "fuel", rate: "fuelFlow", high: 4, low: 1 }, // caution → safe
    { effect: "FuelFlow", element: "fuel", rate: "fuelFlow", high: 7, low: 4 }, // critical → caution
    { effect: "CoolFlow", element: "coolant", rate: "coolFlow", high: 7, low: 1 },
    { effect: "ChargeFlow", element: "electricity", rate: "chargeFlow", high: 6, low: 3 },
    { effect: "HeatFlow", element: "heat", rate: "heatFlow", high: 4, low: 1 }, // caution → safe
    { effect: "HeatFlow", element: "heat", rate: "heatFlow", high: 7, low: 4 }, // critical → caution
    { effect: "HeatFlow2", element: "heat", rate: "heatFlow2", high: 7, low: 1 }, // critical → safe
  ];
  for (const [balanceName, balance] of [
    ["default rates", undefined],
    ["five different rates", distinct],
  ] as const) {
    for (const { effect, element, rate, high, low } of flows) {
      it(`${effect} ${high} → ${low}, ${balanceName}: the higher cell on either side`, () => {
        const pairs = { ...B.pairs, ...balance?.pairs };
        const moved = (pairs[rate] * (high - low)) / 2;
        const leftHigh = run(
          TWO_CELLS,
          [
            [0, 0, { [element]: high }],
            [1, 0, { [element]: low }],
          ],
          balance,
        );
        expect([at(leftHigh, element, 0, 0), at(leftHigh, element, 1, 0)]).toEqual([
          high - moved,
          low + moved,
        ]);
        expect(counts(leftHigh)).toEqual({ [effect]: 1 });
        const rightHigh = run(
          TWO_CELLS,
          [
            [0, 0, { [element]: low }],
            [1, 0, { [element]: high }],
          ],
          balance,
        );
        expect([at(rightHigh, element, 0, 0), at(rightHigh, element, 1, 0)]).toEqual([
          low + moved,
          high - moved,
        ]);
        expect(counts(rightHigh)).toEqual({ [effect]: 1 });
      });
    }
  }

  it("the same band on both sides holds: caution next to caution keeps both values", () => {
    const s = run(TWO_CELLS, [
      [0, 0, { fuel: 3, heat: 5.5 }],
      [1, 0, { fuel: 5.5, heat: 3 }],
    ]);
    // Fuel and heat both present in both cells: FuelCaution × HeatCaution ignites inside each cell and across
    // the edge; only the same-element pairs hold.
    expect(counts(s)).not.toHaveProperty("FuelFlow");
    expect(counts(s)).not.toHaveProperty("HeatFlow");
    const quiet = run(TWO_CELLS, [
      [0, 0, { fuel: 3 }],
      [1, 0, { fuel: 5.5 }],
    ]);
    expect(counts(quiet)).toEqual({});
    expect([at(quiet, "fuel", 0, 0), at(quiet, "fuel", 1, 0)]).toEqual([3, 5.5]);
  });
});

describe("only floor cells pair, and only with their right and bottom floor neighbours", () => {
  it("nothing flows into a wall: a hot cell next to walls shares its heat with its floor neighbours only", () => {
    // (1,0) has a wall to its left and floor to its right and below; (2,0) has a wall below.
    const s = run(
      ["#..####", "#.#####"],
      [
        [1, 0, { heat: 7 }],
        [2, 0, { heat: 4 }],
      ],
    );
    const east = (B.pairs.heatFlow * (7 - 4)) / 2; // HeatCritical → HeatCaution
    const south = (B.pairs.heatFlow2 * 7) / 2; // HeatCritical → HeatSafe
    expect(counts(s)).toEqual({ HeatFlow: 1, HeatFlow2: 1 });
    expect(at(s, "heat", 1, 0)).toBe(7 - (east + south));
    expect(at(s, "heat", 2, 0)).toBe(4 + east);
    expect(at(s, "heat", 1, 1)).toBe(south);
    const total = s.hazards.heat.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(11, 12);
  });

  it("the last cell of a row does not pair with the first cell of the next row", () => {
    // (6,0) and (0,1) are neighbours in row-major order but not on the grid; walls seal both.
    const s = run(
      ["######.", ".######"],
      [
        [6, 0, { heat: 7 }],
        [0, 1, { heat: 0 }],
      ],
    );
    expect(counts(s)).toEqual({});
    expect([at(s, "heat", 6, 0), at(s, "heat", 0, 1)]).toEqual([7, 0]);
  });

  it("vertical pairs from the top row down, each evaluated once (first column)", () => {
    const s = run(
      [".######", ".######", ".######"],
      [
        [0, 0, { heat: 0 }],
        [0, 1, { heat: 7 }],
        [0, 2, { heat: 0 }],
      ],
    );
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    expect(counts(s)).toEqual({ HeatFlow2: 2 });
    expect([at(s, "heat", 0, 0), at(s, "heat", 0, 1), at(s, "heat", 0, 2)]).toEqual([
      moved,
      7 - (moved + moved),
      moved,
    ]);
  });

  it("a hot cell in the bottom-right corner of the level shares with its west and north neighbours only", () => {
    const lab = [".######"];
    const level = surfaceLab(lab);
    const corner = P(level.width - 1, level.height - 1);
    const s = simulateOnce(writeSurface(newGame(level), [[corner.x, corner.y, { heat: 7 }]]));
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    expect(counts(s)).toEqual({ HeatFlow2: 2 });
    expect(at(s, "heat", corner.x, corner.y)).toBe(7 - (moved + moved));
    expect(at(s, "heat", corner.x - 1, corner.y)).toBe(moved);
    expect(at(s, "heat", corner.x, corner.y - 1)).toBe(moved);
    expect(s.hazards.heat.reduce((a, b) => a + b, 0)).toBeCloseTo(7, 12);
  });
});

describe("a closed door blocks its edge whichever way round the edge is written", () => {
  const doorLab = (
    lab: string[],
    edge: [ReturnType<typeof P>, ReturnType<typeof P>],
    values: SurfaceValues,
  ) =>
    simulateOnce(
      writeSurface(
        newGame(placeProp(surfaceLab(lab), { kind: "door", id: "d", at: P(0, 0), edge, open: false })),
        values,
      ),
    );

  it("a horizontal edge written east to west", () => {
    for (const edge of [
      [P(0, 0), P(1, 0)],
      [P(1, 0), P(0, 0)],
    ] as const) {
      const s = doorLab(TWO_CELLS, [...edge], [[0, 0, { heat: 7, fuel: 4 }]]);
      expect([at(s, "heat", 1, 0), at(s, "fuel", 1, 0)], JSON.stringify(edge)).toEqual([0, 0]);
    }
  });

  it("a vertical edge written bottom to top, below the first row", () => {
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    for (const edge of [
      [P(0, 1), P(0, 2)],
      [P(0, 2), P(0, 1)],
    ] as const) {
      const s = doorLab([".######", ".######", ".######"], [...edge], [[0, 1, { heat: 7 }]]);
      // Heat still leaves upwards (that edge is open), never downwards through the door.
      expect([at(s, "heat", 0, 0), at(s, "heat", 0, 1), at(s, "heat", 0, 2)], JSON.stringify(edge)).toEqual([
        moved,
        7 - moved,
        0,
      ]);
    }
  });
});

describe("a hand-made state whose closed door has lost its edge (validation requires one in levels)", () => {
  it("never throws: refused as an invalid state, or simulated with the door blocking no edge", () => {
    const level = placeProp(surfaceLab(TWO_CELLS), {
      kind: "door",
      id: "d",
      at: P(0, 0),
      edge: [P(0, 0), P(1, 0)],
      open: false,
    });
    const copy = JSON.parse(JSON.stringify(newGame(level))) as GameState;
    copy.props = copy.props.map((p) => (p.kind === "door" ? { ...p, edge: null } : p));
    writeSurface(copy, [[0, 0, { heat: 7 }]]);
    const after = simulatedOrRefused(copy);
    if (after === null) return;
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    expect([at(after, "heat", 0, 0), at(after, "heat", 1, 0)]).toEqual([7 - moved, moved]);
  });
});

describe("a hand-made state whose closed door's edge does not join two neighbouring cells", () => {
  // A 2 × 2 floor block: heat at (0,0) flows east to (1,0) and south to (0,1) whatever the door says.
  const moved = (B.pairs.heatFlow2 * 7) / 2;
  for (const edge of [
    [P(0, 0), P(1, 1)],
    [P(1, 1), P(0, 0)],
    [P(1, 0), P(0, 1)],
    [P(0, 0), P(2, 0)],
    [P(0, 0), P(0, 2)],
  ]) {
    it(`never throws: refused as an invalid state, or simulated blocking no edge: ${JSON.stringify(edge)}`, () => {
      const level = placeProp(surfaceLab(["..#####", "..#####"]), {
        kind: "door",
        id: "d",
        at: P(0, 0),
        edge: [P(0, 0), P(1, 0)],
        open: false,
      });
      const copy = JSON.parse(JSON.stringify(newGame(level))) as GameState;
      copy.props = copy.props.map((p) =>
        p.kind === "door" ? { ...p, edge: edge as [(typeof edge)[0], (typeof edge)[0]] } : p,
      );
      writeSurface(copy, [[0, 0, { heat: 7 }]]);
      const s = simulatedOrRefused(copy);
      if (s === null) return;
      expect([at(s, "heat", 0, 0), at(s, "heat", 1, 0), at(s, "heat", 0, 1), at(s, "heat", 1, 1)]).toEqual([
        7 - (moved + moved),
        moved,
        moved,
        0,
      ]);
    });
  }
});

describe("the pair rules have no left/right or up/down bias", () => {
  // A random surface on the base level (all floor, 7 × 5) and its mirror image: the mirrored result is the
  // mirror of the result (up to float rounding of sums taken in another order).
  const W = 7;
  const H = 5;
  const value = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10, noNaN: true }));
  const surface = fc.array(fc.tuple(value, value, value, value), { minLength: W * H, maxLength: W * H });
  const elements = ["fuel", "coolant", "electricity", "heat"] as const;

  const simulateSurface = (
    cells: [number, number, number, number][],
    map: (x: number, y: number) => number,
  ) => {
    const state = newGame(baseLevel());
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        elements.forEach((e, k) => {
          state.hazards[e][map(x, y)] = cells[y * W + x]![k]!;
        });
    return simulateOnce(state);
  };

  it("property: mirroring the surface left-right or top-bottom mirrors every value after one simulation", () => {
    fc.assert(
      fc.property(surface, (cells) => {
        const plain = simulateSurface(cells, (x, y) => y * W + x);
        const flips = [
          (x: number, y: number) => y * W + (W - 1 - x),
          (x: number, y: number) => (H - 1 - y) * W + x,
        ];
        for (const flip of flips) {
          const mirrored = simulateSurface(cells, flip);
          for (const e of elements)
            for (let y = 0; y < H; y++)
              for (let x = 0; x < W; x++)
                expect(mirrored.hazards[e][flip(x, y)], `${e} at ${x},${y}`).toBeCloseTo(
                  plain.hazards[e][y * W + x]!,
                  9,
                );
        }
      }),
      { numRuns: 15, seed: 16 },
    );
  });
});
