import {
  DEFAULT_SOLVER_HORIZON,
  DEFAULT_SOLVER_MAX_STATES,
  MAX_SOLVER_HORIZON,
  solveLevel,
} from "@rulekit/reactor/solver";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { printResult } from "../../io/output.js";
import { createProgress } from "../../io/progress.js";
import { readLevel, resolveLevelArg, TUTORIAL_HELP } from "./load.js";
import { withSearchLimits } from "./search-limits.js";
import { solveText } from "./solve-text.js";

export interface SolveFlags {
  horizon?: number;
  maxStates?: number;
  json?: boolean;
}

/** The --horizon and --max-states options every solving command shares. */
export function solverOptions(command: Command): Command {
  return command
    .option(
      "--horizon <turns>",
      `the last turn searched, 1..${MAX_SOLVER_HORIZON} (default ${DEFAULT_SOLVER_HORIZON})`,
      parseIntOption("--horizon", 1, MAX_SOLVER_HORIZON),
    )
    .option(
      "--max-states <n>",
      `stop with exit 1 beyond this many states (default: by the map's size, about 1 GiB of states, at most ${DEFAULT_SOLVER_MAX_STATES})`,
      parseIntOption("--max-states", 1),
    );
}

export function registerSolveCommand(group: Command): void {
  solverOptions(
    jsonCommand(
      group,
      "solve <level>",
      "prove the minimum turns (then actions) to win, with a winning line — or what ends every line",
    ),
  )
    .addHelpText("after", TUTORIAL_HELP)
    .addHelpText(
      "after",
      "\nAn exact search over the engine's own rules (docs/reactor/solver.md). Exit 0 with the answer, whether\nor not the level can be won; exit 1 when the search passes --max-states.",
    )
    .action((levelArg: string, opts: SolveFlags) => {
      const { level } = readLevel(levelArg);
      const horizon = opts.horizon ?? DEFAULT_SOLVER_HORIZON;
      const progress = createProgress("turns", horizon);
      let shown = 1;
      const result = withSearchLimits(resolveLevelArg(levelArg).path, () =>
        solveLevel(level, {
          horizon,
          ...(opts.maxStates === undefined ? {} : { maxStates: opts.maxStates }),
          onProgress: (p) => {
            if (p.turn > shown) progress.tick(p.turn - shown, `${p.states} states`);
            shown = Math.max(shown, p.turn);
          },
        }),
      );
      progress.done();
      printResult(opts, { level: level.meta.id, ...result }, (r) => solveText(r.level, r));
    });
}
