import { perft } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../../io/command.js";
import { usageError } from "../../../io/errors.js";
import { formatTable, printResult } from "../../../io/output.js";
import { readJsonFile } from "../../../io/read-input.js";
import { loadRules, startGame } from "./load-rules.js";

/** `rulekit rps perft --rules … --seed … --depth N`: move-sequence (leaf) counts for depths 1..N. */
export function registerPerftCommand(group: Command): void {
  jsonCommand(group, "perft", "count move sequences (leaves) for depths 1..N from a seeded start or a state")
    .requiredOption("--rules <file|classic>", "a RuleSet file, or classic / classic-v1 / classic-v2")
    .option("--seed <seed>", "the setup seed", "perft")
    .option("--state <file>", "start from this protocol state instead of the seeded setup")
    .requiredOption("--depth <n>", "the deepest depth (1..8)", parseIntOption("--depth", 1))
    .action((options: { rules: string; seed: string; state?: string; depth: number; json?: boolean }) => {
      const { source, rules } = loadRules(options.rules);
      if (options.depth > 8) throw usageDepth(options.depth);
      const state = options.state === undefined ? undefined : readJsonFile(options.state);
      const game = startGame(options.state ?? source, rules, { seed: options.seed, state, statePath: "" });
      const depths = [];
      for (let depth = 1; depth <= options.depth; depth++) {
        const start = performance.now();
        const leaves = perft(game, depth);
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

const usageDepth = (depth: number) => usageError(`--depth must be at most 8, got ${depth}`);
