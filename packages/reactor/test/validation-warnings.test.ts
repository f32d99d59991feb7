import { describe, expect, it } from "vitest";
import {
  type Effect,
  type Hazard,
  ISSUE_CODES,
  type Leak,
  type Level,
  type Pos,
  placeProp,
  type RuleEvent,
  type Supply,
  setHazard,
  setNetworkCell,
  setTerrain,
} from "../src/index.js";
import { warningsOf, warningsWith } from "./helpers/issues.js";
import { baseLevel, P, setPropField } from "./helpers/levels.js";

// The design's validation warnings (docs/reactor/rules.md, "Validation"), each on a level without errors:
// one level that triggers the warning and one that just avoids it. The base level (7×5, all floor, lines on
// rows 0/2/4 from flows at x=0 to the reactor's three consumers at x=6, reactor control at (3,1), robot at
// (3,3)) has no warnings at all. Default balance: caution fuel 3, coolant 3, electricity 2, heat 3; reactor
// caution 3.

const W = ISSUE_CODES;

/** The props list index a prop appended to the base level gets. */
const NEXT = 7;

const fuelLeak = (id: string, at: Pos): Leak => ({
  id,
  carrier: "fuel",
  at,
  access: at,
  severity: 1,
  repaired: false,
});
const coolantLeak = (id: string, at: Pos): Leak => ({ ...fuelLeak(id, at), carrier: "coolant" });

const event = (id: string, effects: Effect[]): RuleEvent => ({
  id,
  enabled: true,
  repeat: "once",
  priority: 0,
  phase: "end-of-turn",
  when: [{ kind: "turn", op: "ge", value: 3 }],
  effects,
});

const supply = (level: Level, kind: Supply, at: Pos = P(1, 3), depleted = false, id = "crate"): Level =>
  placeProp(level, { kind: "remedy-supply", id, at, supply: kind, depleted });

const withHazards = (level: Level, ...hazards: Hazard[]): Level => ({ ...level, hazards });

/**
 * The base level with the floor cell (1,1) walled in: walls at (1,0), (0,1), (2,1) and (1,2) (the fuel and
 * coolant lines run on underneath). The robot cannot walk to (1,1).
 */
function walledIn(): Level {
  let level = baseLevel();
  for (const p of [P(1, 0), P(0, 1), P(2, 1), P(1, 2)]) level = setTerrain(level, p, "wall");
  return level;
}

describe("the base level is clean", () => {
  it("no warnings", () => {
    expect(warningsOf(baseLevel())).toEqual([]);
  });
});

describe("warning: unreachable non-required consumer (its network has no source)", () => {
  /** A coolant consumer at (5,4) on a two-cell coolant network (4,4)-(5,4) with no flow. */
  const lonely = (): Level => {
    let level = baseLevel();
    level = setNetworkCell(setNetworkCell(level, "coolant", P(4, 4), true), "coolant", P(5, 4), true);
    return placeProp(level, {
      kind: "consumer",
      id: "lonely",
      at: P(5, 4),
      carrier: "coolant",
      enabled: true,
    });
  };

  it("a consumer on a network without source: one warning at the prop", () => {
    const [warning, ...more] = warningsWith(lonely(), W.unreachableConsumer);
    expect(more).toEqual([]);
    expect(warning!.location).toEqual({ path: `$.props[${NEXT}]`, cell: P(5, 4), prop: "lonely" });
    expect(warning!.message).toContain("coolant consumer 'lonely' has no path from any coolant source");
  });

  it("a non-required consumer on a sourced line is not warned about (and nothing else is)", () => {
    for (const [carrier, at] of [
      ["fuel", P(3, 0)],
      ["coolant", P(3, 2)],
      ["electricity", P(4, 4)],
    ] as const) {
      const level = placeProp(baseLevel(), { kind: "consumer", id: "extra", at, carrier, enabled: true });
      expect(warningsOf(level), carrier).toEqual([]);
    }
  });

  it("a required consumer without source is warned about as starved, not as unreachable", () => {
    const level = { ...baseLevel(), props: baseLevel().props.filter((p) => p.id !== "coolant-src") };
    const warnings = warningsOf(level);
    expect(warnings.filter((w) => w.code === W.unreachableConsumer)).toEqual([]);
    expect(warnings.find((w) => w.code === W.requiredConsumerStarved)?.location.prop).toBe("coolant-use");
  });
});

