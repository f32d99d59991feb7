import { DIRECTIONS, type Direction } from "../constants.js";
import type { Pos } from "../level/schema.js";

export const DIRECTION_DELTA: Record<Direction, Pos> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};

export const samePos = (a: Pos, b: Pos): boolean => a.x === b.x && a.y === b.y;
export const posKey = (p: Pos): string => `${p.x},${p.y}`;
export const formatPos = (p: Pos): string => `(${p.x},${p.y})`;

export function inBounds(width: number, height: number, p: Pos): boolean {
  return (
    Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height
  );
}

export function move(p: Pos, direction: Direction): Pos {
  const d = DIRECTION_DELTA[direction];
  return { x: p.x + d.x, y: p.y + d.y };
}

export function isAdjacent(a: Pos, b: Pos): boolean {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
}

/**
 * Outgoing directions of a junction for flow arriving from `incoming` (the side the flow comes from),
 * in the order ratio modes name them: left, straight, right as seen along the flow.
 */
export function branchOrder(incoming: Direction): Direction[] {
  const i = DIRECTIONS.indexOf(incoming);
  // Flow travels towards the opposite of `incoming`; clockwise from `incoming` gives left, straight, right.
  return [1, 2, 3].map((k) => DIRECTIONS[(i + k) % 4] as Direction);
}
