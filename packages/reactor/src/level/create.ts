import { NETWORK_CHARS, TERRAIN_CHARS } from "../constants.js";
import type { Level, LevelMeta } from "./schema.js";

const rows = (width: number, height: number, ch: string): string[] =>
  Array.from({ length: height }, () => ch.repeat(width));

/**
 * A blank level: all floor, no underground cells, no props, the robot at (0,0). It does not validate
 * yet (a level needs a reactor); editors start from it.
 */
export function createEmptyLevel(width: number, height: number, meta: Partial<LevelMeta> = {}): Level {
  return {
    meta: {
      id: meta.id ?? "untitled",
      title: meta.title ?? "Untitled level",
      description: meta.description ?? "",
      ...(meta.teaches === undefined ? {} : { teaches: meta.teaches }),
    },
    width,
    height,
    terrain: rows(width, height, TERRAIN_CHARS.floor),
    networks: {
      fuel: rows(width, height, NETWORK_CHARS.absent),
      coolant: rows(width, height, NETWORK_CHARS.absent),
      electricity: rows(width, height, NETWORK_CHARS.absent),
    },
    hazards: [],
    props: [],
    leaks: [],
    robot: { at: { x: 0, y: 0 }, inventory: [], heatImmunity: 0 },
    events: [],
    diagnosticsUnlocked: false,
  };
}
