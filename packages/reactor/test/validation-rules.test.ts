import { describe, expect, it } from "vitest";
import {
  type Effect,
  ISSUE_CODES,
  type Level,
  type Pos,
  type Predicate,
  placeProp,
  type RuleEvent,
  setTerrain,
} from "../src/index.js";
import { errorsOf, errorsWith, onlyError } from "./helpers/issues.js";
import { baseLevel, P } from "./helpers/levels.js";

// Every rule predicate and effect must point at something that exists and fits (design: "rule predicate or
// effect references an invalid target", "rule-created leak target would be invalid"). The base level: 7×5,
// all floor, lines on rows 0 (fuel), 2 (coolant), 4 (electricity) from flows at x=0 to consumers at x=6,
// the reactor control at (3,1), the robot at (3,3). Below, a door stands on (1,3) and (5,3) is a wall.

const DOOR = P(1, 3);
const WALL = P(5, 3);

function world(): Level {
  const level = placeProp(baseLevel(), {
    kind: "door",
    id: "gate",
    at: DOOR,
    edge: [DOOR, P(1, 4)],
    open: true,
  });
  return setTerrain(level, WALL, "wall");
}

const event = (id: string, when: object[], effects: object[]): RuleEvent =>
  ({ id, enabled: true, repeat: "once", priority: 0, phase: "end-of-turn", when, effects }) as RuleEvent;

const withEvents = (...events: RuleEvent[]): Level => ({ ...world(), events });
const withRule = (when: object[], effects: object[] = []) => withEvents(event("r", when, effects));

const fuelLeak = (id: string, at: Pos) => ({
  kind: "start-leak",
  leak: { id, carrier: "fuel", at, access: at, severity: 1 },
});

describe("validation of rule references: valid targets pass", () => {
  it("every predicate kind with a fitting target is valid", () => {
    const when: Predicate[] = [
      { kind: "turn", op: "ge", value: 2 },
      { kind: "level-state", is: true, state: "Caution" },
      { kind: "robot-has", remedy: "HeatShield", op: "ge", count: 1 },
      { kind: "diagnostics-unlocked", is: false },
      { kind: "reactor", at: P(3, 1), is: true, condition: "ready" },
      { kind: "prop", at: DOOR, propKind: "door" },
      { kind: "prop", at: DOOR, propKind: "door", state: "closed" },
      { kind: "prop", at: P(0, 2), propKind: "flow", state: "disabled" },
      { kind: "consumer-service", at: P(6, 2), service: "starved" },
      { kind: "network-band", at: P(2, 0), carrier: "fuel", quantity: "amount", op: "is", band: "safe" },
      { kind: "network-band", at: P(2, 0), carrier: "fuel", quantity: "pressure", op: "is", band: "safe" },
      { kind: "network-band", at: P(2, 2), carrier: "coolant", quantity: "pressure", op: "is", band: "safe" },
      {
        kind: "network-band",
        at: P(2, 4),
        carrier: "electricity",
        quantity: "voltage",
        op: "is",
        band: "safe",
      },
      {
        kind: "network-band",
        at: P(2, 4),
        carrier: "electricity",
        quantity: "amount",
        op: "is",
        band: "safe",
      },
      { kind: "hazard-band", at: P(2, 3), element: "heat", op: "is", band: "safe" },
      { kind: "robot-at", at: P(0, 0), is: true },
    ];
    expect(errorsOf(withRule(when))).toEqual([]);
  });

  it("every effect kind with a fitting target is valid", () => {
    const effects: Effect[] = [
      { kind: "set-prop", at: DOOR, state: "closed" },
      { kind: "set-prop", at: P(6, 0), state: "disabled" },
      { kind: "repair-cell", carrier: "coolant", at: P(3, 2) },
      { kind: "disable-cell", carrier: "electricity", at: P(3, 4) },
      { kind: "hazard", at: P(2, 3), element: "fuel", amount: 2 },
      { kind: "heat", at: P(0, 0), amount: 1 },
      { kind: "inventory", remedy: "HeatShield", amount: 1 },
      { kind: "warn", text: "careful" },
      { kind: "lose", reason: "too late" },
    ];
    expect(errorsOf(withRule([], effects))).toEqual([]);
  });

  it("worsen-leak may name a leak that a rule starts (in this or another event)", () => {
    const level = withEvents(
      event("later", [], [{ kind: "worsen-leak", leak: "rule-made", by: 1 }]),
      event("start", [], [fuelLeak("rule-made", P(2, 0))]),
    );
    expect(errorsOf(level)).toEqual([]);
    const authored: Level = {
      ...withEvents(event("w", [], [{ kind: "worsen-leak", leak: "old", by: 1 }])),
      leaks: [{ id: "old", carrier: "coolant", at: P(2, 2), access: P(2, 2), severity: 1, repaired: false }],
    };
    expect(errorsOf(authored)).toEqual([]);
  });
});

