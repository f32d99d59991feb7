import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { interrupted, usageError } from "../../../io/errors.js";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { whileInterruptible } from "../../../io/interrupt.js";
import { formatTable, note, printResult } from "../../../io/output.js";
import { createProgress, type Progress, type ProgressWhen, progressWhen } from "../../../io/progress.js";
import { readJsonFile } from "../../../io/read-input.js";
import { runWorkerTask } from "../../../io/worker-task.js";
import { loadRules, RULES_OPTION_HELP } from "./load-rules.js";
import { type PerftBeat, type PerftDepth, type PerftTask, perftDepths, perftGame } from "./perft-depths.js";

/**
 * Depths that finish in seconds on every shipped RuleSet (depth 5: up to ~40 M leaves); each more
 * multiplies the work by the branching factor (~30): depth 6 takes tens of seconds, 8 hours.
 */
export const PERFT_SAFE_DEPTH = 5;
export const PERFT_MAX_DEPTH = 8;
/** What `rps perft` counts with no --depth: instant on every shipped RuleSet. */
export const PERFT_DEFAULT_DEPTH = 3;

interface PerftFlags {
  rules: string;
  seed: string;
  state?: string;
  depth: number;
  force?: boolean;
  progress?: boolean;
  json?: boolean;
}

/** `rulekit rps perft [--rules …] [--seed …] [--depth N]`: move-sequence (leaf) counts for depths 1..N. */
export function registerPerftCommand(group: Command): void {
  jsonCommand(group, "perft", "count move sequences (leaves) for depths 1..N from a seeded start or a state")
    .option("--rules <file|name>", RULES_OPTION_HELP, "classic")
    .option("--seed <seed>", "the setup seed", "perft")
    .option("--state <file>", "start from this protocol state instead of the seeded setup")
    .option(
      "--depth <n>",
      `the deepest depth (1..${PERFT_SAFE_DEPTH}; up to ${PERFT_MAX_DEPTH} with --force)`,
      parseIntOption("--depth", 1),
      PERFT_DEFAULT_DEPTH,
    )
    .option("--force", `run depths above ${PERFT_SAFE_DEPTH} (minutes to hours)`)
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText(
      "after",
      '\nCtrl-C stops the count: one line on stderr ("rulekit: interrupted: …") and exit code 130.',
    )
    .action(async (options: PerftFlags) => {
      if (options.depth > PERFT_MAX_DEPTH) {
        throw usageError(`--depth must be at most ${PERFT_MAX_DEPTH}, got ${options.depth}`);
      }
      if (options.depth > PERFT_SAFE_DEPTH && !options.force) {
        throw usageError(
          `--depth ${options.depth} can run for minutes or hours (each depth above ${PERFT_SAFE_DEPTH} multiplies the work by ~30): add --force to run it`,
        );
      }
      if (options.depth > PERFT_SAFE_DEPTH) {
        note(`perft: depth ${options.depth} may run for a long time (Ctrl-C stops it)`);
      }
      const { source, rules } = loadRules(options.rules);
      const state =
        options.state === undefined ? undefined : readJsonFile(options.state, INPUT_FORMATS.rpsState);
      const task: PerftTask = {
        source: options.state ?? source,
        rules,
        seed: options.seed,
        ...(state === undefined ? {} : { state }),
        depth: options.depth,
      };
      // Refused here, before a thread starts, if the state is not one.
      const game = perftGame(task);
      const bars = depthBars(progressWhen(options.progress));
      // Deep counts run on a worker thread, so that a Ctrl-C while they count is heard.
      const depths =
        options.depth <= PERFT_DEFAULT_DEPTH
          ? perftDepths(game, options.depth, bars.beat)
          : await whileInterruptible(
              interrupted("the count was stopped"),
              (signal) =>
                runWorkerTask<PerftBeat, PerftDepth[]>(
                  new URL("./perft-worker.js", import.meta.url),
                  task,
                  bars.beat,
                  signal,
                ),
              bars,
            );
      bars.done();
      printResult(
        options,
        { rules: rules.id, seed: options.seed, fromState: options.state !== undefined, depths },
        (r) =>
          `${r.rules} · seed ${JSON.stringify(r.seed)}\n${formatTable(
            ["depth", "leaves", "ms"],
            r.depths.map((d) => [d.depth, d.leaves, d.ms]),
          )}`,
      );
    });
}

/** A progress bar per deep depth, over the moves of its root (drawn on a terminal only, unless --progress). */
function depthBars(when: ProgressWhen) {
  let current: { depth: number; bar: Progress } | null = null;
  return {
    beat(b: PerftBeat): void {
      if (current?.depth !== b.depth) {
        current?.bar.done();
        current = { depth: b.depth, bar: createProgress(`perft depth ${b.depth}`, b.total, when) };
      }
      current.bar.tick(1);
    },
    done(note?: string): void {
      current?.bar.done(note);
    },
  };
}
