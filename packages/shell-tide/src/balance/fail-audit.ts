import { inNearMissBand } from "../analyzer/near-miss.js";
import { type FullGraph, UNREACHABLE } from "../solver/full-graph.js";
import { COMMON_FAIL_COVERAGE } from "./gate-definitions.js";
import { type PlayerTrace, runPlausiblePlayer } from "./plausible-player.js";
import type { FailAudit } from "./types.js";

const round = (x: number) => Math.round(x * 1e9) / 1e9;
const share = (part: number, whole: number) => (whole > 0 ? round(part / whole) : 0);

/**
 * Seed 001's "missing a piece" gates, measured on the plausible player of the proof (balance.md §3):
 * where failing attempts end, how much they rescued, how often they are near-misses, and how long an
 * attempt goes on being shown moves after Full Rescue went out of reach. Exact: the player's
 * probabilities are propagated over (turn, board) up to maxTurns, as for D. Given the player's
 * `trace` of at least maxTurns turns (the proof's run), it reads those attempts instead of
 * propagating them again; without it, it runs the player for maxTurns turns itself.
 */
export function failAudit(
  graph: FullGraph,
  start: number,
  maxTurns: number,
  objective: number,
  /** A heartbeat: the turn being propagated, at its start and every 65,536 boards within it. */
  onTurn?: (turn: number) => void,
  trace?: PlayerTrace,
): FailAudit {
  const { size, dist } = graph;
  const walk = trace ?? runPlausiblePlayer(graph, start, maxTurns, () => false, undefined, true).trace!;
  if (walk.turnStart.length < maxTurns + 2)
    throw new RangeError(`fail audit: the player's trace has fewer than ${maxTurns} turns`);
  const { turnStart, boards, taken, held } = walk;
  // Where each failing attempt ends: stuck (no plausible move) before maxTurns, or still on the board at it.
  const stuckEnd = new Float64Array(size);
  const lostEnd = new Float64Array(size);
  let stuckSoFar = 0;
  let deadSoFar = 0;
  // locked(t): attempts on a board from which Full Rescue within the turns left is impossible at turn t
  let lockedTurns = 0;
  let lockedAttempts = 0;
  let deadAttempts = 0;
  let earlyLocked = 0;
  for (let t = 0; t < maxTurns; t++) {
    const left = maxTurns - t;
    let lockedNow = stuckSoFar;
    let deadNow = deadSoFar;
    onTurn?.(t);
    for (let k = turnStart[t]!, end = turnStart[t + 1]!; k < end; k++) {
      if (onTurn && ((k - turnStart[t]!) & 0xffff) === 0xffff) onTurn(t);
      const entry = boards[k]!;
      if (entry === 0) continue;
      const r = entry < 0 ? ~entry : entry;
      const p = taken[k]!;
      if (dist[r]! > left) lockedNow += p;
      if (dist[r] === UNREACHABLE) deadNow += p;
      if (entry < 0) {
        stuckEnd[r]! += p;
        stuckSoFar += p;
        deadSoFar += p;
      }
    }
    lockedTurns += lockedNow;
    lockedAttempts = lockedNow;
    if (left === 2) earlyLocked = lockedNow;
    deadAttempts = deadNow;
  }
  // the boards still in play at maxTurns, with what they held then (a board listed twice counts twice)
  for (let k = turnStart[maxTurns]!, end = turnStart[maxTurns + 1]!; k < end; k++) {
    const entry = boards[k]!;
    const r = entry < 0 ? ~entry : entry;
    lostEnd[r]! += held[k]!;
  }
  return {
    ...commonFails(graph, stuckEnd, lostEnd, objective),
    softLock: {
      stateShare: softLockStates(graph, maxTurns),
      attemptShare: round(lockedAttempts),
      earlyShare: round(earlyLocked),
      turnsLocked: lockedAttempts > 0 ? round(lockedTurns / lockedAttempts) : 0,
    },
    deadState: { attemptShare: round(deadAttempts) },
  };
}

