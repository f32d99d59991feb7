import { existsSync } from "node:fs";
import { type PackProof, PROOF_FILE_NAME } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { interrupted, ruleFailure } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { formatTable, type JsonFlag, note, printResult } from "../../io/output.js";
import { progressWhen } from "../../io/progress.js";
import { readJsonInFolder } from "../../io/read-input.js";
import { checkOutputPath, writeTextAtomic } from "../../io/write-file.js";
import { checkPackDir, proofPath, provePackDir } from "./pack-files.js";
import { defaultJobs } from "./prove-pool.js";
import { DEFAULT_PACK_HELP, defaultPackDir, writablePackDir } from "./shared.js";

export function proofTable(proof: PackProof): string {
  const fmt = (x: number) => `${Math.round(x * 1000) / 10}%`;
  return formatTable(
    [
      "L",
      "O/P75/Max",
      "table",
      "states",
      "reachable",
      "3★/2★/1★ turns",
      "dead moves",
      "near-miss",
      "meets table",
    ],
    proof.levels.map((l) => [
      l.level,
      `${l.optimalTurns}/${l.p75}/${l.maxTurns}`,
      `${l.table.optimalTurns}/${l.table.p75}/${l.table.maxTurns}`,
      l.statesExplored,
      l.reachableStates,
      [l.bands.three, l.bands.two, l.bands.one]
        .map((b) => (b ? `${b.turns}${b.plausible ? "" : "*"}` : "-"))
        .join("/"),
      fmt(l.deadMoveRate),
      fmt(l.nearMissShare),
      l.meetsTable ? "yes" : "NO",
    ]),
  );
}

/** The proof entries whose content differs from the stored proof (by level number). */
function staleLevels(stored: unknown, proof: PackProof): number[] {
  const old = (stored as Partial<PackProof>)?.levels ?? [];
  return proof.levels
    .filter((l) => JSON.stringify(old.find((o) => o.level === l.level)) !== JSON.stringify(l))
    .map((l) => l.level);
}

const PROVE_HELP = `
Progress goes to stderr while the levels are proved: how many are done and, for each level being
proved, the part of its proof (optimum, graph, distances, plausible player, fail audit, bands and
routes) and its figures. By default only when stderr is a terminal and not under --json; --progress
writes it anyway (as plain lines when stderr is not a terminal), --no-progress never. stdout and the
--json document are the same either way.

Ctrl-C stops the proof: one line on stderr ("rulekit: interrupted: …"), exit code 130, and nothing
written (no proof.json, not even in part). Under --json the error document says "interrupted".`;

type ProveFlags = JsonFlag & { pack?: string; write?: boolean; jobs?: number; progress?: boolean };

export function registerProve(group: Command): void {
  jsonCommand(
    group,
    "prove",
    "prove every level of a pack (optimum, balance, bands, audits) against the table",
  )
    .option("--pack <dir>", DEFAULT_PACK_HELP)
    .option("--write", "write proof.json next to the levels")
    .option(
      "--jobs <n>",
      `levels proved at the same time on worker threads (default: the cores, here ${defaultJobs()})`,
      parseIntOption("--jobs", 1),
    )
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText("after", PROVE_HELP)
    .action(async (options: ProveFlags) => {
      const dir = options.write
        ? writablePackDir(options.pack, "--write")
        : (options.pack ?? defaultPackDir());
      checkPackDir(dir);
      const path = proofPath(dir);
      // Seconds of proving must not be lost to an unwritable proof.json found only at the end.
      if (options.write) checkOutputPath(path, "the proof");
      // The write is inside: a Ctrl-C that comes once the proofs are done waits for it (it is
      // synchronous), rather than ending the process between the temporary file and its rename.
      const proof = await whileInterruptible(
        interrupted("the proof was stopped; nothing was written"),
        async (signal) => {
          const proven = await provePackDir(
            dir,
            progressWhen(options.progress),
            options.jobs ?? defaultJobs(),
            signal,
          );
          if (options.write) {
            writeTextAtomic(path, `${JSON.stringify(proven, null, 2)}\n`, "the proof");
            note(`wrote ${path}`);
          }
          return proven;
        },
      );
      const failing = proof.levels.filter((l) => !l.meetsTable).map((l) => l.level);
      const stored =
        options.write || !existsSync(path)
          ? null
          : readJsonInFolder(dir, PROOF_FILE_NAME, INPUT_FORMATS.shellTideProof);
      const stale = stored === null ? [] : staleLevels(stored, proof);
      const problem =
        failing.length > 0
          ? `${dir}: level ${failing.join(", ")} do not meet the spec table`
          : stale.length > 0
            ? `${path}: out of date for level ${stale.join(", ")} (run prove --write)`
            : null;
      if (problem) {
        // Under --json the proof travels in the error document (stdout holds one document).
        if (!options.json) printResult(options, proof, proofTable);
        throw ruleFailure(problem, proof, {
          code: failing.length > 0 ? "table_mismatch" : "stale_proof",
          path,
        });
      }
      printResult(options, proof, proofTable);
      if (!options.write) {
        note(
          stored === null
            ? `${path} does not exist yet: run with --write to create it`
            : `${path} is up to date`,
        );
      }
    });
}
