import type { Carrier, Terrain } from "../constants.js";
import type { Pos } from "../level/schema.js";
import { formatPos, inBounds, isAdjacent, samePos } from "../model/geometry.js";
import { ISSUE_CODES } from "./types.js";

/** What a leak check needs to know about the grid (the authored level or a running game). */
export interface LeakGrid {
  width: number;
  height: number;
  terrainAt(p: Pos): Terrain | null;
  hasCell(carrier: Carrier, p: Pos): boolean;
}

const LEAK_PROBLEMS = {
  outOfBounds: ISSUE_CODES.leakOutOfBounds,
  noNetworkCell: ISSUE_CODES.leakNoNetworkCell,
  notUnderFloor: ISSUE_CODES.leakNotUnderFloor,
  accessMismatch: ISSUE_CODES.leakAccessMismatch,
  notInWall: ISSUE_CODES.electricityLeakNotInWall,
  faceInvalid: ISSUE_CODES.electricityLeakFaceInvalid,
} as const;
export type LeakProblem = (typeof LEAK_PROBLEMS)[keyof typeof LEAK_PROBLEMS];

/**
 * Why a leak (authored or created by a rule) would be invalid, or null. Fuel/coolant leaks sit under a
 * floor cell and are reached from that same cell; electricity leaks sit in a wall and emit into exactly
 * one adjacent floor face.
 */
export function leakTargetProblem(
  grid: LeakGrid,
  leak: { carrier: Carrier; at: Pos; access: Pos | null },
): { code: LeakProblem; message: string } | null {
  const { carrier, at, access } = leak;
  if (!inBounds(grid.width, grid.height, at)) {
    return { code: LEAK_PROBLEMS.outOfBounds, message: `leak at ${formatPos(at)} is outside the level` };
  }
  if (!grid.hasCell(carrier, at)) {
    return {
      code: LEAK_PROBLEMS.noNetworkCell,
      message: `no ${carrier} network cell at ${formatPos(at)} to leak`,
    };
  }
  if (carrier !== "electricity") {
    if (grid.terrainAt(at) !== "floor") {
      return {
        code: LEAK_PROBLEMS.notUnderFloor,
        message: `${carrier} leak at ${formatPos(at)} is not under a floor cell`,
      };
    }
    if (access === null || !samePos(access, at)) {
      return {
        code: LEAK_PROBLEMS.accessMismatch,
        message: `${carrier} leak at ${formatPos(at)} must be reached from its own floor cell`,
      };
    }
    return null;
  }
  if (grid.terrainAt(at) !== "wall") {
    return {
      code: LEAK_PROBLEMS.notInWall,
      message: `electricity leak at ${formatPos(at)} is not in a wall cell`,
    };
  }
  if (access === null || !isAdjacent(at, access) || grid.terrainAt(access) !== "floor") {
    return {
      code: LEAK_PROBLEMS.faceInvalid,
      message: `electricity leak at ${formatPos(at)} needs exactly one adjacent floor cell as its emission face`,
    };
  }
  return null;
}
