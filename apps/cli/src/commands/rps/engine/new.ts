import { randomBytes } from "node:crypto";
import { buildRequest, DEFAULT_LIMITS, toProtocolState } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { note, printResult } from "../../../io/output.js";
import { boardText, outcomeText } from "./board-text.js";
import { loadRules, RULES_OPTION_HELP, startGame } from "./load-rules.js";

/** `rulekit rps new [--rules <file|name>] [--seed S]`: the initial state and the request a bot would get. */
export function registerNewCommand(group: Command): void {
  jsonCommand(
    group,
    "new",
    "set up a game from a RuleSet and a seed: initial state and the first bot request",
  )
    .option("--rules <file|name>", RULES_OPTION_HELP, "classic")
    .option("--seed <seed>", "the setup seed, any string (default: a random one, printed)")
    .action((options: { rules: string; seed?: string; json?: boolean }) => {
      const { source, rules } = loadRules(options.rules);
      const seed = options.seed ?? randomBytes(4).toString("hex");
      if (options.seed === undefined) note(`seed: ${seed}`);
      const game = startGame(source, rules, { seed });
      const state = toProtocolState(game);
      const request = game.status === "playing" ? buildRequest(game, game.currentTurn, DEFAULT_LIMITS) : null;
      printResult(options, { rules: rules.id, seed, state, request }, (r) =>
        [
          `${r.rules} · seed ${JSON.stringify(r.seed)} · ${outcomeText(game)}`,
          boardText(game),
          r.request ? `${r.request.legal_moves.length} legal moves for player ${r.request.player_index}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
    });
}
