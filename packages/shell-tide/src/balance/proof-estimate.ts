import type { Level } from "../level/schema.js";
import { distributionCount } from "../solver/limit.js";
import { exactLimitReport } from "../solver/limit-report.js";

/** What a balance proof of a level will take at most, known before it starts ({@link estimateProof}). */
export interface ProofEstimate {
  sandNodes: number;
  starfish: number;
  /**
   * Distributions of the level's starfish over its sand nodes: the most boards the proof can visit
   * (the boards reachable from the start are often far fewer).
   */
  states: number;
  /**
   * The most moves it follows: the moves of every distribution (`proofMoveBound`), or, for a board
   * whose bound is over PROOF_MOVE_LIMIT, the moves of the boards reachable from the start, counted
   * (`exactLimitReport`). At most PROOF_MOVE_LIMIT for a level `parseLevel` accepts.
   */
  moves: number;
  /** A rough upper bound of the memory the proof's arrays take, in bytes. */
  bytes: number;
  /** Whether the proof can run at all (`exactLimitReport(level).withinLimits`; `parseLevel` refuses the rest). */
  withinLimits: boolean;
}

/**
 * Bytes per board slot of the proof's arrays: the graph (order, key parts, edge index, counts, Vortex
 * mask, distance, visited bit), the plausible player's and the fail audit's probability arrays and work
 * lists; plus one byte per node for the decoded counts.
 */
const BYTES_PER_STATE = 91;
/** Bytes per move: its child (4), the move (1) and what it rescues (1). */
const BYTES_PER_MOVE = 6;

/**
 * The size of a level's balance proof, up front and without running anything: how many boards and
 * moves it can meet at most and the memory that takes. `proveLevel` reports its progress against
 * `states` (`onProgress`), so a caller can show the estimate first and decide whether to start.
 */
export function estimateProof(level: Level): ProofEstimate {
  const report = exactLimitReport(level);
  const states = distributionCount(report.sandNodes, report.starfish);
  const moves = report.proof.moves ?? report.proof.moveBound;
  return {
    sandNodes: report.sandNodes,
    starfish: report.starfish,
    states,
    moves,
    bytes: states * (BYTES_PER_STATE + report.nodes) + moves * BYTES_PER_MOVE,
    withinLimits: report.withinLimits,
  };
}
