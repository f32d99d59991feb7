import type { Engine } from "@rulekit/core";
import type { CheckProgress, EngineCheckReport } from "@rulekit/core/testing";
import type { Command } from "commander";
import {
  type CheckBudget,
  type CheckKind,
  type CheckOptions,
  type CheckSetup,
  checkSubject,
  runCheckTask,
} from "./check-task.js";
import { jsonCommand, parseIntOption } from "./command.js";
import { interrupted, ruleFailure } from "./errors.js";
import { whileInterruptible } from "./interrupt.js";
import { type JsonFlag, printResult, writeText } from "./output.js";
import { createProgress, type ProgressWhen, progressWhen } from "./progress.js";

/** The options every `rulekit <engine> check` takes: a seed, a budget, and whether to show progress. */
export interface CheckFlags extends JsonFlag, CheckBudget {
  progress?: boolean;
}

/**
 * A `check <what>` subcommand: the conformance kit of @rulekit/core/testing on the given content.
 * Defaults are per engine (a card run is hundreds of actions, a Shell Tide attempt a handful).
 */
export function checkCommand(
  group: Command,
  nameAndArgs: string,
  description: string,
  defaults: { runs: number; maxSteps: number },
): Command {
  return jsonCommand(group, nameAndArgs, description)
    .option(
      "--seed <n>",
      "fast-check seed: the same seed plays the same playouts",
      parseIntOption("--seed"),
      1,
    )
    .option(
      "--runs <n>",
      "how many playouts (the budget)",
      parseIntOption("--runs", 1, 100_000),
      defaults.runs,
    )
    .option(
      "--max-steps <n>",
      "most actions in one playout",
      parseIntOption("--max-steps", 1, 100_000),
      defaults.maxSteps,
    )
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText(
      "after",
      "\nPlays random playouts through the engine's legal actions and holds every step to the engine contract\n" +
        "(legal actions accepted, refusals change nothing, nothing else accepted, inputs never written, plain JSON,\n" +
        "replay and mid-game JSON continuation byte for byte, a finished game refuses everything).\n" +
        "Exit 0 when no playout breaks it; 1 with the broken promise and the shortest action log that shows it\n" +
        "(shrunk by fast-check; --seed reproduces it); 2 when the input cannot be read.\n" +
        "\nThe playouts run on a worker thread. Once they have run a moment, progress goes to stderr: the\n" +
        "playouts done of --runs. By default only when stderr is a terminal and not under --json; --progress\n" +
        "writes it anyway (as plain lines when stderr is not a terminal), --no-progress never.\n" +
        '\nCtrl-C stops the check: one line on stderr ("rulekit: interrupted: …") and exit code 130. Under\n' +
        '--json the error document says "interrupted".',
    );
}

/**
 * A check command's work: the engine's check (`setup`, on the content `data` the command read from
 * `source`) on the check thread under Ctrl-C, with its progress, then its report printed.
 */
export async function runCheckCommand<Data>(
  kind: CheckKind,
  source: string,
  data: Data,
  setup: CheckSetup<Data>,
  flags: CheckFlags,
): Promise<void> {
  const budget = { seed: flags.seed, runs: flags.runs, maxSteps: flags.maxSteps };
  const progress = checkProgress(flags.runs, progressWhen(flags.progress));
  const report = await whileInterruptible(
    interrupted("the check was stopped"),
    (signal) => runCheckTask({ kind, source, data, budget }, setup, progress.beat, signal),
    progress,
  );
  progress.finished(report.ok);
  printCheckReport(source, flags, report);
}

/**
 * The bar of a check's playouts, fed by its heartbeats: nothing at all until the first (a check done
 * at once draws no bar), then `checking 120/2000 playouts`, and while fast-check shrinks a failure
 * the playouts it has replayed.
 */
function checkProgress(runs: number, when: ProgressWhen) {
  const bar = createProgress("checking", runs, when);
  let played = -1;
  return {
    beat(p: CheckProgress): void {
      bar.tick(
        p.played - Math.max(played, 0),
        p.shrinking === 0 ? "playouts" : `shrinking: ${p.shrinking} playouts replayed`,
      );
      played = p.played;
    },
    /** How the bar ends when the check ends without its report (see whileInterruptible). */
    done(note?: string): void {
      if (played >= 0) bar.done(note);
    },
    /** The report is in: a bar that was drawn ends full, or where the contract broke. */
    finished(ok: boolean): void {
      if (played < 0) return;
      if (ok) bar.tick(runs - played, "playouts");
      bar.done(ok ? "playouts" : "contract broken");
    },
  };
}

/**
 * Runs the kit on this thread and prints the report (for an engine that is no command's: the kit's
 * own tests). The kit (and fast-check under it) is loaded here and on the check thread, by the
 * `check` commands alone: every other command of a group starts without it.
 */
export async function runEngineCheck<State, Action, Event>(
  source: string,
  flags: CheckFlags,
  engine: Engine<State, Action, Event>,
  options: CheckOptions<State, Action>,
): Promise<void> {
  const { checkEngine } = await import("@rulekit/core/testing");
  const { seed, runs, maxSteps } = flags;
  printCheckReport(source, flags, checkSubject(engine, options)(checkEngine, { seed, runs, maxSteps }));
}

/** Prints a check's report; a violation is a rule failure (exit 1) carrying the report. */
function printCheckReport(source: string, flags: CheckFlags, report: EngineCheckReport<unknown>): void {
  if (report.ok) {
    printResult(
      flags,
      { source, ...report },
      (r) =>
        `${r.source}: the engine contract holds over ${r.runs} playouts, ${r.steps} actions (seed ${r.seed})`,
    );
    return;
  }
  if (!flags.json) {
    writeText(process.stdout, `${source}: ${report.check}: ${report.message}\n`);
    const lines = report.actions.map((a, i) => `  ${i + 1}. ${JSON.stringify(a)}\n`);
    writeText(process.stdout, lines.join(""));
  }
  const from = report.playoutSeed === null ? "its start state" : `playout seed ${report.playoutSeed}`;
  throw ruleFailure(
    `${source}: engine contract broken: ${report.check}: ${report.message} (${report.actions.length} action(s) from ${from}; --seed ${report.seed})`,
    { source, ...report },
    { code: "contract_violation", path: source },
  );
}
