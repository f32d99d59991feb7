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

/**
 * The topology of a running game. Props never move and only rule effects remove network cells, so it is
 * cached per level object and set of underground cells (a state made by hand may hold other cells than
 * the game it shares its level with).
 */
export function runtimeTopology(level: Level, present: Record<Carrier, ArrayLike<number>>): Topology {
  const byCells = cache.get(level) ?? new Map<string, Topology>();
  cache.set(level, byCells);
  // Stryker disable next-line StringLiteral: a cache key; any separators keep cell sets apart (each layer has width × height cells)
  const key = CARRIERS.map((c) => Array.from(present[c], (v) => (v ? 1 : 0)).join("")).join("|");
  const topology =
    byCells.get(key) ??
    buildTopology({
      width: level.width,
      height: level.height,
      floor: floorFlags(level),
      props: level.props,
      present,
    });
  byCells.set(key, topology);
  return topology;
}
