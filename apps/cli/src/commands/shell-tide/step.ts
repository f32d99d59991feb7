import { type AttemptState, commit, newAttempt, type ShellTideEvent } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import {
  describeEvent,
  formatMove,
  LEVEL_ARG_HELP,
  loadLevel,
  parseMoves,
  refusedMoveError,
  withLimits,
} from "./shared.js";

/** The part of the state a step report shows. */
export function stateSummary(state: AttemptState) {
  return {
    starfish: state.starfish,
    turnsUsed: state.turnsUsed,
    remainingStarfish: state.remainingStarfish,
    levelStatus: state.levelStatus,
    rating: state.rating,
    optimalTurns: state.optimalTurns,
    maxTurns: state.maxTurns,
  };
}

export function registerStep(group: Command): void {
  jsonCommand(group, "step [level]", "play moves and print every move's events and the final state")
    .requiredOption("--moves <list>", "moves as node:direction, comma-separated (e.g. 3:right,5:left)")
    .addHelpText("after", LEVEL_ARG_HELP)
    .action(async (path: string | undefined, options: JsonFlag & { moves: string }) => {
      const moves = parseMoves(options.moves);
      const { source, level } = await loadLevel(path);
      let state = withLimits(source, () => newAttempt(level));
      const steps: { move: string; events: ShellTideEvent[] }[] = [];
      for (const [index, move] of moves.entries()) {
        const result = commit(state, move);
        if (!result.ok) {
          throw refusedMoveError(source, index, move, result, { steps, state: stateSummary(state) });
        }
        steps.push({ move: formatMove(move), events: result.events });
        state = result.state;
      }
      printResult(options, { steps, state: stateSummary(state) }, (report) =>
        [
          ...report.steps.flatMap((s, i) => [
            `${i + 1}. ${s.move}`,
            ...s.events.map((e) => `   ${describeEvent(e)}`),
          ]),
          `starfish: [${report.state.starfish.join(", ")}]`,
          `turns: ${report.state.turnsUsed}/${report.state.maxTurns} · remaining: ${report.state.remainingStarfish} · status: ${report.state.levelStatus}${report.state.rating === null ? "" : ` · rating: ${report.state.rating}`}`,
        ].join("\n"),
      );
    });
}
