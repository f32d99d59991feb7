import {
  type Band,
  CARRIERS,
  type Carrier,
  DIRECTION_DELTA,
  DIRECTIONS,
  type Direction,
  ELEMENTS,
  type Element,
  formatValue,
  type GameView,
  type Pos,
  type Prop,
  propStateName,
  type ServiceState,
} from "@rulekit/reactor";

/**
 * What the map draws, independent of where it comes from: the editor builds it from the authored level
 * (every layer), the gameplay preview from the engine's `view(state)` (underground only once unlocked).
 */
export interface MapNetworkCell {
  leaking: boolean;
  /** Sides with a same-carrier neighbour (inferred adjacency). */
  links: Direction[];
  /** Diagnostics (gameplay, once unlocked): carrier amount and pressure/voltage with their bands. */
  amount?: number;
  potential?: number;
  amountBand?: Band;
  potentialBand?: Band;
}

export interface MapLeak {
  id: string;
  carrier: Carrier;
  /** For electricity leaks: the side of this wall cell the leak emits through (null = no valid face). */
  face: Direction | null;
  repaired: boolean;
}

export interface MapProp {
  id: string;
  kind: Prop["kind"];
  carrier?: Carrier;
  /** Short state text: enabled/disabled, a junction mode, open/closed, locked/unlocked, a supply type … */
  state: string;
  /** "On" (enabled, open, unlocked, available, activated) or "off" (drawn hollow). */
  active: boolean;
  service?: ServiceState;
  required?: boolean;
}

export interface MapCell {
  at: Pos;
  terrain: "floor" | "wall";
  networks: Partial<Record<Carrier, MapNetworkCell>>;
  prop: MapProp | null;
  leaks: MapLeak[];
  hazards: Partial<Record<Element, number>>;
  bands: Partial<Record<Element, Band>>;
  /** Remedy blocks (gameplay): turns left during which that element cannot enter the cell. */
  blocks: Partial<Record<Carrier, number>>;
  robot: boolean;
  /** Sides of this cell crossed by a door edge, with the door's state. */
  doors: { side: Direction; open: boolean; id: string }[];
}

export interface MapModel {
  width: number;
  height: number;
  cells: MapCell[];
  /** False in gameplay before an all-seeing-eye terminal was used: underground is not drawn. */
  undergroundVisible: boolean;
}

/** Structural equality of plain data (numbers, strings, booleans, null, arrays, plain objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function sameNetwork(a: MapNetworkCell | undefined, b: MapNetworkCell | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (
    a.leaking !== b.leaking ||
    a.amount !== b.amount ||
    a.potential !== b.potential ||
    a.amountBand !== b.amountBand ||
    a.potentialBand !== b.potentialBand ||
    a.links.length !== b.links.length
  )
    return false;
  return a.links.every((d, i) => d === b.links[i]);
}

/** `sameData` for two cells, field by field (no allocation: a 64×64 map compares 4,096 of them per edit). */
export function sameCell(a: MapCell, b: MapCell): boolean {
  if (a === b) return true;
  if (a.terrain !== b.terrain || a.robot !== b.robot || a.at.x !== b.at.x || a.at.y !== b.at.y) return false;
  for (const c of CARRIERS)
    if (a.blocks[c] !== b.blocks[c] || !sameNetwork(a.networks[c], b.networks[c])) return false;
  for (const e of ELEMENTS) if (a.hazards[e] !== b.hazards[e] || a.bands[e] !== b.bands[e]) return false;
  return sameData(a.prop, b.prop) && sameData(a.leaks, b.leaks) && sameData(a.doors, b.doors);
}

/**
 * `next` with every cell that draws the same as in `previous` replaced by the previous cell object, so
 * the map's memoized cells see an unchanged cell as the same object and skip it at once.
 */
export function shareCells(previous: MapModel | null, next: MapModel): MapModel {
  if (!previous || previous.width !== next.width || previous.height !== next.height) return next;
  const cells = next.cells.map((cell, i) => {
    const before = previous.cells[i];
    return before && sameCell(before, cell) ? before : cell;
  });
  return { ...next, cells };
}

export function sideTowards(from: Pos, to: Pos): Direction | null {
  return (
    DIRECTIONS.find(
      (d) => from.x + DIRECTION_DELTA[d].x === to.x && from.y + DIRECTION_DELTA[d].y === to.y,
    ) ?? null
  );
}

