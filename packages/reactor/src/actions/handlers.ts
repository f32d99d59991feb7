import { type Refusal, refuse } from "@rulekit/core";
import {
  CARRIER_NEUTRALIZER,
  CROSS_JUNCTION_MODES,
  NEUTRALIZER_ELEMENT,
  REFUSALS,
  type RefusalCode,
  SUPPLY_REMEDY,
  T_JUNCTION_MODES,
} from "../constants.js";
import { propAt } from "../level/grid.js";
import type { Leak, Prop } from "../level/schema.js";
import { formatPos, inBounds, move, samePos } from "../model/geometry.js";
import type { ReactorEvent } from "../simulation/events.js";
import { deriveLevelState, reactorStatuses } from "../simulation/readiness.js";
import type { GameState } from "../state/types.js";
import type { Action } from "./schema.js";

type Check<A> = (state: GameState, action: A) => Refusal<RefusalCode> | null;
type Apply<A> = (state: GameState, action: A) => ReactorEvent[];

export interface ActionHandler<A extends Action = Action> {
  /** Why the action is refused in `state` (null = accepted). Never changes anything. */
  check: Check<A>;
  /** Applies an accepted action to a state the caller owns. */
  apply: Apply<A>;
}

const isFloorAt = (state: GameState, x: number, y: number) =>
  // Stryker disable next-line OptionalChaining: inBounds is checked first and a checked state's level has `height` terrain rows (cell-array-mismatch), so the row always exists
  inBounds(state.width, state.height, { x, y }) && state.level.terrain[y]?.[x] === ".";

/** Leaks the robot can reach: fuel/coolant from their cell, electricity from their emission face. */
export function reachableLeaks(state: GameState): Leak[] {
  // Stryker disable next-line MethodExpression: only legalActions uses this, and it keeps just the candidates check() accepts, which refuses an unreachable leak (leak-not-reachable)
  return state.leaks.filter((l) => l.access !== null && samePos(l.access, state.robot.at));
}

const moveRobot: ActionHandler<Extract<Action, { type: "MoveRobot" }>> = {
  check(state, action) {
    const to = move(state.robot.at, action.direction);
    if (!inBounds(state.width, state.height, to))
      return refuse(REFUSALS.offGrid, `moving ${action.direction} leaves the level`);
    if (!isFloorAt(state, to.x, to.y)) return refuse(REFUSALS.notFloor, `${formatPos(to)} is a wall`);
    return null;
  },
  apply(state, action) {
    const from = state.robot.at;
    state.robot.at = move(from, action.direction);
    state.movesThisTurn += 1;
    return [{ type: "robot-moved", from, to: state.robot.at }];
  },
};

function nextMode(prop: Prop & { kind: "t-junction" | "cross-junction" }): string {
  const modes: readonly string[] = prop.kind === "t-junction" ? T_JUNCTION_MODES : CROSS_JUNCTION_MODES;
  return modes[(modes.indexOf(prop.mode) + 1) % modes.length]!;
}

