import { standardLayout, templateForNodeCount } from "@rulekit/shell-tide";

/**
 * Where things are drawn: the level's `layout` (presentation only) turned into cell rectangles in a
 * viewBox of `size × CELL` units. Works on the level's shape structurally so it needs no rule code.
 */
export const CELL = 100;

export interface BoardLevelShape {
  nodes: readonly {
    index: number;
    type: "sand" | "wet_pit";
    currentDirection?: "left" | "right" | undefined;
  }[];
  edges: { left: readonly number[]; right: readonly number[] };
  layout?:
    | {
        slots: readonly { row: number; col: number }[];
        centerLake: { row: number; col: number; width: number; height: number };
      }
    | undefined;
}

export interface Point {
  x: number;
  y: number;
}

export interface NodeCell {
  index: number;
  row: number;
  col: number;
  center: Point;
}

export interface BoardGeometry {
  /** Grid side (3 for 8 nodes, 4 for 12). */
  size: number;
  cells: NodeCell[];
  lake: { x: number; y: number; width: number; height: number };
  /** The four water channels from the lake to the perimeter (VFX only). */
  channels: { from: Point; to: Point }[];
}

const centerOf = (row: number, col: number): Point => ({ x: (col + 0.5) * CELL, y: (row + 0.5) * CELL });

/** A level without a layout is drawn on the engine's standard layout for its node count. */
function layoutOf(level: BoardLevelShape) {
  const count = level.nodes.length;
  if (level.layout && level.layout.slots.length === count) return level.layout;
  return standardLayout(templateForNodeCount(count) ?? (count <= 8 ? "3x3" : "4x4"));
}

export function boardGeometry(level: BoardLevelShape): BoardGeometry {
  const layout = layoutOf(level);
  const slots = layout.slots;
  const size = Math.max(...slots.map((s) => Math.max(s.row, s.col))) + 1;
  const lakeCell = layout.centerLake;
  const lake = {
    x: lakeCell.col * CELL,
    y: lakeCell.row * CELL,
    width: lakeCell.width * CELL,
    height: lakeCell.height * CELL,
  };
  const mid = { x: lake.x + lake.width / 2, y: lake.y + lake.height / 2 };
  const channels = [
    { from: { x: mid.x, y: lake.y }, to: { x: mid.x, y: CELL / 2 } },
    { from: { x: lake.x + lake.width, y: mid.y }, to: { x: size * CELL - CELL / 2, y: mid.y } },
    { from: { x: mid.x, y: lake.y + lake.height }, to: { x: mid.x, y: size * CELL - CELL / 2 } },
    { from: { x: lake.x, y: mid.y }, to: { x: CELL / 2, y: mid.y } },
  ];
  const cells = level.nodes.map((node, i) => {
    const slot = slots[i] ?? { row: 0, col: 0 };
    return { index: node.index, row: slot.row, col: slot.col, center: centerOf(slot.row, slot.col) };
  });
  return { size, cells, lake, channels };
}

/** The on-screen way a Current Arrow points: towards the next node in its logical direction. */
export function arrowAngle(geometry: BoardGeometry, level: BoardLevelShape, index: number): number | null {
  const direction = level.nodes[index]?.currentDirection;
  if (!direction) return null;
  const next = level.edges[direction][index];
  const from = geometry.cells[index]?.center;
  const to = next === undefined ? undefined : geometry.cells[next]?.center;
  if (!from || !to) return null;
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}
