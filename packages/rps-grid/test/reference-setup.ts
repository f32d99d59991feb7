import { createRng, nextInt, nextRange, shuffleInPlace } from "@rulekit/core";
import type { Cell, RuleSet } from "../src/index.ts";

type Slot = "R" | "P" | "S" | null;

/**
 * A second reading of docs/rps-grid/setup.md over the RuleSet JSON (no engine code): each player's type per
 * starting slot and the power-up cells, draw for draw. The oracle `newGame`'s setup is compared with.
 */
export function referenceSetup(rules: RuleSet, seed: string): { armies: [Slot[], Slot[]]; powerUps: Cell[] } {
  const rng = createRng(seed);
  const extra = rules.randomExtraPiece ? (["R", "P", "S"] as const)[nextInt(rng, 3)]! : null;
  const ownCounts = rules.playerPieceTypes !== undefined && rules.symmetricArmies !== true;
  const army = (p: 0 | 1): Slot[] => {
    const counts = (ownCounts ? rules.playerPieceTypes![p] : rules.pieceTypes) ?? rules.pieceTypes;
    const list: Slot[] = [];
    for (const type of ["R", "P", "S"] as const) {
      const n = (counts[type] ?? 0) + (extra === type ? 1 : 0);
      for (let i = 0; i < n; i++) list.push(type);
    }
    while (list.length < rules.startingPositions[p].length) list.push(null);
    return shuffleInPlace(rng, list);
  };
  const first = army(0);
  const mirrored = !ownCounts && rules.startingPositions[0].length === rules.startingPositions[1].length;
  const second = mirrored ? [...first] : army(1);

  const powerUps: Cell[] = [];
  if (rules.powerUps === true) {
    const rows = rules.boardRows ?? rules.boardSize;
    const cols = rules.boardCols ?? rules.boardSize;
    const taken = new Set<string>();
    for (const [r, c] of [...rules.homes, ...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])])
      taken.add(`${r},${c}`);
    for (const t of rules.tiles ?? []) taken.add(`${t.row},${t.col}`);
    [first, second].forEach((slots, p) => {
      rules.startingPositions[p]!.forEach(([r, c], i) => {
        if (slots[i] !== null) taken.add(`${r},${c}`);
      });
    });
    const k = nextRange(rng, 1, 3);
    const candidates: Cell[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) if (!taken.has(`${r},${c}`)) candidates.push([r, c]);
    shuffleInPlace(rng, candidates);
    const chosen = candidates.slice(0, Math.min(k, candidates.length));
    chosen.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    powerUps.push(...chosen);
  }
  return { armies: [first, second], powerUps };
}
