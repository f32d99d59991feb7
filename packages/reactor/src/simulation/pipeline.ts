import { SIMULATION_STEPS, type SimulationStep } from "../constants.js";
import { forecastState } from "../forecast/forecast.js";
import type { GameState } from "../state/types.js";
import { createContext, releaseContext, type SimContext } from "./context.js";
import type { SimulationEvent } from "./events.js";
import { runRuleEvents } from "./rules.js";
import { accumulateDeltas, applyDeltas, clampValues } from "./stages/deltas.js";
import { advanceDurations } from "./stages/durations.js";
import { injectLeaks } from "./stages/inject-leaks.js";
import { neighbourInteractions, sameCellInteractions } from "./stages/interactions.js";
import { deriveLevelStateStage, setLevelState } from "./stages/level-state.js";
import { checkRuntimeState, commitPlayerPhase } from "./stages/player-phase.js";
import { propagateNetworks } from "./stages/propagate-networks.js";
import { resolveConsumers } from "./stages/resolve-consumers.js";
import { robotSafety } from "./stages/robot-safety.js";

export interface SimulationStage {
  /** 1-based position in the design's simulation order. */
  step: number;
  name: SimulationStep;
  run(ctx: SimContext): void;
}

/** Step 16: forecasts over a copy of the state; a forecast loss makes a Stable/Caution level Critical. */
export function refreshForecasts(ctx: SimContext): void {
  if (ctx.forecasting) return;
  const { state } = ctx;
  if (state.levelState === "Lost" || state.levelState === "Won") {
    state.forecast = null;
    return;
  }
  const report = forecastState(state, state.balance.forecastHorizon);
  state.forecast = report;
  ctx.events.push({
    type: "forecast-refreshed",
    step: "refresh-forecasts",
    warnings: report.warnings.length,
    lossTurn: report.lossTurn,
  });
  if (report.lossTurn !== null && (state.levelState === "Stable" || state.levelState === "Caution")) {
    setLevelState(ctx, "Critical", "refresh-forecasts");
  }
}

/** Step 3: start-of-simulation rule events (a terminal one is resolved by step 13). */
export function startOfSimulationEvents(ctx: SimContext): void {
  runRuleEvents(ctx, "start-of-simulation", "start-of-simulation-events");
}

/** Step 14: end-of-turn rule events; a terminal one loses at once. */
export function endOfTurnEvents(ctx: SimContext): void {
  runRuleEvents(ctx, "end-of-turn", "end-of-turn-events");
  if (ctx.state.loss) setLevelState(ctx, "Lost", "end-of-turn-events");
}

/** The stage function of each of the design's simulation steps. */
const STAGE_FUNCTIONS: Record<SimulationStep, (ctx: SimContext) => void> = {
  "commit-player-phase": commitPlayerPhase,
  "check-runtime-state": checkRuntimeState,
  "start-of-simulation-events": startOfSimulationEvents,
  "propagate-networks": propagateNetworks,
  "resolve-consumers": resolveConsumers,
  "inject-leaks": injectLeaks,
  "same-cell-interactions": sameCellInteractions,
  "neighbour-interactions": neighbourInteractions,
  "accumulate-deltas": accumulateDeltas,
  "apply-deltas": applyDeltas,
  "clamp-values": clampValues,
  "robot-safety": robotSafety,
  "derive-level-state": deriveLevelStateStage,
  "end-of-turn-events": endOfTurnEvents,
  "advance-durations": advanceDurations,
  "refresh-forecasts": refreshForecasts,
};

/** The design's 16-step simulation order (SIMULATION_STEPS), each step a named stage function. */
export const SIMULATION_PIPELINE: readonly SimulationStage[] = SIMULATION_STEPS.map((name, i) => ({
  step: i + 1,
  name,
  run: STAGE_FUNCTIONS[name],
}));

/**
 * Runs one whole simulation (steps 1–16) on `state`, which the caller owns and which is changed in
 * place. Returns the simulation's event log (also stored in `state.log`).
 */
export function simulate(state: GameState, options: { forecasting?: boolean } = {}): SimulationEvent[] {
  const ctx = createContext(state, options.forecasting ?? false);
  for (const stage of SIMULATION_PIPELINE) stage.run(ctx);
  releaseContext(ctx);
  state.log = ctx.events;
  return ctx.events;
}