describe("warning: underground cells with no possible source path (one per sourceless network piece)", () => {
  it("a sourceless piece is warned about once, at its first cell (row-major), in its carrier's row", () => {
    // Coolant cells (4,0)-(5,0): the first coolant cells of the level, apart from the sourced coolant line.
    let level = setNetworkCell(baseLevel(), "coolant", P(4, 0), true);
    level = setNetworkCell(level, "coolant", P(5, 0), true);
    const warnings = warningsOf(level);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      code: W.cellWithoutSource,
      location: { path: "$.networks.coolant[0]", cell: P(4, 0) },
    });
    expect(warnings[0]!.message).toContain("coolant cells from (4,0) have no possible source path");
  });

  it("each sourceless piece of each carrier is warned about", () => {
    let level = setNetworkCell(baseLevel(), "electricity", P(1, 1), true);
    level = setNetworkCell(level, "electricity", P(5, 2), true);
    level = setNetworkCell(level, "fuel", P(4, 2), true);
    const found = warningsWith(level, W.cellWithoutSource).map((w) => [w.location.path, w.location.cell]);
    expect(found).toEqual([
      ["$.networks.fuel[2]", P(4, 2)],
      ["$.networks.electricity[1]", P(1, 1)],
      ["$.networks.electricity[2]", P(5, 2)],
    ]);
  });

  it("the whole line without its flow prop is warned about", () => {
    const level = { ...baseLevel(), props: baseLevel().props.filter((p) => p.id !== "fuel-src") };
    const found = warningsWith(level, W.cellWithoutSource).map((w) => w.location);
    expect(found).toEqual([{ path: "$.networks.fuel[0]", cell: P(0, 0) }]);
  });
});

describe("warning: required consumer initially starved", () => {
  it("a bound consumer cut off from its source: one warning at that consumer", () => {
    const level = setPropField(baseLevel(), "coolant-src", { enabled: false });
    const [warning, ...more] = warningsWith(level, W.requiredConsumerStarved);
    expect(more).toEqual([]);
    expect(warning!.location).toEqual({ path: "$.props[3]", cell: P(6, 2), prop: "coolant-use" });
    expect(warning!.message).toContain("required coolant consumer 'coolant-use' starts starved");
  });

  it("a starved consumer that no reactor needs is not a required one", () => {
    let level = setNetworkCell(baseLevel(), "fuel", P(5, 2), true);
    level = placeProp(level, { kind: "consumer", id: "spare", at: P(5, 2), carrier: "fuel", enabled: true });
    expect(warningsWith(level, W.requiredConsumerStarved)).toEqual([]);
    expect(warningsWith(level, W.unreachableConsumer).map((w) => w.location.prop)).toEqual(["spare"]);
  });

  it("a disabled required consumer is not starved (the reactor is still not ready)", () => {
    const level = setPropField(baseLevel(), "fuel-use", { enabled: false });
    const warnings = warningsOf(level);
    expect(warnings.map((w) => w.code)).toEqual([W.reactorNotReady]);
  });
});

