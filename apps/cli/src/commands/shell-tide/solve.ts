import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import { progressWhen } from "../../io/progress.js";
import { runSearchCommand, SEARCH_HELP } from "./search-task.js";
import { formatMove, LEVEL_ARG_HELP, readLevelInput } from "./shared.js";

export function registerSolve(group: Command): void {
  jsonCommand(group, "solve [level]", "prove the minimum number of turns to Full Rescue (exact BFS)")
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText("after", LEVEL_ARG_HELP)
    .addHelpText("after", SEARCH_HELP("the search"))
    .action(async (path: string | undefined, options: JsonFlag & { progress?: boolean }) => {
      const task = { kind: "solve" as const, ...(await readLevelInput(path)) };
      // On a worker thread, so that a Ctrl-C while it parses or searches is heard.
      const result = await runSearchCommand(
        "solving",
        task,
        progressWhen(options.progress),
        "the search was stopped",
      );
      printResult(options, result, (r) =>
        [
          r.optimalTurns === null ? "no Full Rescue exists" : `optimal turns: ${r.optimalTurns}`,
          ...(r.optimalTurns === null ? [] : [`path: ${r.path.map(formatMove).join(", ")}`]),
          `states explored: ${r.statesExplored}`,
          `fingerprint: ${r.fingerprint}`,
        ].join("\n"),
      );
    });
}
