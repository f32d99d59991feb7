import { describe, expect, it } from "vitest";
import {
  type BalanceOverrides,
  DEFAULT_BALANCE,
  type GameState,
  newGame,
  type SimulationEvent,
} from "../src/index.js";
import { type SurfaceValues, simulateOnce, surfaceLab, writeSurface } from "./helpers/surface-lab.js";

// Steps 9–11 (docs/reactor/rules.md): deltas are summed per (priority, element, cell), applied transfers
// first, then clamped; the log reports the changed cells and every band a surface value rose into.

const B = DEFAULT_BALANCE;

function run(lab: string[], values: SurfaceValues, balance?: BalanceOverrides): GameState {
  return simulateOnce(writeSurface(newGame(surfaceLab(lab, balance)), values));
}

const at = (s: GameState, element: "fuel" | "coolant" | "electricity" | "heat", x: number, y: number) =>
  s.hazards[element][y * s.width + x]!;

const ofType = <T extends SimulationEvent["type"]>(s: GameState, type: T) =>
  s.log.filter((e): e is Extract<SimulationEvent, { type: T }> => e.type === type);

describe("step 10 applies transfers before reactions (a fixed order, so float sums never depend on emission order)", () => {
  it("a cell that both gives fuel to its neighbour and burns fuel ends at (value − transfer) − burn, in that order", () => {
    // (0,0): fuel 4.4 (caution) with electricity 3 (caution) → Ignite1 burns fuel there; its safe neighbour
    // (1,0) with fuel 1.2 takes FuelFlow. These numbers round differently when the burn is applied first
    // or summed with the transfer before applying: (4.4 − t) − 0.5 is 3.5, the other orders 3.5000000000000004.
    const s = run(
      ["..#####"],
      [
        [0, 0, { fuel: 4.4, electricity: 3 }],
        [1, 0, { fuel: 1.2 }],
      ],
    );
    const transfer = (B.pairs.fuelFlow * (4.4 - 1.2)) / 2;
    expect(at(s, "fuel", 0, 0)).toBe(4.4 - transfer - B.pairs.ignite1Burn);
    expect(at(s, "fuel", 1, 0)).toBe(1.2 + transfer);
    // Heat: Ignite1 on the burning cell, Warm1 on the neighbour's fuel (electricity next to safe fuel).
    expect(at(s, "heat", 0, 0)).toBe(B.pairs.ignite1Heat);
    expect(at(s, "heat", 1, 0)).toBe(B.pairs.warm1);
  });
});

describe("step 10 logs how many cells changed", () => {
  it("counts each changed cell once, and a cell whose deltas cancel out exactly not at all", () => {
    // Pocket 1: heat 8 | 4 | 0 — the middle cell receives and gives the same HeatFlow amount (rate × 4 / 2).
    // Pocket 2: Ignite1 changes two values (fuel and heat) of one cell.
    const s = run(
      ["...#.##"],
      [
        [0, 0, { heat: 8 }],
        [1, 0, { heat: 4 }],
        [4, 0, { fuel: 4, electricity: 3 }],
      ],
    );
    const moved = (B.pairs.heatFlow * 4) / 2;
    expect([at(s, "heat", 0, 0), at(s, "heat", 1, 0), at(s, "heat", 2, 0)]).toEqual([8 - moved, 4, moved]);
    expect(ofType(s, "deltas-applied")).toEqual([{ type: "deltas-applied", step: "apply-deltas", cells: 3 }]);
  });

  it("a simulation without any pair effect changes no cell", () => {
    const s = run([".######"], [[0, 0, { fuel: 1 }]]);
    expect(ofType(s, "deltas-applied")).toEqual([{ type: "deltas-applied", step: "apply-deltas", cells: 0 }]);
  });
});

describe("step 9 sums every emission, however many a simulation makes", () => {
  it("after a busy surface, the last pocket's flow is still applied in full", () => {
    // Four rows where every cell holds all four elements in alternating bands make far more emissions
    // than the level has cells; the two-cell pocket at the end of the lab comes last in the scan.
    const busy = Array.from({ length: 4 }, () => ".......");
    const values: SurfaceValues = [];
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 7; x++) {
        const high = (x + y) % 2 === 0;
        values.push([
          x,
          y,
          high
            ? { fuel: 7, coolant: 7, electricity: 6, heat: 7 }
            : { fuel: 1, coolant: 1, electricity: 1, heat: 1 },
        ]);
      }
    values.push([5, 5, { heat: 7 }]);
    const s = run([...busy, "#######", "#####.."], values);
    const pairs = ofType(s, "pair-effects")[0]!.counts;
    const effects = Object.values(pairs).reduce((a, b) => a + (b ?? 0), 0);
    expect(effects).toBeGreaterThan(4 * s.width * s.height);
    const moved = (B.pairs.heatFlow2 * 7) / 2;
    expect([at(s, "heat", 5, 5), at(s, "heat", 6, 5)]).toEqual([7 - moved, moved]);
  });
});

