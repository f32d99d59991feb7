import type { CompiledBoard } from "./compiled-board.js";
import type { StateSpace } from "./state-space.js";

/**
 * The goal test's state rejection (piles out of reach, goal-tables.ts) read straight from the four
 * key parts, with no decoding, for boards with a state space: the occupancy of the key's digits
 * (`StateSpace.occupiedA` …) against every orbit's out-of-reach nodes, mapped from nodes to digits
 * (digit j is the j-th sand node). About two thirds of the states the solver tests stop here.
 */
export class KeyGoalFilter {
  private readonly sweep: boolean;
  private readonly outOfReach: Int32Array;
  private readonly shiftB: number;
  private readonly shiftC: number;
  private readonly shiftD: number;

  constructor(
    board: CompiledBoard,
    private readonly space: StateSpace,
  ) {
    const { sandNodes, digitsA, digitsB, digitsC } = board;
    this.sweep = board.sweep;
    this.outOfReach = board.goal.outOfReach.map((mask) =>
      sandNodes.reduce((digits, node, j) => digits | (((mask >>> node) & 1) << j), 0),
    );
    this.shiftB = digitsA;
    this.shiftC = digitsA + digitsB;
    this.shiftD = digitsA + digitsB + digitsC;
  }

  /** False when no move of the state with key parts (a, b, c, d) can empty the board. */
  mayFinish(a: number, b: number, c: number, d: number): boolean {
    const space = this.space;
    const occupied =
      space.occupiedA[a]! |
      (space.occupiedB[b]! << this.shiftB) |
      (space.occupiedC[c]! << this.shiftC) |
      (space.occupiedD[d]! << this.shiftD);
    return chainsMayClear(occupied, this.outOfReach, this.sweep);
  }
}

/**
 * False when the occupied nodes (a mask) leave at least (Sweep ? 3 : 2) piles out of reach of every
 * capture chain (`GoalTables.outOfReach`, over the same bits as the mask): then no move can empty
 * the board, since only the source and the Sweep's pile may be out of the chain's reach.
 */
export function chainsMayClear(occupied: number, outOfReach: Int32Array, sweep: boolean): boolean {
  if (outOfReach.length === 0) return true;
  for (let i = 0; i < outOfReach.length; i++) {
    // clear the (Sweep ? 2 : 1) lowest piles out of reach: nothing may be left
    let away = occupied & outOfReach[i]!;
    away &= away - 1;
    if (sweep) away &= away - 1;
    if (away === 0) return true;
  }
  return false;
}
