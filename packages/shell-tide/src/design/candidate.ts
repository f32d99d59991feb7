import { nextInt, type RngState } from "@rulekit/core";
import { standardLayout } from "../level/layout.js";
import { ringEdges } from "../level/ring.js";
import type { Direction, Level, LevelNode } from "../level/schema.js";
import type { NormalOrder } from "./order.js";
import { randomBoard } from "./random-board.js";

/**
 * A candidate board of the design search: which nodes are wet pits, the starfish on each node and the
 * Current Arrows, on the standard ring (`right[i] = i + 1`) and layout of its template.
 */
export interface Candidate {
  pit: boolean[];
  starfish: number[];
  arrow: (Direction | null)[];
}

/**
 * A random candidate as the pack's first search drew them (pile limit, pile count and arrow count
 * first, then `randomBoard`): the same generator consumes the seed the same way, so a pack level found
 * on this stream is found again.
 */
export function randomCandidate(order: NormalOrder, rng: RngState): Candidate {
  const maxPile = 1 + nextInt(rng, order.starfish);
  const sandNodes = order.nodes - order.wetPits;
  const piles = 2 + nextInt(rng, Math.min(sandNodes, order.starfish) - 1);
  const { min, max } = order.currentArrows;
  const arrows = max === 0 ? 0 : min + nextInt(rng, max - min + 1);
  const level = randomBoard(rng, {
    nodes: order.nodes,
    wetPits: order.wetPits,
    starfish: order.starfish,
    finalTideSweep: order.finalTideSweep,
    currentArrows: arrows,
    maxPile,
    piles,
  });
  return candidateOf(level);
}

export function candidateOf(level: Level): Candidate {
  return {
    pit: level.nodes.map((node) => node.type === "wet_pit"),
    starfish: level.nodes.map((node) => node.starfish),
    arrow: level.nodes.map((node) => node.currentDirection ?? null),
  };
}

/** The level file of a candidate (key order of the pack's files: identity, board, rules, layout). */
export function candidateLevel(order: NormalOrder, candidate: Candidate, id: string, name?: string): Level {
  const nodes: LevelNode[] = candidate.pit.map((pit, index) => {
    if (pit) return { index, type: "wet_pit", starfish: 0 };
    const node: LevelNode = { index, type: "sand", starfish: candidate.starfish[index]! };
    const arrow = candidate.arrow[index];
    if (arrow) node.currentDirection = arrow;
    return node;
  });
  return {
    id,
    ...(name === undefined ? {} : { name }),
    nodes,
    edges: ringEdges(order.nodes),
    rules: { finalTideSweep: order.finalTideSweep, wetPitRescue: order.wetPits > 0 },
    layout: standardLayout(order.nodes === 8 ? "3x3" : "4x4"),
  };
}

function pickWhere(rng: RngState, n: number, test: (i: number) => boolean): number {
  const options: number[] = [];
  for (let i = 0; i < n; i++) if (test(i)) options.push(i);
  return options.length === 0 ? -1 : options[nextInt(rng, options.length)]!;
}

/**
 * One small change that keeps the order's counts (wet pits, starfish, Current Arrows): move a
 * starfish, move a whole pile, move a wet pit, or move or turn a Current Arrow. Returns a new
 * candidate (the input is not changed); the same one when no change applies.
 */
export function mutateCandidate(candidate: Candidate, rng: RngState): Candidate {
  const next: Candidate = {
    pit: candidate.pit.slice(),
    starfish: candidate.starfish.slice(),
    arrow: candidate.arrow.slice(),
  };
  const n = next.pit.length;
  const sand = (i: number) => !next.pit[i];
  const kind = nextInt(rng, 10);
  if (kind < 7) {
    const from = pickWhere(rng, n, (i) => sand(i) && next.starfish[i]! > 0);
    const to = pickWhere(rng, n, (i) => sand(i) && i !== from);
    if (from < 0 || to < 0) return next;
    // a single starfish most of the time, the whole pile otherwise
    const count = kind < 5 ? 1 : next.starfish[from]!;
    next.starfish[from]! -= count;
    next.starfish[to]! += count;
    return next;
  }
  if (kind === 7) {
    const pit = pickWhere(rng, n, (i) => next.pit[i]!);
    const to = pickWhere(rng, n, sand);
    if (pit < 0 || to < 0) return next;
    next.pit[pit] = false;
    next.pit[to] = true;
    next.starfish[pit] = next.starfish[to]!;
    next.starfish[to] = 0;
    next.arrow[pit] = next.arrow[to]!;
    next.arrow[to] = null;
    return next;
  }
  const arrow = pickWhere(rng, n, (i) => next.arrow[i] !== null);
  if (arrow < 0) return next;
  if (kind === 8) {
    next.arrow[arrow] = next.arrow[arrow] === "left" ? "right" : "left";
    return next;
  }
  const to = pickWhere(rng, n, (i) => sand(i) && next.arrow[i] === null);
  if (to < 0) return next;
  next.arrow[to] = next.arrow[arrow]!;
  next.arrow[arrow] = null;
  return next;
}

/**
 * The same board up to the ring's symmetries (a rotation, and a mirror that swaps left and right)
 * gives the same key: "distinct boards" are distinct under the rules, not only on screen.
 */
export function candidateKey(candidate: Candidate): string {
  const n = candidate.pit.length;
  const cell = (i: number, mirrored: boolean) => {
    if (candidate.pit[i]) return "W";
    const arrow = candidate.arrow[i];
    const turned = arrow && mirrored ? (arrow === "left" ? "right" : "left") : arrow;
    return `${candidate.starfish[i]}${turned ? turned[0] : ""}`;
  };
  let best: string | null = null;
  for (let shift = 0; shift < n; shift++) {
    for (const mirrored of [false, true]) {
      const cells: string[] = [];
      for (let j = 0; j < n; j++) {
        const i = mirrored ? (shift - j + n) % n : (shift + j) % n;
        cells.push(cell(i, mirrored));
      }
      const key = cells.join(",");
      if (best === null || key < best) best = key;
    }
  }
  return best!;
}
