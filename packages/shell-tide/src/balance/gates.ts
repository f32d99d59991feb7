import { COMMON_FAIL_RESCUED, EARLY_SOFT_LOCK_LIMIT } from "./gate-definitions.js";
import type { FailAudit, GateCheck } from "./types.js";

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

export interface GateBoard {
  objective: number;
  finalTideSweep: boolean;
  wetPits: number;
}

/** Rescued counts inside 70–90% of the objective, as "3–4 of 5" (empty when none is). */
function bandCounts(objective: number): string {
  const low = Math.ceil(COMMON_FAIL_RESCUED.min * objective - 1e-9);
  const high = Math.floor(COMMON_FAIL_RESCUED.max * objective + 1e-9);
  if (low > high) return `no whole count of ${objective} starfish is 70–90%`;
  return low === high ? `exactly ${low} of ${objective}` : `${low}–${high} of ${objective}`;
}

/** Without the Sweep or a wet pit a lone starfish is never rescued: no capture has a pile to take. */
const loneStarfishNote = (board: GateBoard) =>
  !board.finalTideSweep && board.wetPits === 0
    ? "; without the Sweep or a wet pit a lone starfish can never be rescued, so a board down to one starfish is dead"
    : "";

/** The seed's two gates judged on a fail audit, each with the reason it is missed. */
export function checkGates(audit: FailAudit, board: GateBoard): GateCheck[] {
  return [rescuedGate(audit, board), softLockGate(audit, board)];
}

function rescuedGate(audit: FailAudit, board: GateBoard): GateCheck {
  const common = audit.commonFail;
  const target = `${pct(COMMON_FAIL_RESCUED.min)}–${pct(COMMON_FAIL_RESCUED.max)} rescued`;
  if (audit.failShare === 0) {
    return { gate: "commonFailRescued", met: true, value: 1, target, reason: "no plausible attempt fails" };
  }
  const value = common.rescuedShare;
  const met = value >= COMMON_FAIL_RESCUED.min - 1e-9 && value <= COMMON_FAIL_RESCUED.max + 1e-9;
  const where =
    `the common fail paths (${common.endBoards} end board${common.endBoards === 1 ? "" : "s"}, ` +
    `${pct(common.coverage)} of the ${pct(audit.failShare)} failing) rescue ${pct(value)} on average`;
  if (met) {
    return {
      gate: "commonFailRescued",
      met,
      value,
      target,
      reason: `${where}; ${pct(common.nearMissShare)} of them are near-misses`,
    };
  }
  const parts = [where, `the band is ${bandCounts(board.objective)} rescued`];
  if (value < COMMON_FAIL_RESCUED.min)
    parts.push(`${pct(common.overThirtyLeft)} of them end with more than 30% left`);
  else parts.push(`${pct(1 - common.rescuedInBand)} of them end with less than 10% left`);
  if (common.stuckShare > 0) parts.push(`${pct(common.stuckShare)} are stuck early (no plausible move)`);
  return {
    gate: "commonFailRescued",
    met,
    value,
    target,
    reason: parts.join("; ") + loneStarfishNote(board),
  };
}

function softLockGate(audit: FailAudit, board: GateBoard): GateCheck {
  const lock = audit.softLock;
  const value = lock.earlyShare;
  const met = value <= EARLY_SOFT_LOCK_LIMIT + 1e-9;
  const target = `≤ ${pct(EARLY_SOFT_LOCK_LIMIT)} of attempts soft-locked with 2+ turns left`;
  const what =
    `${pct(value)} of plausible attempts are soft-locked with two or more turns left ` +
    `(${pct(lock.attemptShare)} on any turn, for ${Math.round(lock.turnsLocked * 10) / 10} turns on average)`;
  const dead =
    audit.deadState.attemptShare > 0
      ? `; ${pct(audit.deadState.attemptShare)} reach a dead board (no Full Rescue at all)`
      : "";
  return { gate: "softLock", met, value, target, reason: what + dead + (met ? "" : loneStarfishNote(board)) };
}
