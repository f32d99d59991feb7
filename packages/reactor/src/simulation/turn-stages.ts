import { SIMULATION_STEPS, type SimulationStep } from "../constants.js";
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

// Steps 1–15 of a simulation: everything but step 16, which forecasts by running these very steps
// ahead. Keeping them apart from the pipeline (which adds step 16) is what lets the forecast use them
// without importing the pipeline that imports the forecast.

/** The one step that is not here: step 16 forecasts with the other fifteen. */
export type TurnStep = Exclude<SimulationStep, "refresh-forecasts">;

/** Step 3: start-of-simulation rule events (a terminal one is resolved by step 13). */
export function startOfSimulationEvents(ctx: SimContext): void {
  runRuleEvents(ctx, "start-of-simulation", "start-of-simulation-events");
}

/** Step 14: end-of-turn rule events; a terminal one loses at once. */
export function endOfTurnEvents(ctx: SimContext): void {
  runRuleEvents(ctx, "end-of-turn", "end-of-turn-events");
  if (ctx.state.loss) setLevelState(ctx, "Lost", "end-of-turn-events");
}

/** The stage function of each simulation step but the forecasts. */
export const TURN_STAGE_FUNCTIONS: Readonly<Record<TurnStep, (ctx: SimContext) => void>> = {
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
};

/**
 * Runs `stages` in order over one context on `state`, which the caller owns and which is changed in
 * place. Returns the simulation's event log (also stored in `state.log`).
 */
export function runStages(
  state: GameState,
  stages: readonly ((ctx: SimContext) => void)[],
  forecasting: boolean,
): SimulationEvent[] {
  const ctx = createContext(state, forecasting);
  for (const run of stages) run(ctx);
  releaseContext(ctx);
  state.log = ctx.events;
  return ctx.events;
}

const FORECAST_STAGES = SIMULATION_STEPS.filter((name): name is TurnStep => name !== "refresh-forecasts").map(
  (name) => TURN_STAGE_FUNCTIONS[name],
);

/** One simulated turn inside a forecast: steps 1–15 on `state` (changed in place), never step 16. */
export function simulateAhead(state: GameState): SimulationEvent[] {
  return runStages(state, FORECAST_STAGES, true);
}