/** The short state text the map shows (the engine's state name; supplies also name their remedy). */
export function propState(prop: Prop): { state: string; active: boolean; carrier?: Carrier } {
  const name = propStateName(prop);
  const carrier = prop.kind === "flow" || prop.kind === "consumer" ? { carrier: prop.carrier } : {};
  switch (prop.kind) {
    case "remedy-supply":
      return { state: `${prop.supply}${prop.depleted ? " (depleted)" : ""}`, active: !prop.depleted };
    case "reactor-control":
    case "t-junction":
    case "cross-junction":
      // A reactor waiting for activation is the normal state, so it is drawn solid either way; junctions too.
      return { state: name, active: true };
    default:
      // "Off" states (disabled, closed, locked) are drawn hollow.
      return {
        state: name,
        active: name === "enabled" || name === "open" || name === "unlocked",
        ...carrier,
      };
  }
}

const SUPPLY_CARRIER: Record<string, Carrier | undefined> = {
  FuelRemedySupply: "fuel",
  CoolantRemedySupply: "coolant",
  ElectricityRemedySupply: "electricity",
};

function mapProp(prop: Prop & { service?: ServiceState; required?: boolean }): MapProp {
  const { state, active, carrier } = propState(prop);
  const supplyCarrier = prop.kind === "remedy-supply" ? SUPPLY_CARRIER[prop.supply] : undefined;
  const out: MapProp = { id: prop.id, kind: prop.kind, state, active };
  const c = carrier ?? supplyCarrier;
  if (c) out.carrier = c;
  if (prop.service) out.service = prop.service;
  if (prop.required !== undefined) out.required = prop.required;
  return out;
}

/** Fresh cells of the rows `rows` picks (every row without it); the other rows are left empty (undefined). */
function emptyCells(
  width: number,
  height: number,
  terrain: readonly string[],
  rows: (y: number) => boolean,
): (MapCell | undefined)[] {
  const cells: (MapCell | undefined)[] = new Array(width * height);
  for (let y = 0; y < height; y++) {
    if (!rows(y)) continue;
    for (let x = 0; x < width; x++) {
      cells[y * width + x] = {
        at: { x, y },
        terrain: terrain[y]?.[x] === "." ? "floor" : "wall",
        networks: {},
        prop: null,
        leaks: [],
        hazards: {},
        bands: {},
        blocks: {},
        robot: false,
        doors: [],
      };
    }
  }
  return cells;
}

export interface Common {
  width: number;
  height: number;
  terrain: readonly string[];
  props: readonly (Prop & { service?: ServiceState; required?: boolean })[];
  leaks: readonly { id: string; carrier: Carrier; at: Pos; access: Pos | null; repaired: boolean }[];
  robot: Pos;
}

const EVERY_ROW = () => true;

/** The cells of the rows `rows` picks with terrain, props, doors, leaks and the robot; the others undefined. */
export function fillCommon(input: Common, rows: (y: number) => boolean = EVERY_ROW): (MapCell | undefined)[] {
  const { width, height } = input;
  const cells = emptyCells(width, height, input.terrain, rows);
  const cell = (p: Pos | null | undefined) =>
    p && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height ? cells[p.y * width + p.x] : undefined;
  for (const prop of input.props) {
    const target = cell(prop.at);
    if (target && !target.prop) target.prop = mapProp(prop);
    if (prop.kind === "door" && prop.edge) {
      const [a, b] = prop.edge;
      const sideA = sideTowards(a, b);
      const sideB = sideTowards(b, a);
      if (sideA) cell(a)?.doors.push({ side: sideA, open: prop.open, id: prop.id });
      if (sideB) cell(b)?.doors.push({ side: sideB, open: prop.open, id: prop.id });
    }
  }
  for (const leak of input.leaks) {
    const face = leak.carrier === "electricity" && leak.access ? sideTowards(leak.at, leak.access) : null;
    cell(leak.at)?.leaks.push({ id: leak.id, carrier: leak.carrier, face, repaired: leak.repaired });
  }
  const robot = cell(input.robot);
  if (robot) robot.robot = true;
  return cells;
}

