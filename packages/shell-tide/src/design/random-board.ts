import { createRng, nextInt, type RngState, shuffleInPlace } from "@rulekit/core";
import { standardLayout, templateForNodeCount } from "../level/layout.js";
import { ringEdges } from "../level/ring.js";
import type { Direction, Level, LevelNode } from "../level/schema.js";

export interface RandomBoardSpec {
  nodes: number;
  wetPits: number;
  starfish: number;
  finalTideSweep: boolean;
  /** How many sand nodes get a Current Arrow (default 0). */
  currentArrows?: number;
  /** At most this many starfish on one node (default: no limit). */
  maxPile?: number;
  /**
   * How many sand nodes hold starfish (default: as it falls — every starfish lands on a uniformly
   * chosen sand node). With a count, that many distinct sand nodes get one each and the rest land
   * uniformly on them.
   */
  piles?: number;
}

/**
 * A random board drawn from `rng` (advanced in place): wet pits on distinct nodes, each starfish
 * dropped on a uniformly chosen sand node (respecting maxPile), Current Arrows on random sand nodes.
 */
export function randomBoard(rng: RngState, spec: RandomBoardSpec, id = "random"): Level {
  const n = spec.nodes;
  const order = shuffleInPlace(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  const pits = new Set(order.slice(0, spec.wetPits));
  const sand = order.slice(spec.wetPits).sort((a, b) => a - b);
  const counts = new Array<number>(n).fill(0);
  // A pile limit too small to hold every starfish is raised to the smallest one that can.
  const maxPile = Math.max(spec.maxPile ?? Number.POSITIVE_INFINITY, Math.ceil(spec.starfish / sand.length));
  let targets = sand;
  let placed = 0;
  if (spec.piles !== undefined) {
    const piles = Math.min(Math.max(1, spec.piles), sand.length, spec.starfish);
    targets = shuffleInPlace(rng, sand.slice()).slice(0, piles);
    for (const node of targets) counts[node] = 1;
    placed = piles;
  }
  const limit = Math.max(maxPile, Math.ceil(spec.starfish / targets.length));
  while (placed < spec.starfish) {
    const node = targets[nextInt(rng, targets.length)]!;
    if (counts[node]! >= limit) continue;
    counts[node]! += 1;
    placed++;
  }
  const arrows = new Map<number, Direction>();
  const arrowCandidates = shuffleInPlace(rng, sand.slice());
  for (const node of arrowCandidates.slice(0, spec.currentArrows ?? 0)) {
    arrows.set(node, nextInt(rng, 2) === 0 ? "left" : "right");
  }
  const nodes: LevelNode[] = counts.map((starfish, index) => {
    const node: LevelNode = { index, type: pits.has(index) ? "wet_pit" : "sand", starfish };
    const arrow = arrows.get(index);
    if (arrow) node.currentDirection = arrow;
    return node;
  });
  const template = templateForNodeCount(n);
  const level: Level = {
    id,
    nodes,
    edges: ringEdges(n),
    rules: { finalTideSweep: spec.finalTideSweep, wetPitRescue: spec.wetPits > 0 },
  };
  if (template) level.layout = standardLayout(template);
  return level;
}

/** The benchmark boards of the issue: 12 nodes, 2 wet pits, 16 starfish, Sweep on. */
export function benchmarkBoards(count: number, seed = "shell-tide-bench"): Level[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) =>
    randomBoard(rng, { nodes: 12, wetPits: 2, starfish: 16, finalTideSweep: true }, `bench-${i + 1}`),
  );
}