const interactProp: ActionHandler<Extract<Action, { type: "InteractProp" }>> = {
  check(state, action) {
    const prop = propAt(state, state.robot.at);
    if (!prop) return refuse(REFUSALS.noProp, `no prop at ${formatPos(state.robot.at)}`);
    if (action.mode !== undefined) {
      if (prop.kind !== "t-junction" && prop.kind !== "cross-junction") {
        return refuse(REFUSALS.modeUnavailable, `a ${prop.kind} has no ratio modes`);
      }
      const modes: readonly string[] = prop.kind === "t-junction" ? T_JUNCTION_MODES : CROSS_JUNCTION_MODES;
      if (!modes.includes(action.mode))
        return refuse(REFUSALS.modeUnavailable, `${action.mode} is not a ${prop.kind} mode`);
      if (prop.mode === action.mode)
        return refuse(REFUSALS.modeUnavailable, `the junction is already set to ${action.mode}`);
    }
    switch (prop.kind) {
      case "terminal":
        return prop.unlocked && state.diagnosticsUnlocked
          ? refuse(REFUSALS.alreadyUnlocked, "the terminal is already unlocked")
          : null;
      case "remedy-supply":
        if (prop.depleted) return refuse(REFUSALS.supplyDepleted, `supply '${prop.id}' is depleted`);
        if (state.robot.inventory.length >= state.balance.inventoryCapacity) {
          return refuse(REFUSALS.inventoryFull, `the inventory is full (${state.balance.inventoryCapacity})`);
        }
        return null;
      case "reactor-control":
        return refuse(REFUSALS.notInteractable, "use ActivateReactor at a reactor control");
      default:
        return null;
    }
  },
  apply(state, action) {
    const prop = propAt(state, state.robot.at)!;
    const changed = (label: string): ReactorEvent[] => [
      { type: "prop-changed", prop: prop.id, at: prop.at, state: label },
    ];
    switch (prop.kind) {
      case "flow":
        prop.enabled = !prop.enabled;
        return changed(prop.enabled ? "enabled" : "disabled");
      case "consumer":
        prop.enabled = !prop.enabled;
        // The service is re-evaluated by the next simulation.
        state.services[prop.id] = prop.enabled ? "unknown" : "disabled";
        state.reactors = reactorStatuses(state, state.balance);
        return changed(prop.enabled ? "enabled" : "disabled");
      // Stryker disable next-line ConditionalExpression: emptied, the case falls through to the cross-junction case, whose body is the same
      case "t-junction":
        prop.mode = (action.mode ?? nextMode(prop)) as typeof prop.mode;
        return changed(prop.mode);
      case "cross-junction":
        prop.mode = (action.mode ?? nextMode(prop)) as typeof prop.mode;
        return changed(prop.mode);
      case "door":
        prop.open = !prop.open;
        return changed(prop.open ? "open" : "closed");
      case "terminal":
        prop.unlocked = true;
        state.diagnosticsUnlocked = true;
        return [{ type: "terminal-unlocked", prop: prop.id, at: prop.at }];
      case "remedy-supply": {
        prop.depleted = true;
        const remedy = SUPPLY_REMEDY[prop.supply];
        state.robot.inventory.push(remedy);
        return [{ type: "remedy-picked-up", prop: prop.id, remedy }];
      }
      // Stryker disable next-line ConditionalExpression,StringLiteral: check() refuses InteractProp at a reactor control (not-interactable), so apply never sees one
      case "reactor-control":
        // Stryker disable next-line ArrayDeclaration: unreachable, as above
        return [];
    }
  },
};

