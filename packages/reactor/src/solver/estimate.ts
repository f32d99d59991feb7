import type { SearchCost } from "@rulekit/core";
import { CARRIERS, DIRECTIONS } from "../constants.js";
import type { Level, Pos } from "../level/schema.js";
import type { GameState } from "../state/types.js";
import { floorFlags } from "../topology/cache.js";
import { neighbour } from "../topology/topology.js";

/** Far enough for any horizon: the estimate of a state from which a needed cell cannot be walked to. */
const UNREACHABLE = 1_000_000;

interface Target {
  /** The reactor control's prop id. */
  reactor: string;
  /** Walking distance from every cell to the control (−1: no walk). */
  toControl: Int32Array;
  /** Its bound consumers: prop index, and walking distance from every cell to it. */
  consumers: { prop: number; dist: Int32Array; toControl: number }[];
}

/** Walking distances to each reactor control and each consumer bound to it (doors never block the robot). */
export interface WinMap {
  targets: Target[];
}

function walkFrom(level: Level, floor: Uint8Array, at: Pos): Int32Array {
  const { width, height } = level;
  const dist = new Int32Array(width * height).fill(-1);
  const start = at.y * width + at.x;
  dist[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (const d of DIRECTIONS) {
      const n = neighbour(width, height, cell, d);
      if (n >= 0 && floor[n] && dist[n] === -1) {
        dist[n] = dist[cell]! + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

export function winMap(level: Level): WinMap {
  const floor = floorFlags(level);
  const targets: Target[] = [];
  for (const prop of level.props) {
    if (prop.kind !== "reactor-control") continue;
    const toControl = walkFrom(level, floor, prop.at);
    const consumers: Target["consumers"] = [];
    for (const carrier of CARRIERS) {
      const at: Pos | null = prop.bindings[carrier];
      const index = at ? level.props.findIndex((p) => p.at.x === at.x && p.at.y === at.y) : -1;
      if (!at || level.props[index]?.kind !== "consumer") continue;
      consumers.push({
        prop: index,
        dist: walkFrom(level, floor, at),
        toControl: toControl[at.y * level.width + at.x]!,
      });
    }
    targets.push({ reactor: prop.id, toControl, consumers });
  }
  return { targets };
}

/**
 * A lower bound on the [turns, actions] still needed to win: the exact cost of a relaxed game, so it is
 * consistent (a step never lowers it by more than it costs) and the first win A* finds is a cheapest one.
 * In the relaxed game each reactor not yet activated needs its bound consumers that are switched off to be
 * walked to and switched on, then a simulation (readiness needs services a simulation produced: no action
 * makes a reactor ready within a turn), then a walk to the control and the activation; hazards, flow and
 * heat never stand in the way. The walk is bounded below by the longest detour through one switched-off
 * consumer (the triangle inequality keeps that bound from falling when one is switched on). Actions cost
 * budget, and each turn gives `actionsPerTurn` of it after the actions left now.
 */
export function estimateToWin(state: GameState, map: WinMap): SearchCost {
  if (state.levelState === "Won" || state.levelState === "Lost") return [0, 0];
  const cell = state.robot.at.y * state.width + state.robot.at.x;
  const { actionCosts, actionsPerTurn } = state.balance;
  let turns = 0;
  let actions = 0;
  let budget = 0;
  let moves = 0;
  let toggles = 0;
  let reactors = 0;
  for (const target of map.targets) {
    const status = state.reactors.find((r) => r.id === target.reactor);
    if (!status || status.activated) continue;
    reactors++;
    let walk = target.toControl[cell]!;
    if (walk < 0) return [UNREACHABLE, UNREACHABLE];
    let off = 0;
    for (const consumer of target.consumers) {
      const prop = state.props[consumer.prop];
      if (prop?.kind !== "consumer" || prop.enabled) continue;
      const d = consumer.dist[cell]!;
      if (d < 0 || consumer.toControl < 0) return [UNREACHABLE, UNREACHABLE];
      walk = Math.max(walk, d + consumer.toControl);
      off++;
    }
    if (!status.ready) turns = 1;
    moves = Math.max(moves, walk);
    toggles += off;
  }
  actions = moves + toggles + reactors;
  budget =
    moves * actionCosts.MoveRobot +
    toggles * actionCosts.InteractProp +
    reactors * actionCosts.ActivateReactor;
  const short = budget - state.actionsLeft;
  const budgetTurns = short <= 0 ? 0 : actionsPerTurn > 0 ? Math.ceil(short / actionsPerTurn) : UNREACHABLE;
  return [Math.max(turns, budgetTurns), actions];
}
