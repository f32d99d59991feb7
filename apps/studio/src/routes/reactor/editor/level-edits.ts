import {
  type Carrier,
  DIRECTIONS,
  type Element,
  setHazard as engineSetHazard,
  setNetworkCell as engineSetNetworkCell,
  setTerrain as engineSetTerrain,
  type Hazard,
  hasNetworkCell,
  inBounds,
  isFloor,
  type Leak,
  type Level,
  move,
  nextId,
  type Pos,
  type Prop,
  propAt,
  removeProp,
  samePos,
  type Terrain,
  terrainAt,
} from "@rulekit/reactor";

/**
 * Authoring edits over a level value, on top of the engine's editing helpers. Each returns a new level,
 * or the very same level when nothing changes (so a click that changes nothing adds no undo step).
 * Whether the result is valid is the engine validator's call, never the editor's.
 */

export const inside = (level: Pick<Level, "width" | "height">, p: Pos): boolean =>
  inBounds(level.width, level.height, p);

/** Null-tolerant position equality (bindings, edges and faces may be unset). */
export const sameCell = (a: Pos | null | undefined, b: Pos | null | undefined): boolean =>
  Boolean(a && b && samePos(a, b));

export function hazardAt(level: Level, p: Pos): Hazard | undefined {
  return level.hazards.find((h) => samePos(h.at, p));
}

export function leaksAt(level: Level, p: Pos): Leak[] {
  return level.leaks.filter((leak) => samePos(leak.at, p));
}

export function setTerrain(level: Level, p: Pos, terrain: Terrain): Level {
  if (!inside(level, p) || terrainAt(level, p) === terrain) return level;
  return engineSetTerrain(level, p, terrain);
}

/** Adds or removes an underground cell; removing one also removes the leaks of that cell. */
export function setNetworkCell(level: Level, carrier: Carrier, p: Pos, present: boolean): Level {
  if (!inside(level, p) || hasNetworkCell(level, carrier, p) === present) return level;
  const next = engineSetNetworkCell(level, carrier, p, present);
  if (present) return next;
  return { ...next, leaks: next.leaks.filter((leak) => !(leak.carrier === carrier && samePos(leak.at, p))) };
}

/** The floor neighbour an electricity leak in a wall emits into by default (north, east, south, west). */
export function defaultEmissionFace(level: Level, p: Pos): Pos | null {
  for (const d of DIRECTIONS) {
    const n = move(p, d);
    if (isFloor(level, n)) return n;
  }
  return null;
}

/**
 * Adds a leak of `carrier` at `p` (creating the underground cell when missing), or removes the one already
 * there. Fuel/coolant leaks are reached from their own cell; electricity leaks get a default emission face.
 */
export function toggleLeak(level: Level, carrier: Carrier, p: Pos): Level {
  if (!inside(level, p)) return level;
  const existing = level.leaks.find((leak) => leak.carrier === carrier && samePos(leak.at, p));
  if (existing) return { ...level, leaks: level.leaks.filter((leak) => leak !== existing) };
  const withCell = setNetworkCell(level, carrier, p, true);
  const leak: Leak = {
    id: nextId(level, `${carrier}-leak`),
    carrier,
    at: { x: p.x, y: p.y },
    access: carrier === "electricity" ? defaultEmissionFace(level, p) : { x: p.x, y: p.y },
    severity: 1,
    repaired: false,
  };
  return { ...withCell, leaks: [...withCell.leaks, leak] };
}

export function updateLeak(level: Level, id: string, patch: Partial<Omit<Leak, "id">>): Level {
  if (!level.leaks.some((leak) => leak.id === id)) return level;
  return { ...level, leaks: level.leaks.map((leak) => (leak.id === id ? { ...leak, ...patch } : leak)) };
}

export function removeLeak(level: Level, id: string): Level {
  return { ...level, leaks: level.leaks.filter((leak) => leak.id !== id) };
}

/** Replaces the prop `id` with `update(prop)` in place (the update may rename it). */
export function editProp(level: Level, id: string, update: (prop: Prop) => Prop): Level {
  if (!level.props.some((p) => p.id === id)) return level;
  return { ...level, props: level.props.map((p) => (p.id === id ? update(p) : p)) };
}

export function removePropAt(level: Level, p: Pos): Level {
  const prop = propAt(level, p);
  return prop ? removeProp(level, prop.id) : level;
}

/** Sets one initial surface amount on a cell (0, negative or not a number clears it). */
export function setHazard(level: Level, p: Pos, element: Element, amount: number): Level {
  if (!inside(level, p)) return level;
  const value = Number.isFinite(amount) && amount > 0 ? amount : 0;
  if ((hazardAt(level, p)?.[element] ?? 0) === value) return level;
  return engineSetHazard(level, p, element, value);
}

export function clearHazards(level: Level, p: Pos): Level {
  if (!hazardAt(level, p)) return level;
  return { ...level, hazards: level.hazards.filter((h) => !samePos(h.at, p)) };
}

export function setRobotStart(level: Level, p: Pos): Level {
  if (!inside(level, p) || samePos(level.robot.at, p)) return level;
  return { ...level, robot: { ...level.robot, at: { x: p.x, y: p.y } } };
}

/** What the eraser removes from a cell; underground layers only when their layer is shown. */
export interface EraseScope {
  prop: boolean;
  hazards: boolean;
  carriers: readonly Carrier[];
}

export function eraseCell(level: Level, p: Pos, scope: EraseScope): Level {
  let next = level;
  if (scope.prop) next = removePropAt(next, p);
  if (scope.hazards) next = clearHazards(next, p);
  for (const carrier of scope.carriers) next = setNetworkCell(next, carrier, p, false);
  return next;
}
