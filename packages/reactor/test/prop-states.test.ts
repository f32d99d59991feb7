import { describe, expect, it } from "vitest";
import {
  type Effect,
  type GameState,
  ISSUE_CODES,
  type Level,
  newGame,
  PROP_STATE_NAMES,
  type Predicate,
  type PropKind,
  placeProp,
  propStateName,
  type RuleEvent,
  validateLevel,
} from "../src/index.js";
import { createContext } from "../src/simulation/context.js";
import { applyEffect, evaluatePredicate } from "../src/simulation/rules.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, endTurns, P, play } from "./helpers/levels.js";

// Prop state names (docs/reactor/rules.md, "Rule events"): what `prop` predicates compare with and what
// `set-prop` effects write, per prop kind.

const NAMES: Record<PropKind, string[]> = {
  flow: ["enabled", "disabled"],
  consumer: ["enabled", "disabled"],
  "t-junction": ["0/4", "1/3", "2/2", "3/1", "4/0"],
  "cross-junction": ["0/3/3", "3/0/3", "3/3/0", "2/2/2"],
  door: ["open", "closed"],
  terminal: ["locked", "unlocked"],
  "remedy-supply": ["available", "depleted"],
  "reactor-control": ["inactive", "activated"],
};
const KINDS = Object.keys(NAMES) as PropKind[];
const ALL_NAMES = [...new Set(Object.values(NAMES).flat())];

/**
 * The base level (lines on rows 0, 2, 4: flows at x = 0, consumers at x = 6; reactor control at (3,1); robot
 * at (3,3)) plus a door at (1,3), a terminal at (5,3) and a fuel remedy supply at (5,1).
 */
function propsLevel(): Level {
  let level = baseLevel();
  level = placeProp(level, { kind: "door", id: "hatch", at: P(1, 3), edge: [P(1, 3), P(2, 3)], open: true });
  level = placeProp(level, { kind: "terminal", id: "eye", at: P(5, 3), unlocked: false });
  return placeProp(level, {
    kind: "remedy-supply",
    id: "crate",
    at: P(5, 1),
    supply: "FuelRemedySupply",
    depleted: false,
  });
}

/** Where each kind stands: in the props level, or at (4,3) of the junction levels. */
const SITES: Record<PropKind, { level: () => Level; at: { x: number; y: number } }> = {
  flow: { level: propsLevel, at: P(0, 0) },
  consumer: { level: propsLevel, at: P(6, 2) },
  "t-junction": { level: () => junctionLevel("t-junction", "2/2"), at: P(4, 3) },
  "cross-junction": { level: () => junctionLevel("cross-junction", "2/2/2"), at: P(4, 3) },
  door: { level: propsLevel, at: P(1, 3) },
  terminal: { level: propsLevel, at: P(5, 3) },
  "remedy-supply": { level: propsLevel, at: P(5, 1) },
  "reactor-control": { level: propsLevel, at: P(3, 1) },
};

const event = (id: string, when: Predicate[], effects: Effect[]): RuleEvent => ({
  id,
  enabled: true,
  repeat: "once",
  priority: 0,
  phase: "end-of-turn",
  when,
  effects,
});

/** The events (by id) that validation rejects as `rule-invalid-target`. */
function rejectedEvents(level: Level, events: RuleEvent[]): string[] {
  const report = validateLevel({ ...level, events });
  expect(report.errors.every((e) => e.code === ISSUE_CODES.ruleInvalidTarget)).toBe(true);
  return report.errors.map((e) => e.location.event!);
}

describe("prop state names", () => {
  it("PROP_STATE_NAMES lists the states of every prop kind", () => {
    expect(PROP_STATE_NAMES).toEqual(NAMES);
  });

  for (const kind of KINDS) {
    it(`${kind}: a prop predicate accepts exactly the ${kind}'s state names`, () => {
      const { level, at } = SITES[kind];
      const events = ALL_NAMES.map((name) =>
        event(name, [{ kind: "prop", at, propKind: kind, state: name }], []),
      );
      const rejected = rejectedEvents(level(), events);
      expect(rejected.sort()).toEqual(ALL_NAMES.filter((n) => !NAMES[kind].includes(n)).sort());
    });
  }

  for (const kind of ["flow", "consumer", "t-junction", "cross-junction", "door", "remedy-supply"] as const) {
    it(`${kind}: a set-prop effect accepts exactly the ${kind}'s state names`, () => {
      const { level, at } = SITES[kind];
      const events = ALL_NAMES.map((name) => event(name, [], [{ kind: "set-prop", at, state: name }]));
      const rejected = rejectedEvents(level(), events);
      expect(rejected.sort()).toEqual(ALL_NAMES.filter((n) => !NAMES[kind].includes(n)).sort());
    });
  }

  it("terminals and reactor controls take no set-prop effect, whatever the name", () => {
    for (const kind of ["terminal", "reactor-control"] as const) {
      const { level, at } = SITES[kind];
      const events = NAMES[kind].map((name) => event(name, [], [{ kind: "set-prop", at, state: name }]));
      expect(rejectedEvents(level(), events)).toEqual(NAMES[kind]);
    }
  });
});

