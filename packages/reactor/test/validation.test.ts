import { describe, expect, it } from "vitest";
import {
  ISSUE_CODES,
  type Issue,
  type Level,
  placeProp,
  setHazard,
  setNetworkCell,
  setTerrain,
  validateLevel,
} from "../src/index.js";
import { baseLevel, P, setPropField } from "./helpers/levels.js";

const codes = (issues: Issue[]) => issues.map((i) => i.code);

function errorOf(level: unknown, code: string): Issue {
  const report = validateLevel(level);
  const found = report.errors.find((e) => e.code === code);
  if (!found) throw new Error(`expected error ${code}, got ${JSON.stringify(codes(report.errors))}`);
  expect(report.ok).toBe(false);
  expect(found.severity).toBe("error");
  expect(found.message.length).toBeGreaterThan(5);
  expect(found.location.path.startsWith("$")).toBe(true);
  return found;
}

/** The base level plus a fuel T-junction at (3,0) whose third branch runs down x=3 to y=1 (under the reactor). */
function junctionLevel(): Level {
  let level = baseLevel(7);
  level = setNetworkCell(level, "fuel", P(3, 1), true);
  return placeProp(level, { kind: "t-junction", id: "split", at: P(3, 0), mode: "2/2" });
}

describe("validation (design test requirement 1: ambiguous networks, loops, invalid leaks, doors, bindings, robot placement, rule references)", () => {
  it("the base level is valid and clean", () => {
    const report = validateLevel(baseLevel());
    expect(report).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it("rejects data that is not a V1 level structure (malformed)", () => {
    const issue = errorOf({ ...baseLevel(), width: "seven" }, ISSUE_CODES.malformed);
    expect(issue.location.path).toBe("$.width");
    expect(issue.message).not.toContain("$.width"); // the path is the location, not repeated in the text
    expect(codes(validateLevel(null).errors)).toContain(ISSUE_CODES.malformed);
  });

  it("rejects levels below the minimum size and mismatched cell arrays", () => {
    const tiny = {
      ...baseLevel(),
      width: 2,
      height: 2,
      terrain: ["..", ".."],
      networks: { fuel: ["..", ".."], coolant: ["..", ".."], electricity: ["..", ".."] },
    };
    errorOf(tiny, ISSUE_CODES.dimensionsTooSmall);
    const rows = errorOf(
      { ...baseLevel(), terrain: baseLevel().terrain.slice(1) },
      ISSUE_CODES.cellArrayMismatch,
    );
    expect(rows.location.path).toBe("$.terrain");
    const short = baseLevel();
    const cols = errorOf(
      {
        ...short,
        networks: {
          ...short.networks,
          coolant: short.networks.coolant.map((r, y) => (y === 2 ? r.slice(1) : r)),
        },
      },
      ISSUE_CODES.cellArrayMismatch,
    );
    expect(cols.location.path).toBe("$.networks.coolant[2]");
    const bad = errorOf(
      { ...short, terrain: short.terrain.map((r, y) => (y === 1 ? "..x...." : r)) },
      ISSUE_CODES.badCellChar,
    );
    expect(bad.location.cell).toEqual(P(2, 1));
  });

  it("rejects a robot out of bounds or not on floor, and an over-full inventory", () => {
    const level = baseLevel();
    expect(
      errorOf({ ...level, robot: { ...level.robot, at: P(9, 9) } }, ISSUE_CODES.robotOutOfBounds).location,
    ).toMatchObject({ path: "$.robot.at", cell: P(9, 9) });
    expect(errorOf(setTerrain(level, P(3, 3), "wall"), ISSUE_CODES.robotNotOnFloor).location.cell).toEqual(
      P(3, 3),
    );
    errorOf(
      {
        ...level,
        robot: { ...level.robot, inventory: ["HeatShield", "HeatShield", "HeatShield", "HeatShield"] },
      },
      ISSUE_CODES.inventoryOverCapacity,
    );
  });

  it("rejects surface hazards on walls, outside the level or listed twice", () => {
    const level = setHazard(setTerrain(baseLevel(), P(5, 3), "wall"), P(5, 3), "fuel", 2);
    expect(errorOf(level, ISSUE_CODES.hazardOnWall).location).toMatchObject({
      cell: P(5, 3),
      path: "$.hazards[0]",
    });
    errorOf({ ...baseLevel(), hazards: [{ at: P(20, 0), heat: 1 }] }, ISSUE_CODES.hazardOutOfBounds);
    errorOf(
      {
        ...baseLevel(),
        hazards: [
          { at: P(1, 1), heat: 1 },
          { at: P(1, 1), fuel: 1 },
        ],
      },
      ISSUE_CODES.hazardDuplicate,
    );
  });

  it("rejects props out of bounds, on walls, sharing a cell, or with duplicate ids", () => {
    const level = baseLevel();
    errorOf(
      placeProp(level, { kind: "terminal", id: "t", at: P(-1, 0), unlocked: false }),
      ISSUE_CODES.propOutOfBounds,
    );
    expect(
      errorOf(
        setTerrain(
          placeProp(level, { kind: "terminal", id: "t", at: P(2, 3), unlocked: false }),
          P(2, 3),
          "wall",
        ),
        ISSUE_CODES.propOnWall,
      ).location.prop,
    ).toBe("t");
    errorOf(
      { ...level, props: [...level.props, { kind: "terminal", id: "t", at: P(3, 1), unlocked: false }] },
      ISSUE_CODES.propsOverlap,
    );
    errorOf(
      { ...level, props: [...level.props, { kind: "terminal", id: "core", at: P(2, 3), unlocked: false }] },
      ISSUE_CODES.duplicateId,
    );
  });

  it("rejects flow and consumer props without a network cell of their carrier", () => {
    const level = baseLevel();
    errorOf(
      placeProp(level, { kind: "flow", id: "f2", at: P(2, 3), carrier: "fuel", enabled: true }),
      ISSUE_CODES.flowNotConnected,
    );
    errorOf(
      placeProp(level, { kind: "consumer", id: "c2", at: P(2, 3), carrier: "coolant", enabled: true }),
      ISSUE_CODES.consumerNotConnected,
    );
  });

  it("rejects missing, out-of-bounds, non-consumer and wrong-carrier reactor bindings, and a level without reactor", () => {
    const level = baseLevel();
    const bind = (bindings: object) =>
      setPropField(level, "core", {
        bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4), ...bindings },
      });
    expect(errorOf(bind({ coolant: null }), ISSUE_CODES.reactorBindingMissing).location).toMatchObject({
      path: "$.props[6].bindings.coolant",
      prop: "core",
    });
    errorOf(bind({ fuel: P(40, 0) }), ISSUE_CODES.reactorBindingOutOfBounds);
    errorOf(bind({ fuel: P(2, 3) }), ISSUE_CODES.reactorBindingNotConsumer);
    errorOf(bind({ fuel: P(6, 2) }), ISSUE_CODES.reactorBindingWrongCarrier);
    errorOf(setPropField(level, "core", { area: [P(0, 9)] }), ISSUE_CODES.reactorAreaInvalid);
    errorOf(
      { ...level, props: level.props.filter((p) => p.kind !== "reactor-control") },
      ISSUE_CODES.noReactor,
    );
  });

  it("rejects door edges that are missing, non-adjacent, out of bounds or not floor-to-floor", () => {
    const door = (edge: [ReturnType<typeof P>, ReturnType<typeof P>] | null, level = baseLevel()) =>
      placeProp(level, { kind: "door", id: "d", at: P(2, 3), edge, open: true });
    expect(errorOf(door(null), ISSUE_CODES.doorEdgeMissing).location).toMatchObject({
      prop: "d",
      path: "$.props[7].edge",
    });
    errorOf(door([P(2, 3), P(4, 3)]), ISSUE_CODES.doorEdgeNotAdjacent);
    errorOf(door([P(0, 3), P(-1, 3)]), ISSUE_CODES.doorEdgeOutOfBounds);
    errorOf(door([P(2, 3), P(1, 3)], setTerrain(baseLevel(), P(1, 3), "wall")), ISSUE_CODES.doorEdgeNotFloor);
    expect(validateLevel(door([P(2, 3), P(1, 3)])).ok).toBe(true);
  });

  it("rejects invalid leaks: fuel/coolant not under floor or not reached from their cell, electricity not in a wall or without one floor face", () => {
    const level = baseLevel();
    const leak = (l: object, base = level) => ({
      ...base,
      leaks: [{ id: "k", severity: 1, repaired: false, ...l }],
    });
    errorOf(leak({ carrier: "fuel", at: P(9, 0), access: P(9, 0) }), ISSUE_CODES.leakOutOfBounds);
    errorOf(leak({ carrier: "fuel", at: P(2, 3), access: P(2, 3) }), ISSUE_CODES.leakNoNetworkCell);
    expect(
      errorOf(
        leak({ carrier: "fuel", at: P(2, 0), access: P(2, 0) }, setTerrain(level, P(2, 0), "wall")),
        ISSUE_CODES.leakNotUnderFloor,
      ).location,
    ).toMatchObject({ leak: "k", cell: P(2, 0) });
    errorOf(leak({ carrier: "coolant", at: P(2, 2), access: P(2, 3) }), ISSUE_CODES.leakAccessMismatch);
    errorOf(
      leak({ carrier: "electricity", at: P(2, 4), access: P(2, 3) }),
      ISSUE_CODES.electricityLeakNotInWall,
    );
    const walled = setTerrain(level, P(2, 4), "wall");
    errorOf(
      leak({ carrier: "electricity", at: P(2, 4), access: P(4, 3) }, walled),
      ISSUE_CODES.electricityLeakFaceInvalid,
    );
    errorOf(
      leak({ carrier: "electricity", at: P(2, 4), access: null }, walled),
      ISSUE_CODES.electricityLeakFaceInvalid,
    );
    errorOf(
      leak({ carrier: "electricity", at: P(2, 4), access: P(1, 4) }, setTerrain(walled, P(1, 4), "wall")),
      ISSUE_CODES.electricityLeakFaceInvalid,
    );
    expect(validateLevel(leak({ carrier: "electricity", at: P(2, 4), access: P(2, 3) }, walled)).ok).toBe(
      true,
    );
    errorOf(
      {
        ...level,
        leaks: [
          { id: "a", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false },
          { id: "b", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false },
        ],
      },
      ISSUE_CODES.leakDuplicate,
    );
  });

  it("rejects network loops", () => {
    let level = baseLevel();
    for (const p of [P(1, 1), P(2, 1), P(2, 0)]) level = setNetworkCell(level, "fuel", p, true);
    // (1,0)-(2,0)-(2,1)-(1,1) is a 2×2 block: a loop
    const issue = errorOf(level, ISSUE_CODES.networkLoop);
    expect(issue.location.path).toMatch(/^\$\.networks\.fuel\[\d\]$/);
    expect(issue.location.cell).toBeDefined();
  });

  it("rejects junctions not on exactly one carrier, with the wrong branch count, no incoming or ambiguous incoming flow", () => {
    expect(validateLevel(junctionLevel()).ok).toBe(true);
    const onTwo = setNetworkCell(junctionLevel(), "coolant", P(3, 0), true);
    errorOf(onTwo, ISSUE_CODES.junctionNotSingleCarrier);
    const onNone = placeProp(baseLevel(), { kind: "t-junction", id: "split", at: P(3, 3), mode: "2/2" });
    errorOf(onNone, ISSUE_CODES.junctionNotSingleCarrier);
    const asCross = placeProp(junctionLevel(), {
      kind: "cross-junction",
      id: "split",
      at: P(3, 0),
      mode: "2/2/2",
    });
    expect(errorOf(asCross, ISSUE_CODES.junctionBranchesMismatch).location.prop).toBe("split");
    // A second source at the east end: flow reaches the junction from west and east.
    const twoSides = setPropField(junctionLevel(), "fuel-use", { kind: "flow" });
    expect(errorOf(twoSides, ISSUE_CODES.junctionIncomingAmbiguous).message).toMatch(/ambiguous/);
    const noSource = { ...junctionLevel(), props: junctionLevel().props.filter((p) => p.id !== "fuel-src") };
    errorOf(noSource, ISSUE_CODES.junctionNoIncoming);
  });

  it("rejects rule references to invalid targets and rule-created leaks that would be invalid", () => {
    const level = baseLevel();
    const rule = (when: object[], effects: object[]) => ({
      ...level,
      events: [{ id: "r", enabled: true, repeat: "once", priority: 0, phase: "end-of-turn", when, effects }],
    });
    const targets: [object[], object[]][] = [
      [[{ kind: "prop", at: P(2, 3), propKind: "door" }], []],
      [[{ kind: "prop", at: P(0, 0), propKind: "flow", state: "open" }], []],
      [[{ kind: "consumer-service", at: P(0, 0), service: "starved" }], []],
      [[{ kind: "reactor", at: P(2, 3), is: true, condition: "ready" }], []],
      [
        [{ kind: "network-band", at: P(2, 3), carrier: "fuel", quantity: "amount", op: "is", band: "safe" }],
        [],
      ],
      [
        [{ kind: "network-band", at: P(2, 0), carrier: "fuel", quantity: "voltage", op: "is", band: "safe" }],
        [],
      ],
      [[{ kind: "hazard-band", at: P(9, 9), element: "heat", op: "is", band: "safe" }], []],
      [[], [{ kind: "set-prop", at: P(2, 3), state: "enabled" }]],
      [[], [{ kind: "set-prop", at: P(3, 1), state: "activated" }]],
      [[], [{ kind: "worsen-leak", leak: "nope", by: 1 }]],
      [[], [{ kind: "disable-cell", carrier: "coolant", at: P(2, 3) }]],
      [[], [{ kind: "heat", at: P(7, 0), amount: 2 }]],
    ];
    for (const [when, effects] of targets) {
      const issue = errorOf(rule(when, effects), ISSUE_CODES.ruleInvalidTarget);
      expect(issue.location.event).toBe("r");
      expect(issue.location.path).toMatch(/^\$\.events\[0\]\.(when|effects)\[0\]$/);
    }
    const leak = errorOf(
      rule(
        [],
        [
          {
            kind: "start-leak",
            leak: { id: "n", carrier: "electricity", at: P(2, 4), access: P(2, 3), severity: 1 },
          },
        ],
      ),
      ISSUE_CODES.ruleLeakInvalid,
    );
    expect(leak.location.path).toBe("$.events[0].effects[0]");
    expect(
      validateLevel(
        rule(
          [{ kind: "turn", op: "ge", value: 2 }],
          [
            {
              kind: "start-leak",
              leak: { id: "n", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1 },
            },
          ],
        ),
      ).ok,
    ).toBe(true);
  });

  it("rejects an invalid balance override", () => {
    const issue = errorOf(
      { ...baseLevel(), balance: { bands: { heat: { caution: 9, critical: 2 } } } },
      ISSUE_CODES.balanceInvalid,
    );
    expect(issue.location.path).toContain("$.balance");
    errorOf(
      { ...baseLevel(), balance: { clamps: { heat: { min: 5, max: 1 } } } },
      ISSUE_CODES.balanceInvalid,
    );
    expect(codes(validateLevel({ ...baseLevel(), balance: { actionsPerTurn: 0 } }).errors)).toContain(
      ISSUE_CODES.malformed,
    );
  });
});

