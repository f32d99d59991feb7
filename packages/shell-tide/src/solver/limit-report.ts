import type { Level } from "../level/schema.js";
import { objectiveOf } from "../rules/topology.js";
import { compileBoard } from "./compiled-board.js";
import {
  distributionCount,
  EXACT_STATE_LIMIT,
  fitsSolverKey,
  MAX_SOLVER_NODES,
  MAX_SOLVER_STARFISH,
  PROOF_MOVE_LIMIT,
  proofMoveBound,
  SOLVER_KEY_LIMIT,
} from "./limit.js";
import { countReachableMoves, type ReachableMoves } from "./proof-moves.js";
import { assertPlayableLevel } from "./solver-input.js";

/*
 * What a level's figures are against the exact solver's limits (limit.ts): the report parseLevel and
 * the studio read, and the problem it names. Apart from limit.ts, whose constants the solver's own
 * modules import, because the report compiles the board to count its moves.
 */

/** The largest n in 0 … high with fits(n) (fits must hold for 0 and turn false at most once). */
function lastFitting(high: number, fits: (n: number) => boolean): number {
  let low = 0;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface LimitFigures {
  withinLimit: boolean;
  /** The most starfish these sand nodes can hold and stay within the limit. */
  maxStarfish: number;
  /** The most sand nodes this many starfish can lie on and stay within the limit. */
  maxSandNodes: number;
}

export interface ExactLimitReport {
  /** Every node, wet pits included (the solver takes at most MAX_SOLVER_NODES). */
  nodes: number;
  sandNodes: number;
  starfish: number;
  distributions: number;
  /** Directions the sand nodes can be sown in: two each, one with a Current Arrow. */
  directions: number;
  /**
   * The balance proof's limits: at most EXACT_STATE_LIMIT distributions (`limit`), and at most
   * PROOF_MOVE_LIMIT moves (`moveLimit`) over the boards reachable from the start. `moveBound` is the
   * moves of every distribution (proofMoveBound), known without a search; only a board whose bound is
   * over the move limit has its reachable moves counted (`moves`, null when not counted; when
   * `movesComplete` is false the count stopped past the limit and `moves` is how far it got).
   * `maxStarfish` and `maxSandNodes` keep the distributions and the bound within (`maxSandNodes` for
   * sand nodes without a Current Arrow): such a board is within whatever its start.
   */
  proof: LimitFigures & {
    limit: number;
    moveLimit: number;
    moveBound: number;
    moves: number | null;
    movesComplete: boolean;
    /** Boards reached by the count (null when not counted). */
    reachableStates: number | null;
  };
  /** The solver's limit: the key (starfish + 1) ^ sandNodes within 2^53. */
  solver: LimitFigures;
  /**
   * Whether the exact search takes the board at all: within both limits above, at most
   * MAX_SOLVER_NODES nodes and MAX_SOLVER_STARFISH starfish. `parseLevel` refuses a level outside
   * (`beyond_exact_solver`), so every level it accepts can be solved and proven.
   */
  withinLimits: boolean;
}

/**
 * Where a level stands against the exact search's limits, and what would bring it within each. The
 * moves of a board whose bound is over PROOF_MOVE_LIMIT are counted by playing them, so the level's
 * rules must hold then (reversible edges, …; else a RulekitValidationError naming the path, at once): with
 * `countMoves: false` (a level that breaks them) the move limit is not judged and `proof.moves` is null.
 * The count stops just past PROOF_MOVE_LIMIT moves (about 2 s of one core at most).
 */
export function exactLimitReport(level: Level, options: { countMoves?: boolean } = {}): ExactLimitReport {
  const sand = level.nodes.filter((node) => node.type === "sand");
  const sandNodes = sand.length;
  const directions = sand.reduce((sum, node) => sum + (node.currentDirection === undefined ? 2 : 1), 0);
  const starfish = objectiveOf(level);
  // fewer sand nodes: the advice assumes the worst, no Current Arrow on any of them
  const inProof = (m: number, t: number, d = 2 * m) =>
    distributionCount(m, t) <= EXACT_STATE_LIMIT && proofMoveBound(m, t, d) <= PROOF_MOVE_LIMIT;
  const nodes = level.nodes.length;
  const distributions = distributionCount(sandNodes, starfish);
  const moveBound = proofMoveBound(sandNodes, starfish, directions);
  const keyFits = fitsSolverKey(sandNodes, starfish);
  const searchable =
    distributions <= EXACT_STATE_LIMIT &&
    keyFits &&
    nodes <= MAX_SOLVER_NODES &&
    starfish <= MAX_SOLVER_STARFISH;
  const judged = options.countMoves !== false;
  const counted = judged && searchable && moveBound > PROOF_MOVE_LIMIT ? reachableMoves(level) : null;
  const proofFits =
    distributions <= EXACT_STATE_LIMIT &&
    (!judged || moveBound <= PROOF_MOVE_LIMIT || counted?.complete === true);
  return {
    nodes,
    sandNodes,
    starfish,
    distributions,
    directions,
    proof: {
      limit: EXACT_STATE_LIMIT,
      moveLimit: PROOF_MOVE_LIMIT,
      moveBound,
      moves: counted?.moves ?? null,
      movesComplete: counted?.complete ?? false,
      reachableStates: counted?.states ?? null,
      withinLimit: proofFits,
      maxStarfish: lastFitting(EXACT_STATE_LIMIT, (t) => inProof(sandNodes, t, directions)),
      maxSandNodes: lastFitting(sandNodes, (m) => inProof(m, starfish)),
    },
    solver: {
      withinLimit: keyFits,
      maxStarfish: lastFitting(SOLVER_KEY_LIMIT, (t) => fitsSolverKey(sandNodes, t)),
      maxSandNodes: lastFitting(sandNodes, (m) => fitsSolverKey(m, starfish)),
    },
    withinLimits: proofFits && keyFits && nodes <= MAX_SOLVER_NODES && starfish <= MAX_SOLVER_STARFISH,
  };
}

/**
 * The last few boards counted (a level is often read, estimated and proven in one process): the key is
 * everything the moves depend on — nodes, edges and rules.
 */
const counts = new Map<string, ReachableMoves>();
const REMEMBERED_COUNTS = 16;

const countKey = (level: Level) => JSON.stringify([level.nodes, level.edges, level.rules]);

/** Whether the reachable moves of this board are remembered (its move limit is judged at no cost). */
export function movesCounted(level: Level): boolean {
  return counts.has(countKey(level));
}

/** The reachable moves of a level within the state and key limits, counted up to just past the limit. */
function reachableMoves(level: Level): ReachableMoves {
  assertPlayableLevel(level, "exactLimitReport");
  const key = countKey(level);
  const known = counts.get(key);
  if (known) return known;
  const board = compileBoard(level);
  const result = countReachableMoves(
    board,
    level.nodes.map((node) => node.starfish),
    PROOF_MOVE_LIMIT,
  );
  if (counts.size >= REMEMBERED_COUNTS) counts.delete(counts.keys().next().value!);
  counts.set(key, result);
  return result;
}

/**
 * Why the exact search cannot take a board, in words naming each limit it breaks and what would
 * bring it within (from its `exactLimitReport`), or null when it is within every limit.
 */
export function exactLimitProblem(report: ExactLimitReport): string | null {
  if (report.withinLimits) return null;
  const { nodes, sandNodes, starfish, distributions, proof, solver } = report;
  const reasons: string[] = [];
  if (nodes > MAX_SOLVER_NODES) reasons.push(`it takes at most ${MAX_SOLVER_NODES} nodes`);
  if (starfish > MAX_SOLVER_STARFISH) reasons.push(`it takes at most ${MAX_SOLVER_STARFISH} starfish`);
  const within = `(within it: at most ${proof.maxStarfish} starfish on ${sandNodes} sand nodes, or at most ${proof.maxSandNodes} sand nodes for ${starfish} starfish)`;
  if (distributions > proof.limit)
    reasons.push(
      `${sandNodes} sand nodes holding up to ${starfish} starfish have ${distributions} distributions, the proof numbers at most ${proof.limit} ${within}`,
    );
  else if (!proof.withinLimit && proof.moves !== null)
    reasons.push(
      `the balance proof would follow more than ${proof.moveLimit} moves, its limit: the boards reachable from the start have more (the count stopped at ${proof.moves} moves on ${proof.reachableStates} boards; ${proof.moveBound} over every distribution of ${starfish} starfish on ${sandNodes} sand nodes sown in ${report.directions} directions) ${within}`,
    );
  if (!solver.withinLimit)
    reasons.push(
      `(${starfish} + 1)^${sandNodes} does not fit the solver's key of 2^53 (within it: at most ${solver.maxStarfish} starfish on ${sandNodes} sand nodes, or at most ${solver.maxSandNodes} sand nodes for ${starfish} starfish)`,
    );
  return `the board is beyond the exact solver (${nodes} nodes, ${sandNodes} sand, ${starfish} starfish): ${reasons.join("; ")}`;
}
