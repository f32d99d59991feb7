import { assemblePackProof, packLevelProof } from "../balance/pack-proof.js";
import type { PackProof } from "../balance/types.js";
import { type DesignedLevel, type DesignOptions, designLevel } from "./design-level.js";
import { levelFileName, PACK_TABLE } from "./pack-table.js";

export interface DesignedPack {
  levels: DesignedLevel[];
  /** Levels for which no candidate met the gates. */
  missing: number[];
  proof: PackProof;
}

/**
 * Designs the levels of the table (all, or `only`) with the seeded search and proves the result.
 * The same seed and budget always give the same boards, byte for byte.
 */
export function designPack(options: DesignOptions & { only?: readonly number[] } = {}): DesignedPack {
  const rows = PACK_TABLE.filter((row) => !options.only || options.only.includes(row.level));
  const levels: DesignedLevel[] = [];
  const missing: number[] = [];
  for (const row of rows) {
    const designed = designLevel(row, options);
    if (designed) levels.push(designed);
    else missing.push(row.level);
  }
  // each designed level carries its proof already: the pack proof is assembled, not proven again
  const entries = levels.map((d) =>
    packLevelProof({ level: d.row.level, file: levelFileName(d.row.level), data: d.level }, d.proof),
  );
  return { levels, missing, proof: assemblePackProof(entries) };
}

/** A level file's text: two-space JSON with a final newline (what the pack stores). */
export function levelFileText(level: unknown): string {
  return `${JSON.stringify(level, null, 2)}\n`;
}
