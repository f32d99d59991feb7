import type { Pos } from "../level/schema.js";

/** Validation issue codes (errors block run and save; warnings are shown). */
export const ISSUE_CODES = {
  // errors
  malformed: "malformed",
  dimensionsTooSmall: "dimensions-too-small",
  cellArrayMismatch: "cell-array-mismatch",
  badCellChar: "bad-cell-char",
  robotOutOfBounds: "robot-out-of-bounds",
  robotNotOnFloor: "robot-not-on-floor",
  inventoryOverCapacity: "inventory-over-capacity",
  hazardOutOfBounds: "hazard-out-of-bounds",
  hazardOnWall: "hazard-on-wall",
  hazardDuplicate: "hazard-duplicate",
  duplicateId: "duplicate-id",
  propOutOfBounds: "prop-out-of-bounds",
  propOnWall: "prop-on-wall",
  propsOverlap: "props-overlap",
  flowNotConnected: "flow-not-connected",
  consumerNotConnected: "consumer-not-connected",
  noReactor: "no-reactor",
  reactorBindingMissing: "reactor-binding-missing",
  reactorBindingOutOfBounds: "reactor-binding-out-of-bounds",
  reactorBindingNotConsumer: "reactor-binding-not-consumer",
  reactorBindingWrongCarrier: "reactor-binding-wrong-carrier",
  reactorAreaInvalid: "reactor-area-invalid",
  doorEdgeMissing: "door-edge-missing",
  doorEdgeOutOfBounds: "door-edge-out-of-bounds",
  doorEdgeNotAdjacent: "door-edge-not-adjacent",
  doorEdgeNotFloor: "door-edge-not-floor",
  leakOutOfBounds: "leak-out-of-bounds",
  leakNoNetworkCell: "leak-no-network-cell",
  leakNotUnderFloor: "leak-not-under-floor",
  leakAccessMismatch: "leak-access-mismatch",
  electricityLeakNotInWall: "electricity-leak-not-in-wall",
  electricityLeakFaceInvalid: "electricity-leak-face-invalid",
  leakDuplicate: "leak-duplicate",
  ruleLeakInvalid: "rule-leak-invalid",
  junctionNotSingleCarrier: "junction-not-single-carrier",
  junctionBranchesMismatch: "junction-branches-mismatch",
  junctionNoIncoming: "junction-no-incoming",
  junctionIncomingAmbiguous: "junction-incoming-ambiguous",
  networkLoop: "network-loop",
  ruleInvalidTarget: "rule-invalid-target",
  balanceInvalid: "balance-invalid",
  // warnings
  unreachableConsumer: "unreachable-consumer",
  cellWithoutSource: "cell-without-source",
  requiredConsumerStarved: "required-consumer-starved",
  reactorNotReady: "reactor-not-ready",
  unusedRemedySupply: "unused-remedy-supply",
  hazardWithoutRemedy: "hazard-without-remedy",
  leakWithoutRoute: "leak-without-route",
  consumerNeverSupplied: "consumer-never-supplied",
  wonWithoutAction: "won-without-action",
} as const;
export type IssueCode = (typeof ISSUE_CODES)[keyof typeof ISSUE_CODES];

/**
 * Where an issue is, so an editor can select it: always a JSON path into the level (`$.props[3].edge`);
 * plus the cell, prop id, leak id or rule event id when the issue is about one.
 */
export interface IssueLocation {
  path: string;
  cell?: Pos;
  prop?: string;
  leak?: string;
  event?: string;
}

export interface Issue {
  code: IssueCode;
  severity: "error" | "warning";
  message: string;
  location: IssueLocation;
}

export interface ValidationReport {
  /** True when there are no errors (warnings allowed). */
  ok: boolean;
  errors: Issue[];
  warnings: Issue[];
}
