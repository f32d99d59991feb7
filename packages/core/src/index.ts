export {
  type Engine,
  isRefusal,
  type Refusal,
  type RulekitEvent,
  refuse,
  type StepFn,
  type Stepped,
  type StepResult,
  stepped,
} from "./contract.js";
export { INERT_TEXT_MAX_CHARS, type InertTextOptions, inertText, isInertText } from "./inert-text.js";
export {
  checkJsonValue,
  DEFAULT_JSON_LIMITS,
  DEFAULT_VALUE_LIMITS,
  type JsonLimits,
  jsonTextDepth,
  parseJsonText,
} from "./json-limits.js";
export { jsonValueOf, parseInput, parseWith, zodIssues } from "./parse-with.js";
export { relativePathProblem } from "./relative-path.js";
export { type ReplayOptions, type ReplayResult, replay } from "./replay.js";
export {
  cloneRng,
  createRng,
  cyrb128,
  isRngState,
  nextChance,
  nextFloat,
  nextInt,
  nextRange,
  nextUint32,
  pick,
  RNG_ALGORITHM,
  type RngState,
  shuffled,
  shuffleInPlace,
} from "./rng.js";
export { bestFirstSearch, DEFAULT_SEARCH_MAX_STATES } from "./search/best-first.js";
export { addCost, compareCost, costAtMost, type SearchCost } from "./search/cost.js";
export {
  SEARCH_ABORTED,
  SEARCH_STATE_LIMIT,
  SearchAbortedError,
  SearchLimitError,
} from "./search/errors.js";
export type {
  AbortSignalLike,
  Dominance,
  DominanceEntry,
  SearchOptions,
  SearchProblem,
  SearchProgress,
  SearchResult,
  SearchStats,
  SearchVisit,
} from "./search/types.js";
export { hashString, stableHash, stableStringify } from "./stable-json.js";
export {
  describeValue,
  formatIssues,
  formatJsonPath,
  type ParseResult,
  RulekitValidationError,
  type ValidationIssue,
} from "./validation.js";
