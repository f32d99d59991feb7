import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  branchShare,
  DEFAULT_BALANCE,
  modeWeights,
  newGame,
  placeProp,
  setNetworkCell,
  step,
  validateLevel,
} from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, cell, endTurns, LINE_Y, P, setPropField } from "./helpers/levels.js";

const fuelCarrier = DEFAULT_BALANCE.carriers.fuel;

describe("inferred adjacency propagates each carrier through valid networks (design test requirement 2)", () => {
  for (const carrier of ["fuel", "coolant", "electricity"] as const) {
    it(`${carrier}: every connected cell gets carrier, falling off with distance from the source`, () => {
      const { state } = endTurns(newGame(baseLevel()), 1);
      const layer = state.networks[carrier];
      const y = LINE_Y[carrier];
      const along = [0, 1, 2, 3, 4, 5, 6].map((x) => layer.amount[cell(state, P(x, y))]!);
      expect(along.every((a) => a > 0)).toBe(true);
      for (let i = 1; i < along.length; i++) expect(along[i]).toBeLessThan(along[i - 1]!);
      const potentials = [0, 6].map((x) => layer.potential[cell(state, P(x, y))]!);
      expect(potentials[1]).toBeLessThan(potentials[0]!);
      expect(state.services[`${carrier}-use`]).toBe("producing");
    });
  }

  it("the falloff formula: amount at distance d is source − d × falloff (isolated formula)", () => {
    const { state } = endTurns(newGame(baseLevel()), 1);
    const d = 4;
    expect(state.networks.fuel.amount[cell(state, P(d, 0))]).toBeCloseTo(
      fuelCarrier.sourceAmount - d * fuelCarrier.amountFalloff,
      10,
    );
    expect(state.networks.fuel.potential[cell(state, P(d, 0))]).toBeCloseTo(
      fuelCarrier.sourcePotential - d * fuelCarrier.potentialFalloff,
      10,
    );
  });

  it("follows bends: adjacency is inferred from neighbouring cells, not from straight lines", () => {
    let level = baseLevel();
    level = setNetworkCell(level, "coolant", P(6, 2), false);
    level = setNetworkCell(setNetworkCell(level, "coolant", P(5, 3), true), "coolant", P(6, 3), true);
    level = setPropField(level, "coolant-use", { at: P(6, 3) });
    level = setPropField(level, "core", {
      bindings: { fuel: P(6, 0), coolant: P(6, 3), electricity: P(6, 4) },
    });
    expect(validateLevel(level).ok).toBe(true);
    const { state } = endTurns(newGame(level), 1);
    expect(state.networks.coolant.amount[cell(state, P(6, 3))]).toBeGreaterThan(0);
    expect(state.services["coolant-use"]).toBe("producing");
  });

  it("stops at absent cells: a gap disconnects everything behind it", () => {
    const level = setNetworkCell(baseLevel(), "electricity", P(3, 4), false);
    const { state } = endTurns(newGame(level), 1);
    expect(state.networks.electricity.amount[cell(state, P(2, 4))]).toBeGreaterThan(0);
    expect(state.networks.electricity.amount[cell(state, P(4, 4))]).toBe(0);
    expect(state.services["electricity-use"]).toBe("starved");
  });

  it("a disabled flow prop injects nothing", () => {
    const { state } = endTurns(newGame(setPropField(baseLevel(), "fuel-src", { enabled: false })), 1);
    expect(state.networks.fuel.amount.every((a) => a === 0)).toBe(true);
    expect(state.services["fuel-use"]).toBe("starved");
  });

  it("the networks are disjoint: a carrier never flows into another carrier's cells", () => {
    let level = baseLevel();
    level = setNetworkCell(level, "coolant", P(3, 1), true); // coolant cell right under a fuel neighbour
    const { state } = endTurns(newGame(level), 1);
    expect(state.networks.fuel.amount[cell(state, P(3, 1))]).toBe(0);
    expect(state.networks.coolant.amount[cell(state, P(3, 1))]).toBeGreaterThan(0);
  });
});

describe("where two sources meet, each cell keeps the best incoming value", () => {
  const { sourceAmount, sourcePotential, amountFalloff, potentialFalloff } = fuelCarrier;
  const XS = [0, 1, 2, 3, 4, 5, 6];
  /** The base fuel line (x = 0..6 on y = 0) with a second source at (x, 0). */
  const twoSources = (x: number, first = true, second = true) =>
    newGame(
      setPropField(
        placeProp(baseLevel(), {
          kind: "flow",
          id: "fuel-src-2",
          at: P(x, 0),
          carrier: "fuel",
          enabled: second,
        }),
        "fuel-src",
        { enabled: first },
      ),
    );
  const along = (state: ReturnType<typeof newGame>, values: "amount" | "potential") =>
    XS.map((x) => state.networks.fuel[values][cell(state, P(x, 0))]!);
  const expectAlong = (actual: number[], expected: number[]) => {
    for (const [x, value] of actual.entries()) expect(value, `x = ${x}`).toBeCloseTo(expected[x]!, 10);
  };

  it("sources at x = 0 and x = 4: every cell holds the nearer source's amount and pressure, not a sum or the last walk", () => {
    const { state } = endTurns(twoSources(4), 1);
    const distance = XS.map((x) => Math.min(x, Math.abs(x - 4)));
    expectAlong(
      along(state, "amount"),
      distance.map((d) => sourceAmount - d * amountFalloff),
    );
    expectAlong(
      along(state, "potential"),
      distance.map((d) => sourcePotential - d * potentialFalloff),
    );
    // The cell next to the first source keeps the first source's value although the second walk reaches it later.
    expect(along(state, "amount")[1]).toBeGreaterThan(
      along(endTurns(twoSources(4, false), 1).state, "amount")[1]!,
    );
    expect(state.services["fuel-use"]).toBe("producing");
  });

  it("property: with any second source, on or off, each cell's amount and pressure are the best over the enabled sources", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.boolean(), (x2, first, second) => {
        const { state } = endTurns(twoSources(x2, first, second), 1);
        const sources = [...(first ? [0] : []), ...(second ? [x2] : [])];
        const best = (source: number, falloff: number) =>
          XS.map((x) => Math.max(0, ...sources.map((s) => source - Math.abs(x - s) * falloff)));
        expectAlong(along(state, "amount"), best(sourceAmount, amountFalloff));
        expectAlong(along(state, "potential"), best(sourcePotential, potentialFalloff));
      }),
      { numRuns: 30 },
    );
  });
});

