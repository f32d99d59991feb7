import type { SearchCost } from "@rulekit/core";
import type { Balance } from "../balance/schema.js";
import { CARRIERS, type Carrier, DIRECTIONS } from "../constants.js";
import type { ConsumerProp, Level, Pos } from "../level/schema.js";
import { samePos } from "../model/geometry.js";
import { propStateName } from "../model/prop-states.js";
import { propagateCarrier } from "../simulation/stages/propagate-networks.js";
import { isSupplied } from "../simulation/stages/resolve-consumers.js";
import type { GameState } from "../state/types.js";
import { floorFlags, levelTopology, runtimeTopology } from "../topology/cache.js";
import { neighbour } from "../topology/topology.js";

/**
 * The estimate of a state that can never win (a needed cell cannot be walked to, a network cannot be
 * changed): beyond any horizon. Such states are still expanded, so the solver can say how their lines end.
 */
export const UNREACHABLE = 1_000_000;

/** A cell the robot can walk to and act at, with walking distances to it and from it to a control. */
interface Stop {
  dist: Int32Array;
  toControl: number;
}

interface Bound {
  /** The consumer's prop index. */
  prop: number;
  carrier: Carrier;
  /** The consumer's own cell (to switch it on). */
  at: Stop;
  /** The flow props and junctions of its network piece: where its supply can be changed. */
  fixers: Stop[];
  /** Props of that piece whose state decides its supply (for the memo), by index. */
  piece: number[];
  /** A rule can change a prop of the piece: then no visit is needed for its supply. */
  ruleFixes: boolean;
  /** A rule can switch the consumer itself: then no visit is needed to switch it on. */
  ruleToggles: boolean;
  /** Its network piece (`carrier:component`): one operation there serves every consumer on it. */
  pieceKey: string;
}

interface Target {
  /** The reactor control's prop id. */
  reactor: string;
  /** Walking distance from every cell to the control (−1: no walk). */
  toControl: Int32Array;
  consumers: Bound[];
}

