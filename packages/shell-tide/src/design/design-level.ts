import type { LevelProof } from "../balance/types.js";
import type { Level } from "../level/schema.js";
import { packBudget, type SearchBudget } from "./design-search.js";
import {
  type DesignProgress,
  type DesignResult,
  type DesignToOrderOptions,
  designToOrder,
} from "./design-to-order.js";
import type { DesignDistance } from "./distance.js";
import { orderOfRow } from "./order.js";
import { PACK_ID, type PackTableRow } from "./pack-table.js";

export const DEFAULT_DESIGN_SEED = "shell-tide/full-rescue-v2";

export interface DesignOptions {
  seed?: string;
  /**
   * Any part of the search budget to change (default: `packBudget` of the row's board size, the budget
   * the pack was designed with).
   */
  budget?: Partial<SearchBudget>;
  /** Random boards each restart draws before it climbs (the first search's `maxCandidates`). */
  maxCandidates?: number;
  /** Called as the search goes (progress output). */
  onProgress?: (row: PackTableRow, progress: DesignProgress) => void;
}

export interface DesignedLevel {
  row: PackTableRow;
  level: Level;
  proof: LevelProof;
  /** Candidates the search evaluated (screened; the proven ones are `proven`). */
  candidates: number;
  proven: number;
  /** The restart whose board this is (0: the seed's first stream). */
  restart: number;
  p75Matches: boolean;
  /** Every exact column of the table, bands, mid-game routes and focus. */
  meetsTable: boolean;
  /** …and both seed gates. */
  meetsGates: boolean;
  distance: DesignDistance;
  focus: string;
}

/** Everything a pack board must have besides P75 and the gates (the first search's test, kept for callers). */
export function meetsDesignGates(row: PackTableRow, proof: LevelProof): boolean {
  return (
    proof.optimalTurns === row.optimalTurns &&
    proof.maxTurns === row.maxTurns &&
    proof.bands.three !== null &&
    proof.bands.two !== null &&
    proof.bands.one !== null &&
    proof.midGame.length > 0 &&
    proof.midGame.every((m) => m.winningMoves >= 2)
  );
}

/** The search options of a table row: its seed `<seed>/L<n>`, the pack's id and name for the level. */
export function rowDesign(row: PackTableRow, options: DesignOptions = {}): DesignToOrderOptions {
  const id = `${PACK_ID}-${String(row.level).padStart(2, "0")}`;
  return {
    seed: `${options.seed ?? DEFAULT_DESIGN_SEED}/L${row.level}`,
    budget: {
      // the budget the pack was designed with, so its levels come out again
      ...packBudget(row),
      ...options.budget,
      ...(options.maxCandidates ? { draws: options.maxCandidates } : {}),
    },
    id: () => id,
    name: () => `L${row.level} · ${row.focus}`,
    ...(options.onProgress ? { onProgress: (p: DesignProgress) => options.onProgress?.(row, p) } : {}),
  };
}

/** A row's design result as a pack level (null when the search returned no board). */
export function designedLevelOf(row: PackTableRow, result: DesignResult): DesignedLevel | null {
  const board = result.boards[0];
  if (!board) return null;
  return {
    row,
    level: board.level,
    proof: board.proof,
    candidates: result.evaluations,
    proven: result.proofs,
    restart: board.restart,
    p75Matches: board.proof.p75 === row.p75,
    meetsTable: board.meetsOrder,
    meetsGates: board.meetsOrder && board.meetsGates,
    distance: board.distance,
    focus: board.focus
      ? board.focus.ok
        ? board.focus.note
        : `not shown (${board.focus.note})`
      : "no focus check",
  };
}

/**
 * One level of the table, designed to order (`designToOrder` with the row's figures, focus and
 * emotion seed) from the seed `<seed>/L<n>`: its restart 0 draws the boards the pack's first search
 * drew, in the same order, so a level that already met the table and the gates there is found again.
 * Null only when the search returned no board at all.
 */
export function designLevel(row: PackTableRow, options: DesignOptions = {}): DesignedLevel | null {
  return designedLevelOf(row, designToOrder(orderOfRow(row), rowDesign(row, options)));
}
