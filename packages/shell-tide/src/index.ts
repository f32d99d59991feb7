/**
 * @rulekit/shell-tide — Shell Tide Full Rescue v2: level format and validation, the rules
 * (newAttempt / legalMoves / preview / commit), the Rule Analyzer, the exact solver and the
 * balance proof of the 10-level pack. The design search (boards to order) is the subpath
 * `@rulekit/shell-tide/design`, so a page that only plays does not carry it.
 */
export { boardHint } from "./analyzer/board-hint.js";
export { canStillFullRescue, distanceToFullRescue } from "./analyzer/distance.js";
export { type BoardHint, type Hint, type HintKind, hint, type UnknownHint } from "./analyzer/hint.js";
export {
  classifyNearMiss,
  fullRescueMoves,
  inNearMissBand,
  type NearMissReport,
} from "./analyzer/near-miss.js";
export { previewAll } from "./analyzer/previews.js";
export {
  type AgentSnapshot,
  type AnalyzerSelection,
  analyze,
  type CurrentRedirect,
  type SnapshotNode,
} from "./analyzer/snapshot.js";
export {
  type AnalyzerUnknown,
  type AnalyzerUnknownCode,
  isAnalyzerUnknown,
  NEUTRAL_WORDS,
  readAttempt,
} from "./analyzer/unknown.js";
export {
  commit,
  legalMoves,
  type NewAttemptOptions,
  newAttempt,
  preview,
  shellTideEngine,
} from "./attempt.js";
export { MIN_HORIZON, PLAUSIBLE_DEFINITION, plausibleHorizon } from "./balance/definition.js";
export { type EarlyCompletion, earlyCompletion } from "./balance/early-completion.js";
export {
  COMMON_FAIL_COVERAGE,
  COMMON_FAIL_RESCUED,
  EARLY_SOFT_LOCK_LIMIT,
  GATE_DEFINITIONS,
} from "./balance/gate-definitions.js";
export { checkGates } from "./balance/gates.js";
export {
  assemblePackProof,
  PACK_PROOF_FORMAT,
  type PackLevelInput,
  p75Differences,
  packLevelProof,
  provePack,
  tableMismatches,
} from "./balance/pack-proof.js";
export { estimateProof, type ProofEstimate } from "./balance/proof-estimate.js";
export type { ProofPhase, ProofProgress, ProofSignal } from "./balance/proof-progress.js";
export { type ProveOptions, proveLevel, recoverySlack } from "./balance/prove-level.js";
export type {
  BandWitness,
  CompletionShare,
  FailAudit,
  GateCheck,
  GateDefinitions,
  GateName,
  LevelProof,
  MidGameRoutes,
  NearMissAudit,
  PackLevelProof,
  PackProof,
  PlausibleDefinition,
  TableDifference,
} from "./balance/types.js";
export {
  levelFileName,
  PACK_ID,
  PACK_TABLE,
  type PackTableRow,
  PROOF_FILE_NAME,
} from "./design/pack-table.js";
export { type CreateLevelInput, createLevel } from "./level/create-level.js";
export { levelFingerprint } from "./level/fingerprint.js";
export {
  areAdjacent,
  centerLakeOf,
  isInsideLake,
  LAYOUT_TEMPLATES,
  type LayoutTemplate,
  perimeterCells,
  standardLayout,
  TEMPLATE_NODE_COUNT,
  templateForNodeCount,
} from "./level/layout.js";
export {
  type BeyondSolverIssue,
  isBeyondSolverIssue,
  LEVEL_ISSUE,
  levelRuleIssues,
  MAX_LEVEL_STARFISH,
  MAX_RECOVERY_SLACK,
  MIN_RECOVERY_SLACK,
  type ParseLevelOptions,
  parseLevel,
} from "./level/parse-level.js";
export { ringEdges } from "./level/ring.js";
export {
  type CenterLake,
  type Direction,
  DirectionSchema,
  type GridCell,
  type Level,
  type LevelBalance,
  LevelBalanceSchema,
  type LevelLayout,
  LevelLayoutSchema,
  type LevelNode,
  LevelNodeSchema,
  LevelSchema,
  type NodeType,
} from "./level/schema.js";
export { type AttemptReplay, replay } from "./replay.js";
export { ratingBands, ratingFor } from "./rules/rating.js";
export {
  BAD_DIRECTION,
  CURRENT_ARROW_DIRECTION,
  EMPTY_NODE,
  INVALID_STATE,
  LEVEL_OVER,
  REFUSAL_CODES,
  type RefusalCode,
  UNKNOWN_NODE,
  WET_PIT_NOT_SELECTABLE,
} from "./rules/refusals.js";
export { readMove, stateRefusal } from "./rules/state-check.js";
export { DIRECTIONS, nextNode, objectiveOf } from "./rules/topology.js";
export type { SearchProgress } from "./solver/bfs.js";
export {
  BOARD_TOO_LARGE,
  distributionCount,
  EXACT_STATE_LIMIT,
  fitsSolverKey,
  KEY_TOO_LARGE,
  MAX_SOLVER_NODES,
  MAX_SOLVER_STARFISH,
  PROOF_MOVE_LIMIT,
  proofMoveBound,
  SEARCH_BUDGET,
  SOLVER_KEY_LIMIT,
  type SolverLimitCode,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  TOO_MANY_MOVES,
} from "./solver/limit.js";
export {
  type ExactLimitReport,
  exactLimitProblem,
  exactLimitReport,
  type LimitFigures,
} from "./solver/limit-report.js";
export { countReachableMoves, type ReachableMoves } from "./solver/proof-moves.js";
export { SOLVE_STATE_BUDGET, type SolveOptions, type SolveResult, solve } from "./solver/solve.js";
export { BAD_START, UNPLAYABLE_LEVEL } from "./solver/solver-input.js";
export type {
  AttemptState,
  Capture,
  LevelStatus,
  Move,
  Preview,
  Rating,
  RouteStep,
  ShellTideEvent,
  ShellTideEventType,
  SweepResult,
  WetPitRescue,
} from "./types.js";
