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
function refreshForecasts(ctx: SimContext): void {
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

/** The design's 16-step simulation order, as named stage functions run in this exact order. */
const STAGES: [SimulationStep, (ctx: SimContext) => void][] = [
  ["commit-player-phase", commitPlayerPhase],
  ["check-runtime-state", checkRuntimeState],
  [
    "start-of-simulation-events",
    (ctx) => runRuleEvents(ctx, "start-of-simulation", "start-of-simulation-events"),
  ],
  ["propagate-networks", propagateNetworks],
  ["resolve-consumers", resolveConsumers],
  ["inject-leaks", injectLeaks],
  ["same-cell-interactions", sameCellInteractions],
  ["neighbour-interactions", neighbourInteractions],
  ["accumulate-deltas", accumulateDeltas],
  ["apply-deltas", applyDeltas],
  ["clamp-values", clampValues],
  ["robot-safety", robotSafety],
  ["derive-level-state", deriveLevelStateStage],
  ["end-of-turn-events", endOfTurnEvents],
  ["advance-durations", advanceDurations],
  ["refresh-forecasts", refreshForecasts],
];

export const SIMULATION_PIPELINE: readonly SimulationStage[] = STAGES.map(([name, run], i) => {
  if (SIMULATION_STEPS[i] !== name) throw new Error(`simulation pipeline out of order at ${name}`);
  return { step: i + 1, name, run };
});

/** Step 14: end-of-turn rule events; a terminal one loses at once. */
function endOfTurnEvents(ctx: SimContext): void {
  runRuleEvents(ctx, "end-of-turn", "end-of-turn-events");
  if (ctx.state.loss) setLevelState(ctx, "Lost", "end-of-turn-events");
}

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