/** The common fail paths (gate-definitions.ts) and what they rescued. */
function commonFails(
  graph: FullGraph,
  stuckEnd: Float64Array,
  lostEnd: Float64Array,
  objective: number,
): Omit<FailAudit, "softLock" | "deadState"> {
  const { total, dist, order } = graph;
  const ends = new Int32Array(order.length);
  const chance = new Float64Array(order.length);
  let count = 0;
  let failMass = 0;
  let stuckMass = 0;
  for (let i = 0; i < order.length; i++) {
    const r = order[i]!;
    const p = stuckEnd[r]! + lostEnd[r]!;
    if (p <= 0) continue;
    ends[count] = r;
    chance[count++] = p;
    failMass += p;
    stuckMass += stuckEnd[r]!;
  }
  const common = likeliestEnds(chance.subarray(0, count), COMMON_FAIL_COVERAGE * failMass - 1e-12);
  let covered = 0;
  let boards = 0;
  let rescued = 0;
  let inBand = 0;
  let overThirty = 0;
  let nearMiss = 0;
  let stuck = 0;
  for (const at of common) {
    const r = ends[at]!;
    const p = chance[at]!;
    const left = total[r]!;
    covered += p;
    boards++;
    rescued += (p * (objective - left)) / objective;
    stuck += stuckEnd[r]!;
    if (inNearMissBand(left, objective)) {
      inBand += p;
      // one more turn shows a Full Rescue: only a board still in play at maxTurns can have dist 1
      if (dist[r] === 1) nearMiss += lostEnd[r]!;
    } else if (left * 10 > objective * 3) overThirty += p;
  }
  return {
    failShare: round(failMass),
    stuckShare: share(stuckMass, failMass),
    commonFail: {
      coverage: share(covered, failMass),
      endBoards: boards,
      rescuedShare: share(rescued, covered),
      rescuedInBand: share(inBand, covered),
      overThirtyLeft: share(overThirty, covered),
      nearMissShare: share(nearMiss, covered),
      stuckShare: share(stuck, covered),
    },
  };
}

/**
 * The end boards the common fail paths take, likeliest first (equal chances in breadth-first order,
 * which is the order of `chance`): taken one by one until their chances add up to `target`. Only
 * those are ranked: a native sort of the chances finds how many it takes and the smallest chance
 * among them, so the comparison sort sees the common ends alone, not every failing board. Sums
 * along the ranking are the same as those of a full ranking: boards of equal chance add equal terms.
 */
export function likeliestEnds(chance: Float64Array, target: number): Int32Array {
  const sorted = chance.slice().sort();
  let covered = 0;
  let taken = 0;
  for (let j = sorted.length - 1; j >= 0 && covered < target; j--) {
    covered += sorted[j]!;
    taken++;
  }
  const picked = new Int32Array(taken);
  if (taken === 0) return picked;
  const smallest = sorted[sorted.length - taken]!;
  let ties = taken;
  for (let j = sorted.length - 1; j >= 0 && sorted[j]! > smallest; j--) ties--;
  let k = 0;
  for (let at = 0; at < chance.length && k < taken; at++) {
    const p = chance[at]!;
    if (p > smallest) picked[k++] = at;
    else if (p === smallest && ties > 0) {
      picked[k++] = at;
      ties--;
    }
  }
  return picked.sort((x, y) => chance[y]! - chance[x]! || x - y);
}

/**
 * Boards a player can face before the limit (breadth-first depth δ < maxTurns, not empty) from which
 * Full Rescue within the turns left at their earliest, maxTurns − δ, is impossible.
 */
function softLockStates(graph: FullGraph, maxTurns: number): number {
  const { order, layerStart, dist } = graph;
  let boards = 0;
  let locked = 0;
  for (let depth = 0; depth < maxTurns && depth + 1 < layerStart.length; depth++) {
    for (let i = layerStart[depth]!; i < layerStart[depth + 1]!; i++) {
      const r = order[i]!;
      if (r === 0) continue;
      boards++;
      if (dist[r]! > maxTurns - depth) locked++;
    }
  }
  return share(locked, boards);
}
