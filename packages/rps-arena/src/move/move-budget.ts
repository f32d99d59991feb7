import type { Limits } from "@rulekit/rps-grid";
import type { MoveBudget } from "./classify-run.js";

/**
 * The budget of a move that has the whole of its per-move limits: none of the match's CPU or wall
 * time used yet (a first move, or a move played on its own, outside a match).
 */
export function fullMoveBudget(limits: Limits): MoveBudget {
  return {
    cpuMs: limits.moveCpuMs,
    moveCpuMs: limits.moveCpuMs,
    wallMs: limits.moveWallMs,
    moveWallMs: limits.moveWallMs,
    outputBytes: limits.outputBytes,
    userdataBytes: limits.userdataBytes,
  };
}
