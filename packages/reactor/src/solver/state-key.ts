import { CARRIERS, type Carrier, ELEMENTS } from "../constants.js";
import type { Level, Pos, Prop, RuleEvent } from "../level/schema.js";
import { inBounds } from "../model/geometry.js";
import { propStateName } from "../model/prop-states.js";
import type { GameState } from "../state/types.js";
import { levelTopology } from "../topology/cache.js";

/**
 * What of a game state can change its future, decided once per level. Everything else is left out of
 * the solver's keys, so states that differ only there are merged:
 *
 * - the turn number matters only to `turn` predicates. Past the highest turn they name, every such
 *   predicate answers the same for all later turns, so turns from there on share one key: the same
 *   position reached on a later turn is a duplicate (turn-level deduplication). Deadlines do not count:
 *   an event that can only lose (its effects are `lose` and `warn`) once the turn is at least some value
 *   never favours the later of two equal positions, so the earlier one, found first, stands for both
 *   (unless a rule reads the level state, which a deadline's forecast can change);
 * - last turn's carrier amounts and pressures/voltages are recomputed before anything reads them, except
 *   by `network-band` predicates of start-of-simulation events (step 3 runs before step 4);
 * - Stable, Caution and Critical are told apart only by `level-state` predicates;
 * - the all-seeing-eye terminals and the diagnostics they unlock change only what the player sees, unless
 *   a `diagnostics-unlocked` predicate or a `prop` predicate about a terminal reads them;
 * - props that nothing depends on (`ignoredProps`): a consumer no reactor needs and no rule reads (consumers
 *   only reserve their demand, they take nothing from the network), and the flow props and junctions of a
 *   network piece on which nothing depends — no needed or read consumer, no leak, no `network-band` cell;
 * - the order of the inventory, of fired once-only events and of removed network cells never matters
 *   (the rules only count and look up);
 * - the recorded actions of the open turn, the last simulation's log and the forecast report never do.
 * Disabled rule events never fire and are ignored.
 */
export interface KeyPlan {
  /** Turns from this one on share a key (1: the turn never matters). */
  turnCap: number;
  /** Whether last turn's network amounts and pressures/voltages are part of the key. */
  networkValues: boolean;
  /** Whether Stable, Caution and Critical are told apart (and forecasts are run). */
  calmStates: boolean;
  /** Whether terminals and the diagnostics they unlock are told apart (a rule reads them). */
  diagnostics: boolean;
  /** Props (by index) whose state and service never change the future (see `ignoredProps`). */
  ignored: ReadonlySet<number>;
}

/** An event that can only lose, and only once the turn is late enough: a later turn is never better. */
const isDeadline = (event: RuleEvent): boolean =>
  event.effects.every((f) => f.kind === "lose" || f.kind === "warn") &&
  event.when.every((p) => p.kind !== "turn" || p.op === "ge" || p.op === "gt");

const cellOf = (level: Level, p: Pos) => p.y * level.width + p.x;

/**
 * The props whose state cannot change the future. A network piece matters when it holds a consumer a
 * reactor is bound to or a rule reads, a leak (authored or started by a rule), or a cell a `network-band`
 * predicate reads; its flow props and junctions matter with it. Cells removed by rules only split pieces,
 * so the level's own pieces cover every later one. A prop a `prop` predicate reads always matters.
 */
export function ignoredProps(level: Level): Set<number> {
  const topology = levelTopology(level);
  const predicates = level.events.filter((e) => e.enabled).flatMap((e) => e.when);
  const readCells = new Set<number>();
  const relevant = new Set<string>();
  const piece = (carrier: Carrier, cell: number) => {
    const k = topology.carriers[carrier].component[cell] ?? -1;
    return k < 0 ? null : `${carrier}:${k}`;
  };
  const mark = (carrier: Carrier, cell: number) => {
    const k = piece(carrier, cell);
    if (k) relevant.add(k);
  };
  for (const p of predicates) {
    if (p.kind === "prop" || p.kind === "consumer-service") readCells.add(cellOf(level, p.at));
    if (p.kind === "network-band" && inBounds(level.width, level.height, p.at))
      mark(p.carrier, cellOf(level, p.at));
  }
  const bound = new Set<number>();
  for (const prop of level.props) {
    if (prop.kind !== "reactor-control") continue;
    for (const c of CARRIERS) {
      const at = prop.bindings[c];
      if (at) bound.add(cellOf(level, at));
    }
  }
  for (const leak of level.leaks) mark(leak.carrier, cellOf(level, leak.at));
  for (const event of level.events)
    for (const f of event.effects)
      if (f.kind === "start-leak") mark(f.leak.carrier, cellOf(level, f.leak.at));
  const carrierOf = (prop: Prop, cell: number): Carrier | null => {
    if (prop.kind === "flow" || prop.kind === "consumer") return prop.carrier;
    return CARRIERS.find((c) => topology.carriers[c].present[cell]) ?? null;
  };
  level.props.forEach((prop) => {
    const cell = cellOf(level, prop.at);
    if (prop.kind === "consumer" && (bound.has(cell) || readCells.has(cell))) mark(prop.carrier, cell);
  });
  const ignored = new Set<number>();
  level.props.forEach((prop, i) => {
    const cell = cellOf(level, prop.at);
    if (readCells.has(cell)) return;
    if (prop.kind === "consumer") {
      if (!bound.has(cell)) ignored.add(i);
      return;
    }
    if (prop.kind !== "flow" && prop.kind !== "t-junction" && prop.kind !== "cross-junction") return;
    const carrier = carrierOf(prop, cell);
    const k = carrier && piece(carrier, cell);
    if (k && !relevant.has(k)) ignored.add(i);
  });
  return ignored;
}