describe("warning: reactor initially not ready (a bound consumer not supplied, or reactor heat not safe)", () => {
  it("a bound consumer not supplied: one warning at the reactor control saying so", () => {
    const level = setPropField(baseLevel(), "electricity-src", { enabled: false });
    const [warning, ...more] = warningsWith(level, W.reactorNotReady);
    expect(more).toEqual([]);
    expect(warning!.location).toEqual({ path: "$.props[6]", cell: P(3, 1), prop: "core" });
    expect(warning!.message).toContain("reactor 'core' is not ready at the start");
    expect(warning!.message).toContain("not every bound consumer is supplied");
  });

  it("reactor heat at the caution threshold (3) is not safe; just below it is", () => {
    const hot = setHazard(baseLevel(), P(3, 2), "heat", 3);
    const [warning, ...more] = warningsWith(hot, W.reactorNotReady);
    expect(more).toEqual([]);
    expect(warning!.message).toContain("reactor heat is not safe");
    expect(warningsOf(setHazard(baseLevel(), P(3, 2), "heat", 2.9))).toEqual([]);
  });

  it("only the consumers on the bound cells count: other consumers in the same row or column do not", () => {
    // Two disabled, unbound fuel consumers listed before everything else: one in the row of the fuel binding
    // (6,0), one in its column (and in the coolant binding's column).
    let level = setNetworkCell(baseLevel(), "fuel", P(6, 1), true);
    const off = (id: string, at: Pos) =>
      ({ kind: "consumer", id, at, carrier: "fuel", enabled: false }) as const;
    level = { ...level, props: [off("row", P(3, 0)), off("column", P(6, 1)), ...level.props] };
    expect(warningsOf(level)).toEqual([]);
  });

  it("a reactor area of its own: heat outside it does not matter", () => {
    const level = setPropField(setHazard(baseLevel(), P(3, 2), "heat", 2.5), "core", {
      area: [P(3, 1), P(4, 1)],
    });
    expect(warningsOf(setHazard(level, P(4, 1), "heat", 2.9))).toEqual([]);
    expect(warningsWith(setHazard(level, P(4, 1), "heat", 3), W.reactorNotReady)).toHaveLength(1);
  });
});

