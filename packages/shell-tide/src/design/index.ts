/**
 * @rulekit/shell-tide/design — the design search: boards to order (`designToOrder`, `orderProblems`),
 * the pack's designer (`designLevel`, `designPack`), random boards and the search's parts. Apart from
 * the package's root entry, which plays, analyzes, solves and proves levels, so that an app which only
 * plays does not load the search.
 */
export {
  DEFAULT_DESIGN_SEED,
  type DesignedLevel,
  type DesignOptions,
  designedLevelOf,
  designLevel,
  meetsDesignGates,
  rowDesign,
} from "./design-level.js";
export { type DesignedPack, designPack, levelFileText } from "./design-pack.js";
export {
  DESIGN_PROOF_FORMAT,
  type DesignProofDocument,
  describeMisses,
  designProofDocument,
} from "./design-proof.js";
export {
  type DesignedBoard,
  defaultBudget,
  packBudget,
  pickBoards,
  type RestartResult,
  runRestart,
  type SearchBudget,
} from "./design-search.js";
export {
  collectDesign,
  DEFAULT_ORDER_SEED,
  type DesignPlan,
  type DesignProgress,
  type DesignResult,
  type DesignToOrderOptions,
  designPlan,
  designToOrder,
} from "./design-to-order.js";
export { compareDistance, type DesignDistance, isDone, meetsOrder } from "./distance.js";
export { checkFocus, type FocusCheck } from "./focus.js";
export {
  type DesignOrder,
  type NormalOrder,
  normalizeOrder,
  orderOfRow,
  orderProblems,
} from "./order.js";
export { benchmarkBoards, type RandomBoardSpec, randomBoard } from "./random-board.js";
