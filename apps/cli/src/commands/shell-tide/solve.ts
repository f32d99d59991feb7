import { solve } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import { formatMove, LEVEL_ARG_HELP, loadLevel, withLimits } from "./shared.js";

export function registerSolve(group: Command): void {
  jsonCommand(group, "solve [level]", "prove the minimum number of turns to Full Rescue (exact BFS)")
    .addHelpText("after", LEVEL_ARG_HELP)
    .action(async (path: string | undefined, options: JsonFlag) => {
      const { source, level } = await loadLevel(path);
      const result = withLimits(source, () => solve(level));
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
