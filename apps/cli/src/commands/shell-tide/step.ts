import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import { progressWhen } from "../../io/progress.js";
import { runSearchCommand, SEARCH_HELP } from "./search-task.js";
import { describeEvent, LEVEL_ARG_HELP, parseMoves, readLevelInput } from "./shared.js";

// play.ts shows the same summary of a state.
export { stateSummary } from "./search-task.js";

export function registerStep(group: Command): void {
  jsonCommand(group, "step [level]", "play moves and print every move's events and the final state")
    .requiredOption("--moves <list>", "moves as node:direction, comma-separated (e.g. 3:right,5:left)")
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText("after", LEVEL_ARG_HELP)
    .addHelpText("after", SEARCH_HELP("the search"))
    .action(async (path: string | undefined, options: JsonFlag & { moves: string; progress?: boolean }) => {
      const moves = parseMoves(options.moves);
      const task = { kind: "step" as const, moves, ...(await readLevelInput(path)) };
      // The attempt starts with the level's exact search (its optimum): on a worker thread, so that a
      // Ctrl-C while it parses or searches is heard.
      const report = await runSearchCommand(
        "solving",
        task,
        progressWhen(options.progress),
        "the search was stopped",
      );
      printResult(options, report, (r) =>
        [
          ...r.steps.flatMap((s, i) => [
            `${i + 1}. ${s.move}`,
            ...s.events.map((e) => `   ${describeEvent(e)}`),
          ]),
          `starfish: [${r.state.starfish.join(", ")}]`,
          `turns: ${r.state.turnsUsed}/${r.state.maxTurns} · remaining: ${r.state.remainingStarfish} · status: ${r.state.levelStatus}${r.state.rating === null ? "" : ` · rating: ${r.state.rating}`}`,
        ].join("\n"),
      );
    });
}
