import { CARRIERS, ELEMENTS, type Level } from "@rulekit/reactor";
import { fillCommon, linkNetworks, type MapCell, type MapModel } from "./map-model.ts";

/** The last map built from a level, for `mapFromLevel` to start from. */
export interface LevelMap {
  level: Level;
  model: MapModel;
}

/**
 * The rows whose cells can differ between two levels, or null when any row can (a different size, or a
 * change to the props, leaks, hazards or robot, which may sit anywhere). A row draws its own terrain and
 * networks, and links its network cells to the rows above and below: a change to row y's network touches
 * rows y − 1 to y + 1.
 */
function changedRows(before: Level, after: Level): Set<number> | null {
  if (
    before.width !== after.width ||
    before.height !== after.height ||
    before.props !== after.props ||
    before.leaks !== after.leaks ||
    before.hazards !== after.hazards ||
    before.robot !== after.robot
  )
    return null;
  const rows = new Set<number>();
  for (let y = 0; y < after.height; y++) {
    if (before.terrain[y] !== after.terrain[y]) rows.add(y);
    for (const carrier of CARRIERS) {
      if (before.networks[carrier][y] !== after.networks[carrier][y]) {
        rows.add(y - 1);
        rows.add(y);
        rows.add(y + 1);
      }
    }
  }
  return rows;
}

/**
 * The editor's map: every authored layer of the level. Given the last map built (`previous`), the rows an
 * edit cannot have touched keep their cell objects, and only the others are built again: painting a wall
 * or a pipe on a 64×64 map builds one to three rows, not 4,096 cells.
 */
export function mapFromLevel(level: Level, previous: LevelMap | null = null): MapModel {
  const { width, height } = level;
  const changed = previous ? changedRows(previous.level, level) : null;
  const rebuild = changed ? (y: number) => changed.has(y) : () => true;
  const cells = fillCommon({ ...level, robot: level.robot.at }, rebuild);
  for (const c of cells) {
    if (!c) continue;
    for (const carrier of CARRIERS) {
      if (level.networks[carrier][c.at.y]?.[c.at.x] === "+") {
        const leaking = c.leaks.some((l) => l.carrier === carrier && !l.repaired);
        c.networks[carrier] = { leaking, links: [] };
      }
    }
  }
  for (const h of level.hazards) {
    const c = cells[h.at.y * width + h.at.x];
    if (!c || h.at.x < 0 || h.at.x >= width) continue;
    for (const e of ELEMENTS) if (h[e]) c.hazards[e] = h[e];
  }
  linkNetworks(cells, width, height, (carrier, x, y) => level.networks[carrier][y]?.[x] === "+");
  // A for loop, not map(): the rows left out are holes, which map() would keep as holes.
  const reused = previous?.model.cells ?? [];
  const all: MapCell[] = [];
  for (let i = 0; i < width * height; i++) all.push(cells[i] ?? (reused[i] as MapCell));
  return { width, height, cells: all, undergroundVisible: true };
}
