import { type Effect, type Level, nextId, type Pos, type Predicate, type RuleEvent } from "@rulekit/reactor";

export const PREDICATE_LABEL: Record<Predicate["kind"], string> = {
  turn: "Turn number",
  "level-state": "Level state",
  reactor: "Reactor condition",
  prop: "Prop type/state at a cell",
  "consumer-service": "Consumer service at a cell",
  "network-band": "Network band at a cell",
  "hazard-band": "Surface hazard band at a cell",
  "robot-at": "Robot position",
  "robot-has": "Robot inventory",
  "diagnostics-unlocked": "All-seeing eye unlocked",
};

export const EFFECT_LABEL: Record<Effect["kind"], string> = {
  "start-leak": "Start a leak",
  "worsen-leak": "Worsen a leak",
  "repair-cell": "Repair a network cell",
  "disable-cell": "Disable a network cell",
  "set-prop": "Set a prop's state",
  hazard: "Add/remove surface hazard",
  heat: "Add/remove heat",
  inventory: "Add/remove inventory",
  lose: "Terminal loss",
  warn: "Warning text",
};

const firstProp = (level: Level, kinds: readonly string[]): Pos => {
  const p = level.props.find((prop) => kinds.includes(prop.kind));
  return p ? { ...p.at } : { x: 0, y: 0 };
};

/** A new predicate of `kind`, aimed at the first fitting target of the level. */
export function defaultPredicate(level: Level, kind: Predicate["kind"]): Predicate {
  switch (kind) {
    case "turn":
      return { kind, op: "ge", value: 3 };
    case "level-state":
      return { kind, is: true, state: "Critical" };
    case "reactor":
      return { kind, at: firstProp(level, ["reactor-control"]), is: true, condition: "ready" };
    case "prop": {
      const prop = level.props[0];
      return prop
        ? { kind, at: { ...prop.at }, propKind: prop.kind }
        : { kind, at: { x: 0, y: 0 }, propKind: "door" };
    }
    case "consumer-service":
      return { kind, at: firstProp(level, ["consumer"]), service: "starved" };
    case "network-band":
      return {
        kind,
        at: { x: 0, y: 0 },
        carrier: "fuel",
        quantity: "amount",
        op: "at-least",
        band: "caution",
      };
    case "hazard-band":
      return { kind, at: { ...level.robot.at }, element: "heat", op: "at-least", band: "caution" };
    case "robot-at":
      return { kind, at: { ...level.robot.at }, is: true };
    case "robot-has":
      return { kind, remedy: "HeatShield", op: "ge", count: 1 };
    case "diagnostics-unlocked":
      return { kind, is: true };
  }
}

/** A new effect of `kind`, aimed at the first fitting target of the level. */
export function defaultEffect(level: Level, kind: Effect["kind"]): Effect {
  switch (kind) {
    case "start-leak":
      return {
        kind,
        leak: {
          id: nextId(level, "rule-leak"),
          carrier: "fuel",
          at: { x: 0, y: 0 },
          access: { x: 0, y: 0 },
          severity: 1,
        },
      };
    case "worsen-leak":
      return { kind, leak: level.leaks[0]?.id ?? "leak-1", by: 1 };
    case "repair-cell":
    case "disable-cell":
      return { kind, carrier: "fuel", at: { x: 0, y: 0 } };
    case "set-prop": {
      const prop = level.props.find((p) => p.kind === "door") ?? level.props[0];
      return {
        kind,
        at: prop ? { ...prop.at } : { x: 0, y: 0 },
        state: prop?.kind === "door" ? "closed" : "disabled",
      };
    }
    case "hazard":
      return { kind, at: { ...level.robot.at }, element: "fuel", amount: 2 };
    case "heat":
      return { kind, at: { ...level.robot.at }, amount: 2 };
    case "inventory":
      return { kind, remedy: "HeatShield", amount: 1 };
    case "lose":
      return { kind, reason: "The containment failed." };
    case "warn":
      return { kind, text: "Pressure is building." };
  }
}

export function newRuleEvent(level: Level): RuleEvent {
  return {
    id: nextId(level, "event"),
    enabled: true,
    repeat: "once",
    priority: level.events.length,
    phase: "end-of-turn",
    when: [defaultPredicate(level, "turn")],
    effects: [defaultEffect(level, "warn")],
  };
}

export function updateEvent(level: Level, id: string, update: (e: RuleEvent) => RuleEvent): Level {
  return { ...level, events: level.events.map((e) => (e.id === id ? update(e) : e)) };
}

export function removeEvent(level: Level, id: string): Level {
  return { ...level, events: level.events.filter((e) => e.id !== id) };
}

/** Moves an event one place up (-1) or down (+1) in file order (ties in priority keep file order). */
export function moveEvent(level: Level, id: string, by: -1 | 1): Level {
  const i = level.events.findIndex((e) => e.id === id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= level.events.length) return level;
  const events = [...level.events];
  [events[i], events[j]] = [events[j] as RuleEvent, events[i] as RuleEvent];
  return { ...level, events };
}

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((item, i) => (i === index ? value : item));
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