describe("validation warnings", () => {
  const warningsOf = (level: Level) => {
    const report = validateLevel(level);
    expect(report.errors).toEqual([]);
    return report.warnings;
  };

  it("warns about an unreachable non-required consumer and cells with no possible source", () => {
    let level = baseLevel();
    level = setNetworkCell(setNetworkCell(level, "coolant", P(4, 4), true), "coolant", P(5, 4), true);
    level = placeProp(level, {
      kind: "consumer",
      id: "lonely",
      at: P(5, 4),
      carrier: "coolant",
      enabled: true,
    });
    const warnings = warningsOf(level);
    expect(warnings.find((w) => w.code === ISSUE_CODES.unreachableConsumer)?.location.prop).toBe("lonely");
    expect(warnings.find((w) => w.code === ISSUE_CODES.cellWithoutSource)?.location.cell).toEqual(P(4, 4));
  });

  it("warns about a required consumer initially starved and a reactor initially not ready", () => {
    const level = setPropField(baseLevel(), "coolant-src", { enabled: false });
    const warnings = warningsOf(level);
    expect(warnings.find((w) => w.code === ISSUE_CODES.requiredConsumerStarved)?.location.prop).toBe(
      "coolant-use",
    );
    expect(warnings.find((w) => w.code === ISSUE_CODES.reactorNotReady)?.location.prop).toBe("core");
    const hot = setHazard(baseLevel(), P(3, 1), "heat", 5);
    expect(codes(warningsOf(hot))).toContain(ISSUE_CODES.reactorNotReady);
  });

  it("warns about an unused remedy supply and a hazard with no remedy or route", () => {
    const level = placeProp(baseLevel(), {
      kind: "remedy-supply",
      id: "crate",
      at: P(1, 3),
      supply: "CoolantRemedySupply",
      depleted: false,
    });
    expect(warningsOf(level).find((w) => w.code === ISSUE_CODES.unusedRemedySupply)?.location.prop).toBe(
      "crate",
    );
    const hazard = setHazard(baseLevel(), P(5, 3), "electricity", 4);
    const warning = warningsOf(hazard).find((w) => w.code === ISSUE_CODES.hazardWithoutRemedy);
    expect(warning?.location.cell).toEqual(P(5, 3));
    const remedied = placeProp(hazard, {
      kind: "remedy-supply",
      id: "e",
      at: P(1, 3),
      supply: "ElectricityRemedySupply",
      depleted: false,
    });
    expect(codes(warningsOf(remedied))).not.toContain(ISSUE_CODES.hazardWithoutRemedy);
  });
});
