import type { Command } from "commander";
import { registerCheckCommand } from "./check.js";
import { registerReplayCommand } from "./replay.js";
import { registerRunCommand } from "./run.js";
import { registerSimCommand } from "./sim.js";
import { registerValidateCommand } from "./validate.js";

/** `rulekit cards …`: full runs, log replays, simulations and content validation over @rulekit/card-combat. */
export function registerCards(program: Command): void {
  const group = program
    .command("cards")
    .description("Card combat: full runs, replays, simulations, content validation");
  registerRunCommand(group);
  registerReplayCommand(group);
  registerSimCommand(group);
  registerValidateCommand(group);
  registerCheckCommand(group);
}
