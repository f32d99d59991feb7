import fc from "fast-check";
import type { Direction, Level } from "../src/index.js";
import { type Cell, ringLevel } from "./helpers.js";

const cell = (maxPile: number): fc.Arbitrary<Cell> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Cell>("W") },
    { weight: 5, arbitrary: fc.integer({ min: 0, max: maxPile }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: maxPile }), fc.constantFrom<Direction>("left", "right"))
        .map((t): Cell => t),
    },
  );

const pile = (c: Cell) => (c === "W" ? 0 : Array.isArray(c) ? c[0] : c);

/**
 * Small random rings (custom sizes), at least one starfish, at most `maxStarfish` in all. With
 * `permutedEdges`, some levels get edges that are any permutation instead of the ring (reversible
 * edges are valid input: one or several cycles, self-loops included).
 */
export function levelArb(
  options: {
    minNodes?: number;
    maxNodes?: number;
    maxPile?: number;
    maxStarfish?: number;
    permutedEdges?: boolean;
  } = {},
) {
  const { minNodes = 3, maxNodes = 8, maxPile = 3, maxStarfish = 24, permutedEdges = false } = options;
  const weights = permutedEdges
    ? fc.option(fc.array(fc.nat(), { minLength: 1, maxLength: maxNodes }), { nil: null })
    : fc.constant(null);
  return fc
    .record({
      cells: fc.array(cell(maxPile), { minLength: minNodes, maxLength: maxNodes }),
      sweep: fc.boolean(),
      weights,
    })
    .filter(({ cells }) => {
      const total = cells.reduce((sum: number, c) => sum + pile(c), 0);
      return total > 0 && total <= maxStarfish;
    })
    .map(({ cells, sweep, weights }): Level => withEdges(ringLevel(cells, { sweep }), weights));
}

/** The level with right[i] = the i-th node in order of weight (a random permutation), left its inverse. */
function withEdges(level: Level, weights: number[] | null): Level {
  if (weights === null) return level;
  const n = level.nodes.length;
  const weight = (i: number) => weights[i % weights.length]!;
  const right = Array.from({ length: n }, (_, i) => i).sort((x, y) => weight(x) - weight(y) || x - y);
  const left = new Array<number>(n);
  right.forEach((to, from) => {
    left[to] = from;
  });
  return { ...level, edges: { left, right } };
}

/** Move choices: each picks a legal move by index (modulo the number of legal moves). */
export const choicesArb = fc.array(fc.nat(), { minLength: 1, maxLength: 10 });