export function keyPlan(level: Level): KeyPlan {
  const events = level.events.filter((e) => e.enabled);
  const calmStates = events.some((e) => e.when.some((p) => p.kind === "level-state"));
  let turnCap = 1;
  for (const event of events) {
    if (!calmStates && isDeadline(event)) continue;
    for (const p of event.when) if (p.kind === "turn") turnCap = Math.max(turnCap, p.value + 1);
  }
  return {
    turnCap,
    networkValues: events.some(
      (e) => e.phase === "start-of-simulation" && e.when.some((p) => p.kind === "network-band"),
    ),
    calmStates,
    ignored: ignoredProps(level),
    diagnostics: events.some((e) =>
      e.when.some(
        (p) => p.kind === "diagnostics-unlocked" || (p.kind === "prop" && p.propKind === "terminal"),
      ),
    ),
  };
}

/** Non-zero entries of a per-cell layer, as `cell:value` (exact: String(x) round-trips a number). */
function sparse(values: readonly number[]): string {
  let out = "";
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== 0) out += `${i}:${v},`;
  }
  return out;
}

const sorted = (items: readonly string[]) =>
  items.length < 2 ? items.join(",") : [...items].sort().join(",");

/**
 * The state's group key: everything that can change its future except the three figures the dominance
 * compares (actions left, moves this turn, heat immunity; see `measureOf`).
 */
export function groupKey(state: GameState, plan: KeyPlan): string {
  const parts: string[] = [
    String(Math.min(state.turn, plan.turnCap)),
    plan.calmStates || state.levelState === "Lost" || state.levelState === "Won" ? state.levelState : "-",
    `${state.robot.at.x},${state.robot.at.y}`,
    sorted(state.robot.inventory),
    state.props
      .map((p, i) =>
        plan.ignored.has(i) || (p.kind === "terminal" && !plan.diagnostics) ? "" : propStateName(p),
      )
      .join(","),
    state.props
      .map((p, i) => (p.kind === "consumer" && !plan.ignored.has(i) ? (state.services[p.id] ?? "") : ""))
      .join(","),
    state.leaks
      .map(
        (l) =>
          `${l.id}:${l.carrier}:${l.at.x},${l.at.y}:${l.access ? `${l.access.x},${l.access.y}` : "-"}:${l.severity}:${l.repaired ? 1 : 0}`,
      )
      .join(";"),
    sorted(state.networkEdits),
    sorted(state.firedEvents),
    plan.diagnostics && state.diagnosticsUnlocked ? "1" : "0",
    state.reactors.map((r) => `${r.heat}:${r.ready ? 1 : 0}${r.activated ? 1 : 0}`).join(","),
    state.loss ? `${state.loss.reason}:${state.loss.message}` : "",
  ];
  for (const e of ELEMENTS) parts.push(sparse(state.hazards[e]));
  for (const c of CARRIERS) parts.push(sparse(state.blocks[c]));
  if (plan.networkValues) {
    for (const c of CARRIERS)
      parts.push(sparse(state.networks[c].amount), sparse(state.networks[c].potential));
  }
  return parts.join("|");
}

/**
 * The figures in which one state of a group can be better than another: more actions left this turn,
 * fewer moves counted against heat immunity, more heat immunity. Moves are counted only while a shield
 * is active (without one, they change nothing, and a new shield starts counting from 0).
 */
export interface StateMeasure {
  actionsLeft: number;
  moves: number;
  immunity: number;
}

export function measureOf(state: GameState): StateMeasure {
  const immunity = state.robot.heatImmunity;
  return { actionsLeft: state.actionsLeft, moves: immunity > 0 ? state.movesThisTurn : 0, immunity };
}

/** The exact key: the group key and the measure. */
export function stateKey(state: GameState, plan: KeyPlan): string {
  const m = measureOf(state);
  return `${groupKey(state, plan)}#${m.actionsLeft},${m.moves},${m.immunity}`;
}