/** Links each network cell to its same-carrier neighbours (`has` says where the carrier is). */
export function linkNetworks(
  cells: readonly (MapCell | undefined)[],
  width: number,
  height: number,
  has: (carrier: Carrier, x: number, y: number) => boolean = (carrier, x, y) =>
    cells[y * width + x]?.networks[carrier] !== undefined,
): void {
  for (const c of cells) {
    if (!c) continue;
    for (const carrier of CARRIERS) {
      const net = c.networks[carrier];
      if (!net) continue;
      for (const d of DIRECTIONS) {
        const x = c.at.x + DIRECTION_DELTA[d].x;
        const y = c.at.y + DIRECTION_DELTA[d].y;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if (has(carrier, x, y)) net.links.push(d);
      }
    }
  }
}

/** The gameplay preview's map: the engine's view (underground only when the view includes it). */
export function mapFromView(view: GameView): MapModel {
  const { width, height } = view;
  // Every row is filled (no row filter), so no cell is undefined.
  const cells = fillCommon({ ...view, robot: view.robot.at }) as MapCell[];
  for (const h of view.hazards) {
    const c = cells[h.at.y * width + h.at.x];
    if (!c) continue;
    for (const e of ELEMENTS) {
      if (h.values[e] > 0) {
        c.hazards[e] = h.values[e];
        c.bands[e] = h.bands[e];
      }
    }
    for (const carrier of CARRIERS) if (h.blocks[carrier] > 0) c.blocks[carrier] = h.blocks[carrier];
  }
  if (view.underground) {
    for (const carrier of CARRIERS) {
      for (const n of view.underground[carrier].cells) {
        const c = cells[n.at.y * width + n.at.x];
        if (!c) continue;
        c.networks[carrier] = {
          leaking: n.state === "leaking",
          links: [],
          amount: n.amount,
          potential: n.potential,
          amountBand: n.amountBand,
          potentialBand: n.potentialBand,
        };
      }
    }
    linkNetworks(cells, width, height);
  }
  return { width, height, cells, undergroundVisible: view.underground !== null };
}

const TITLE: Record<Prop["kind"], string> = {
  flow: "flow source",
  consumer: "consumer",
  "t-junction": "T-junction",
  "cross-junction": "cross-junction",
  door: "door",
  terminal: "all-seeing-eye terminal",
  "remedy-supply": "remedy supply",
  "reactor-control": "reactor control",
};

export const propTitle = (kind: Prop["kind"]): string => TITLE[kind];

/** A screen-reader sentence for one cell (the map's active cell is announced with it). */
export function describeCell(cell: MapCell, undergroundVisible: boolean): string {
  const parts = [`Cell ${cell.at.x},${cell.at.y}: ${cell.terrain}`];
  if (cell.robot) parts.push("robot");
  if (cell.prop) {
    const p = cell.prop;
    parts.push(
      `${p.carrier ? `${p.carrier} ` : ""}${TITLE[p.kind]} ${p.id} (${p.state}${p.service ? `, ${p.service}` : ""})`,
    );
  }
  if (undergroundVisible) {
    const nets = CARRIERS.filter((c) => cell.networks[c]).map(
      (c) => `${c}${cell.networks[c]?.leaking ? " leaking" : ""}`,
    );
    if (nets.length) parts.push(`underground ${nets.join(", ")}`);
  }
  const leaks = cell.leaks.filter((l) => !l.repaired);
  if (leaks.length)
    parts.push(`leaks ${leaks.map((l) => `${l.carrier}${l.face ? ` to the ${l.face}` : ""}`).join(", ")}`);
  const hazards = ELEMENTS.filter((e) => (cell.hazards[e] ?? 0) > 0).map(
    (e) => `${e} ${formatValue(cell.hazards[e] ?? 0)}${cell.bands[e] ? ` ${cell.bands[e]}` : ""}`,
  );
  if (hazards.length) parts.push(hazards.join(", "));
  const blocks = CARRIERS.filter((c) => (cell.blocks[c] ?? 0) > 0).map(
    (c) => `${c} blocked for ${cell.blocks[c]} ${cell.blocks[c] === 1 ? "turn" : "turns"}`,
  );
  if (blocks.length) parts.push(blocks.join(", "));
  for (const d of cell.doors) parts.push(`door ${d.id} ${d.open ? "open" : "closed"} on the ${d.side} edge`);
  return parts.join("; ");
}