describe("step 11 clamps surface values and clears walls", () => {
  it("values beyond the clamps are cut to them", () => {
    // Two Ignite2 (fuel × electricity, fuel × heat) add more heat than the room left below the maximum.
    const hot = run([".######"], [[0, 0, { fuel: 6, electricity: 3, heat: B.clamps.heat.max - 1 }]]);
    expect(at(hot, "heat", 0, 0)).toBe(B.clamps.heat.max);
    expect(at(hot, "fuel", 0, 0)).toBe(6 - 2 * B.pairs.ignite2Burn);
    // A burn bigger than the fuel left (0.7 made critical by an override) stops at the minimum.
    const low = run([".######"], [[0, 0, { fuel: 0.7, electricity: 6 }]], {
      bands: { fuel: { caution: 0.25, critical: 0.5 } },
    });
    expect(at(low, "fuel", 0, 0)).toBe(B.clamps.fuel.min);
  });

  it("hazards written onto a wall take part in no pair and are cleared", () => {
    // (0,0) is a wall holding fuel and electricity that would ignite on a floor cell.
    const level = surfaceLab(["#.#####"]);
    const state = newGame(level);
    writeSurface(state, [[0, 0, { fuel: 4, electricity: 3, heat: 2 }]]);
    const s = simulateOnce(state);
    expect(ofType(s, "pair-effects")[0]!.counts).toEqual({});
    expect([at(s, "fuel", 0, 0), at(s, "electricity", 0, 0), at(s, "heat", 0, 0)]).toEqual([0, 0, 0]);
    expect(at(s, "heat", 1, 0)).toBe(0);
  });

  it("a surface value of −0 comes out as 0 (states stay identical to ones that never held −0)", () => {
    for (const balance of [undefined, { clamps: { heat: { min: -1, max: 10 } } }]) {
      const s = run([".######"], [[0, 0, { heat: -0, fuel: -0 }]], balance);
      expect(Object.is(at(s, "heat", 0, 0), 0), JSON.stringify(balance)).toBe(true);
      expect(Object.is(at(s, "fuel", 0, 0), 0)).toBe(true);
    }
  });
});

describe("step 11 logs a band rise only when a value enters a higher band than it started in", () => {
  // Four one-cell pockets, each with safe fuel next to critical electricity (Warm2: +warm2 heat), plus
  // Warm1 (+warm1) or Warm2 (+warm2) more where the cell's own heat is caution or critical.
  const band = (heat: number) =>
    ofType(
      run(
        [".#.#.#."],
        [
          [0, 0, { fuel: 1, electricity: 5, heat }],
          [2, 0, { fuel: 1, electricity: 5, heat: 0 }],
        ],
      ),
      "hazard-band-rise",
    );
  const rise = (band: "caution" | "critical") => ({
    type: "hazard-band-rise",
    step: "clamp-values",
    at: { x: 0, y: 0 },
    element: "heat",
    band,
  });

  it("heat rising to exactly the caution threshold is a rise into caution", () => {
    expect(B.bands.heat.caution - B.pairs.warm2).toBe(2);
    expect(band(2)).toEqual([rise("caution")]);
  });

  it("heat rising to exactly the critical threshold is a rise into critical", () => {
    expect(B.bands.heat.critical - B.pairs.warm2 - B.pairs.warm1).toBe(4.5);
    expect(band(4.5)).toEqual([rise("critical")]);
  });

  it("heat that starts exactly at a threshold and grows within its band is no rise", () => {
    expect(band(B.bands.heat.caution)).toEqual([]); // 3 → 4.5, caution to caution
    expect(band(B.bands.heat.critical)).toEqual([]); // 6 → 8, critical to critical
    expect(band(3.5)).toEqual([]);
  });

  it("heat that grows within the safe band, or falls, is no rise", () => {
    expect(band(0)).toEqual([]); // the pocket at x = 2 also grows from 0 to warm2 (safe)
    const quenched = run([".######"], [[0, 0, { coolant: 4, heat: 7 }]]);
    expect(ofType(quenched, "hazard-band-rise")).toEqual([]);
  });
});
