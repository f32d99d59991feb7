import { type BoardGeometry, type BoardLevelShape, CELL } from "./board-geometry.ts";

/**
 * "left" and "right" are the ring's logical directions (spec §1): on the standard layout "right" runs
 * clockwise, so on the bottom row it moves left on screen. Players are shown the way the Flow turns round
 * the lake instead, read from where the nodes are drawn.
 */
export type Turn = "cw" | "ccw";
export type LogicalDirection = "left" | "right";

const opposite = (turn: Turn): Turn => (turn === "cw" ? "ccw" : "cw");

/**
 * How the step from `node` towards `direction` turns round the board's centre on screen (y grows down,
 * so a positive cross product of centre→node and node→next is clockwise). Null when the step does not
 * turn (a level whose layout is not a ring round the lake).
 */
export function turnAt(
  geometry: BoardGeometry,
  level: BoardLevelShape,
  node: number,
  direction: LogicalDirection,
): Turn | null {
  const next = level.edges[direction][node];
  const from = geometry.cells[node]?.center;
  const to = next === undefined ? undefined : geometry.cells[next]?.center;
  if (!from || !to) return null;
  const mid = (geometry.size * CELL) / 2;
  const cross = (from.x - mid) * (to.y - from.y) - (from.y - mid) * (to.x - from.x);
  if (cross === 0) return null;
  return cross > 0 ? "cw" : "ccw";
}

/**
 * The way each logical direction turns on this board: the majority over its nodes (every node agrees on
 * a ring drawn round its lake, which every valid layout is). "right" is clockwise when nothing says.
 */
export function boardTurns(geometry: BoardGeometry, level: BoardLevelShape): Record<LogicalDirection, Turn> {
  let clockwise = 0;
  for (let node = 0; node < level.nodes.length; node++) {
    const turn = turnAt(geometry, level, node, "right");
    if (turn === "cw") clockwise++;
    if (turn === "ccw") clockwise--;
  }
  const right: Turn = clockwise >= 0 ? "cw" : "ccw";
  return { right, left: opposite(right) };
}

/** The logical direction that turns `turn` on this board. */
export function directionOfTurn(turns: Record<LogicalDirection, Turn>, turn: Turn): LogicalDirection {
  return turns.right === turn ? "right" : "left";
}
