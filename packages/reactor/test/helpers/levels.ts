import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { formatIssues } from "@rulekit/core";
import {
  type Action,
  CARRIERS,
  type Carrier,
  createEmptyLevel,
  type GameState,
  type Level,
  newGame,
  type Pos,
  type Prop,
  parseActions,
  parseLevel,
  placeProp,
  type ReactorEvent,
  type Remedy,
  type RuleEvent,
  setNetworkCell,
  step,
} from "../../src/index.js";

export const LEVELS_DIR = fileURLToPath(new URL("../../../../levels/reactor/", import.meta.url));

export const P = (x: number, y: number): Pos => ({ x, y });

/** Rows of the base level's three lines: fuel y=0, coolant y=2, electricity y=4. */
export const LINE_Y: Record<Carrier, number> = { fuel: 0, coolant: 2, electricity: 4 };

/**
 * A 7×5 all-floor level: for each carrier a straight line from a flow prop at x=0 to a consumer at x=6,
 * a reactor at (3,1) bound to the three consumers, the robot at (3,3). Everything enabled.
 */
export function baseLevel(width = 7): Level {
  let level = createEmptyLevel(width, 5, { id: "base", title: "Base" });
  for (const carrier of CARRIERS) {
    const y = LINE_Y[carrier];
    for (let x = 0; x < width; x++) level = setNetworkCell(level, carrier, P(x, y), true);
    level = placeProp(level, { kind: "flow", id: `${carrier}-src`, at: P(0, y), carrier, enabled: true });
    level = placeProp(level, {
      kind: "consumer",
      id: `${carrier}-use`,
      at: P(width - 1, y),
      carrier,
      enabled: true,
    });
  }
  level = placeProp(level, {
    kind: "reactor-control",
    id: "core",
    at: P(3, 1),
    bindings: { fuel: P(width - 1, 0), coolant: P(width - 1, 2), electricity: P(width - 1, 4) },
    activated: false,
  });
  return { ...level, robot: { at: P(3, 3), inventory: [], heatImmunity: 0 } };
}

export function withProp(level: Level, prop: Prop): Level {
  return placeProp(level, prop);
}

export function setPropField<K extends string>(level: Level, id: string, patch: Record<K, unknown>): Level {
  return { ...level, props: level.props.map((p) => (p.id === id ? ({ ...p, ...patch } as Prop) : p)) };
}

/** Applies actions, failing the test on any refusal. */
export function play(state: GameState, actions: Action[]): { state: GameState; events: ReactorEvent[] } {
  const events: ReactorEvent[] = [];
  for (const action of actions) {
    const r = step(state, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.code} ${r.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const endTurns = (state: GameState, n: number) =>
  play(
    state,
    Array.from({ length: n }, () => ({ type: "EndTurn" }) as Action),
  );

export const cell = (state: GameState, p: Pos) => p.y * state.width + p.x;

/** A fresh game with surface values written in before anything runs. */
export function gameWith(level: Level, edit: (s: GameState) => void = () => {}): GameState {
  const state = newGame(level);
  edit(state);
  return state;
}

export function readJson(name: string): unknown {
  return JSON.parse(readFileSync(LEVELS_DIR + name, "utf8"));
}

export function tutorial(name: string): Level {
  const loaded = parseLevel(readJson(name));
  if (!loaded.ok) throw new Error(`${name}: ${formatIssues(loaded.issues)}`);
  return loaded.value;
}

export function recorded(name: string): { actions: Action[]; expect?: string } {
  const parsed = parseActions(readJson(name));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.issues[0]?.message}`);
  return parsed.value;
}

/** The level with its robot moved to (x, y), holding `inventory`. */
export const robotAt = (level: Level, x: number, y: number, inventory: Remedy[] = []): Level => ({
  ...level,
  robot: { at: P(x, y), inventory, heatImmunity: 0 },
});

/** The level with one rule event, "doom": at the end of a turn that meets `when` (every turn: []), it loses. */
export const losingLevel = (level: Level, reason: string, when: RuleEvent["when"] = []): Level => ({
  ...level,
  events: [
    {
      id: "doom",
      enabled: true,
      repeat: "once",
      priority: 0,
      phase: "end-of-turn",
      when,
      effects: [{ kind: "lose", reason }],
    },
  ],
});
