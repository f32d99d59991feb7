import { forecast, MAX_FORECAST_HORIZON, newGame, replayActions } from "@rulekit/reactor";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { ruleFailure } from "../../io/errors.js";
import { formatTable, printResult } from "../../io/output.js";
import { readActions, readLevel, refusedLine, TUTORIAL_HELP } from "./load.js";
import { warningLine } from "./render.js";

export function registerForecastCommand(group: Command): void {
  jsonCommand(
    group,
    "forecast <level>",
    "what the next turns bring if the player only ends turns (never changes the level)",
  )
    .addHelpText("after", TUTORIAL_HELP)
    .option("--actions <file>", "play these actions first, then forecast from where they leave the game")
    .option(
      "--horizon <turns>",
      `turns to look ahead, 1..${MAX_FORECAST_HORIZON} (default: the level's balance, 5 unless overridden)`,
      parseIntOption("--horizon", 1, MAX_FORECAST_HORIZON),
    )
    .action((levelPath: string, opts: { actions?: string; horizon?: number; json?: boolean }) => {
      const { level } = readLevel(levelPath);
      let state = newGame(level);
      if (opts.actions) {
        const outcome = replayActions(state, readActions(opts.actions).actions);
        if (outcome.refused) {
          throw ruleFailure(refusedLine(opts.actions, outcome.refused), undefined, {
            code: "refused",
            path: opts.actions,
          });
        }
        state = outcome.state;
      }
      const report = forecast(state, opts.horizon);
      printResult(opts, { level: level.meta.id, levelState: state.levelState, ...report }, (r) =>
        [
          `${r.level}: turn ${r.fromTurn}, ${r.levelState}; forecast over ${r.horizon} turn(s)`,
          formatTable(
            ["turn", "level state"],
            r.turns.map((t) => [t.turn, t.levelState]),
          ),
          r.warnings.length
            ? ["warnings:", ...r.warnings.map((w) => `  ${warningLine(w)}`)].join("\n")
            : "no warnings",
        ].join("\n"),
      );
    });
}
