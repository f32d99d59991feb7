import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  collectDesign,
  DEFAULT_ORDER_SEED,
  type DesignOrder,
  type DesignResult,
  describeMisses,
  designPlan,
  designProofDocument,
  isDone,
  levelFileText,
  orderProblems,
} from "@rulekit/shell-tide/design";
import { interrupted, ruleFailure, usageError } from "../../io/errors.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { formatTable, type JsonFlag, note, printResult } from "../../io/output.js";
import { createProgress, progressWhen } from "../../io/progress.js";
import { checkOutputPath, jsonFileText } from "../../io/write-file.js";
import { writeFileSet } from "../../io/write-file-set.js";
import { runSearch } from "./design-pool.js";

/** The options of `design` that make an order (design to order), as commander parsed them. */
export interface OrderOptions extends JsonFlag {
  nodes?: number;
  wetPits?: number;
  starfish?: number;
  optimal?: number;
  p75?: number;
  max?: number;
  sweep?: boolean;
  currents?: number;
  count?: number;
  seed?: string;
  out?: string;
  jobs?: number;
  restarts?: number;
  progress?: boolean;
}

/** What Ctrl-C during a design's search (before anything is written) says. */
export const DESIGN_STOPPED = interrupted("the design was stopped; nothing was written");

/** The flags an order needs, by option name. */
const REQUIRED = [
  ["nodes", "--nodes"],
  ["wetPits", "--wet-pits"],
  ["starfish", "--starfish"],
  ["optimal", "--optimal"],
  ["p75", "--p75"],
  ["max", "--max"],
  ["out", "--out"],
] as const;

export const boardFile = (i: number) => `board-${String(i + 1).padStart(2, "0")}.json`;
export const boardProofFile = (i: number) => `board-${String(i + 1).padStart(2, "0")}.proof.json`;

/** The order of the command line, or a usage error naming what is missing or wrong (exit 2). */
export function orderFromOptions(options: OrderOptions): DesignOrder {
  const missing = REQUIRED.filter(([key]) => options[key] === undefined).map(([, flag]) => flag);
  if (missing.length > 0) throw usageError(`design to order needs ${missing.join(", ")}`);
  if (options.nodes !== 8 && options.nodes !== 12)
    throw usageError(`--nodes must be 8 or 12, got ${options.nodes}`);
  const order: DesignOrder = {
    nodes: options.nodes,
    wetPits: options.wetPits!,
    starfish: options.starfish!,
    finalTideSweep: options.sweep === true,
    currentArrows: options.currents ?? 0,
    optimalTurns: options.optimal!,
    p75: options.p75!,
    maxTurns: options.max!,
  };
  const problems = orderProblems(order);
  if (problems.length > 0)
    throw usageError(`design: ${problems.join("; ")}`, { problems }, { code: "bad_order" });
  return order;
}

