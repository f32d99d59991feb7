/**
 * @rulekit/core/testing — the conformance kit every Rulekit engine passes (after OpenSpiel's basic
 * tests): `checkEngine(engine, options)` runs fast-check playouts through legalActions and holds
 * each step to the engine contract. Needs `fast-check` (a peer dependency of this entry only).
 */
export {
  assertEngine,
  type CheckEngineOptions,
  type CheckProgress,
  ContractViolation,
  checkEngine,
  ENGINE_CHECKS,
  type EngineCheck,
  type EngineCheckReport,
  formatEngineCheck,
} from "./check-engine.js";
export { deepFreeze } from "./deep-freeze.js";
export { jsonProblem } from "./json-safety.js";
export { rawControlIn } from "./raw-control.js";
