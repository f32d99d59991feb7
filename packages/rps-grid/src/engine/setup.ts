import { createRng, nextInt, nextRange, type RngState, shuffleInPlace } from "@rulekit/core";
import { PIECE_TYPES, type PieceType } from "../constants.js";
import type { Cell, RuleSet } from "../schema/rule-set-shape.js";
import { baseArmy } from "./board-shape.js";

/** Where everything stands at the start of a seeded game (before it becomes a position). */
export interface Setup {
  /** The type on each starting cell of each player (null = the cell stays empty). */
  armies: [(PieceType | null)[], (PieceType | null)[]];
  /** The seeded extra type (randomExtraPiece), or null. */
  extraPiece: PieceType | null;
  /** Power-up cells, row-major. */
  powerUps: Cell[];
}

/**
 * The seeded setup, exactly as docs/rps-grid/setup.md describes it (other implementations must
 * reproduce it draw for draw):
 * 1. `rng = createRng(seed)` (cyrb128 over the seed's UTF-8 bytes → sfc32, 12 draws discarded).
 * 2. If `randomExtraPiece`: `extra = ["R","P","S"][nextInt(3)]`, added to both armies.
 * 3. Player 0's army as a list: every R, then every P, then every S, padded with empty slots to
 *    the number of starting cells; Fisher–Yates shuffled; slot i goes to `startingPositions[0][i]`.
 * 4. Player 1 mirrors it (slot i → `startingPositions[1][i]`) when the armies are symmetric and
 *    both sides have as many starting cells; otherwise its own list is built and shuffled next.
 * 5. If `powerUps`: `k = nextRange(1, 3)`; the candidate cells (row-major: enterable, not a home,
 *    no piece, no tile) are shuffled; the first `min(k, candidates)` are the items.
 */
export function seededSetup(
  rules: RuleSet,
  homes: readonly number[],
  cols: number,
  enterable: Uint8Array,
  tiles: Int16Array,
  seed: string,
): Setup {
  const rng = createRng(seed);
  const extraPiece = rules.randomExtraPiece ? (PIECE_TYPES[nextInt(rng, 3)] as PieceType) : null;
  const army0 = shuffledArmy(rng, rules, 0, extraPiece);
  const symmetric = !(rules.playerPieceTypes !== undefined && rules.symmetricArmies !== true);
  // Stryker disable MethodExpression: neither army list is changed after this, so sharing one is the same
  const army1 =
    symmetric && rules.startingPositions[0].length === rules.startingPositions[1].length
      ? army0.slice()
      : shuffledArmy(rng, rules, 1, extraPiece);
  // Stryker restore MethodExpression

  // Stryker disable next-line ArrayDeclaration: one non-cell entry places nothing (its letters index no cell of newGame's board)
  const powerUps: Cell[] = [];
  if (rules.powerUps === true) {
    const occupied = new Set<number>(homes);
    rules.startingPositions.forEach((cells, p) => {
      const army = p === 0 ? army0 : army1;
      cells.forEach(([r, c], i) => {
        if (army[i]) occupied.add(r * cols + c);
      });
    });
    const k = nextRange(rng, 1, 3);
    const candidates: number[] = [];
    for (let cell = 0; cell < enterable.length; cell++) {
      if (enterable[cell] === 1 && tiles[cell] === -1 && !occupied.has(cell)) candidates.push(cell);
    }
    shuffleInPlace(rng, candidates);
    // Stryker disable next-line ArrowFunction,ArithmeticOperator: the items' order is never seen: newGame marks their cells and the state lists them row-major
    const chosen = candidates.slice(0, Math.min(k, candidates.length)).sort((a, b) => a - b);
    for (const cell of chosen) powerUps.push([Math.floor(cell / cols), cell % cols]);
  }
  return { armies: [army0, army1], extraPiece, powerUps };
}

function shuffledArmy(
  rng: RngState,
  rules: RuleSet,
  player: 0 | 1,
  extra: PieceType | null,
): (PieceType | null)[] {
  const counts = baseArmy(rules, player);
  if (extra) counts[extra] += 1;
  const list: (PieceType | null)[] = [];
  for (const type of PIECE_TYPES) for (let i = 0; i < counts[type]; i++) list.push(type);
  while (list.length < rules.startingPositions[player].length) list.push(null);
  return shuffleInPlace(rng, list);
}