/** Before the search: every file can be written (a missing --out folder is created, its parent must exist). */
function checkOutputs(dir: string, count: number): void {
  if (!statSync(dir, { throwIfNoEntry: false })) {
    checkOutputPath(dir, "the output folder");
    return;
  }
  for (let i = 0; i < count; i++) {
    checkOutputPath(join(dir, boardFile(i)), "the board");
    checkOutputPath(join(dir, boardProofFile(i)), "the proof");
  }
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

function summaryOf(result: DesignResult, dir: string) {
  return {
    order: result.order,
    seed: result.seed,
    budget: result.budget,
    met: result.met,
    gatesMet: result.gatesMet,
    restartsRun: result.restartsRun,
    evaluations: result.evaluations,
    proofs: result.proofs,
    out: dir,
    boards: result.boards.map((board, i) => ({
      file: boardFile(i),
      proofFile: boardProofFile(i),
      fingerprint: board.proof.fingerprint,
      restart: board.restart,
      optimalTurns: board.proof.optimalTurns,
      p75: board.proof.p75,
      maxTurns: board.proof.maxTurns,
      meetsOrder: board.meetsOrder,
      meetsGates: board.meetsGates,
      distance: board.distance,
      misses: describeMisses(result.order, board.proof, board.focus),
      gates: board.proof.gates,
    })),
  };
}

function humanSummary(s: ReturnType<typeof summaryOf>): string {
  const table = formatTable(
    ["#", "file", "O/P75/max", "order", "fail paths rescue", "early soft-locks", "restart"],
    s.boards.map((b, i) => {
      const [rescued, lock] = b.gates;
      return [
        i + 1,
        b.file,
        `${b.optimalTurns ?? "-"}/${b.p75 ?? "-"}/${b.maxTurns}`,
        b.meetsOrder ? "met" : "MISSED",
        rescued ? `${pct(rescued.value)} ${rescued.met ? "✓" : "✗"}` : "-",
        lock ? `${pct(lock.value)} ${lock.met ? "✓" : "✗"}` : "-",
        b.restart,
      ];
    }),
  );
  const lines = s.boards.flatMap((b, i) => b.misses.map((m) => `board ${i + 1}: ${m}`));
  return [table, ...(lines.length > 0 ? ["", ...lines] : [])].join("\n");
}

/** `rulekit shell-tide design --nodes …`: K boards to order, written to --out with their proofs. */
export async function designToOrderCommand(options: OrderOptions, defaultJobs: number): Promise<void> {
  const order = orderFromOptions(options);
  const plan = designPlan(order, {
    count: options.count ?? 1,
    seed: options.seed ?? DEFAULT_ORDER_SEED,
    ...(options.restarts ? { budget: { restarts: options.restarts } } : {}),
  });
  const dir = options.out!;
  checkOutputs(dir, plan.count);
  const progress = createProgress("designing", plan.budget.restarts, progressWhen(options.progress));
  let evaluations = 0;
  let found = 0;
  const results = await whileInterruptible(
    DESIGN_STOPPED,
    (signal) =>
      runSearch(
        plan,
        options.jobs ?? defaultJobs,
        (event) => {
          if (event.kind === "evaluations") {
            evaluations += event.count;
            progress.tick(0, `${evaluations} boards · ${found}/${plan.count} found`);
            return;
          }
          if (event.result.best && isDone(event.result.best.evaluation.distance)) found++;
          progress.tick(1, `${evaluations} boards · ${found}/${plan.count} found`);
        },
        signal,
      ),
    progress,
  );
  progress.done();
  const result = collectDesign(plan, results, {});
  mkdirSync(dir, { recursive: true });
  // All or none: a Ctrl-C while they are written leaves the boards and proofs already there as they were.
  await writeFileSet(
    result.boards.flatMap((board, i) => [
      { path: join(dir, boardFile(i)), text: levelFileText(board.level), what: "the board" },
      {
        path: join(dir, boardProofFile(i)),
        text: jsonFileText(designProofDocument(result, board, boardFile(i))),
        what: "the proof",
      },
    ]),
    "the boards and their proofs",
  );
  note(
    result.boards.length === 1
      ? `wrote 1 board and its proof to ${dir}`
      : `wrote ${result.boards.length} boards and their proofs to ${dir}`,
  );
  const summary = summaryOf(result, dir);
  if (!result.met) {
    if (!options.json) printResult(options, summary, humanSummary);
    const exact = result.boards.filter((b) => b.meetsOrder).length;
    throw ruleFailure(
      `design: the order was not met within the budget (${result.restartsRun} restarts, ${result.evaluations} boards): ${exact} of ${plan.count} boards meet it; the closest ${result.boards.length} were written with how far each is`,
      summary,
      { code: "order_not_met" },
    );
  }
  printResult(options, summary, humanSummary);
  if (!result.gatesMet)
    note("design: every board meets the order; the gates missed are listed above, with why");
}
