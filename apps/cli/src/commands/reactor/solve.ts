import {
  DEFAULT_SOLVER_HORIZON,
  DEFAULT_SOLVER_MAX_STATES,
  MAX_SOLVER_HORIZON,
} from "@rulekit/reactor/solver";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { interrupted } from "../../io/errors.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { printResult } from "../../io/output.js";
import { createProgress, progressWhen } from "../../io/progress.js";
import { readLevel, resolveLevelArg, TUTORIAL_HELP } from "./load.js";
import { solveText } from "./solve-text.js";
import { runSolverTask } from "./solver-task.js";

export interface SolveFlags {
  horizon?: number;
  maxStates?: number;
  progress?: boolean;
  json?: boolean;
}

/** The --horizon, --max-states and --progress options every solving command shares. */
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
    )
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress");
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
    .addHelpText(
      "after",
      '\nCtrl-C stops the search: one line on stderr ("rulekit: interrupted: …") and exit code 130.',
    )
    .action(async (levelArg: string, opts: SolveFlags) => {
      const { level } = readLevel(levelArg);
      const horizon = opts.horizon ?? DEFAULT_SOLVER_HORIZON;
      const progress = createProgress("turns", horizon, progressWhen(opts.progress));
      let shown = 1;
      // On a worker thread, so that a Ctrl-C while it searches is heard.
      const result = await whileInterruptible(
        interrupted("the search was stopped"),
        (signal) =>
          runSolverTask(
            {
              kind: "solve",
              source: resolveLevelArg(levelArg).path,
              level,
              horizon,
              ...(opts.maxStates === undefined ? {} : { maxStates: opts.maxStates }),
            },
            (p) => {
              if (p.proved || p.turn <= shown) return;
              progress.tick(p.turn - shown, `${p.states} states`);
              shown = p.turn;
            },
            signal,
          ),
        progress,
      );
      progress.done();
      printResult(opts, { level: level.meta.id, ...result }, (r) => solveText(r.level, r));
    });
}