describe("validation of rule references: each invalid target is one error at the predicate or effect", () => {
  /** [predicate, its cell, what the message must say]. */
  const badPredicates: [object, Pos, string][] = [
    [{ kind: "reactor", at: P(2, 3), is: true, condition: "ready" }, P(2, 3), "no reactor control at (2,3)"],
    [{ kind: "reactor", at: P(3, 9), is: true, condition: "ready" }, P(3, 9), "(3,9) is outside the level"],
    [{ kind: "prop", at: P(2, 3), propKind: "door" }, P(2, 3), "no door prop at (2,3)"],
    [{ kind: "prop", at: P(0, 0), propKind: "door" }, P(0, 0), "no door prop at (0,0)"],
    [{ kind: "prop", at: P(-1, 3), propKind: "door" }, P(-1, 3), "(-1,3) is outside the level"],
    [
      { kind: "prop", at: DOOR, propKind: "door", state: "enabled" },
      DOOR,
      "'enabled' is not a state of a door (open, closed)",
    ],
    [{ kind: "consumer-service", at: P(2, 3), service: "starved" }, P(2, 3), "no consumer at (2,3)"],
    [{ kind: "consumer-service", at: P(0, 0), service: "starved" }, P(0, 0), "no consumer at (0,0)"],
    [{ kind: "consumer-service", at: P(7, 0), service: "starved" }, P(7, 0), "(7,0) is outside the level"],
    [
      { kind: "network-band", at: P(2, 3), carrier: "fuel", quantity: "amount", op: "is", band: "safe" },
      P(2, 3),
      "no fuel network cell at (2,3)",
    ],
    [
      {
        kind: "network-band",
        at: P(2, 4),
        carrier: "electricity",
        quantity: "pressure",
        op: "is",
        band: "safe",
      },
      P(2, 4),
      "a electricity cell has no pressure",
    ],
    [
      { kind: "network-band", at: P(2, 2), carrier: "coolant", quantity: "voltage", op: "is", band: "safe" },
      P(2, 2),
      "a coolant cell has no voltage",
    ],
    [
      { kind: "network-band", at: P(2, 0), carrier: "fuel", quantity: "voltage", op: "is", band: "safe" },
      P(2, 0),
      "a fuel cell has no voltage",
    ],
    [
      { kind: "hazard-band", at: WALL, element: "heat", op: "is", band: "safe" },
      WALL,
      "(5,3) is not a floor cell",
    ],
    [
      { kind: "hazard-band", at: P(9, 9), element: "heat", op: "is", band: "safe" },
      P(9, 9),
      "(9,9) is outside the level",
    ],
    [{ kind: "robot-at", at: WALL, is: true }, WALL, "(5,3) is not a floor cell"],
    [{ kind: "robot-at", at: P(0, 5), is: true }, P(0, 5), "(0,5) is outside the level"],
  ];

  it("a bad predicate: rule-invalid-target at $.events[e].when[k] with the rule, its cell and the problem", () => {
    for (const [predicate, cell, problem] of badPredicates) {
      const issue = onlyError(withRule([predicate]));
      expect(issue.code, problem).toBe(ISSUE_CODES.ruleInvalidTarget);
      expect(issue.location, problem).toEqual({ path: "$.events[0].when[0]", event: "r", cell });
      expect(issue.message).toBe(`rule 'r' predicate 1: ${problem}`);
    }
  });

  it("the predicate is numbered from 1 in the message and indexed from 0 in the path", () => {
    const level = withEvents(
      event("first", [], []),
      event(
        "second",
        [
          { kind: "turn", op: "ge", value: 1 },
          { kind: "robot-at", at: WALL, is: true },
        ],
        [],
      ),
    );
    const issue = onlyError(level);
    expect(issue.location).toEqual({ path: "$.events[1].when[1]", event: "second", cell: WALL });
    expect(issue.message).toMatch(/^rule 'second' predicate 2: /);
  });

  /** [effect, its cell (none for worsen-leak), what the message must say]. */
  const badEffects: [object, Pos | null, string][] = [
    [{ kind: "worsen-leak", leak: "nope", by: 1 }, null, "no leak 'nope'"],
    [{ kind: "repair-cell", carrier: "fuel", at: P(2, 3) }, P(2, 3), "no fuel network cell at (2,3)"],
    [{ kind: "repair-cell", carrier: "fuel", at: P(2, 7) }, P(2, 7), "(2,7) is outside the level"],
    [{ kind: "disable-cell", carrier: "coolant", at: P(2, 3) }, P(2, 3), "no coolant network cell at (2,3)"],
    [{ kind: "set-prop", at: P(2, 3), state: "enabled" }, P(2, 3), "no prop at (2,3)"],
    [{ kind: "set-prop", at: P(9, 3), state: "enabled" }, P(9, 3), "(9,3) is outside the level"],
    [
      { kind: "set-prop", at: P(3, 1), state: "activated" },
      P(3, 1),
      "a rule cannot change a reactor-control",
    ],
    [
      { kind: "set-prop", at: DOOR, state: "enabled" },
      DOOR,
      "'enabled' is not a state of a door (open, closed)",
    ],
    [
      { kind: "set-prop", at: P(0, 0), state: "open" },
      P(0, 0),
      "'open' is not a state of a flow (enabled, disabled)",
    ],
    [{ kind: "hazard", at: WALL, element: "fuel", amount: 1 }, WALL, "(5,3) is not a floor cell"],
    [{ kind: "hazard", at: P(7, 3), element: "fuel", amount: 1 }, P(7, 3), "(7,3) is outside the level"],
    [{ kind: "heat", at: WALL, amount: 2 }, WALL, "(5,3) is not a floor cell"],
    [{ kind: "heat", at: P(7, 0), amount: 2 }, P(7, 0), "(7,0) is outside the level"],
  ];

  it("a bad effect: rule-invalid-target at $.events[e].effects[k] with the rule, its cell (if any) and the problem", () => {
    for (const [effect, cell, problem] of badEffects) {
      const issue = onlyError(withRule([], [effect]));
      expect(issue.code, problem).toBe(ISSUE_CODES.ruleInvalidTarget);
      expect(issue.location, problem).toEqual({
        path: "$.events[0].effects[0]",
        event: "r",
        ...(cell ? { cell } : {}),
      });
      expect(issue.message).toBe(`rule 'r' effect 1: ${problem}`);
    }
  });

  it("the effect is numbered from 1 in the message", () => {
    const issue = onlyError(
      withRule(
        [],
        [
          { kind: "warn", text: "hi" },
          { kind: "heat", at: WALL, amount: 1 },
        ],
      ),
    );
    expect(issue.location.path).toBe("$.events[0].effects[1]");
    expect(issue.message).toMatch(/^rule 'r' effect 2: /);
  });

  it("every bad reference of a rule is reported, predicates before effects", () => {
    const errors = errorsWith(
      withRule(
        [
          { kind: "robot-at", at: WALL, is: true },
          { kind: "turn", op: "ge", value: 1 },
          { kind: "robot-at", at: P(9, 0), is: true },
        ],
        [{ kind: "heat", at: WALL, amount: 1 }],
      ),
      ISSUE_CODES.ruleInvalidTarget,
    );
    expect(errors.map((e) => e.location.path)).toEqual([
      "$.events[0].when[0]",
      "$.events[0].when[2]",
      "$.events[0].effects[0]",
    ]);
  });
});

