import { type BoardGeometry, CELL, type Point } from "./board-geometry.ts";

/** A FLOW drawn over the board: one direction's preview, the move being animated, or the last move. */
export interface BoardOverlay {
  source: number;
  direction: "left" | "right";
  route: readonly { index: number; order: number }[];
  stop: number;
  /** A null count: the preview shows which pile a Vortex takes, not how many (play/preview-band.ts). */
  captures: readonly { empty: number; rich: number; count: number | null }[];
  wetPitRescues: readonly { index: number; order: number }[];
  sweep: { index: number; count: number | null } | null;
  /**
   * primary: the direction being chosen (or the move animating), drawn in full; secondary: the other
   * direction, a faint dashed line only; last: the move already played, grey and dashed.
   */
  emphasis: "primary" | "secondary" | "last";
}

/**
 * Where each mark sits inside a node, in cell units (a cell is CELL = 100 wide, the node's box is 8…92):
 * one slot per kind of mark, none overlapping another, all inside the node, so a preview never hides a
 * count, a pit number or another mark, and nothing spills over the board's edge.
 */
export interface Slot {
  x: number;
  y: number;
  width: number;
  height: number;
}
export const NODE_BOX: Slot = { x: 8, y: 8, width: 84, height: 84 };
export const SLOTS = {
  /** The pit's number (drawn by the node itself). */
  index: { x: 13, y: 13, width: 25, height: 20 },
  /** The Current Arrow (drawn by the node itself). */
  arrow: { x: 68, y: 12, width: 20, height: 20 },
  /** The starfish count (drawn by the node itself). */
  count: { x: 22, y: 35, width: 56, height: 30 },
  /** The STOP ring's stroke, along the node's own border (5 wide, 2.5 in from the box). */
  ring: { x: 8, y: 8, width: 84, height: 5 },
  /** A Vortex point's swirl. */
  swirl: { x: 41, y: 14, width: 18, height: 18 },
  /** The drop order ("1", "2·10") and, on the STOP node, the word STOP. */
  order: { x: 14, y: 70, width: 42, height: 17 },
  /** What leaves the node: −n captured, +n into a wet pit, ≈ −n swept. */
  outcome: { x: 58, y: 70, width: 29, height: 17 },
} as const satisfies Record<string, Slot>;

export interface CellMarks {
  index: number;
  /** Drop orders on this node, first lap first. */
  orders: number[];
  stop: boolean;
  /** This node is a Vortex point (the empty node of a capture). */
  vortex: boolean;
  outcome: { kind: "capture" | "wet" | "sweep"; text: string } | null;
}

/** Every mark an overlay puts on the board, one entry per node it touches. */
export function overlayMarks(overlay: BoardOverlay): CellMarks[] {
  const cells = new Map<number, CellMarks>();
  const cell = (index: number) => {
    let marks = cells.get(index);
    if (!marks) {
      marks = { index, orders: [], stop: false, vortex: false, outcome: null };
      cells.set(index, marks);
    }
    return marks;
  };
  for (const step of overlay.route) cell(step.index).orders.push(step.order);
  cell(overlay.stop).stop = true;
  for (const capture of overlay.captures) {
    cell(capture.empty).vortex = true;
    cell(capture.rich).outcome = {
      kind: "capture",
      text: capture.count === null ? "−★" : `−${capture.count}`,
    };
  }
  const wet = new Map<number, number>();
  for (const rescue of overlay.wetPitRescues) wet.set(rescue.index, (wet.get(rescue.index) ?? 0) + 1);
  for (const [index, count] of wet) cell(index).outcome = { kind: "wet", text: `+${count}` };
  if (overlay.sweep) {
    const count = overlay.sweep.count;
    cell(overlay.sweep.index).outcome = { kind: "sweep", text: count === null ? "≈" : `≈ −${count}` };
  }
  return [...cells.values()].sort((a, b) => a.index - b.index);
}

/** The order slot's text: the drop orders, the last one on the STOP node replaced by the word STOP. */
export function orderText(marks: CellMarks): string {
  const orders = marks.orders.map(String);
  if (marks.stop) orders.splice(Math.max(orders.length - 1, 0), 1, "STOP");
  return orders.join("·");
}

/**
 * The Flow's line: each node's point on the rim of the centre lake, so the line runs in the gap
 * between the nodes and the lake and never crosses what a node shows. Each lap round the ring runs a
 * little further into the lake, so both passes stay visible.
 */
export function routePoints(overlay: BoardOverlay, geometry: BoardGeometry): Point[] {
  const { lake } = geometry;
  const lap = geometry.cells.length;
  const mid = { x: lake.x + lake.width / 2, y: lake.y + lake.height / 2 };
  const rim = (index: number, round: number): Point => {
    const c = geometry.cells[index]?.center ?? mid;
    const inset = round * 6;
    const x = Math.min(Math.max(c.x, lake.x + inset), lake.x + lake.width - inset);
    const y = Math.min(Math.max(c.y, lake.y + inset), lake.y + lake.height - inset);
    return { x, y };
  };
  return [
    rim(overlay.source, 0),
    ...overlay.route.map((step) => rim(step.index, Math.floor((step.order - 1) / lap))),
  ];
}

/** A slot moved to a node's cell (cell units → board units). */
export function slotAt(slot: Slot, cellCenter: Point): Slot {
  return { ...slot, x: cellCenter.x - CELL / 2 + slot.x, y: cellCenter.y - CELL / 2 + slot.y };
}
