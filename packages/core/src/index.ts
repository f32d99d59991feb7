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
export {
  checkJsonValue,
  DEFAULT_JSON_LIMITS,
  DEFAULT_VALUE_LIMITS,
  type JsonLimits,
  jsonTextDepth,
  parseJsonText,
} from "./json-limits.js";
export { parseWith, zodIssues } from "./parse-with.js";
export { relativePathProblem } from "./relative-path.js";
export { type ReplayResult, replay } from "./replay.js";
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
export { hashString, stableHash, stableStringify } from "./stable-json.js";
export {
  formatIssues,
  formatJsonPath,
  type ParseResult,
  RulekitValidationError,
  type ValidationIssue,
} from "./validation.js";
