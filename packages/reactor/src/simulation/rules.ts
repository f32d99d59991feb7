import type { Balance } from "../balance/schema.js";
import {
  BANDS,
  type BandCompareOp,
  type CompareOp,
  type Element,
  type RulePhase,
  type SimulationStep,
} from "../constants.js";
import { propAt } from "../level/grid.js";
import type { Effect, Pos, Predicate } from "../level/schema.js";
import { bandIndex } from "../model/bands.js";
import { inBounds, samePos } from "../model/geometry.js";
import { propStateName, setPropState } from "../model/prop-states.js";
import type { GameState } from "../state/types.js";
import { leakTargetProblem } from "../validation/leak-target.js";
import { refreshTopology, type SimContext } from "./context.js";

function compare(op: CompareOp, a: number, b: number): boolean {
  switch (op) {
    case "eq":
      return a === b;
    case "ne":
      return a !== b;
    case "lt":
      return a < b;
    case "le":
      return a <= b;
    case "gt":
      return a > b;
    case "ge":
      return a >= b;
  }
}

function compareBand(op: BandCompareOp, actual: number, wanted: number): boolean {
  return op === "is" ? actual === wanted : op === "at-least" ? actual >= wanted : actual <= wanted;
}

const cellOf = (state: GameState, p: Pos) => p.y * state.width + p.x;

/** Whether a predicate holds in `state` (out-of-level targets never hold). */
export function evaluatePredicate(state: GameState, balance: Balance, predicate: Predicate): boolean {
  switch (predicate.kind) {
    case "turn":
      return compare(predicate.op, state.turn, predicate.value);
    case "level-state":
      return (state.levelState === predicate.state) === predicate.is;
    case "reactor": {
      const reactor = state.reactors.find((r) => samePos(r.at, predicate.at));
      if (!reactor) return false;
      const holds =
        predicate.condition === "ready"
          ? reactor.ready
          : predicate.condition === "activated"
            ? reactor.activated
            : reactor.heat >= balance.reactor.terminal;
      return holds === predicate.is;
    }
    case "prop": {
      const prop = propAt(state, predicate.at);
      return (
        !!prop &&
        prop.kind === predicate.propKind &&
        (predicate.state === undefined || propStateName(prop) === predicate.state)
      );
    }
    case "consumer-service": {
      const prop = propAt(state, predicate.at);
      return prop?.kind === "consumer" && state.services[prop.id] === predicate.service;
    }
    case "network-band": {
      if (!inBounds(state.width, state.height, predicate.at)) return false;
      const layer = state.networks[predicate.carrier];
      const cell = cellOf(state, predicate.at);
      if (!layer.present[cell]) return false;
      const isAmount = predicate.quantity === "amount";
      const value = isAmount ? layer.amount[cell]! : layer.potential[cell]!;
      const t = isAmount ? balance.networkBands.amount : balance.networkBands.potential;
      return compareBand(predicate.op, bandIndex(value, t), BANDS.indexOf(predicate.band));
    }
    case "hazard-band": {
      if (!inBounds(state.width, state.height, predicate.at)) return false;
      const value = state.hazards[predicate.element][cellOf(state, predicate.at)]!;
      return compareBand(
        predicate.op,
        bandIndex(value, balance.bands[predicate.element]),
        BANDS.indexOf(predicate.band),
      );
    }
    case "robot-at":
      return samePos(state.robot.at, predicate.at) === predicate.is;
    case "robot-has":
      return compare(
        predicate.op,
        state.robot.inventory.filter((r) => r === predicate.remedy).length,
        predicate.count,
      );
    case "diagnostics-unlocked":
      return state.diagnosticsUnlocked === predicate.is;
  }
}

/** Adds `amount` of a surface element to a floor cell (a remedy block keeps additions out), clamped. */
export function addSurface(
  state: GameState,
  balance: Balance,
  element: Element,
  p: Pos,
  amount: number,
): boolean {
  const cell = cellOf(state, p);
  if (element !== "heat" && amount > 0 && state.blocks[element][cell]! > 0) return false;
  const { min, max } = balance.clamps[element];
  state.hazards[element][cell] = Math.min(max, Math.max(min, state.hazards[element][cell]! + amount)) + 0;
  return true;
}

