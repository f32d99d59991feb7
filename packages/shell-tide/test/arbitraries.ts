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

/** Small random rings (custom sizes), at least one starfish, at most `maxStarfish` in all. */
export function levelArb(
  options: { minNodes?: number; maxNodes?: number; maxPile?: number; maxStarfish?: number } = {},
) {
  const { minNodes = 3, maxNodes = 8, maxPile = 3, maxStarfish = 24 } = options;
  return fc
    .record({
      cells: fc.array(cell(maxPile), { minLength: minNodes, maxLength: maxNodes }),
      sweep: fc.boolean(),
    })
    .filter(({ cells }) => {
      const total = cells.reduce((sum: number, c) => sum + pile(c), 0);
      return total > 0 && total <= maxStarfish;
    })
    .map(({ cells, sweep }): Level => ringLevel(cells, { sweep }));
}

/** Move choices: each picks a legal move by index (modulo the number of legal moves). */
export const choicesArb = fc.array(fc.nat(), { minLength: 1, maxLength: 10 });
