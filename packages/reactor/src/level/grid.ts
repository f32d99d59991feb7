import { type Carrier, NETWORK_CHARS, TERRAIN_CHARS, type Terrain } from "../constants.js";
import { inBounds } from "../model/geometry.js";
import type { Level, Pos, Prop } from "./schema.js";

/** Terrain at `p`, or null when `p` is outside the level (or the row is malformed there). */
export function terrainAt(level: Level, p: Pos): Terrain | null {
  if (!inBounds(level.width, level.height, p)) return null;
  const ch = level.terrain[p.y]?.[p.x];
  return ch === TERRAIN_CHARS.floor ? "floor" : ch === TERRAIN_CHARS.wall ? "wall" : null;
}

export const isFloor = (level: Level, p: Pos): boolean => terrainAt(level, p) === "floor";
export const isWall = (level: Level, p: Pos): boolean => terrainAt(level, p) === "wall";

/** Whether the level authors an underground cell of `carrier` at `p`. */
export function hasNetworkCell(level: Level, carrier: Carrier, p: Pos): boolean {
  if (!inBounds(level.width, level.height, p)) return false;
  return level.networks[carrier][p.y]?.[p.x] === NETWORK_CHARS.present;
}

/** The first prop standing on `p` (a valid level has at most one). */
export function propAt(level: { props: readonly Prop[] }, p: Pos): Prop | undefined {
  return level.props.find((prop) => prop.at.x === p.x && prop.at.y === p.y);
}

export const cellIndex = (width: number, p: Pos): number => p.y * width + p.x;
export const cellPos = (width: number, index: number): Pos => ({
  x: index % width,
  y: Math.floor(index / width),
});
