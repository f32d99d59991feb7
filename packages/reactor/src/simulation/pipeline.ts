import { SIMULATION_STEPS, type SimulationStep } from "../constants.js";
import { forecastState } from "../forecast/forecast.js";
import type { GameState } from "../state/types.js";
import type { SimContext } from "./context.js";
import type { SimulationEvent } from "./events.js";
import { setLevelState } from "./stages/level-state.js";
import { endOfTurnEvents, runStages, startOfSimulationEvents, TURN_STAGE_FUNCTIONS } from "./turn-stages.js";

export { endOfTurnEvents, startOfSimulationEvents };

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

/** The stage function of each of the design's simulation steps. */
const STAGE_FUNCTIONS: Record<SimulationStep, (ctx: SimContext) => void> = {
  ...TURN_STAGE_FUNCTIONS,
  "refresh-forecasts": refreshForecasts,
};

/** The design's 16-step simulation order (SIMULATION_STEPS), each step a named stage function. */
export const SIMULATION_PIPELINE: readonly SimulationStage[] = SIMULATION_STEPS.map((name, i) => ({
  step: i + 1,
  name,
  run: STAGE_FUNCTIONS[name],
}));

const PIPELINE_RUNS = SIMULATION_PIPELINE.map((stage) => stage.run);

/**
 * Runs one whole simulation (steps 1–16) on `state`, which the caller owns and which is changed in
 * place. Returns the simulation's event log (also stored in `state.log`).
 */
export function simulate(state: GameState, options: { forecasting?: boolean } = {}): SimulationEvent[] {
  return runStages(state, PIPELINE_RUNS, options.forecasting ?? false);
}
