import { CARRIERS, type Carrier, DIRECTIONS, type Direction } from "../constants.js";
import type { Prop } from "../level/schema.js";
import { branchOrder, DIRECTION_DELTA } from "../model/geometry.js";

export type JunctionProblem = "branches" | "no-incoming" | "ambiguous" | "loop";

/** A junction prop as the network sees it: where flow comes from and the ordered outgoing branches. */
export interface JunctionInfo {
  /** Index of the junction in the props list. */
  prop: number;
  cell: number;
  carrier: Carrier;
  /** The side flow arrives from (null when it cannot be inferred). */
  incoming: Direction | null;
  /** Outgoing branches in mode order (left, straight, right of the flow). */
  outgoing: Direction[];
  /** Why the junction's flow is ambiguous, or null when it is well-defined. */
  problem: JunctionProblem | null;
  /** Directions whose branch holds a source (for messages). */
  sourceSides: Direction[];
}

export interface CarrierTopology {
  carrier: Carrier;
  present: Uint8Array;
  /** Connected component id per cell (-1 = no cell). */
  component: Int32Array;
  componentCount: number;
  /** Flow props of this carrier per component. */
  componentSources: number[];
  /** One cell on a loop per component that has loops. */
  loopCells: number[];
  /** Index into `junctions` per cell (-1 = none). */
  junctionAt: Int32Array;
  junctions: JunctionInfo[];
}

/** What the flow rules need to know about a layout; cached per level and network edits. */
export interface Topology {
  width: number;
  height: number;
  floor: Uint8Array;
  /** Neighbour cell per (cell × 4 + direction index in DIRECTIONS), -1 outside the level. */
  neighbours: Int32Array;
  /** Index of the prop on each cell (-1 = none); the first prop wins when authored props overlap. */
  propAt: Int32Array;
  carriers: Record<Carrier, CarrierTopology>;
  /** Junction props (by prop index) that do not sit on exactly one carrier. */
  junctionsWithoutCarrier: number[];
}

export interface TopologyInput {
  width: number;
  height: number;
  floor: ArrayLike<number>;
  props: readonly Prop[];
  present: Record<Carrier, ArrayLike<number>>;
}

function neighbour(width: number, height: number, cell: number, d: Direction): number {
  const x = (cell % width) + DIRECTION_DELTA[d].x;
  const y = Math.floor(cell / width) + DIRECTION_DELTA[d].y;
  return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
}

export function buildTopology(input: TopologyInput): Topology {
  const { width, height, props } = input;
  const size = width * height;
  const floor = Uint8Array.from(input.floor);
  const propAt = new Int32Array(size).fill(-1);
  props.forEach((prop, i) => {
    const { x, y } = prop.at;
    if (x >= 0 && y >= 0 && x < width && y < height && propAt[y * width + x] === -1)
      propAt[y * width + x] = i;
  });
  const neighbours = new Int32Array(size * 4);
  for (let cell = 0; cell < size; cell++) {
    const x = cell % width;
    const y = (cell - x) / width;
    // DIRECTIONS order: north, east, south, west
    neighbours[cell * 4] = y > 0 ? cell - width : -1;
    neighbours[cell * 4 + 1] = x + 1 < width ? cell + 1 : -1;
    neighbours[cell * 4 + 2] = y + 1 < height ? cell + width : -1;
    neighbours[cell * 4 + 3] = x > 0 ? cell - 1 : -1;
  }
  const carriers = {} as Record<Carrier, CarrierTopology>;
  for (const carrier of CARRIERS) carriers[carrier] = carrierTopology(input, carrier, propAt, neighbours);
  const junctionsWithoutCarrier: number[] = [];
  props.forEach((prop, i) => {
    if (prop.kind !== "t-junction" && prop.kind !== "cross-junction") return;
    const placed = CARRIERS.filter((c) => carriers[c].junctions.some((j) => j.prop === i)).length;
    if (placed !== 1) junctionsWithoutCarrier.push(i);
  });
  return { width, height, floor, neighbours, propAt, carriers, junctionsWithoutCarrier };
}

