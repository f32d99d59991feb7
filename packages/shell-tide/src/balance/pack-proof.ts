import { PACK_ID, PACK_TABLE, type PackTableRow } from "../design/pack-table.js";
import { LAYOUT_TEMPLATES } from "../level/layout.js";
import type { Level } from "../level/schema.js";
import { PLAUSIBLE_DEFINITION } from "./definition.js";
import { GATE_DEFINITIONS } from "./gate-definitions.js";
import { type ProveOptions, proveLevel } from "./prove-level.js";
import type { LevelProof, PackLevelProof, PackProof, TableDifference } from "./types.js";

export const PACK_PROOF_FORMAT = "rulekit.shell-tide.pack-proof" as const;

export interface PackLevelInput {
  /** 1-based level number (its row in the table). */
  level: number;
  file: string;
  data: Level;
}

/** Which of the table's exact columns a level and its proof break (empty: it meets the table). */
export function tableMismatches(row: PackTableRow, level: Level, proof: LevelProof): string[] {
  const problems: string[] = [];
  const check = (name: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) problems.push(`${name}: ${String(actual)} (table: ${String(expected)})`);
  };
  check("nodes", proof.nodeCount, row.nodes);
  check("wet pits", proof.wetPits, row.wetPits);
  check("starfish", proof.objective, row.starfish);
  check("optimalTurns", proof.optimalTurns, row.optimalTurns);
  check("maxTurns", proof.maxTurns, row.maxTurns);
  check("level maxTurns", level.balance?.maxTurns, row.maxTurns);
  check("level optimalTurns", level.balance?.optimalTurns, row.optimalTurns);
  // The proof's maxTurns is O + R; a level file that says otherwise overrides it and must say why.
  if (level.balance && level.balance.maxTurns !== proof.maxTurns && level.balance.reason === undefined)
    problems.push(
      `level maxTurns: ${level.balance.maxTurns} overrides the proven ${proof.maxTurns} without a reason`,
    );
  check("finalTideSweep", level.rules.finalTideSweep, row.finalTideSweep);
  check("wetPitRescue", level.rules.wetPitRescue, row.wetPits > 0);
  check("Current Arrows", proof.currentArrows > 0, row.currentArrows);
  check("layout", level.layout?.template, row.nodes === 8 ? "3x3" : "4x4");
  return problems;
}

/** Why a level's P75 differs from the table (empty when it does not). */
export function p75Differences(row: PackTableRow, proof: LevelProof): TableDifference[] {
  if (proof.p75 === row.p75) return [];
  return [
    {
      field: "p75",
      table: row.p75,
      actual: proof.p75,
      reason:
        "P75 is a property of the board under the fixed plausible-path definition (balance.md); the design " +
        "search returned the closest board it found within its budget, and none of them had the table's P75.",
    },
  ];
}

/** A level's entry in the pack proof, from its own proof. */
export function packLevelProof(input: PackLevelInput, proof: LevelProof): PackLevelProof {
  const row = PACK_TABLE[input.level - 1];
  if (!row) throw new RangeError(`no table row for level ${input.level}`);
  return {
    level: input.level,
    file: input.file,
    table: row,
    ...proof,
    meetsTable: tableMismatches(row, input.data, proof).length === 0,
    differences: p75Differences(row, proof),
  };
}

/** The pack proof document of proven levels (proof.json). */
export function assemblePackProof(levels: PackLevelProof[]): PackProof {
  return {
    format: PACK_PROOF_FORMAT,
    formatVersion: 1,
    pack: PACK_ID,
    definition: PLAUSIBLE_DEFINITION,
    gateDefinitions: GATE_DEFINITIONS,
    layouts: LAYOUT_TEMPLATES,
    levels,
  };
}

/** The proof of a whole pack against the spec table (proof.json). */
export function provePack(levels: readonly PackLevelInput[], options: ProveOptions = {}): PackProof {
  return assemblePackProof(
    levels.map((input) => {
      const row = PACK_TABLE[input.level - 1];
      if (!row) throw new RangeError(`no table row for level ${input.level}`);
      const emotionSeed = input.data.balance?.emotionSeed ?? row.emotionSeed;
      return packLevelProof(input, proveLevel(input.data, { ...options, emotionSeed }));
    }),
  );
}