/** Walking distances to each reactor control, its bound consumers and the props that feed them. */
export interface WinMap {
  targets: Target[];
  balance: Balance;
  /** Whether a bound consumer's network, as its props stand, supplies it (by the props' states). */
  supplied: Map<string, boolean>;
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

export function winMap(level: Level, balance: Balance): WinMap {
  const floor = floorFlags(level);
  const topology = levelTopology(level);
  const stopAt = (at: Pos, toControl: Int32Array): Stop => ({
    dist: walkFrom(level, floor, at),
    toControl: toControl[at.y * level.width + at.x]!,
  });
  const targets: Target[] = [];
  for (const prop of level.props) {
    if (prop.kind !== "reactor-control") continue;
    const toControl = walkFrom(level, floor, prop.at);
    const consumers: Bound[] = [];
    for (const carrier of CARRIERS) {
      const at: Pos | null = prop.bindings[carrier];
      const index = at ? level.props.findIndex((p) => p.at.x === at.x && p.at.y === at.y) : -1;
      if (!at || level.props[index]?.kind !== "consumer") continue;
      const layer = topology.carriers[carrier];
      const component = layer.component[at.y * level.width + at.x]!;
      const piece = level.props.flatMap((p, i) =>
        (p.kind === "flow" || p.kind === "t-junction" || p.kind === "cross-junction") &&
        layer.component[p.at.y * level.width + p.at.x] === component &&
        (p.kind !== "flow" || p.carrier === carrier)
          ? [i]
          : [],
      );
      const ruleSets = (cell: Pos) =>
        level.events.some(
          (e) => e.enabled && e.effects.some((f) => f.kind === "set-prop" && samePos(f.at, cell)),
        );
      const ruleFixes = piece.some((i) => ruleSets(level.props[i]!.at));
      consumers.push({
        prop: index,
        carrier,
        at: stopAt(at, toControl),
        fixers: piece.map((i) => stopAt(level.props[i]!.at, toControl)),
        piece,
        ruleFixes,
        ruleToggles: ruleSets(at),
        pieceKey: `${carrier}:${component}`,
      });
    }
    targets.push({ reactor: prop.id, toControl, consumers });
  }
  return { targets, balance, supplied: new Map() };
}

/**
 * Whether a bound consumer's network supplies it with its props as they stand now (the engine's own
 * propagation on scratch layers), remembered by those props' states and the removed cells.
 */
function suppliedNow(state: GameState, map: WinMap, bound: Bound): boolean {
  const key = `${bound.prop}|${bound.piece.map((i) => propStateName(state.props[i]!)).join(",")}|${state.networkEdits.join(",")}`;
  const known = map.supplied.get(key);
  if (known !== undefined) return known;
  const { carrier } = bound;
  const cells = state.width * state.height;
  const present = state.networks[carrier].present;
  const scratch: GameState = {
    ...state,
    networks: {
      ...state.networks,
      [carrier]: { present, amount: new Array(cells).fill(0), potential: new Array(cells).fill(0) },
    },
  };
  const topology = runtimeTopology(state.level, {
    fuel: state.networks.fuel.present,
    coolant: state.networks.coolant.present,
    electricity: state.networks.electricity.present,
  });
  propagateCarrier(scratch, map.balance, topology, carrier);
  const result = isSupplied(scratch, map.balance, state.props[bound.prop] as ConsumerProp);
  map.supplied.set(key, result);
  return result;
}

/** The longest detour through any of `stops` from `cell` to the control (−1: none can be walked). */
function detour(stops: readonly Stop[], cell: number): number {
  let best = -1;
  for (const stop of stops) {
    const d = stop.dist[cell]!;
    if (d < 0 || stop.toControl < 0) continue;
    if (best < 0 || d + stop.toControl < best) best = d + stop.toControl;
  }
  return best;
}

/**
 * A lower bound on the [turns, actions] still needed to win: the exact cost of a relaxed game, so it is
 * consistent (a step never lowers it by more than it costs) and the first win A* finds is a cheapest one.
 * In the relaxed game each reactor not yet activated needs, for each bound consumer not producing: to be
 * switched on when it is off (a walk to it and an action), and when its network as its props stand does
 * not supply it and no rule can change those props, one of the flow props or junctions of its piece
 * operated (a walk to one of them and an action); then a simulation (readiness needs services a
 * simulation produced: no action makes a reactor ready within a turn), then a walk to the control and the
 * activation. Hazards and heat never stand in the way. The walk is bounded below by the longest of those
 * detours (the triangle inequality keeps the bound from falling when one is done). Actions cost budget, and
 * each turn gives `actionsPerTurn` of it after the actions left now.
 */
export function estimateToWin(state: GameState, map: WinMap): SearchCost {
  // A lost state has no actions: taken out early, it frees its memory and changes no path.
  if (state.levelState === "Won" || state.levelState === "Lost") return [0, 0];
  const cell = state.robot.at.y * state.width + state.robot.at.x;
  const { actionCosts, actionsPerTurn } = state.balance;
  let turns = 0;
  let moves = 0;
  let reactors = 0;
  // One action switches a consumer on or operates a piece for every reactor that needs it.
  const toggles = new Set<number>();
  const fixes = new Set<string>();
  for (const target of map.targets) {
    const status = state.reactors.find((r) => r.id === target.reactor);
    if (!status || status.activated) continue;
    reactors++;
    let walk = target.toControl[cell]!;
    if (walk < 0) return [UNREACHABLE, UNREACHABLE];
    if (!status.ready) turns = 1;
    for (const bound of target.consumers) {
      const prop = state.props[bound.prop];
      if (prop?.kind !== "consumer" || (prop.enabled && state.services[prop.id] === "producing")) continue;
      if (!prop.enabled && !bound.ruleToggles) {
        const d = detour([bound.at], cell);
        if (d < 0) return [UNREACHABLE, UNREACHABLE];
        walk = Math.max(walk, d);
        toggles.add(bound.prop);
      }
      if (bound.ruleFixes || suppliedNow(state, map, bound)) continue;
      const d = detour(bound.fixers, cell);
      if (d < 0) return [UNREACHABLE, UNREACHABLE];
      walk = Math.max(walk, d);
      fixes.add(bound.pieceKey);
    }
    moves = Math.max(moves, walk);
  }
  const interactions = toggles.size + fixes.size;
  const budget =
    moves * actionCosts.MoveRobot +
    interactions * actionCosts.InteractProp +
    reactors * actionCosts.ActivateReactor;
  const short = budget - state.actionsLeft;
  const budgetTurns = short <= 0 ? 0 : actionsPerTurn > 0 ? Math.ceil(short / actionsPerTurn) : UNREACHABLE;
  return [Math.max(turns, budgetTurns), moves + interactions + reactors];
}
