import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  DEFAULT_DESIGN_SEED,
  designPack,
  levelFileName,
  levelFileText,
  PACK_TABLE,
} from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { ruleFailure, usageError } from "../../io/errors.js";
import { formatTable, type JsonFlag, note, printResult } from "../../io/output.js";
import { checkOutputPath, writeTextAtomic } from "../../io/write-file.js";
import { proofPath, provePackDir } from "./pack-files.js";
import { proofTable } from "./prove.js";
import { defaultJobs } from "./prove-pool.js";
import { DEFAULT_PACK_HELP, defaultPackDir, writablePackDir } from "./shared.js";

interface DesignOptions extends JsonFlag {
  writeLevels?: boolean;
  pack?: string;
  seed?: string;
  levels?: string;
  maxCandidates?: number;
}

function parseLevelList(text: string): number[] {
  const levels = text.split(",").map((s) => Number(s.trim()));
  if (levels.some((n) => !Number.isInteger(n) || n < 1 || n > PACK_TABLE.length)) {
    throw usageError(`--levels: '${text}' must list level numbers 1–${PACK_TABLE.length}`);
  }
  return levels;
}

export function registerDesign(group: Command): void {
  jsonCommand(group, "design", "regenerate the Full Rescue v2 pack with the seeded board search")
    .option("--write-levels", "write level-NN.json and proof.json (otherwise only report)")
    .option("--pack <dir>", DEFAULT_PACK_HELP)
    .option("--seed <seed>", "search seed", DEFAULT_DESIGN_SEED)
    .option("--levels <list>", "only these levels, e.g. 1,2,3")
    .option(
      "--max-candidates <n>",
      "boards drawn per level before settling",
      parseIntOption("--max-candidates", 1),
    )
    .action(async (options: DesignOptions) => {
      const only = options.levels ? parseLevelList(options.levels) : undefined;
      const dir = options.writeLevels
        ? writablePackDir(options.pack, "--write-levels")
        : (options.pack ?? defaultPackDir());
      if (options.writeLevels) checkPackOutputs(dir, only ?? PACK_TABLE.map((row) => row.level));
      let proven = 0;
      const showNotes = !options.json && Boolean(process.stderr.isTTY);
      const designed = designPack({
        seed: options.seed,
        ...(options.maxCandidates ? { maxCandidates: options.maxCandidates } : {}),
        ...(only ? { only } : {}),
        onProof: (row, candidate, proof) => {
          proven++;
          if (showNotes) {
            note(
              `L${row.level}: candidate ${candidate} proven (O ${proof.optimalTurns}, P75 ${proof.p75}, max ${proof.maxTurns})`,
            );
          }
        },
      });
      if (designed.missing.length > 0) {
        throw ruleFailure(
          `design: no board met the table for level ${designed.missing.join(", ")} (nothing written)`,
        );
      }
      const summary = {
        seed: options.seed,
        proven,
        levels: designed.levels.map((d) => ({
          level: d.row.level,
          file: levelFileName(d.row.level),
          candidates: d.candidates,
          p75Matches: d.p75Matches,
          focus: d.focus,
          fingerprint: d.proof.fingerprint,
        })),
        written: options.writeLevels === true,
      };
      if (options.writeLevels) {
        mkdirSync(dir, { recursive: true });
        for (const d of designed.levels)
          writeTextAtomic(join(dir, levelFileName(d.row.level)), levelFileText(d.level), "the level");
        // A subset joins the levels already in the directory, so the proof is recomputed for all of them.
        const proof = only ? await provePackDir(dir, true, defaultJobs()) : designed.proof;
        writeTextAtomic(proofPath(dir), `${JSON.stringify(proof, null, 2)}\n`, "the proof");
        note(`wrote ${designed.levels.length} level files and proof.json to ${dir}`);
      }
      printResult(options, summary, (s) =>
        [
          formatTable(
            ["L", "file", "candidates", "P75 = table", "focus"],
            s.levels.map((l) => [l.level, l.file, l.candidates, l.p75Matches ? "yes" : "no", l.focus]),
          ),
          "",
          proofTable(designed.proof),
          s.written ? "" : "\n(dry run: add --write-levels to write the pack)",
        ].join("\n"),
      );
    });
}

/**
 * Before minutes of board search: the level files and proof.json can be written (a missing pack
 * directory is created later, so its parent must be a writable directory).
 */
function checkPackOutputs(dir: string, levels: number[]): void {
  if (!statSync(dir, { throwIfNoEntry: false })) {
    checkOutputPath(dir, "the pack directory");
    return;
  }
  for (const level of levels) checkOutputPath(join(dir, levelFileName(level)), "the level");
  checkOutputPath(proofPath(dir), "the proof");
}
