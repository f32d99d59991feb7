import { formatJsonPath, type ValidationIssue } from "@rulekit/core";
import {
  distributionCount,
  EXACT_STATE_LIMIT,
  fitsSolverKey,
  MAX_SOLVER_NODES,
  MAX_SOLVER_STARFISH,
} from "../solver/limit.js";
import { solve } from "../solver/solve.js";
import type { Level } from "./schema.js";

export const MIN_RECOVERY_SLACK = 2;
export const MAX_RECOVERY_SLACK = 4;

export const BALANCE_ISSUE = {
  turns: "balance_turns",
  optimalTurns: "balance_optimal_turns",
  unproven: "balance_unproven",
} as const;

const issue = (path: PropertyKey[], code: string, message: string): ValidationIssue => ({
  path: formatJsonPath(path),
  code,
  message,
});

/**
 * The slack a proof can give: R = clamp(max(emotionSeed, P75 − O), 2, 4) is never below
 * clamp(emotionSeed, 2, 4) and never above 4, whatever P75 is.
 */
export function provableSlack(emotionSeed: number): { min: number; max: number } {
  return {
    min: Math.min(MAX_RECOVERY_SLACK, Math.max(MIN_RECOVERY_SLACK, emotionSeed)),
    max: MAX_RECOVERY_SLACK,
  };
}

/**
 * The balance block of a level file against what the engine proves itself (spec §3, §5):
 * `optimalTurns` must be the exact solver's optimum (a file is never trusted for it), and a maxTurns
 * that no proof can give (slack outside clamp(emotionSeed, 2, 4)…4) is an override that needs its
 * written `reason`. Whether maxTurns equals the proof's own O + R needs the plausible-path
 * distribution (seconds on 4×4): `tableMismatches` and `rulekit shell-tide prove` check that.
 * The solver runs only on a board that passed the other rule checks (`boardOk`) and that it can search
 * (a board beyond its limits gets `balance_unproven`, never the solver's RangeError).
 */
export function balanceIssues(level: Level, boardOk: boolean): ValidationIssue[] {
  const balance = level.balance;
  if (!balance) return [];
  const { optimalTurns, maxTurns, emotionSeed, reason } = balance;
  const issues: ValidationIssue[] = [];
  const slack = maxTurns - optimalTurns;
  const provable = provableSlack(emotionSeed);
  if (slack < 0) {
    issues.push(
      issue(["balance", "maxTurns"], BALANCE_ISSUE.turns, "maxTurns must be at least optimalTurns"),
    );
  } else if ((slack < provable.min || slack > provable.max) && reason === undefined) {
    issues.push(
      issue(
        ["balance", "reason"],
        BALANCE_ISSUE.turns,
        `maxTurns − optimalTurns = ${slack} is not a slack the proof can give (${provable.min}–${provable.max} with emotionSeed ${emotionSeed}): an override of maxTurns needs its written reason`,
      ),
    );
  }
  if (!boardOk) return issues;
  const sand = level.nodes.filter((node) => node.type === "sand").length;
  const starfish = level.nodes.reduce((sum, node) => sum + node.starfish, 0);
  if (distributionCount(sand, starfish) > EXACT_STATE_LIMIT) {
    issues.push(
      issue(
        ["balance"],
        BALANCE_ISSUE.unproven,
        `optimalTurns cannot be proven: ${sand} sand nodes with ${starfish} starfish are beyond the exact search (${EXACT_STATE_LIMIT} distributions); drop the balance block`,
      ),
    );
    return issues;
  }
  const n = level.nodes.length;
  if (n > MAX_SOLVER_NODES || starfish > MAX_SOLVER_STARFISH || !fitsSolverKey(sand, starfish)) {
    issues.push(
      issue(
        ["balance"],
        BALANCE_ISSUE.unproven,
        `optimalTurns cannot be proven: the exact solver searches at most ${MAX_SOLVER_NODES} nodes and ${MAX_SOLVER_STARFISH} starfish, with (starfish + 1)^(sand nodes) within 2^53; this board has ${n} nodes, ${sand} sand nodes with ${starfish} starfish; drop the balance block`,
      ),
    );
    return issues;
  }
  const proven = solve(level).optimalTurns;
  if (proven !== optimalTurns) {
    issues.push(
      issue(
        ["balance", "optimalTurns"],
        BALANCE_ISSUE.optimalTurns,
        proven === null
          ? "no Full Rescue exists on this board, so it has no optimalTurns"
          : `the solver proves optimalTurns = ${proven}, the file says ${optimalTurns}`,
      ),
    );
  }
  return issues;
}
