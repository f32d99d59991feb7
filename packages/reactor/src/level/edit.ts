import { type Carrier, type Element, NETWORK_CHARS, TERRAIN_CHARS, type Terrain } from "../constants.js";
import { inBounds, samePos } from "../model/geometry.js";
import type { Hazard, Level, Pos, Prop } from "./schema.js";

/**
 * Pure editing helpers for editors: each returns a new level and leaves its input untouched.
 * Out-of-bounds positions return the level unchanged.
 */

const setChar = (row: string, x: number, ch: string) => row.slice(0, x) + ch + row.slice(x + 1);

function setRowChar(rows: string[], p: Pos, ch: string): string[] {
  return rows.map((row, y) => (y === p.y ? setChar(row, p.x, ch) : row));
}

export function setTerrain(level: Level, p: Pos, terrain: Terrain): Level {
  if (!inBounds(level.width, level.height, p)) return level;
  return { ...level, terrain: setRowChar(level.terrain, p, TERRAIN_CHARS[terrain]) };
}

export function setNetworkCell(level: Level, carrier: Carrier, p: Pos, present: boolean): Level {
  if (!inBounds(level.width, level.height, p)) return level;
  const ch = present ? NETWORK_CHARS.present : NETWORK_CHARS.absent;
  return { ...level, networks: { ...level.networks, [carrier]: setRowChar(level.networks[carrier], p, ch) } };
}

/** Places `prop`, replacing any prop with the same id or on the same cell. */
export function placeProp(level: Level, prop: Prop): Level {
  const kept = level.props.filter((p) => p.id !== prop.id && !samePos(p.at, prop.at));
  return { ...level, props: [...kept, prop] };
}

export function removeProp(level: Level, id: string): Level {
  return { ...level, props: level.props.filter((p) => p.id !== id) };
}

/** Replaces the prop with `prop.id`, keeping its position in the list. */
export function updateProp(level: Level, prop: Prop): Level {
  return { ...level, props: level.props.map((p) => (p.id === prop.id ? prop : p)) };
}

/** Sets one initial hazard amount on a cell (0 removes it; an entry with nothing left is dropped). */
export function setHazard(level: Level, p: Pos, element: Element, amount: number): Level {
  const existing = level.hazards.find((h) => samePos(h.at, p));
  const rest = level.hazards.filter((h) => h !== existing);
  const next: Hazard = { ...(existing ?? { at: { x: p.x, y: p.y } }) };
  if (amount > 0) next[element] = amount;
  else delete next[element];
  const empty =
    next.fuel === undefined &&
    next.coolant === undefined &&
    next.electricity === undefined &&
    next.heat === undefined;
  return { ...level, hazards: empty ? rest : [...rest, next] };
}

/**
 * Resizes the grids (new cells are floor without network cells); props, leaks, hazards and the robot are
 * kept as they are, so anything now out of bounds shows up as a validation error to fix.
 */
export function resizeLevel(level: Level, width: number, height: number): Level {
  const fit = (rows: string[], fill: string) =>
    Array.from({ length: height }, (_, y) => (rows[y] ?? "").slice(0, width).padEnd(width, fill));
  return {
    ...level,
    width,
    height,
    terrain: fit(level.terrain, TERRAIN_CHARS.floor),
    networks: {
      fuel: fit(level.networks.fuel, NETWORK_CHARS.absent),
      coolant: fit(level.networks.coolant, NETWORK_CHARS.absent),
      electricity: fit(level.networks.electricity, NETWORK_CHARS.absent),
    },
  };
}

/** An id not yet used by any prop, leak or rule event: `prefix-1`, `prefix-2`, … */
export function nextId(level: Level, prefix: string): string {
  const used = new Set([
    ...level.props.map((p) => p.id),
    ...level.leaks.map((l) => l.id),
    ...level.events.map((e) => e.id),
  ]);
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}
