import type { CenterLake, GridCell, LevelLayout } from "./schema.js";

export type LayoutTemplate = LevelLayout["template"];

/** Node count for each square-perimeter template. */
export const TEMPLATE_NODE_COUNT: Record<LayoutTemplate, number> = { "3x3": 8, "4x4": 12 };

const TEMPLATE_SIZE: Record<LayoutTemplate, number> = { "3x3": 3, "4x4": 4 };

export function templateForNodeCount(nodeCount: number): LayoutTemplate | null {
  if (nodeCount === 8) return "3x3";
  if (nodeCount === 12) return "4x4";
  return null;
}

export function templateSize(template: LayoutTemplate): number {
  return TEMPLATE_SIZE[template];
}

/** The centre lake of a template: the 1×1 (3×3) or 2×2 (4×4) block inside the perimeter. */
export function centerLakeOf(template: LayoutTemplate): CenterLake {
  const size = TEMPLATE_SIZE[template];
  return { row: 1, col: 1, width: size - 2, height: size - 2 };
}

/** Perimeter cells clockwise from the top-left corner (row 0, col 0). */
export function perimeterCells(template: LayoutTemplate): GridCell[] {
  const size = TEMPLATE_SIZE[template];
  const last = size - 1;
  const cells: GridCell[] = [];
  for (let col = 0; col < last; col++) cells.push({ row: 0, col });
  for (let row = 0; row < last; row++) cells.push({ row, col: last });
  for (let col = last; col > 0; col--) cells.push({ row: last, col });
  for (let row = last; row > 0; row--) cells.push({ row, col: 0 });
  return cells;
}

/**
 * The standard layout: node i on the i-th perimeter cell clockwise from the top-left, so with
 * `edges.right[i] = i + 1` the "right" FLOW runs clockwise on screen.
 */
export function standardLayout(template: LayoutTemplate): LevelLayout {
  return { template, slots: perimeterCells(template), centerLake: centerLakeOf(template) };
}

export function isInsideLake(cell: GridCell, lake: CenterLake): boolean {
  return (
    cell.row >= lake.row &&
    cell.row < lake.row + lake.height &&
    cell.col >= lake.col &&
    cell.col < lake.col + lake.width
  );
}

export function isPerimeterCell(cell: GridCell, template: LayoutTemplate): boolean {
  const last = TEMPLATE_SIZE[template] - 1;
  const inGrid = cell.row <= last && cell.col <= last;
  return inGrid && (cell.row === 0 || cell.col === 0 || cell.row === last || cell.col === last);
}

export function areAdjacent(a: GridCell, b: GridCell): boolean {
  return Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;
}

/** Both templates, for UIs that draw a board before a level is loaded. */
export const LAYOUT_TEMPLATES: Record<LayoutTemplate, LevelLayout> = {
  "3x3": standardLayout("3x3"),
  "4x4": standardLayout("4x4"),
};
