import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { DEFAULT_SOLVER_HORIZON, type LevelProof, proofProblems } from "@rulekit/reactor/solver";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { interrupted, ruleFailure, usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { formatTable, note, printResult } from "../../io/output.js";
import { createProgress, progressWhen } from "../../io/progress.js";
import { readJsonInFolder } from "../../io/read-input.js";
import { insideNodeModules } from "../../io/shipped-data.js";
import { checkOutputPath, jsonFileText } from "../../io/write-file.js";
import { writeFileSet } from "../../io/write-file-set.js";
import { readActions, readLevel, tutorialDir } from "./load.js";
import { type SolveFlags, solverOptions } from "./solve.js";
import { proofRow } from "./solve-text.js";
import { runSolverTask } from "./solver-task.js";

interface PackEntry {
  level: string;
  solution?: string;
  notes?: string;
}

/** `01-doors.json` → `01-doors.proof.json`. */
export const proofFileOf = (levelFile: string): string => levelFile.replace(/\.json$/, ".proof.json");

function packEntries(dir: string): PackEntry[] {
  const pack = readJsonInFolder(dir, "pack.json", INPUT_FORMATS.other) as { levels?: unknown };
  const entries = Array.isArray(pack?.levels) ? (pack.levels as PackEntry[]) : [];
  if (
    entries.length === 0 ||
    entries.some((e) => typeof e?.level !== "string" || !/^[\w.-]+\.json$/.test(e.level))
  )
    throw usageError(
      `${join(dir, "pack.json")}: expected { "levels": [{ "level": "NN-name.json", … }, …] }`,
      undefined,
      {
        code: "invalid_input",
        path: join(dir, "pack.json"),
      },
    );
  return entries;
}

interface ProvedLevel {
  proof: LevelProof;
  file: string;
  problems: string[];
}

export function registerProveCommand(group: Command): void {
  solverOptions(
    jsonCommand(
      group,
      "prove",
      "prove every tutorial level (minimum turns and actions, witness) against its .proof.json",
    ),
  )
    .option(
      "--pack <dir>",
      "the level folder with pack.json (default: ./levels/reactor if present, else the shipped one)",
    )
    .option("--write", "write each NN-name.proof.json next to its level")
    .addHelpText(
      "after",
      "\nFails (exit 1) when a proof file is missing or out of date (run with --write), or when a recorded\nsolution is not optimal and the level's notes in pack.json do not say why.\n\n" +
        'Ctrl-C stops the proof: one line on stderr ("rulekit: interrupted: …"), exit code 130, and nothing\n' +
        "written (no proof file, not even in part).",
    )
    .action(async (opts: SolveFlags & { pack?: string; write?: boolean }) => {
      const dir = opts.pack ?? tutorialDir();
      if (opts.write && opts.pack === undefined && insideNodeModules(dir))
        throw usageError(
          `--write: the default levels are the shipped ones (${dir}): give --pack <dir>`,
          undefined,
          {
            code: "installed_package",
            path: dir,
          },
        );
      const entries = packEntries(dir);
      if (opts.write) for (const e of entries) checkOutputPath(join(dir, proofFileOf(e.level)), "the proof");
      const progress = createProgress("proving", entries.length, progressWhen(opts.progress));
      const levels = entries.map((entry) => {
        const path = join(dir, entry.level);
        const solution = entry.solution
          ? {
              file: entry.solution,
              actions: readActions(join(dir, basename(entry.solution))).actions,
              ...(entry.notes ? { note: entry.notes } : {}),
            }
          : undefined;
        return {
          path,
          level: readLevel(path).level,
          input: { file: entry.level, ...(solution ? { solution } : {}) },
        };
      });
      // On a worker thread, so that a Ctrl-C while it searches is heard: nothing is written then.
      const proofs = await whileInterruptible(
        interrupted("the proof was stopped; nothing was written"),
        (signal) =>
          runSolverTask(
            {
              kind: "prove",
              levels,
              horizon: opts.horizon ?? DEFAULT_SOLVER_HORIZON,
              ...(opts.maxStates === undefined ? {} : { maxStates: opts.maxStates }),
            },
            (p) =>
              p.proved
                ? progress.tick(1, `${p.file} proved`)
                : progress.tick(0, `${p.file} turn ${p.turn}: ${p.states} states`),
            signal,
          ),
        progress,
      );
      const proved: ProvedLevel[] = proofs.map((proof, i) => {
        const entry = entries[i]!;
        const file = join(dir, proofFileOf(entry.level));
        const stored = existsSync(file)
          ? readJsonInFolder(dir, proofFileOf(entry.level), INPUT_FORMATS.reactorLevel)
          : null;
        const problems = opts.write
          ? proofProblems(proof, proof)
          : stored === null
            ? ["missing (run prove --write)"]
            : proofProblems(stored, proof);
        return { proof, file, problems };
      });
      progress.done();
      if (opts.write) {
        // All or none: a Ctrl-C while they are written leaves every old proof file as it was.
        await writeFileSet(
          proved.map((p) => ({
            path: p.file,
            text: jsonFileText(p.proof),
            what: "the proof",
          })),
          "the proof files",
        );
        note(`wrote ${proved.length} proof file(s) in ${dir}`);
      }
      const report = { dir, levels: proved.map((p) => ({ ...p.proof, problems: p.problems })) };
      const table = () =>
        formatTable(
          ["level", "outcome", "min turns / actions", "states", "recorded turns / actions", "proof"],
          proved.map((p) => proofRow(p.proof, p.problems.length === 0 ? "ok" : p.problems.join("; "))),
        );
      const failing = proved.filter((p) => p.problems.length > 0);
      if (failing.length > 0) {
        if (!opts.json) printResult(opts, report, table);
        throw ruleFailure(
          `${failing.map((p) => basename(p.file)).join(", ")}: ${failing[0]!.problems[0]}${failing.length > 1 || failing[0]!.problems.length > 1 ? " (and more)" : ""}`,
          report,
          {
            code: failing.some((p) => p.problems.some((m) => m.includes("notes")))
              ? "not_optimal"
              : "stale_proof",
            path: dir,
          },
        );
      }
      printResult(opts, report, table);
    });
}
