import type { Balance } from "../balance/schema.js";
import { CARRIERS, type Carrier, CROSS_JUNCTION_MODES, T_JUNCTION_MODES } from "../constants.js";
import type { ConsumerProp, Level, Pos, Prop } from "../level/schema.js";
import { formatValue } from "../model/bands.js";
import { formatPos, samePos } from "../model/geometry.js";
import { propagateCarrier } from "../simulation/stages/propagate-networks.js";
import { isSupplied } from "../simulation/stages/resolve-consumers.js";
import { initialState } from "../state/initial-state.js";
import type { GameState } from "../state/types.js";
import type { Topology } from "../topology/topology.js";
import type { IssueList } from "./issue.js";
import { ISSUE_CODES } from "./types.js";
import { walkable } from "./warnings.js";

// The seed's warnings that look at play, not just at the layout: a hazard source the robot can never
// reach, a bound consumer nothing can ever supply, a level won without any action. Each uses the engine's
// own pieces (the start state, network propagation), never a copy of a rule; the solver
// (docs/reactor/solver.md) proves such things exhaustively, these are the cheap checks run on every edit.

const cellOf = (level: Level, p: Pos) => p.y * level.width + p.x;

/** Whether some rule's `set-prop` effect targets `at` (with `state`, when given). */
function ruleSets(level: Level, at: Pos, state?: string): boolean {
  return level.events.some(
    (e) =>
      e.enabled &&
      e.effects.some(
        (f) => f.kind === "set-prop" && samePos(f.at, at) && (state === undefined || f.state === state),
      ),
  );
}

/** Leaks (authored, or started by a rule) whose access cell the robot cannot walk to: never repaired or neutralized. */
function leaksWithoutRoute(level: Level, reach: Uint8Array, issues: IssueList): void {
  const check = (leak: { id: string; carrier: Carrier; at: Pos; access: Pos | null }, path: string) => {
    if (!leak.access || reach[cellOf(level, leak.access)]) return;
    issues.warn(
      ISSUE_CODES.leakWithoutRoute,
      `${leak.carrier} leak '${leak.id}' at ${formatPos(leak.at)} can never be repaired or neutralized: the robot cannot walk to ${formatPos(leak.access)}`,
      { path, cell: leak.access, leak: leak.id },
    );
  };
  for (const [i, leak] of level.leaks.entries()) check(leak, `$.leaks[${i}]`);
  for (const [e, event] of level.events.entries())
    for (const [k, f] of event.effects.entries())
      if (f.kind === "start-leak") check(f.leak, `$.events[${e}].effects[${k}]`);
}

/** How well a consumer is served: the smaller of amount and pressure/voltage over the demand (1 = enough). */
function service(state: GameState, balance: Balance, consumer: ConsumerProp): number {
  const layer = state.networks[consumer.carrier];
  const cell = consumer.at.y * state.width + consumer.at.x;
  const demand = balance.carriers[consumer.carrier];
  return Math.min(layer.amount[cell]! / demand.demandAmount, layer.potential[cell]! / demand.demandPotential);
}

const junctionModes = (prop: Prop): readonly string[] =>
  prop.kind === "t-junction" ? T_JUNCTION_MODES : prop.kind === "cross-junction" ? CROSS_JUNCTION_MODES : [];

/**
 * The best a bound consumer can ever be served: every flow prop of its carrier that is on, or that the
 * robot can walk to, or that a rule switches on, is on; every junction the robot can walk to or a rule
 * sets tries each of its modes (the networks are trees, so each junction's best mode for this consumer
 * does not depend on the others; passes repeat until nothing improves). Rules can only remove cells.
 */
