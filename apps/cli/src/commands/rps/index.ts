import type { Command } from "commander";
import { registerRpsArenaCommands } from "./arena.js";
import { registerCheckCommand } from "./check.js";
import { registerRpsEngineCommands } from "./engine.js";

/** `rulekit rps …`: engine commands (rules, trace, new, perft) and arena commands (match, tournament, replay). */
export function registerRps(program: Command): void {
  const group = program
    .command("rps")
    .description("OTTv2 RPS grid: rules, trace, perft, bot matches, tournaments, replays");
  registerRpsEngineCommands(group);
  registerRpsArenaCommands(group);
  registerCheckCommand(group);
}