describe("validation of rule-created leaks (the leak must be valid, and its id not an authored leak's)", () => {
  it("an invalid leak is one rule-leak-invalid error at the effect, at the leak's cell", () => {
    const issue = onlyError(
      withRule(
        [],
        [
          { kind: "warn", text: "soon" },
          {
            kind: "start-leak",
            leak: { id: "n", carrier: "electricity", at: P(2, 4), access: P(2, 3), severity: 1 },
          },
        ],
      ),
    );
    expect(issue).toMatchObject({
      code: ISSUE_CODES.ruleLeakInvalid,
      location: { path: "$.events[0].effects[1]", event: "r", cell: P(2, 4) },
    });
    expect(issue.message).toBe(
      "rule 'r' effect 2 would start an invalid leak: electricity leak at (2,4) is not in a wall cell",
    );
  });

  it("a valid leak whose id an authored leak uses is one rule-leak-invalid error", () => {
    const level: Level = {
      ...withRule([], [{ kind: "warn", text: "soon" }, fuelLeak("k", P(4, 0))]),
      leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false }],
    };
    const issue = onlyError(level);
    expect(issue).toMatchObject({
      code: ISSUE_CODES.ruleLeakInvalid,
      location: { path: "$.events[0].effects[1]", event: "r", cell: P(4, 0) },
    });
    expect(issue.message).toBe("rule 'r' effect 2 starts leak 'k', an id an authored leak already uses");
    // Another id is fine.
    expect(errorsOf({ ...level, leaks: [{ ...level.leaks[0]!, id: "other" }] })).toEqual([]);
  });

  it("an invalid leak with an authored leak's id gives both errors", () => {
    const level: Level = {
      ...withRule([], [fuelLeak("k", P(2, 3))]),
      leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false }],
    };
    expect(errorsWith(level, ISSUE_CODES.ruleLeakInvalid)).toHaveLength(2);
  });
});

describe("validation of rule event ids", () => {
  it("an event id used twice is one duplicate-id error at the second event's id", () => {
    const issue = onlyError(withEvents(event("r", [], []), event("s", [], []), event("r", [], [])));
    expect(issue).toMatchObject({
      code: ISSUE_CODES.duplicateId,
      location: { path: "$.events[2].id", event: "r" },
    });
    expect(issue.message).toContain("rule event id 'r'");
  });

  it("an event may share its id with a prop or a leak", () => {
    expect(errorsOf(withEvents(event("core", [], []), event("gate", [], [])))).toEqual([]);
  });
});