function bestSupply(
  level: Level,
  balance: Balance,
  topology: Topology,
  reach: Uint8Array,
  consumer: ConsumerProp,
) {
  const state = initialState(level, balance);
  const { carrier } = consumer;
  for (const prop of state.props) {
    if (prop.kind === "flow" && prop.carrier === carrier)
      prop.enabled ||= reach[cellOf(level, prop.at)] === 1 || ruleSets(level, prop.at, "enabled");
  }
  const junctions = topology.carriers[carrier].junctions
    .map((j) => state.props[j.prop]!)
    .filter((p) => reach[cellOf(level, p.at)] === 1 || ruleSets(level, p.at));
  const score = () => {
    propagateCarrier(state, balance, topology, carrier);
    return service(state, balance, consumer);
  };
  let best = score();
  for (let pass = 0, improved = true; improved && pass <= junctions.length; pass++) {
    improved = false;
    for (const junction of junctions) {
      if (junction.kind !== "t-junction" && junction.kind !== "cross-junction") continue;
      let keep = junction.mode;
      for (const mode of junctionModes(junction)) {
        junction.mode = mode as never;
        const s = score();
        if (s > best) {
          best = s;
          keep = junction.mode;
          improved = true;
        }
      }
      junction.mode = keep as never;
    }
  }
  score();
  return { state, supplied: isSupplied(state, balance, consumer) };
}

/** Bound consumers that can never be switched on, or never be supplied even at the best settings. */
function consumersNeverSupplied(
  level: Level,
  balance: Balance,
  topology: Topology,
  reach: Uint8Array,
  issues: IssueList,
): void {
  const seen = new Set<string>();
  level.props.forEach((control) => {
    if (control.kind !== "reactor-control") return;
    for (const carrier of CARRIERS) {
      const at = control.bindings[carrier];
      const i = at ? level.props.findIndex((p) => p.kind === "consumer" && samePos(p.at, at)) : -1;
      const consumer = level.props[i];
      if (consumer?.kind !== "consumer" || seen.has(consumer.id)) continue;
      seen.add(consumer.id);
      const location = { path: `$.props[${i}]`, cell: consumer.at, prop: consumer.id };
      if (
        !consumer.enabled &&
        !reach[cellOf(level, consumer.at)] &&
        !ruleSets(level, consumer.at, "enabled")
      ) {
        issues.warn(
          ISSUE_CODES.consumerNeverSupplied,
          `required ${carrier} consumer '${consumer.id}' is switched off, and neither the robot (no route) nor a rule can switch it on`,
          location,
        );
        continue;
      }
      const { state, supplied } = bestSupply(level, balance, topology, reach, consumer);
      if (supplied) continue;
      const layer = state.networks[carrier];
      const cell = cellOf(level, consumer.at);
      const demand = balance.carriers[carrier];
      const potential = carrier === "electricity" ? "voltage" : "pressure";
      issues.warn(
        ISSUE_CODES.consumerNeverSupplied,
        `required ${carrier} consumer '${consumer.id}' can never be supplied: with every source it can have on and the best junction modes it gets ${formatValue(layer.amount[cell]!)} ${carrier} at ${formatValue(layer.potential[cell]!)} ${potential} (it needs ${demand.demandAmount} at ${demand.demandPotential})`,
        location,
      );
    }
  });
}

/**
 * A level won without any action: every reactor starts activated, so the level is Won before the first
 * turn (the solver's minimum is 0 turns, 0 actions).
 */
function wonWithoutAction(level: Level, issues: IssueList): void {
  const controls = level.props.flatMap((p, i) => (p.kind === "reactor-control" ? [{ prop: p, i }] : []));
  if (controls.length === 0 || controls.some((c) => !c.prop.activated)) return;
  const first = controls[0]!;
  issues.warn(
    ISSUE_CODES.wonWithoutAction,
    "the level is won without any action: every reactor starts activated",
    {
      path: `$.props[${first.i}].activated`,
      cell: first.prop.at,
      prop: first.prop.id,
    },
  );
}

/** The static-analysis warnings of the design, checked on a level without errors. */
export function checkStaticAnalysis(
  level: Level,
  balance: Balance,
  topology: Topology,
  issues: IssueList,
): void {
  const reach = walkable(level, topology);
  leaksWithoutRoute(level, reach, issues);
  consumersNeverSupplied(level, balance, topology, reach, issues);
  wonWithoutAction(level, issues);
}
