/**
 * `@rulekit/reactor/solver`: the exact solver (minimum turns, then actions, with a witness, or why no
 * line wins) and the proof files of the tutorial levels. A subpath of its own, so an app that only plays
 * or edits levels does not load the search.
 */
export { REACTOR_ENGINE } from "./engine-version.js";
export {
  type LevelProof,
  levelFingerprint,
  PROOF_FORMAT,
  type ProveInput,
  proofProblems,
  proveLevel,
  type RecordedLineCheck,
  recordedLine,
} from "./proof.js";
export { solveLevel } from "./solve-level.js";
export {
  DEFAULT_SOLVER_HORIZON,
  DEFAULT_SOLVER_MAX_STATES,
  defaultMaxStates,
  type LossSummary,
  MAX_SOLVER_HORIZON,
  type SolveOptions,
  type SolveOutcome,
  type SolveProgress,
  type SolveResult,
  type SolveStats,
  type WitnessTurn,
} from "./types.js";
