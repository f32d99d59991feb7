import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ISSUE_CODES,
  type Level,
  type RuleEvent,
  setNetworkCell,
  setTerrain,
  validateLevel,
} from "../src/index.js";
import { solveLevel } from "../src/solver/index.ts";
import { warningsWith } from "./helpers/issues.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, P, robotAt, setPropField, tutorial, withProp } from "./helpers/levels.js";
import { tinyLevel, tinySpec } from "./helpers/tiny-levels.js";

const W = ISSUE_CODES;

/** The base level with a wall across column 2: the robot (at 3,3) cannot reach x ≤ 1. */
const walledLeft = (level = baseLevel()): Level => {
  for (let y = 0; y < 5; y++) level = setTerrain(level, P(2, y), "wall");
  return level;
};

/** The level with the robot shut in at (0,0) by walls: it can reach nothing else. */
const shutIn = (level: Level): Level =>
  robotAt(setTerrain(setTerrain(level, P(1, 0), "wall"), P(0, 1), "wall"), 0, 0);

const rule = (effects: RuleEvent["effects"]): RuleEvent => ({
  id: "rule",
  enabled: true,
  repeat: "once",
  priority: 0,
  phase: "end-of-turn",
  when: [{ kind: "turn", op: "eq", value: 3 }],
  effects,
});

describe("warning: a hazard source with no route (leak-without-route)", () => {
  it("a leak, authored or started by a rule, whose access cell the robot cannot walk to", () => {
    let level = walledLeft();
    level = {
      ...level,
      leaks: [{ id: "west", carrier: "fuel", at: P(1, 0), access: P(1, 0), severity: 1, repaired: false }],
    };
    level = {
      ...level,
      events: [
        rule([
          {
            kind: "start-leak",
            leak: { id: "late", carrier: "coolant", at: P(1, 2), access: P(1, 2), severity: 1 },
          },
        ]),
      ],
    };
    const warnings = warningsWith(level, W.leakWithoutRoute);
    expect(warnings.map((w) => w.location)).toEqual([
      { path: "$.leaks[0]", cell: P(1, 0), leak: "west" },
      { path: "$.events[0].effects[0]", cell: P(1, 2), leak: "late" },
    ]);
    expect(warnings[0]!.message).toBe(
      "fuel leak 'west' at (1,0) can never be repaired or neutralized: the robot cannot walk to (1,0)",
    );
  });

  it("not for a leak the robot can walk to", () => {
    const level: Level = {
      ...baseLevel(),
      leaks: [{ id: "east", carrier: "fuel", at: P(5, 0), access: P(5, 0), severity: 1, repaired: false }],
    };
    expect(warningsWith(level, W.leakWithoutRoute)).toEqual([]);
  });
});

describe("warning: a required consumer that can never be supplied (consumer-never-supplied)", () => {
  it("a line cut off from its source", () => {
    const level = setNetworkCell(baseLevel(), "electricity", P(5, 4), false);
    const [w, ...rest] = warningsWith(level, W.consumerNeverSupplied);
    expect(rest).toEqual([]);
    expect(w!.location).toEqual({ path: "$.props[5]", cell: P(6, 4), prop: "electricity-use" });
    expect(w!.message).toBe(
      "required electricity consumer 'electricity-use' can never be supplied: with every source it can have on and the best junction modes it gets 0.0 electricity at 0.0 voltage (it needs 3 at 3)",
    );
  });

  it("lines too long for the falloff: 19 cells from the source leave less than the demand", () => {
    const codes = warningsWith(baseLevel(20), W.consumerNeverSupplied).map((w) => w.location.prop);
    expect(codes).toEqual(["fuel-use", "coolant-use", "electricity-use"]);
    // 14 cells still supply (see docs/reactor/balance.md)
    expect(warningsWith(baseLevel(15), W.consumerNeverSupplied)).toEqual([]);
  });

  it("a source switched off counts as on when the robot can reach it or a rule switches it on", () => {
    const off = setPropField(baseLevel(), "fuel-src", { enabled: false });
    expect(warningsWith(off, W.consumerNeverSupplied)).toEqual([]);
    const walled = walledLeft(off);
    expect(warningsWith(walled, W.consumerNeverSupplied).map((w) => w.location.prop)).toEqual(["fuel-use"]);
    const rescued = { ...walled, events: [rule([{ kind: "set-prop", at: P(0, 0), state: "enabled" }])] };
    expect(warningsWith(rescued, W.consumerNeverSupplied)).toEqual([]);
  });

  it("a junction set away from the consumer counts at its best mode when the robot can reach it", () => {
    // 4/0 sends everything north; the reactor needs the south consumer
    const level = junctionLevel("t-junction", "4/0");
    expect(warningsWith(level, W.consumerNeverSupplied)).toEqual([]);
    expect(warningsWith(shutIn(level), W.consumerNeverSupplied).map((w) => w.location.prop)).toEqual([
      "south",
    ]);
    expect(warningsWith(shutIn(junctionLevel("t-junction", "2/2")), W.consumerNeverSupplied)).toEqual([]);
  });

  it("a bound consumer switched off where neither the robot nor a rule can switch it on", () => {
    const level = setPropField(baseLevel(), "fuel-use", { enabled: false });
    expect(warningsWith(level, W.consumerNeverSupplied)).toEqual([]);
    const far = shutIn(level);
    const [w] = warningsWith(far, W.consumerNeverSupplied);
    expect(w!.message).toBe(
      "required fuel consumer 'fuel-use' is switched off, and neither the robot (no route) nor a rule can switch it on",
    );
  });

  it("is never raised on a level the solver wins (tiny random levels), nor on a tutorial", () => {
    fc.assert(
      fc.property(tinySpec, (spec) => {
        const level = tinyLevel(spec);
        const report = validateLevel(level);
        fc.pre(report.ok);
        const never = report.warnings.filter((w) => w.code === W.consumerNeverSupplied);
        if (never.length > 0) expect(solveLevel(level, { horizon: 4 }).outcome).not.toBe("won");
      }),
      { numRuns: 40, seed: 36_300 },
    );
    for (const n of ["01-flow-and-consumers", "04-leaks-and-remedies", "07-final-shift"]) {
      const codes = validateLevel(tutorial(`${n}.json`)).warnings.map((w) => w.code);
      expect(codes).not.toContain(W.consumerNeverSupplied);
      expect(codes).not.toContain(W.leakWithoutRoute);
    }
  }, 120_000);
});

describe("warning: a level won without any action (won-without-action)", () => {
  const activated = (level: Level): Level => ({
    ...level,
    props: level.props.map((p) => (p.kind === "reactor-control" ? { ...p, activated: true } : p)),
  });

  it("every reactor starts activated: Won before the first turn (the solver's 0 turns, 0 actions)", () => {
    const level = activated(baseLevel());
    const [w] = warningsWith(level, W.wonWithoutAction);
    expect(w).toMatchObject({
      message: "the level is won without any action: every reactor starts activated",
      location: { path: "$.props[6].activated", cell: P(3, 1), prop: "core" },
    });
    expect(solveLevel(level)).toMatchObject({ minTurns: 0, minActions: 0 });
  });

  it("not while a reactor still waits to be activated", () => {
    expect(warningsWith(baseLevel(), W.wonWithoutAction)).toEqual([]);
    const two = withProp(activated(baseLevel()), {
      kind: "reactor-control",
      id: "second",
      at: P(1, 1),
      bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
      activated: false,
    });
    expect(warningsWith(two, W.wonWithoutAction)).toEqual([]);
  });
});
