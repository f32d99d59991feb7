import { buildRequest, DEFAULT_LIMITS, toProtocolState } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { printResult } from "../../../io/output.js";
import { boardText, outcomeText } from "./board-text.js";
import { loadRules, startGame } from "./load-rules.js";

/** `rulekit rps new --rules <file|classic> --seed S`: the initial state and the request a bot would get. */
export function registerNewCommand(group: Command): void {
  jsonCommand(
    group,
    "new",
    "set up a game from a RuleSet and a seed: initial state and the first bot request",
  )
    .requiredOption("--rules <file|classic>", "a RuleSet file, or classic / classic-v1 / classic-v2")
    .requiredOption("--seed <seed>", "the setup seed (any string)")
    .action((options: { rules: string; seed: string; json?: boolean }) => {
      const { source, rules } = loadRules(options.rules);
      const game = startGame(source, rules, { seed: options.seed });
      const state = toProtocolState(game);
      const request = game.status === "playing" ? buildRequest(game, game.currentTurn, DEFAULT_LIMITS) : null;
      printResult(options, { rules: rules.id, seed: options.seed, state, request }, (r) =>
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
