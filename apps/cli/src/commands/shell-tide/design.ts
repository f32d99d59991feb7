import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { assemblePackProof, levelFileName, PACK_TABLE, packLevelProof } from "@rulekit/shell-tide";
import {
  collectDesign,
  DEFAULT_DESIGN_SEED,
  type DesignedLevel,
  designedLevelOf,
  designPlan,
  levelFileText,
  orderOfRow,
  rowDesign,
} from "@rulekit/shell-tide/design";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { ruleFailure, usageError } from "../../io/errors.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { formatTable, note, printResult } from "../../io/output.js";
import { createProgress, progressWhen } from "../../io/progress.js";
import { checkOutputPath, jsonFileText } from "../../io/write-file.js";
import { writeFileSet } from "../../io/write-file-set.js";
import { DESIGN_STOPPED, designToOrderCommand, type OrderOptions } from "./design-order.js";
import { type PoolEvent, runSearch } from "./design-pool.js";
import { proofPath, provePackDir } from "./pack-files.js";
import { proofTable } from "./prove.js";
import { defaultJobs } from "./prove-pool.js";
import { DEFAULT_PACK_HELP, defaultPackDir, writablePackDir } from "./shared.js";

interface DesignOptions extends OrderOptions {
  writeLevels?: boolean;
  pack?: string;
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

const ORDER_FLAGS = [
  "nodes",
  "wetPits",
  "starfish",
  "optimal",
  "p75",
  "max",
  "sweep",
  "currents",
  "count",
  "out",
] as const;
const PACK_FLAGS = ["writeLevels", "pack", "levels", "maxCandidates"] as const;

/** The default search budget of an order (`defaultBudget` in @rulekit/shell-tide/design), in words. */
const DESIGN_BUDGET_HELP = `
Search budget of an order (deterministic: counted in boards and proofs, never in time):
  each restart draws random boards, then climbs from the closest one by small changes, and proves
  the boards that pass the screen (O, P75 so far, mid-game routes, focus) with the full balance proof
  8 nodes:  24 restarts x (60 draws + up to 400 climb steps), at most 40 proofs each
  12 nodes: 24 restarts x (40 draws + up to 300 climb steps, ending after 80 steps without a closer
            board), 1 proof each: at most 8,160 boards and 24 proofs in all
  The search stops at the first restarts that give --count boards meeting the order and the gates.
  When the budget runs out first, the closest boards (each proven) are written with how far each is
  from the order (board-NN.proof.json "misses"), and the command fails with order_not_met.

Ctrl-C stops the design: one line on stderr ("rulekit: interrupted: …"), exit code 130. Stopped while it
searches or proves, nothing is written; stopped while the files are written, the old ones are left as they were.`;

export function registerDesign(group: Command): void {
  jsonCommand(
    group,
    "design",
    "design boards to order (--nodes … --out DIR), or regenerate the Full Rescue v2 pack with the seeded search",
  )
    .option("--nodes <n>", "order: 8 or 12 nodes", parseIntOption("--nodes", 8, 12))
    .option("--wet-pits <n>", "order: wet pits", parseIntOption("--wet-pits", 0))
    .option("--starfish <n>", "order: starfish on the board", parseIntOption("--starfish", 1))
    .option("--optimal <n>", "order: optimal turns O (proven by BFS)", parseIntOption("--optimal", 1))
    .option("--p75 <n>", "order: P75 of the plausible completion turns", parseIntOption("--p75", 1))
    .option("--max <n>", "order: max turns (O + R, R in 2–4)", parseIntOption("--max", 1))
    .option("--sweep", "order: Final Tide Sweep on")
    .option("--currents <n>", "order: Current Arrows (default 0)", parseIntOption("--currents", 0))
    .option("--count <k>", "order: distinct boards wanted (default 1)", parseIntOption("--count", 1, 50))
    .option("--out <dir>", "order: folder for board-NN.json and board-NN.proof.json")
    .option(
      "--restarts <n>",
      "search budget: restarts (default 24; see the budget below)",
      parseIntOption("--restarts", 1),
    )
    .option(
      "--jobs <n>",
      `restarts searched at the same time on worker threads (default: the cores, here ${defaultJobs()})`,
      parseIntOption("--jobs", 1),
    )
    .option(
      "--seed <seed>",
      `search seed (default: ${DEFAULT_DESIGN_SEED} for the pack, shell-tide/design for an order)`,
    )
    .option("--write-levels", "pack: write level-NN.json and proof.json (otherwise only report)")
    .option("--pack <dir>", `pack: ${DEFAULT_PACK_HELP}`)
    .option("--levels <list>", "pack: only these levels, e.g. 1,2,3")
    .option(
      "--max-candidates <n>",
      "pack: random boards each restart draws before it climbs",
      parseIntOption("--max-candidates", 1),
    )
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText("after", DESIGN_BUDGET_HELP)
    .action(async (options: DesignOptions) => {
      const ordered = ORDER_FLAGS.filter((flag) => options[flag] !== undefined);
      if (ordered.length > 0) {
        const packOnly = PACK_FLAGS.filter((flag) => options[flag] !== undefined);
        if (packOnly.length > 0)
          throw usageError(
            "design: give an order (--nodes …) or pack options (--levels, --write-levels …), not both",
          );
        await designToOrderCommand(options, defaultJobs());
        return;
      }
      await designPackCommand(options);
    });
}

async function designPackCommand(options: DesignOptions): Promise<void> {
  const only = options.levels ? parseLevelList(options.levels) : undefined;
  const dir = options.writeLevels
    ? writablePackDir(options.pack, "--write-levels")
    : (options.pack ?? defaultPackDir());
  if (options.writeLevels) checkPackOutputs(dir, only ?? PACK_TABLE.map((row) => row.level));
  const seed = options.seed ?? DEFAULT_DESIGN_SEED;
  const rows = PACK_TABLE.filter((row) => !only || only.includes(row.level));
  const designed: DesignedLevel[] = [];
  const missing: number[] = [];
  const progress = createProgress("designing", rows.length, progressWhen(options.progress));
  await whileInterruptible(
    DESIGN_STOPPED,
    async (signal) => {
      for (const row of rows) {
        const search = rowDesign(row, {
          seed,
          ...(options.maxCandidates ? { maxCandidates: options.maxCandidates } : {}),
        });
        const plan = designPlan(orderOfRow(row), search);
        let boards = 0;
        const onEvent = (event: PoolEvent) => {
          if (event.kind === "evaluations") boards += event.count;
          progress.tick(0, `L${row.level}: ${boards} boards`);
        };
        const results = await runSearch(plan, options.jobs ?? defaultJobs(), onEvent, signal);
        const level = designedLevelOf(row, collectDesign(plan, results, search));
        if (level) designed.push(level);
        else missing.push(row.level);
        progress.tick(1, `L${row.level} done`);
      }
    },
    progress,
  );
  progress.done();
  if (missing.length > 0) {
    throw ruleFailure(`design: no board met the table for level ${missing.join(", ")} (nothing written)`);
  }
  const proof = assemblePackProof(
    designed.map((d) =>
      packLevelProof({ level: d.row.level, file: levelFileName(d.row.level), data: d.level }, d.proof),
    ),
  );
  const summary = {
    seed,
    levels: designed.map((d) => ({
      level: d.row.level,
      file: levelFileName(d.row.level),
      restart: d.restart,
      candidates: d.candidates,
      proven: d.proven,
      meetsTable: d.meetsTable,
      p75Matches: d.p75Matches,
      meetsGates: d.meetsGates,
      gates: d.proof.gates,
      focus: d.focus,
      fingerprint: d.proof.fingerprint,
    })),
    written: options.writeLevels === true,
  };
  if (options.writeLevels) {
    const levels = designed.map((d) => ({
      level: d.row.level,
      file: levelFileName(d.row.level),
      data: d.level,
    }));
    // A subset joins the levels already in the directory, so the proof is recomputed for all of them,
    // the new levels read from memory: nothing is written before the whole set is known.
    const written = only
      ? await whileInterruptible(DESIGN_STOPPED, (signal) =>
          provePackDir(dir, progressWhen(options.progress), options.jobs ?? defaultJobs(), signal, levels),
        )
      : proof;
    mkdirSync(dir, { recursive: true });
    // All or none: a Ctrl-C while they are written leaves the pack's old levels and proof.json as they were.
    await writeFileSet(
      [
        ...designed.map((d) => ({
          path: join(dir, levelFileName(d.row.level)),
          text: levelFileText(d.level),
          what: "the level",
        })),
        { path: proofPath(dir), text: jsonFileText(written), what: "the proof" },
      ],
      "the level files and proof.json",
    );
    note(`wrote ${designed.length} level files and proof.json to ${dir}`);
  }
  printResult(options, summary, (s) =>
    [
      formatTable(
        ["L", "file", "restart", "boards", "table", "gates", "focus"],
        s.levels.map((l) => [
          l.level,
          l.file,
          l.restart,
          l.candidates,
          l.meetsTable ? "met" : "MISSED",
          l.gates.map((g) => `${g.gate} ${g.met ? "✓" : "✗"}`).join(", "),
          l.focus,
        ]),
      ),
      ...s.levels.flatMap((l) =>
        l.gates.filter((g) => !g.met).map((g) => `L${l.level} ${g.gate}: ${g.reason}`),
      ),
      "",
      proofTable(proof),
      s.written ? "" : "\n(dry run: add --write-levels to write the pack)",
    ].join("\n"),
  );
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
