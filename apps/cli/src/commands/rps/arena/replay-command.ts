import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { arenaAction } from "./arena-action.js";

export function registerReplay(group: Command): void {
  jsonCommand(group, "replay", "re-run the engine on a match replay and verify its states and result")
    .argument("[replay.json]", "a replay written by 'rulekit rps match' or a tournament (- or stdin)")
    .addHelpText(
      "after",
      `
Checks every recorded move is legal for the recorded player, every state after a move equals the
recorded state hash, and the recorded result (or fault) is what the engine implies. Timings are
never compared. --json prints every step like 'rps trace' (move, lastMove, board, legalMoves, …)
plus the recorded requestId and whether the state matches the recorded hash. Names and messages
read from the replay are printed with control characters escaped.
Exit codes: 0 verified · 1 the replay does not match the engine · 2 not a readable replay`,
    )
    .action(arenaAction("rulekit rps replay", async () => (await import("./replay-action.js")).replayAction));
}