describe("warning: unused remedy supply (nothing for it to treat, or the robot cannot reach it)", () => {
  const unused = (level: Level) => warningsWith(level, W.unusedRemedySupply);

  it("a neutralizer supply with nothing of its element: one warning at the supply", () => {
    for (const kind of ["FuelRemedySupply", "CoolantRemedySupply", "ElectricityRemedySupply"] as const) {
      const [warning, ...more] = unused(supply(baseLevel(), kind));
      expect(more).toEqual([]);
      expect(warning!.location).toEqual({ path: `$.props[${NEXT}]`, cell: P(1, 3), prop: "crate" });
      expect(warning!.message).toContain("has nothing to treat in this level");
    }
    expect(unused(supply(baseLevel(), "FuelRemedySupply"))[0]!.message).toContain(
      "remedy supply 'crate' (FuelNeutralizer)",
    );
  });

  it("a neutralizer supply is used by a surface hazard of its element (any amount above 0)", () => {
    const level = supply(baseLevel(), "FuelRemedySupply");
    expect(unused(withHazards(level, { at: P(2, 3), fuel: 1 }))).toEqual([]);
    expect(unused(withHazards(level, { at: P(2, 3), coolant: 1 }, { at: P(4, 3), fuel: 0.5 }))).toEqual([]);
    // Another element, or an explicit 0, is nothing to treat.
    expect(unused(withHazards(level, { at: P(2, 3), coolant: 1, heat: 1, electricity: 1 }))).toHaveLength(1);
    expect(unused(withHazards(level, { at: P(2, 3), fuel: 0, coolant: 1 }))).toHaveLength(1);
  });

  it("a neutralizer supply is used by an authored or a rule-started leak of its carrier", () => {
    const level = supply(baseLevel(), "CoolantRemedySupply");
    expect(unused({ ...level, leaks: [coolantLeak("k", P(2, 2))] })).toEqual([]);
    expect(unused({ ...level, leaks: [fuelLeak("k", P(2, 0))] })).toHaveLength(1);
    const started = (leak: Leak): Level => {
      const { repaired: _repaired, ...spec } = leak;
      return {
        ...level,
        events: [
          event("later", [
            { kind: "warn", text: "leak!" },
            { kind: "start-leak", leak: spec },
          ]),
        ],
      };
    };
    expect(unused(started(coolantLeak("n", P(2, 2))))).toEqual([]);
    expect(unused(started(fuelLeak("n", P(2, 0))))).toHaveLength(1);
  });

  it("a heat shield supply with nothing that heats: one warning", () => {
    const [warning, ...more] = unused(supply(baseLevel(), "HeatRemedySupply"));
    expect(more).toEqual([]);
    expect(warning!.message).toContain(
      "remedy supply 'crate' (HeatShield) has nothing to treat in this level",
    );
  });

  it("a heat shield is used by initial heat, fuel or electricity on the surface, not by coolant", () => {
    const level = supply(baseLevel(), "HeatRemedySupply");
    for (const element of ["heat", "fuel", "electricity"] as const)
      expect(unused(setHazard(level, P(2, 3), element, 1)), element).toEqual([]);
    expect(unused(withHazards(level, { at: P(2, 3), coolant: 1 }, { at: P(4, 3), heat: 1 }))).toEqual([]);
    expect(unused(setHazard(level, P(2, 3), "coolant", 1))).toHaveLength(1);
    expect(
      unused(withHazards(level, { at: P(2, 3), heat: 0, fuel: 0, electricity: 0, coolant: 2 })),
    ).toHaveLength(1);
  });

  it("a heat shield is used by a rule that adds heat (amount above 0), in any event", () => {
    const level = supply(baseLevel(), "HeatRemedySupply");
    const rules = (...events: RuleEvent[]): Level => ({ ...level, events });
    const quiet = event("quiet", [{ kind: "warn", text: "hm" }]);
    const heats = (amount: number) =>
      event("heats", [
        { kind: "warn", text: "hot" },
        { kind: "heat", at: P(2, 3), amount },
      ]);
    expect(unused(rules(quiet, heats(2)))).toEqual([]);
    expect(unused(rules(quiet, heats(0)))).toHaveLength(1);
    expect(unused(rules(heats(-1)))).toHaveLength(1);
    // Other effects with an amount are not heat.
    expect(
      unused(
        rules(
          event("other", [
            { kind: "hazard", at: P(2, 3), element: "coolant", amount: 2 },
            { kind: "inventory", remedy: "FuelNeutralizer", amount: 1 },
          ]),
        ),
      ),
    ).toHaveLength(1);
  });

  it("a heat shield is used when any leak exists or a rule starts one", () => {
    const level = supply(baseLevel(), "HeatRemedySupply");
    expect(unused({ ...level, leaks: [coolantLeak("k", P(2, 2))] })).toEqual([]);
    const { repaired: _repaired, ...spec } = fuelLeak("n", P(2, 0));
    expect(unused({ ...level, events: [event("later", [{ kind: "start-leak", leak: spec }])] })).toEqual([]);
  });

  it("a depleted supply is never warned about", () => {
    expect(warningsOf(supply(baseLevel(), "FuelRemedySupply", P(1, 3), true))).toEqual([]);
  });

  it("a useful supply the robot cannot walk to: one warning saying so; walls block the walk", () => {
    const level = setHazard(supply(walledIn(), "FuelRemedySupply", P(1, 1)), P(2, 3), "fuel", 1);
    const [warning, ...more] = unused(level);
    expect(more).toEqual([]);
    expect(warning!.location).toEqual({ path: `$.props[${NEXT}]`, cell: P(1, 1), prop: "crate" });
    expect(warning!.message).toContain(
      "remedy supply 'crate' (FuelNeutralizer) cannot be reached by the robot",
    );
    // The same supply one cell further (in the open) is fine.
    expect(
      warningsOf(setHazard(supply(walledIn(), "FuelRemedySupply", P(5, 2)), P(2, 3), "fuel", 1)),
    ).toEqual([]);
  });

  it("the robot's walk starts at its own cell, wherever that is", () => {
    const level = setHazard(supply(walledIn(), "FuelRemedySupply", P(5, 2)), P(2, 3), "fuel", 1);
    for (const at of [P(3, 3), P(2, 0), P(6, 1), P(0, 3)]) {
      const moved = { ...level, robot: { ...level.robot, at } };
      expect(warningsOf(moved), `robot at (${at.x},${at.y})`).toEqual([]);
    }
    // Shut in with the supply, the robot reaches it, and nothing else.
    const shut = { ...level, robot: { ...level.robot, at: P(1, 1) } };
    const crate = supply(
      { ...walledIn(), robot: { ...level.robot, at: P(1, 1) } },
      "FuelRemedySupply",
      P(1, 1),
    );
    expect(warningsOf(setHazard(crate, P(2, 3), "fuel", 1))).toEqual([]);
    expect(warningsWith(shut, W.unusedRemedySupply)[0]!.message).toContain("cannot be reached");
  });
});

