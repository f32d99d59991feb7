/**
 * @rulekit/reactor — Reactor Maintenance V1: a deterministic, turn-based systems puzzle over three
 * underground networks (fuel, coolant, electricity), surface hazards, props, leaks, remedies, rule
 * events and forecasts. Pure and isomorphic: no I/O, no clock, no randomness.
 */

export { reactorEngine } from "./actions/engine.js";
export { legalActions } from "./actions/legal-actions.js";
export {
  parseActions,
  type ReactorReplay,
  type ReplayOptions,
  type ReplayOutcome,
  replay,
  replayActions,
  type TurnRecord,
} from "./actions/replay.js";
export {
  type Action,
  ActionSchema,
  type ActionsFile,
  ActionsFileSchema,
  MAX_ACTIONS,
} from "./actions/schema.js";
export {
  checkAction,
  type ReactorStepResult,
  type StepOptions,
  step,
  stepWith,
} from "./actions/step.js";
// balance
export { DEFAULT_BALANCE } from "./balance/defaults.js";
export { parseBalance, parseBalanceOverrides, resolveBalance } from "./balance/resolve.js";
export {
  type Balance,
  type BalanceOverrides,
  BalanceOverridesSchema,
  BalanceSchema,
} from "./balance/schema.js";
// constants
export * from "./constants.js";
export { forecast, MAX_FORECAST_HORIZON } from "./forecast/public.js";
// forecasts and views
export type { ForecastReport, ForecastWarning } from "./forecast/types.js";
export { createEmptyLevel } from "./level/create.js";
export {
  nextId,
  placeProp,
  removeProp,
  resizeLevel,
  setHazard,
  setNetworkCell,
  setTerrain,
  updateProp,
} from "./level/edit.js";
export { cellIndex, cellPos, hasNetworkCell, isFloor, isWall, propAt, terrainAt } from "./level/grid.js";
// level model, creation, editing, serialization
export * from "./level/schema.js";
export {
  LEVEL_TEXT_LIMITS,
  type LevelFile,
  type LoadError,
  type LoadResult,
  loadLevel,
  type ParseLevelOptions,
  parseLevel,
  type SaveResult,
  saveLevel,
  serializeLevel,
  serializeLevelText,
} from "./level/serialize.js";
export { bandIndex, bandOf, formatValue, hazardBand, type Thresholds } from "./model/bands.js";
export {
  branchOrder,
  DIRECTION_DELTA,
  formatPos,
  inBounds,
  isAdjacent,
  move,
  samePos,
} from "./model/geometry.js";
export { PROP_STATE_NAMES, propStateName } from "./model/prop-states.js";
export type { ReactorEvent, SimulationEvent } from "./simulation/events.js";
export { pairEffect } from "./simulation/pair-table.js";
export { SIMULATION_PIPELINE, type SimulationStage } from "./simulation/pipeline.js";
export { branchShare, modeWeights } from "./simulation/stages/propagate-networks.js";
export { REACTOR_ENGINE } from "./solver/engine-version.js";
export { newGame, type StartResult, startGame } from "./state/create.js";
export { stateRefusal } from "./state/state-check.js";
// game state, actions, simulation
export type { GameState, LossInfo, NetworkLayerState, ReactorStatus } from "./state/types.js";
// validation
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueLocation,
  type ValidationReport,
} from "./validation/types.js";
export { validateLevel } from "./validation/validate.js";
export type { GameView, HazardCellView, NetworkCellView, NetworkLayerView, PropView } from "./view/types.js";
export { editorView, view } from "./view/view.js";
