import { SOW_FIELDS, SOW_GAIN, SOW_PITS, SOW_STOP } from "./sow-layout.js";

/**
 * The tables of the solver's goal test (`MoveKernel.finishingMove`: does one move of this state
 * empty the board?). That question depends only on which sand nodes hold starfish, never on how
 * many: a sow fills a fixed set of nodes and stops at a fixed STOP, a capture takes a whole pile,
 * the Sweep takes the last pile when the turn rescued anything.
 *
 * A capture chain from STOP takes r = next(next(c)) again and again, so it can only ever reach the
 * nodes of STOP's two-step orbit: on an even ring, every other node. A pile off that orbit survives
 * the chain, so only the Sweep can take it, and only one. Hence two rejections, both exact
 * consequences of the rules (a property test checks the goal test against them):
 * - a source, when every orbit leaves more piles off it, the source aside, than the Sweep's one
 *   (`candidateSources`; a state with no such source has no finishing move);
 * - a single sow (direction, source, pile size), whatever the rest of the board, when the nodes it
 *   fills already leave too many piles off the orbit, or when its STOP (a sand node, which the sow
 *   just filled) can neither be captured — the chain would have to go all the way round, over empty
 *   sand nodes only — nor swept (`liveDirections`).
 */
export interface GoalTables {
  /** [slot]: the mask of the sand nodes the sow fills | STOP << 24 | bit 29 when it drops into a wet pit. */
  readonly finish: Int32Array;
  /** [d * n + x]: the next node e of x in direction d | the next node of e << 8. */
  readonly chain: Int32Array;
  /**
   * The distinct masks of sand nodes off the two-step orbit of some STOP; empty when some orbit holds
   * every sand node (odd rings), as the state rejection then has nothing to go on.
   */
  readonly outOfReach: Int32Array;
  /**
   * [src * sowStride + k]: bit d set when moving a pile of k from src in direction d is legal (Current
   * Arrows) and its sow does not rule out emptying the board.
   */
  readonly liveDirections: Uint8Array;
}

/** The parts of a compiled board the goal tables are built from (slot = (d × n + src) × (objective + 1) + k). */
export interface GoalTableInput {
  n: number;
  objective: number;
  sweep: boolean;
  isPit: Uint8Array;
  /** next[d * n + i] */
  next: Int32Array;
  /** -1 or the only direction code allowed at the node. */
  arrow: Int8Array;
  sandMask: number;
  sow: Int32Array;
  links: Int32Array;
}

/** Bit 29 of a `finish` entry: the sow drops a starfish into a wet pit. */
export const FINISH_PIT_BIT = 1 << 29;

export function goalTables(board: GoalTableInput): GoalTables {
  const { n, objective, sweep, isPit, next, arrow, sandMask, sow, links } = board;
  const stride = objective + 1;
  const slots = 2 * n * stride;
  const finish = new Int32Array(slots);
  for (let slot = 0; slot < slots; slot++) {
    const row = slot * SOW_FIELDS;
    finish[slot] =
      sow[row + SOW_GAIN]! | (sow[row + SOW_STOP]! << 24) | (sow[row + SOW_PITS]! > 0 ? FINISH_PIT_BIT : 0);
  }
  const chain = new Int32Array(2 * n);
  for (let i = 0; i < 2 * n; i++) chain[i] = links[i * 2]! | (links[i * 2 + 1]! << 8);

  // per (d, STOP): the sand nodes off its orbit; whether every node a lapping chain steps over (e)
  // is sand; and those of them off the orbit (no capture can empty them: a filled one blocks the lap)
  const offOrbit = new Int32Array(2 * n);
  const lapsOverSand = new Uint8Array(2 * n);
  const lapGuard = new Int32Array(2 * n);
  for (let d = 0; d < 2; d++) {
    for (let stop = 0; stop < n; stop++) {
      let orbit = 0;
      let steppedOver = 0;
      let sandOnly = true;
      let at = stop;
      do {
        const e = next[d * n + at]!;
        if (isPit[e] === 1) sandOnly = false;
        steppedOver |= 1 << e;
        at = next[d * n + e]!;
        orbit |= 1 << at;
      } while (at !== stop);
      offOrbit[d * n + stop] = sandMask & ~orbit;
      lapsOverSand[d * n + stop] = sandOnly ? 1 : 0;
      lapGuard[d * n + stop] = steppedOver & ~orbit;
    }
  }
  // Stryker disable next-line ConditionalExpression,MethodExpression,ArrowFunction,EqualityOperator: an empty outOfReach, or one holding the 0 mask, makes candidateSources return every pile (no rejection), and a rejection only spares work: the goal test runs each candidate's sow exactly
  const outOfReach = offOrbit.some((mask) => mask === 0)
    ? new Int32Array(0)
    : Int32Array.from(new Set(offOrbit));

  const liveDirections = new Uint8Array(n * stride);
  for (let src = 0; src < n; src++) {
    if (isPit[src] === 1) continue;
    for (let k = 1; k <= objective; k++) {
      for (let d = 0; d < 2; d++) {
        if (arrow[src] !== -1 && arrow[src] !== d) continue;
        const entry = finish[(d * n + src) * stride + k]!;
        if (sowMayFinish(entry & 0xffffff, (entry >>> 24) & 31, d))
          liveDirections[src * stride + k]! |= 1 << d;
      }
    }
  }
  return { finish, chain, outOfReach, liveDirections };

  function sowMayFinish(filled: number, stop: number, d: number): boolean {
    const at = d * n + stop;
    const off = popcount(filled & offOrbit[at]!);
    if (off > (sweep ? 1 : 0)) return false;
    if (isPit[stop] === 1) return true;
    // STOP holds a starfish: captured only by a chain that laps over empty sand, else swept (then
    // it is the Sweep's one pile)
    const laps = lapsOverSand[at] === 1 && (filled & lapGuard[at]!) === 0;
    return laps || (sweep && off === 0);
  }
}

/**
 * The piles of `occupied` (a mask of sand nodes) that could start a finishing move: a move from src
 * leaves the other piles in place, and those off its chain's orbit (`GoalTables.outOfReach`) must
 * be at most the Sweep's one pile. So src qualifies when, for some orbit, the piles off it other
 * than src number at most (Sweep ? 1 : 0). Zero: the state has no finishing move.
 */
export function candidateSources(occupied: number, outOfReach: Int32Array, sweep: boolean): number {
  if (outOfReach.length === 0) return occupied;
  let candidates = 0;
  for (let i = 0; i < outOfReach.length; i++) {
    const away = occupied & outOfReach[i]!;
    // the piles off this orbit beyond the Sweep's one: none → any source; one → only that pile
    const beyond = sweep ? away & (away - 1) : away;
    if (beyond === 0) return occupied;
    if ((beyond & (beyond - 1)) === 0) candidates |= away;
  }
  return candidates;
}

function popcount(mask: number): number {
  let bits = 0;
  for (let m = mask; m !== 0; m &= m - 1) bits++;
  return bits;
}