const interactLeak: ActionHandler<Extract<Action, { type: "InteractLeak" }>> = {
  check(state, action) {
    if (action.leak === undefined) {
      if (action.use === "repair") return refuse(REFUSALS.noSuchLeak, "say which leak to repair");
      if (action.remedy === undefined) return refuse(REFUSALS.noMatchingRemedy, "say which remedy to apply");
      if (!state.robot.inventory.includes(action.remedy))
        return refuse(REFUSALS.noMatchingRemedy, `no ${action.remedy} carried`);
      return null;
    }
    const leak = state.leaks.find((l) => l.id === action.leak);
    if (!leak) return refuse(REFUSALS.noSuchLeak, `no leak '${action.leak}'`);
    if (!leak.access || !samePos(leak.access, state.robot.at)) {
      return refuse(
        REFUSALS.leakNotReachable,
        `leak '${leak.id}' is reached from ${leak.access ? formatPos(leak.access) : "nowhere"}`,
      );
    }
    if (action.use === "repair") {
      return leak.repaired
        ? refuse(REFUSALS.leakAlreadyRepaired, `leak '${leak.id}' is already repaired`)
        : null;
    }
    const wanted = CARRIER_NEUTRALIZER[leak.carrier];
    if (action.remedy !== undefined && action.remedy !== wanted) {
      return refuse(REFUSALS.noMatchingRemedy, `a ${leak.carrier} leak needs a ${wanted}`);
    }
    return state.robot.inventory.includes(wanted)
      ? null
      : refuse(REFUSALS.noMatchingRemedy, `no ${wanted} carried`);
  },
  apply(state, action) {
    const leak = action.leak === undefined ? undefined : state.leaks.find((l) => l.id === action.leak)!;
    if (action.use === "repair" && leak) {
      leak.repaired = true;
      return [{ type: "leak-repaired", leak: leak.id, at: leak.at }];
    }
    const remedy = leak ? CARRIER_NEUTRALIZER[leak.carrier] : action.remedy!;
    const element = NEUTRALIZER_ELEMENT[remedy]!;
    const target = leak ? leak.access! : state.robot.at;
    const cell = target.y * state.width + target.x;
    state.robot.inventory.splice(state.robot.inventory.indexOf(remedy), 1);
    const removed = state.hazards[element][cell]!;
    state.hazards[element][cell] = 0;
    state.blocks[element][cell] = state.balance.remedyBlockTurns;
    return [
      {
        type: "remedy-applied",
        leak: leak?.id ?? "",
        remedy,
        at: { ...target },
        element,
        removed,
        blockTurns: state.balance.remedyBlockTurns,
      },
    ];
  },
};

const applyHeatShield: ActionHandler<Extract<Action, { type: "ApplyHeatShield" }>> = {
  check: (state) =>
    state.robot.inventory.includes("HeatShield")
      ? null
      : refuse(REFUSALS.noHeatShield, "no HeatShield carried"),
  apply(state) {
    state.robot.inventory.splice(state.robot.inventory.indexOf("HeatShield"), 1);
    state.robot.heatImmunity = state.balance.heatImmunitySteps;
    // Moves made before the shield was activated do not use it up.
    state.movesThisTurn = 0;
    return [{ type: "heat-shield-activated", steps: state.robot.heatImmunity }];
  },
};

const activateReactor: ActionHandler<Extract<Action, { type: "ActivateReactor" }>> = {
  check(state) {
    const prop = propAt(state, state.robot.at);
    if (prop?.kind !== "reactor-control")
      return refuse(REFUSALS.notAtReactor, "the robot is not at a reactor control");
    if (prop.activated)
      return refuse(REFUSALS.reactorAlreadyActive, `reactor '${prop.id}' is already active`);
    const status = reactorStatuses(state, state.balance).find((r) => r.id === prop.id);
    // Stryker disable next-line OptionalChaining: reactorStatuses has a status for every reactor control of state.props, where prop was found
    return status?.ready ? null : refuse(REFUSALS.reactorNotReady, `reactor '${prop.id}' is not ready`);
  },
  apply(state) {
    const prop = propAt(state, state.robot.at)!;
    if (prop.kind === "reactor-control") prop.activated = true;
    state.reactors = reactorStatuses(state, state.balance);
    // Stryker disable next-line BooleanLiteral: `growing` never decides deriveLevelState (it only matters where the result is Caution anyway; see readiness.ts)
    state.levelState = deriveLevelState(state, state.balance, false);
    const events: ReactorEvent[] = [{ type: "reactor-activated", reactor: prop.id, at: prop.at }];
    if (state.levelState === "Won") {
      state.forecast = null;
      events.push({ type: "level-won" });
    }
    return events;
  },
};

const endTurn: ActionHandler<Extract<Action, { type: "EndTurn" }>> = {
  check: () => null,
  apply: () => [],
};

export const ACTION_HANDLERS: { [T in Action["type"]]: ActionHandler<Extract<Action, { type: T }>> } = {
  MoveRobot: moveRobot,
  InteractProp: interactProp,
  InteractLeak: interactLeak,
  ApplyHeatShield: applyHeatShield,
  ActivateReactor: activateReactor,
  EndTurn: endTurn,
};