/** Applies one effect; returns why it was rejected, or null. */
export function applyEffect(ctx: SimContext, effect: Effect): string | null {
  const { state, balance } = ctx;
  const isFloorCell = (p: Pos) =>
    inBounds(state.width, state.height, p) && ctx.topology.floor[cellOf(state, p)] === 1;
  switch (effect.kind) {
    case "start-leak": {
      const spec = effect.leak;
      const problem = leakTargetProblem(
        {
          width: state.width,
          height: state.height,
          terrainAt: (p) =>
            inBounds(state.width, state.height, p)
              ? ctx.topology.floor[cellOf(state, p)]
                ? "floor"
                : "wall"
              : null,
          hasCell: (c, p) =>
            inBounds(state.width, state.height, p) && state.networks[c].present[cellOf(state, p)] === 1,
        },
        spec,
      );
      if (problem) return problem.message;
      const existing = state.leaks.find((l) => l.id === spec.id);
      if (existing && !existing.repaired) return `leak '${spec.id}' is already leaking`;
      const clash = state.leaks.find(
        (l) => l.id !== spec.id && !l.repaired && l.carrier === spec.carrier && samePos(l.at, spec.at),
      );
      if (clash) return `leak '${clash.id}' already leaks there`;
      if (existing) Object.assign(existing, { ...spec, repaired: false });
      else
        state.leaks.push({
          ...spec,
          at: { ...spec.at },
          // Stryker disable next-line LogicalOperator: leakTargetProblem rejects a null access, so `||` only shares the rule's own position object, which nothing writes to (the re-open above shares it the same way)
          access: spec.access && { ...spec.access },
          repaired: false,
        });
      return null;
    }
    case "worsen-leak": {
      const leak = state.leaks.find((l) => l.id === effect.leak);
      if (!leak) return `no leak '${effect.leak}'`;
      leak.severity += effect.by;
      leak.repaired = false;
      return null;
    }
    case "repair-cell": {
      if (
        !inBounds(state.width, state.height, effect.at) ||
        !state.networks[effect.carrier].present[cellOf(state, effect.at)]
      ) {
        return "no network cell there";
      }
      for (const leak of state.leaks) {
        if (leak.carrier === effect.carrier && samePos(leak.at, effect.at)) leak.repaired = true;
      }
      return null;
    }
    case "disable-cell": {
      const layer = state.networks[effect.carrier];
      if (!inBounds(state.width, state.height, effect.at) || !layer.present[cellOf(state, effect.at)])
        return "no network cell there";
      const cell = cellOf(state, effect.at);
      layer.present[cell] = 0;
      layer.amount[cell] = 0;
      layer.potential[cell] = 0;
      state.networkEdits.push(`${effect.carrier}:${cell}`);
      refreshTopology(ctx);
      return null;
    }
    case "set-prop": {
      const prop = propAt(state, effect.at);
      if (!prop || prop.kind === "terminal" || prop.kind === "reactor-control")
        return "no prop a rule can change there";
      if (!setPropState(prop, effect.state)) return `'${effect.state}' is not a state of a ${prop.kind}`;
      if (prop.kind === "consumer") state.services[prop.id] = prop.enabled ? "unknown" : "disabled";
      return null;
    }
    case "hazard":
      if (!isFloorCell(effect.at)) return "not a floor cell";
      return addSurface(state, balance, effect.element, effect.at, effect.amount)
        ? null
        : "a remedy block keeps it out";
    case "heat":
      if (!isFloorCell(effect.at)) return "not a floor cell";
      addSurface(state, balance, "heat", effect.at, effect.amount);
      return null;
    case "inventory": {
      const inv = state.robot.inventory;
      if (effect.amount >= 0) {
        for (let i = 0; i < effect.amount && inv.length < balance.inventoryCapacity; i++)
          inv.push(effect.remedy);
      } else {
        for (let i = 0; i < -effect.amount; i++) {
          const k = inv.lastIndexOf(effect.remedy);
          if (k < 0) break;
          inv.splice(k, 1);
        }
      }
      return null;
    }
    case "lose":
      if (!state.loss) state.loss = { reason: "rule-terminal", message: effect.reason };
      return null;
    case "warn":
      return null;
  }
}

/**
 * Steps 3 and 14: enabled rule events of `phase` whose predicates all pass, by priority then file order.
 * Each event sees the effects of the events before it. Once-only events fire at most once per game.
 */
export function runRuleEvents(ctx: SimContext, phase: RulePhase, step: SimulationStep): void {
  const { state } = ctx;
  const events = state.level.events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.enabled && event.phase === phase)
    .sort((a, b) => a.event.priority - b.event.priority || a.index - b.index);
  for (const { event } of events) {
    if (event.repeat === "once" && state.firedEvents.includes(event.id)) continue;
    if (!event.when.every((p) => evaluatePredicate(state, ctx.balance, p))) continue;
    if (event.repeat === "once") state.firedEvents.push(event.id);
    ctx.events.push({
      type: "rule-event-fired",
      step,
      event: event.id,
      phase,
      ...(event.forecastText === undefined ? {} : { text: event.forecastText }),
    });
    const hadLoss = state.loss !== null;
    event.effects.forEach((effect, k) => {
      const rejected = applyEffect(ctx, effect);
      if (rejected)
        ctx.events.push({ type: "rule-effect-rejected", step, event: event.id, effect: k, reason: rejected });
      else if (effect.kind === "warn")
        ctx.events.push({ type: "rule-warning", step, event: event.id, text: effect.text });
    });
    if (!hadLoss && state.loss) {
      ctx.events.push({ type: "level-lost", step, reason: state.loss.reason, message: state.loss.message });
    }
  }
}
