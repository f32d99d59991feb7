import { CARRIERS, type Carrier, NETWORK_CHARS, TERRAIN_CHARS } from "../constants.js";
import type { Level } from "../level/schema.js";
import { buildTopology, type Topology } from "./topology.js";

/** Floor flags of a level (1 = floor), flat `y * width + x`. */
export function floorFlags(level: Level): Uint8Array {
  const floor = new Uint8Array(level.width * level.height);
  for (let y = 0; y < level.height; y++) {
    // Stryker disable next-line StringLiteral: a missing row has no floor cell, and neither has any other text without "."
    const row = level.terrain[y] ?? "";
    for (let x = 0; x < level.width; x++) floor[y * level.width + x] = row[x] === TERRAIN_CHARS.floor ? 1 : 0;
  }
  return floor;
}

/** The level's authored underground cells, flat (1 = present). */
export function presentFlags(level: Level, carrier: Carrier): number[] {
  const out = new Array<number>(level.width * level.height).fill(0);
  for (let y = 0; y < level.height; y++) {
    // Stryker disable next-line StringLiteral: a missing row has no network cell, and neither has any other text without "+"
    const row = level.networks[carrier][y] ?? "";
    for (let x = 0; x < level.width; x++) if (row[x] === NETWORK_CHARS.present) out[y * level.width + x] = 1;
  }
  return out;
}

export function levelTopology(level: Level): Topology {
  const present = {} as Record<Carrier, number[]>;
  for (const c of CARRIERS) present[c] = presentFlags(level, c);
  return buildTopology({
    width: level.width,
    height: level.height,
    floor: floorFlags(level),
    props: level.props,
    present,
  });
}

const cache = new WeakMap<Level, Map<string, Topology>>();

/** Whether `topology` was built from exactly these underground cells. */
function builtFrom(topology: Topology, present: Record<Carrier, ArrayLike<number>>): boolean {
  return CARRIERS.every((c) => {
    const built = topology.carriers[c].present;
    const given = present[c];
    for (let i = 0; i < built.length; i++) if (built[i] !== (given[i] ? 1 : 0)) return false;
    return true;
  });
}

/**
 * The topology of a running game. Props never move and only rule effects remove network cells, so it
 * is cached per level object and the list of removed cells. A state made by hand may share its level
 * with a game yet hold other underground cells, so a cached topology is used only when it was built
 * from the cells asked about.
 */
export function runtimeTopology(
  level: Level,
  networkEdits: readonly string[],
  present: Record<Carrier, ArrayLike<number>>,
): Topology {
  const byEdits = cache.get(level) ?? new Map<string, Topology>();
  cache.set(level, byEdits);
  // Stryker disable next-line StringLiteral: a cache key; what it finds is used only when built from the same cells
  const key = networkEdits.join("|");
  const cached = byEdits.get(key);
  if (cached && builtFrom(cached, present)) return cached;
  const topology = buildTopology({
    width: level.width,
    height: level.height,
    floor: floorFlags(level),
    props: level.props,
    present,
  });
  byEdits.set(key, topology);
  return topology;
}
