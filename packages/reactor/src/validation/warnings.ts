import type { Balance } from "../balance/schema.js";
import {
  CARRIERS,
  type Carrier,
  DIRECTIONS,
  ELEMENT_REMEDY,
  ELEMENTS,
  NEUTRALIZER_ELEMENT,
  SUPPLY_REMEDY,
} from "../constants.js";
import { cellPos } from "../level/grid.js";
import type { Level } from "../level/schema.js";
import { formatPos } from "../model/geometry.js";
import { reactorHeat, requiredConsumers } from "../simulation/readiness.js";
import { initialState } from "../state/initial-state.js";
import { neighbour, type Topology } from "../topology/topology.js";
import type { IssueList } from "./issue.js";
import { ISSUE_CODES } from "./types.js";

/** Floor cells the robot can walk to from its start (doors never block the robot). */
export function walkable(level: Level, topology: Topology): Uint8Array {
  const seen = new Uint8Array(level.width * level.height);
  const start = level.robot.at.y * level.width + level.robot.at.x;
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    for (const d of DIRECTIONS) {
      const n = neighbour(level.width, level.height, cell, d);
      if (n >= 0 && topology.floor[n] && !seen[n]) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return seen;
}

/** The design's warnings, checked on a level without errors. */
export function checkWarnings(level: Level, balance: Balance, topology: Topology, issues: IssueList): void {
  const state = initialState(level, balance);
  const required = requiredConsumers(state);
  const reach = walkable(level, topology);
  const { width } = level;

  level.props.forEach((prop, i) => {
    if (prop.kind !== "consumer" || required.has(prop.id)) return;
    const layer = topology.carriers[prop.carrier];
    // A consumer stands on a cell of its carrier (consumer-not-connected otherwise), so it has a component.
    const component = layer.component[prop.at.y * width + prop.at.x]!;
    if (layer.componentSources[component] === 0) {
      issues.warn(
        ISSUE_CODES.unreachableConsumer,
        `${prop.carrier} consumer '${prop.id}' has no path from any ${prop.carrier} source`,
        {
          path: `$.props[${i}]`,
          cell: prop.at,
          prop: prop.id,
        },
      );
    }
  });

  for (const carrier of CARRIERS) {
    const layer = topology.carriers[carrier];
    const firstCell = new Map<number, number>();
    layer.component.forEach((c, cell) => {
      if (c >= 0 && !firstCell.has(c)) firstCell.set(c, cell);
    });
    for (const [component, cell] of firstCell) {
      if (layer.componentSources[component]! > 0) continue;
      const p = cellPos(width, cell);
      issues.warn(
        ISSUE_CODES.cellWithoutSource,
        `${carrier} cells from ${formatPos(p)} have no possible source path`,
        {
          path: `$.networks.${carrier}[${p.y}]`,
          cell: p,
        },
      );
    }
  }

  level.props.forEach((prop, i) => {
    if (prop.kind === "consumer" && required.has(prop.id) && state.services[prop.id] === "starved") {
      issues.warn(
        ISSUE_CODES.requiredConsumerStarved,
        `required ${prop.carrier} consumer '${prop.id}' starts starved`,
        {
          path: `$.props[${i}]`,
          cell: prop.at,
          prop: prop.id,
        },
      );
    }
    if (prop.kind === "reactor-control") {
      const supplied = CARRIERS.every((c) => {
        const at = prop.bindings[c];
        const consumer =
          at && state.props.find((p) => p.kind === "consumer" && p.at.x === at.x && p.at.y === at.y);
        return consumer && state.services[consumer.id] === "supplied";
      });
      const cool = reactorHeat(state, prop) < balance.reactor.caution;
      if (!supplied || !cool) {
        issues.warn(
          ISSUE_CODES.reactorNotReady,
          `reactor '${prop.id}' is not ready at the start (${supplied ? "reactor heat is not safe" : "not every bound consumer is supplied"})`,
          { path: `$.props[${i}]`, cell: prop.at, prop: prop.id },
        );
      }
    }
  });

  const leakCarriers = new Set<Carrier>(level.leaks.map((l) => l.carrier));
  const ruleHeat = level.events.some((e) => e.effects.some((f) => f.kind === "heat" && f.amount > 0));
  for (const e of level.events)
    for (const f of e.effects) if (f.kind === "start-leak") leakCarriers.add(f.leak.carrier);
  const initialHeat = level.hazards.some(
    (h) => (h.heat ?? 0) > 0 || (h.fuel ?? 0) > 0 || (h.electricity ?? 0) > 0,
  );
  level.props.forEach((prop, i) => {
    if (prop.kind !== "remedy-supply" || prop.depleted) return;
    const remedy = SUPPLY_REMEDY[prop.supply];
    const element = NEUTRALIZER_ELEMENT[remedy];
    const reachable = reach[prop.at.y * width + prop.at.x] === 1;
    const useful = element
      ? leakCarriers.has(element) || level.hazards.some((h) => (h[element] ?? 0) > 0)
      : initialHeat || ruleHeat || leakCarriers.size > 0;
    if (!reachable || !useful) {
      issues.warn(
        ISSUE_CODES.unusedRemedySupply,
        `remedy supply '${prop.id}' (${remedy}) ${reachable ? "has nothing to treat in this level" : "cannot be reached by the robot"}`,
        { path: `$.props[${i}]`, cell: prop.at, prop: prop.id },
      );
    }
  });

  const available = new Set<string>([
    ...level.robot.inventory,
    ...level.props.flatMap((p) =>
      p.kind === "remedy-supply" && !p.depleted ? [SUPPLY_REMEDY[p.supply]] : [],
    ),
  ]);
  level.hazards.forEach((h, i) => {
    // A hazard lies on a floor cell (hazard-on-wall otherwise), and a floor cell next to one the robot can
    // walk to is walkable itself: so a hazard is within the robot's reach exactly when its own cell is.
    const nearby = reach[h.at.y * width + h.at.x] === 1;
    for (const element of ELEMENTS) {
      const value = h[element] ?? 0;
      if (value < balance.bands[element].caution) continue;
      if (nearby && available.has(ELEMENT_REMEDY[element])) continue;
      issues.warn(
        ISSUE_CODES.hazardWithoutRemedy,
        `${element} hazard at ${formatPos(h.at)} ${nearby ? `has no ${ELEMENT_REMEDY[element]} in the level` : "has no route for the robot"}`,
        { path: `$.hazards[${i}]`, cell: h.at },
      );
    }
  });
}
