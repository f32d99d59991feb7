import { existsSync } from "node:fs";
import type { PackProof } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { ruleFailure } from "../../io/errors.js";
import { formatTable, type JsonFlag, note, printResult } from "../../io/output.js";
import { readJsonFile } from "../../io/read-input.js";
import { proofPath, provePackDir } from "./pack-files.js";
import { defaultJobs } from "./prove-pool.js";
import { defaultPackDir, writeFileAtomic } from "./shared.js";

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

export function registerProve(group: Command): void {
  jsonCommand(
    group,
    "prove",
    "prove every level of a pack (optimum, balance, bands, audits) against the table",
  )
    .option("--pack <dir>", "the pack directory (default: levels/shell-tide/full-rescue-v2)")
    .option("--write", "write proof.json next to the levels")
    .option(
      "--jobs <n>",
      `levels proved at the same time on worker threads (default: the cores, here ${defaultJobs()})`,
      parseIntOption("--jobs", 1),
    )
    .action(async (options: JsonFlag & { pack?: string; write?: boolean; jobs?: number }) => {
      const dir = options.pack ?? defaultPackDir();
      const proof = await provePackDir(dir, true, options.jobs ?? defaultJobs());
      const path = proofPath(dir);
      if (options.write) {
        writeFileAtomic(path, `${JSON.stringify(proof, null, 2)}\n`);
        note(`wrote ${path}`);
      }
      printResult(options, proof, proofTable);
      const failing = proof.levels.filter((l) => !l.meetsTable).map((l) => l.level);
      if (failing.length > 0)
        throw ruleFailure(`${dir}: level ${failing.join(", ")} do not meet the spec table`);
      if (!options.write) {
        if (!existsSync(path)) note(`${path} does not exist yet: run with --write to create it`);
        else {
          const stale = staleLevels(readJsonFile(path), proof);
          if (stale.length > 0) {
            throw ruleFailure(`${path}: out of date for level ${stale.join(", ")} (run prove --write)`);
          }
          note(`${path} is up to date`);
        }
      }
    });
}
