import { describe, expect, it } from "vitest";
import { baseLevel, cell, endTurns, P, play } from "./helpers/levels.js";
import {
  type Effect,
  type GameState,
  type Level,
  newGame,
  type Predicate,
  type RuleEvent,
  setTerrain,
  stableStringifyState,
} from "./helpers/rules.js";

const rule = (
  id: string,
  when: Predicate[],
  effects: Effect[],
  extra: Partial<RuleEvent> = {},
): RuleEvent => ({
  id,
  enabled: true,
  repeat: "once",
  priority: 0,
  phase: "end-of-turn",
  when,
  effects,
  ...extra,
});

const withRules = (events: RuleEvent[], level: Level = baseLevel()): Level => ({ ...level, events });
const fired = (s: GameState) =>
  s.log
    .filter((e) => e.type === "rule-event-fired")
    .map((e) => (e.type === "rule-event-fired" ? e.event : ""));

describe("rule events trigger deterministically from predicate lists (design test requirement 13)", () => {
  it("fires only when every predicate passes", () => {
    const level = withRules([
      rule(
        "both",
        [
          { kind: "turn", op: "ge", value: 2 },
          { kind: "robot-at", at: P(3, 3), is: true },
        ],
        [{ kind: "warn", text: "both" }],
      ),
      rule(
        "never",
        [
          { kind: "turn", op: "ge", value: 2 },
          { kind: "robot-at", at: P(0, 3), is: true },
        ],
        [{ kind: "warn", text: "never" }],
      ),
    ]);
    const t1 = endTurns(newGame(level), 1).state;
    expect(fired(t1)).toEqual([]);
    const t2 = endTurns(t1, 1).state;
    expect(fired(t2)).toEqual(["both"]);
    expect(t2.log.find((e) => e.type === "rule-warning")).toMatchObject({ event: "both", text: "both" });
  });

  it("runs in priority order (then file order); once-only events fire once, repeating ones every time", () => {
    const level = withRules([
      rule("late", [], [{ kind: "heat", at: P(1, 3), amount: 1 }], { priority: 5, repeat: "repeat" }),
      rule("early", [], [{ kind: "heat", at: P(1, 3), amount: 1 }], { priority: -1 }),
      rule("tie", [], [], { priority: 5, repeat: "repeat" }),
      rule("off", [], [{ kind: "lose", reason: "disabled events never fire" }], { enabled: false }),
    ]);
    const t1 = endTurns(newGame(level), 1).state;
    expect(fired(t1)).toEqual(["early", "late", "tie"]);
    const t2 = endTurns(t1, 1).state;
    expect(fired(t2)).toEqual(["late", "tie"]);
    expect(t2.loss).toBeNull();
  });

  it("start-of-simulation events act before propagation, end-of-turn events after the level state", () => {
    const level = withRules([
      rule("cut", [], [{ kind: "set-prop", at: P(0, 0), state: "disabled" }], {
        phase: "start-of-simulation",
      }),
    ]);
    const t1 = endTurns(newGame(level), 1).state;
    expect(t1.services["fuel-use"]).toBe("starved");
    const late = withRules([rule("cut", [], [{ kind: "set-prop", at: P(0, 0), state: "disabled" }])]);
    const l1 = endTurns(newGame(late), 1).state;
    expect(l1.services["fuel-use"]).toBe("producing");
    expect(endTurns(l1, 1).state.services["fuel-use"]).toBe("starved");
  });

  it("is deterministic: the same level and actions give byte-identical states and logs", () => {
    const level = withRules([
      rule(
        "spill",
        [{ kind: "turn", op: "eq", value: 2 }],
        [{ kind: "hazard", at: P(2, 3), element: "fuel", amount: 5 }],
      ),
      rule(
        "spark",
        [{ kind: "hazard-band", at: P(2, 3), element: "fuel", op: "at-least", band: "caution" }],
        [{ kind: "hazard", at: P(2, 3), element: "electricity", amount: 3 }],
        { repeat: "repeat" },
      ),
    ]);
    const a = endTurns(newGame(level), 5).state;
    const b = endTurns(newGame(level), 5).state;
    expect(stableStringifyState(a)).toBe(stableStringifyState(b));
    expect(a.hazards.heat[cell(a, P(2, 3))]).toBeGreaterThan(0);
  });

  it("every predicate family reads the state it names", () => {
    const level = setTerrain(baseLevel(), P(6, 3), "floor");
    const cases: [Predicate, boolean][] = [
      [{ kind: "turn", op: "eq", value: 1 }, true],
      [{ kind: "turn", op: "gt", value: 1 }, false],
      [{ kind: "level-state", is: true, state: "Ready" }, true],
      [{ kind: "reactor", at: P(3, 1), is: true, condition: "ready" }, true],
      [{ kind: "reactor", at: P(3, 1), is: true, condition: "activated" }, false],
      [{ kind: "reactor", at: P(3, 1), is: false, condition: "overheated" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "flow", state: "enabled" }, true],
      [{ kind: "prop", at: P(0, 0), propKind: "flow", state: "disabled" }, false],
      [{ kind: "consumer-service", at: P(6, 2), service: "producing" }, true],
      [
        { kind: "network-band", at: P(1, 0), carrier: "fuel", quantity: "amount", op: "is", band: "safe" },
        true,
      ],
      [
        {
          kind: "network-band",
          at: P(1, 4),
          carrier: "electricity",
          quantity: "voltage",
          op: "at-least",
          band: "caution",
        },
        false,
      ],
      [{ kind: "hazard-band", at: P(1, 3), element: "heat", op: "at-most", band: "safe" }, true],
      [{ kind: "robot-at", at: P(3, 3), is: true }, true],
      [{ kind: "robot-has", remedy: "HeatShield", op: "eq", count: 0 }, true],
      [{ kind: "diagnostics-unlocked", is: true }, false],
    ];
    const events = cases.map(([p], i) => rule(`p${i}`, [p], []));
    const t1 = endTurns(newGame(withRules(events, level)), 1).state;
    const expected = cases.flatMap(([, holds], i) => (holds ? [`p${i}`] : []));
    expect(fired(t1)).toEqual(expected);
  });

  it("every effect family changes what it names", () => {
    const level = withRules(
      [
        rule(
          "effects",
          [],
          [
            {
              kind: "start-leak",
              leak: { id: "new", carrier: "fuel", at: P(4, 0), access: P(4, 0), severity: 1 },
            },
            { kind: "repair-cell", carrier: "fuel", at: P(2, 0) },
            { kind: "worsen-leak", leak: "old", by: 2 },
            { kind: "disable-cell", carrier: "coolant", at: P(5, 2) },
            { kind: "set-prop", at: P(0, 4), state: "disabled" },
            { kind: "hazard", at: P(1, 3), element: "coolant", amount: 2 },
            { kind: "heat", at: P(2, 3), amount: 3 },
            { kind: "inventory", remedy: "HeatShield", amount: 2 },
            { kind: "warn", text: "effects applied" },
          ],
          { phase: "start-of-simulation" },
        ),
      ],
      {
        ...baseLevel(),
        leaks: [{ id: "old", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false }],
      },
    );
    const t1 = endTurns(newGame(level), 1).state;
    expect(t1.leaks.find((l) => l.id === "new")).toMatchObject({ repaired: false });
    expect(t1.hazards.fuel[cell(t1, P(4, 0))]).toBeGreaterThan(0);
    // worsen-leak ran after repair-cell, so the old leak is open again and worse
    expect(t1.leaks.find((l) => l.id === "old")).toMatchObject({ repaired: false, severity: 3 });
    expect(t1.networks.coolant.present[cell(t1, P(5, 2))]).toBe(0);
    expect(t1.services["coolant-use"]).toBe("starved");
    expect(t1.services["electricity-use"]).toBe("starved");
    expect(t1.hazards.coolant[cell(t1, P(1, 3))]).toBeGreaterThan(0);
    expect(t1.hazards.heat[cell(t1, P(2, 3))]).toBeGreaterThan(0);
    expect(t1.robot.inventory).toEqual(["HeatShield", "HeatShield"]);
    expect(t1.log.some((e) => e.type === "rule-warning")).toBe(true);
  });

  it("a terminal rule effect loses; an effect that became invalid at run time is rejected and reported", () => {
    const lose = endTurns(
      newGame(
        withRules([
          rule(
            "doom",
            [{ kind: "turn", op: "eq", value: 2 }],
            [{ kind: "lose", reason: "scripted failure" }],
          ),
        ]),
      ),
      2,
    ).state;
    expect(lose.loss).toMatchObject({ reason: "rule-terminal", message: "scripted failure" });
    expect(lose.levelState).toBe("Lost");
    const level = withRules([
      rule("first", [], [{ kind: "disable-cell", carrier: "fuel", at: P(4, 0) }], {
        phase: "start-of-simulation",
      }),
      rule(
        "second",
        [],
        [
          {
            kind: "start-leak",
            leak: { id: "n", carrier: "fuel", at: P(4, 0), access: P(4, 0), severity: 1 },
          },
        ],
        { phase: "start-of-simulation", priority: 1 },
      ),
    ]);
    const t1 = endTurns(newGame(level), 1).state;
    expect(t1.log.find((e) => e.type === "rule-effect-rejected")).toMatchObject({
      event: "second",
      effect: 0,
    });
    expect(t1.leaks).toEqual([]);
  });

  it("rule events drive the tutorial: the pump trips on schedule and meltdown follows a starved jacket", () => {
    const level = withRules([
      rule(
        "trip",
        [{ kind: "turn", op: "eq", value: 1 }],
        [{ kind: "set-prop", at: P(0, 2), state: "disabled" }],
      ),
      rule(
        "melt",
        [{ kind: "consumer-service", at: P(6, 2), service: "starved" }],
        [{ kind: "lose", reason: "meltdown" }],
      ),
    ]);
    const { state } = play(newGame(level), [{ type: "EndTurn" }, { type: "EndTurn" }]);
    expect(state.loss?.message).toBe("meltdown");
  });
});