describe("prop predicates read the prop's current state", () => {
  const holds = (state: GameState, kind: PropKind, name: string) =>
    evaluatePredicate(state, state.balance, {
      kind: "prop",
      at: SITES[kind].at,
      propKind: kind,
      state: name,
    });
  /** The state names that hold for the prop of `kind` (exactly one). */
  const current = (state: GameState, kind: PropKind) =>
    NAMES[kind].filter((name) => holds(state, kind, name));
  const prop = (state: GameState, kind: PropKind) => {
    const found = state.props.find(
      (p) => p.kind === kind && p.at.x === SITES[kind].at.x && p.at.y === SITES[kind].at.y,
    );
    if (!found) throw new Error(`no ${kind}`);
    return found;
  };

  it("each kind at the level's start, then flipped", () => {
    const state = newGame(propsLevel());
    expect(KINDS.filter((k) => SITES[k].level === propsLevel).map((k) => [k, current(state, k)])).toEqual([
      ["flow", ["enabled"]],
      ["consumer", ["enabled"]],
      ["door", ["open"]],
      ["terminal", ["locked"]],
      ["remedy-supply", ["available"]],
      ["reactor-control", ["inactive"]],
    ]);
    for (const p of state.props) {
      if (p.kind === "flow" || p.kind === "consumer") p.enabled = false;
      if (p.kind === "door") p.open = false;
      if (p.kind === "terminal") p.unlocked = true;
      if (p.kind === "remedy-supply") p.depleted = true;
      if (p.kind === "reactor-control") p.activated = true;
    }
    expect(KINDS.filter((k) => SITES[k].level === propsLevel).map((k) => [k, current(state, k)])).toEqual([
      ["flow", ["disabled"]],
      ["consumer", ["disabled"]],
      ["door", ["closed"]],
      ["terminal", ["unlocked"]],
      ["remedy-supply", ["depleted"]],
      ["reactor-control", ["activated"]],
    ]);
  });

  for (const kind of ["t-junction", "cross-junction"] as const) {
    it(`a ${kind} is in the state named by its mode`, () => {
      const state = newGame(SITES[kind].level());
      for (const mode of NAMES[kind]) {
        const junction = prop(state, kind);
        if (junction.kind !== kind) throw new Error("not a junction");
        junction.mode = mode as typeof junction.mode;
        expect(current(state, kind)).toEqual([mode]);
        expect(propStateName(junction)).toBe(mode);
      }
    });
  }

  it("a rule waiting for an unlocked terminal fires once the robot has used it", () => {
    const level = {
      ...propsLevel(),
      events: [
        event("seen", [{ kind: "prop", at: P(5, 3), propKind: "terminal", state: "unlocked" }], []),
        event("unseen", [{ kind: "prop", at: P(5, 3), propKind: "terminal", state: "locked" }], []),
      ],
    };
    const fired = (s: GameState) => s.log.flatMap((e) => (e.type === "rule-event-fired" ? [e.event] : []));
    expect(fired(endTurns(newGame(level), 1).state)).toEqual(["unseen"]);
    const { state } = play(newGame({ ...level, events: [level.events[0]!] }), [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "east" },
      { type: "InteractProp" },
    ]);
    expect(fired(state)).toEqual(["seen"]);
  });
});

describe("set-prop effects put a prop into the named state", () => {
  const apply = (state: GameState, effect: Effect) => applyEffect(createContext(state, false), effect);
  const propAt = (state: GameState, at: { x: number; y: number }) =>
    state.props.find((p) => p.at.x === at.x && p.at.y === at.y)!;

  for (const kind of ["flow", "consumer", "t-junction", "cross-junction", "door", "remedy-supply"] as const) {
    it(`${kind}: every state name, in turn and back; another kind's name is rejected and changes nothing`, () => {
      const state = newGame(SITES[kind].level());
      const { at } = SITES[kind];
      for (const name of [...NAMES[kind], ...NAMES[kind]].reverse()) {
        expect(apply(state, { kind: "set-prop", at, state: name })).toBeNull();
        expect(propStateName(propAt(state, at))).toBe(name);
      }
      const before = structuredClone(propAt(state, at));
      for (const name of ALL_NAMES.filter((n) => !NAMES[kind].includes(n))) {
        expect(apply(state, { kind: "set-prop", at, state: name })).toBeTruthy();
        expect(propAt(state, at)).toEqual(before);
      }
    });
  }

  it("a junction set by a rule splits the flow its way", () => {
    const level = {
      ...junctionLevel("t-junction", "2/2"),
      events: [
        {
          ...event("south-only", [], [{ kind: "set-prop", at: P(4, 3), state: "0/4" }]),
          phase: "start-of-simulation" as const,
        },
      ],
    };
    const { state } = endTurns(newGame(level), 1);
    // Flow arrives from the west: north is its left (first) branch, south its right (second) branch.
    expect([state.services.north, state.services.south]).toEqual(["starved", "producing"]);
  });

  it("a rule can deplete a remedy supply", () => {
    const level = {
      ...propsLevel(),
      events: [
        {
          ...event("gone", [], [{ kind: "set-prop", at: P(5, 1), state: "depleted" }]),
          phase: "start-of-simulation" as const,
        },
      ],
    };
    const fresh = newGame(level);
    expect(propStateName(propAt(fresh, P(5, 1)))).toBe("available");
    expect(propStateName(propAt(endTurns(fresh, 1).state, P(5, 1)))).toBe("depleted");
  });
});
