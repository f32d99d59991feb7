import { perft } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { usageError } from "../../../io/errors.js";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { formatTable, note, printResult } from "../../../io/output.js";
import { createProgress, type Progress } from "../../../io/progress.js";
import { readJsonFile } from "../../../io/read-input.js";
import { loadRules, RULES_OPTION_HELP, startGame } from "./load-rules.js";

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
    .action((options: PerftFlags) => {
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
      const game = startGame(options.state ?? source, rules, { seed: options.seed, state, statePath: "" });
      const depths = [];
      for (let depth = 1; depth <= options.depth; depth++) {
        const start = performance.now();
        // A bar per deep depth, over the moves of the root (drawn on a terminal only).
        let progress: Progress | null = null;
        const leaves = perft(game, depth, {
          onRootMove:
            depth < 4
              ? undefined
              : (_done, total) => {
                  progress ??= createProgress(`perft depth ${depth}`, total);
                  progress.tick(1);
                },
        });
        (progress as Progress | null)?.done();
        const ms = performance.now() - start;
        depths.push({ depth, leaves, ms: Math.round(ms * 10) / 10 });
      }
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