describe("junction ratios affect branch service or leak severity (design test requirement 3)", () => {
  const services = (kind: "t-junction" | "cross-junction", mode: string) =>
    endTurns(newGame(junctionLevel(kind, mode)), 1).state.services;

  it("T-junction: the branch weighted 0 starves, 4/0 and 0/4 swap which consumer produces", () => {
    expect(services("t-junction", "4/0")).toMatchObject({ north: "producing", south: "starved" });
    expect(services("t-junction", "0/4")).toMatchObject({ north: "starved", south: "producing" });
  });

  it("T-junction: a light 1/3 share starves the weight-1 branch while 2/2 feeds both", () => {
    expect(services("t-junction", "1/3")).toMatchObject({ north: "starved", south: "producing" });
    expect(services("t-junction", "3/1")).toMatchObject({ north: "producing", south: "starved" });
    expect(services("t-junction", "2/2")).toMatchObject({ north: "producing", south: "producing" });
  });

  it("cross-junction modes 0/3/3, 3/0/3, 3/3/0 cut exactly the zero-weight branch (left, straight, right of the flow)", () => {
    expect(services("cross-junction", "0/3/3")).toMatchObject({
      north: "starved",
      east: "producing",
      south: "producing",
    });
    expect(services("cross-junction", "3/0/3")).toMatchObject({
      north: "producing",
      east: "starved",
      south: "producing",
    });
    expect(services("cross-junction", "3/3/0")).toMatchObject({
      north: "producing",
      east: "producing",
      south: "starved",
    });
    const even = endTurns(newGame(junctionLevel("cross-junction", "2/2/2")), 1).state;
    const heavy = endTurns(newGame(junctionLevel("cross-junction", "0/3/3")), 1).state;
    const east = cell(even, P(5, 3));
    expect(even.networks.fuel.amount[east]).toBeLessThan(heavy.networks.fuel.amount[east]!);
  });

  it("the ratio math: a branch of weight w out of Σw gets min(1, ratioGain × w / Σw) (isolated formula)", () => {
    const gain = DEFAULT_BALANCE.junction.ratioGain;
    expect(modeWeights("1/3")).toEqual([1, 3]);
    expect(branchShare(DEFAULT_BALANCE, [1, 3], 1)).toBeCloseTo(Math.min(1, gain / 4), 12);
    expect(branchShare(DEFAULT_BALANCE, [2, 2, 2], 2)).toBeCloseTo(Math.min(1, (gain * 2) / 6), 12);
    expect(branchShare(DEFAULT_BALANCE, [0, 4], 0)).toBe(0);
  });

  it("leak severity follows the weight of the leak's branch", () => {
    const leaky = (mode: string) => {
      const level = {
        ...junctionLevel("t-junction", mode),
        leaks: [
          { id: "k", carrier: "fuel" as const, at: P(4, 1), access: P(4, 1), severity: 1, repaired: false },
        ],
      };
      const { state } = endTurns(newGame(level), 1);
      return state.hazards.fuel[cell(state, P(4, 1))]!;
    };
    const heavy = leaky("4/0");
    const light = leaky("1/3");
    expect(heavy).toBeGreaterThan(light);
    expect(light).toBeGreaterThan(0);
    expect(leaky("0/4")).toBe(0);
  });

  it("the player changes the flow by cycling or selecting a mode at the junction", () => {
    const state = newGame(junctionLevel("t-junction", "4/0"));
    const cycled = step(state, { type: "InteractProp" });
    expect(cycled.ok && cycled.state.props.find((p) => p.id === "split")).toMatchObject({ mode: "0/4" });
    const selected = step(state, { type: "InteractProp", mode: "1/3" });
    if (!selected.ok) throw new Error(selected.message);
    expect(selected.state.props.find((p) => p.id === "split")).toMatchObject({ mode: "1/3" });
    expect(endTurns(selected.state, 1).state.services).toMatchObject({
      north: "starved",
      south: "producing",
    });
  });

  it("a source behind an outgoing branch makes the junction ambiguous (rejected, never simulated)", () => {
    const level = placeProp(junctionLevel("t-junction", "2/2"), {
      kind: "flow",
      id: "src2",
      at: P(4, 0),
      carrier: "fuel",
      enabled: true,
    });
    expect(validateLevel(level).errors.map((e) => e.code)).toContain("junction-incoming-ambiguous");
  });
});
