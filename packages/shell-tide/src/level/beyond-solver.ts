import { formatJsonPath, type ValidationIssue } from "@rulekit/core";
import {
  BOARD_TOO_LARGE,
  KEY_TOO_LARGE,
  MAX_SOLVER_NODES,
  MAX_SOLVER_STARFISH,
  type SolverLimitCode,
  SolverLimitError,
  STATE_SPACE_TOO_LARGE,
  TOO_MANY_MOVES,
} from "../solver/limit.js";
import { type ExactLimitReport, exactLimitProblem, exactLimitReport } from "../solver/limit-report.js";
import type { Level } from "./schema.js";

/*
 * The loader's beyond-the-solver check, apart from parse-level.ts so the solver and the proof can ask it
 * too (refusing such a board up front) without loading the parser and zod.
 */

/** The code of the issue of a board beyond the exact solver (`LEVEL_ISSUE.beyondExactSolver`). */
export const BEYOND_EXACT_SOLVER = "beyond_exact_solver" as const;

/**
 * The issue of a board the exact solver cannot take (code `beyond_exact_solver`, path `$.nodes`):
 * its message names every limit it breaks and what would bring it within; `limits` holds the figures
 * (`exactLimitReport` of the level). Such a level has no proven optimum, so `parseLevel` refuses it.
 */
export interface BeyondSolverIssue extends ValidationIssue {
  code: typeof BEYOND_EXACT_SOLVER;
  limits: ExactLimitReport;
}

/** Whether an issue of `parseLevel` is the beyond-the-solver one, with its limit figures. */
export function isBeyondSolverIssue(issue: ValidationIssue): issue is BeyondSolverIssue {
  return issue.code === BEYOND_EXACT_SOLVER && "limits" in issue;
}

/**
 * The `beyond_exact_solver` issue of a level, or null when the exact search takes it. With `countMoves`
 * false the move limit is not judged (a level whose rules do not hold, or a caller that bounds the moves
 * itself); with it, a board whose move bound is over the limit has its reachable moves counted.
 */
export function beyondSolverIssue(level: Level, countMoves = true): BeyondSolverIssue | null {
  const limits = exactLimitReport(level, { countMoves });
  const beyond = exactLimitProblem(limits);
  if (!beyond) return null;
  return {
    path: formatJsonPath(["nodes"]),
    code: BEYOND_EXACT_SOLVER,
    message: `${beyond}; exactLimitReport(level) has the figures`,
    limits,
  };
}

/**
 * The loader's check as an error for the functions that run the search (`proveLevel`): a
 * SolverLimitError whose message is the issue's (every limit broken, with the level's figures) and
 * whose code is the first limit it breaks, or null when the exact search takes the board.
 */
export function beyondSolverError(level: Level, countMoves = true): SolverLimitError | null {
  const issue = beyondSolverIssue(level, countMoves);
  if (!issue) return null;
  const { limits } = issue;
  return new SolverLimitError(limitCode(limits), limits.sandNodes, limits.starfish, issue.message);
}

function limitCode(limits: ExactLimitReport): SolverLimitCode {
  if (limits.nodes > MAX_SOLVER_NODES || limits.starfish > MAX_SOLVER_STARFISH) return BOARD_TOO_LARGE;
  if (!limits.solver.withinLimit) return KEY_TOO_LARGE;
  if (limits.distributions > limits.proof.limit) return STATE_SPACE_TOO_LARGE;
  return TOO_MANY_MOVES;
}