describe("warning: a hazard at caution or above with no remedy in the level, or no route to it", () => {
  const without = (level: Level) => warningsWith(level, W.hazardWithoutRemedy);

  it("each element at its caution threshold warns; just below it does not", () => {
    const cases = [
      ["fuel", 3, "FuelNeutralizer"],
      ["coolant", 3, "CoolantNeutralizer"],
      ["electricity", 2, "ElectricityNeutralizer"],
      ["heat", 3, "HeatShield"],
    ] as const;
    for (const [element, caution, remedy] of cases) {
      const [warning, ...more] = without(setHazard(baseLevel(), P(2, 3), element, caution));
      expect(more, element).toEqual([]);
      expect(warning!.location).toEqual({ path: "$.hazards[0]", cell: P(2, 3) });
      expect(warning!.message).toContain(`${element} hazard at (2,3) has no ${remedy} in the level`);
      expect(without(setHazard(baseLevel(), P(2, 3), element, caution - 0.1)), element).toEqual([]);
    }
  });

  it("one warning per element at caution on a hazard cell, each at that hazard", () => {
    const level = withHazards(
      baseLevel(),
      { at: P(1, 3), coolant: 1 },
      { at: P(2, 3), fuel: 4, heat: 3, coolant: 2 },
    );
    expect(without(level).map((w) => [w.location.path, w.message.split(" ")[0]])).toEqual([
      ["$.hazards[1]", "fuel"],
      ["$.hazards[1]", "heat"],
    ]);
  });

  it("the remedy in the robot's inventory or in a supply that is not depleted is enough", () => {
    const hazard = setHazard(baseLevel(), P(2, 3), "fuel", 4);
    const carried = { ...hazard, robot: { ...hazard.robot, inventory: ["FuelNeutralizer" as const] } };
    expect(without(carried)).toEqual([]);
    expect(without(supply(hazard, "FuelRemedySupply"))).toEqual([]);
    expect(without(supply(hazard, "FuelRemedySupply", P(1, 3), true))).toHaveLength(1);
    expect(without(supply(hazard, "CoolantRemedySupply"))).toHaveLength(1);
    const wrongCarried = { ...hazard, robot: { ...hazard.robot, inventory: ["HeatShield" as const] } };
    expect(without(wrongCarried)).toHaveLength(1);
  });

  it("a hazard the robot cannot walk to warns even with its remedy at hand, saying there is no route", () => {
    const level = { ...withHazards(walledIn(), { at: P(1, 1), fuel: 3 }) };
    const carried = { ...level, robot: { ...level.robot, inventory: ["FuelNeutralizer" as const] } };
    const [warning, ...more] = without(carried);
    expect(more).toEqual([]);
    expect(warning!.location).toEqual({ path: "$.hazards[0]", cell: P(1, 1) });
    expect(warning!.message).toContain("fuel hazard at (1,1) has no route for the robot");
    // In the open at (5,2) the same hazard is within reach; so is the first cell (0,0) of the base level.
    expect(without(withHazards(carried, { at: P(5, 2), fuel: 3 }))).toEqual([]);
    const open = withHazards(baseLevel(), { at: P(0, 0), fuel: 3 });
    expect(without({ ...open, robot: { ...open.robot, inventory: ["FuelNeutralizer"] } })).toEqual([]);
  });
});