function carrierTopology(
  input: TopologyInput,
  carrier: Carrier,
  propAt: Int32Array,
  neighbours: Int32Array,
): CarrierTopology {
  const { width, height, props } = input;
  const size = width * height;
  const present = new Uint8Array(size);
  for (let i = 0; i < size; i++) present[i] = input.present[carrier][i] ? 1 : 0;
  const isSource = new Uint8Array(size);
  for (const prop of props) {
    if (prop.kind === "flow" && prop.carrier === carrier) {
      const { x, y } = prop.at;
      if (x >= 0 && y >= 0 && x < width && y < height) isSource[y * width + x] = 1;
    }
  }

  // Connected components by cardinal adjacency; a tree has exactly (cells − 1) edges.
  const component = new Int32Array(size).fill(-1);
  const componentSources: number[] = [];
  const componentCells: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < size; start++) {
    if (!present[start] || component[start] !== -1) continue;
    const id = componentCells.length;
    const cells: number[] = [];
    let sources = 0;
    component[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      cells.push(cell);
      if (isSource[cell]) sources++;
      for (let k = 0; k < 4; k++) {
        const n = neighbours[cell * 4 + k]!;
        if (n >= 0 && present[n] && component[n] === -1) {
          component[n] = id;
          stack.push(n);
        }
      }
    }
    componentCells.push(cells.sort((a, b) => a - b));
    componentSources.push(sources);
  }

  const loopCells: number[] = [];
  const looped = new Set<number>();
  componentCells.forEach((cells, id) => {
    let edges = 0;
    for (const cell of cells) {
      const east = neighbours[cell * 4 + 1]!;
      const south = neighbours[cell * 4 + 2]!;
      if (east >= 0 && present[east]) edges++;
      if (south >= 0 && present[south]) edges++;
    }
    if (edges >= cells.length) {
      looped.add(id);
      loopCells.push(firstCellOnLoop(width, height, present, cells));
    }
  });

  const junctionAt = new Int32Array(size).fill(-1);
  const junctions: JunctionInfo[] = [];
  props.forEach((prop, index) => {
    if (prop.kind !== "t-junction" && prop.kind !== "cross-junction") return;
    const cell = prop.at.y * width + prop.at.x;
    // Only the prop holding the cell (propAt: the first one authored there, never one outside the level).
    if (!present[cell] || propAt[cell] !== index) return;
    const info = inferJunction(
      neighbours,
      carrier,
      present,
      isSource,
      cell,
      index,
      prop.kind === "t-junction" ? 3 : 4,
    );
    // Stryker disable next-line StringLiteral: readers ask only whether a junction has a problem, and whether it is one of the three validation reports; "loop" is none of those
    if (looped.has(component[cell]!)) info.problem = "loop";
    junctionAt[cell] = junctions.length;
    junctions.push(info);
  });

  return {
    carrier,
    present,
    component,
    componentCount: componentCells.length,
    componentSources,
    loopCells,
    junctionAt,
    junctions,
  };
}

/** Strips leaves until only cycles (and paths between them) remain; returns the first such cell. */
function firstCellOnLoop(width: number, height: number, present: Uint8Array, cells: number[]): number {
  const alive = new Set(cells);
  const degree = (cell: number) =>
    DIRECTIONS.reduce((n, d) => {
      const m = neighbour(width, height, cell, d);
      return n + (m >= 0 && present[m] && alive.has(m) ? 1 : 0);
    }, 0);
  let changed = true;
  while (changed) {
    changed = false;
    for (const cell of cells) {
      if (alive.has(cell) && degree(cell) <= 1) {
        alive.delete(cell);
        changed = true;
      }
    }
  }
  return cells.find((c) => alive.has(c)) ?? cells[0]!;
}

function inferJunction(
  neighbours: Int32Array,
  carrier: Carrier,
  present: Uint8Array,
  isSource: Uint8Array,
  cell: number,
  prop: number,
  degree: number,
): JunctionInfo {
  const sides = DIRECTIONS.filter((_, k) => {
    const n = neighbours[cell * 4 + k]!;
    return n >= 0 && present[n] === 1;
  });
  const info: JunctionInfo = {
    prop,
    cell,
    carrier,
    incoming: null,
    // Stryker disable next-line ArrayDeclaration: outgoing is read only for a junction without a problem, and then it has been set from the sides
    outgoing: [],
    problem: null,
    sourceSides: [],
  };
  if (sides.length !== degree) {
    info.problem = "branches";
    return info;
  }
  const seen = new Uint8Array(present.length);
  for (const side of sides) {
    // Does the branch behind `side` (not passing through the junction) hold a source?
    seen.fill(0);
    seen[cell] = 1;
    const stack = [neighbours[cell * 4 + DIRECTIONS.indexOf(side)]!];
    let found = false;
    while (stack.length > 0 && !found) {
      const c = stack.pop()!;
      if (seen[c]) continue;
      seen[c] = 1;
      if (isSource[c]) found = true;
      for (let k = 0; k < 4; k++) {
        const n = neighbours[c * 4 + k]!;
        if (n >= 0 && present[n] && !seen[n]) stack.push(n);
      }
    }
    if (found) info.sourceSides.push(side);
  }
  if (info.sourceSides.length === 0) info.problem = "no-incoming";
  else if (info.sourceSides.length > 1) info.problem = "ambiguous";
  else {
    const incoming = info.sourceSides[0]!;
    info.incoming = incoming;
    info.outgoing = branchOrder(incoming).filter((d) => sides.includes(d));
  }
  return info;
}

export { neighbour };
