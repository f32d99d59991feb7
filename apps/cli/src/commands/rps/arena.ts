import type { Command } from "commander";
import { registerMatch } from "./arena/match-command.js";
import { registerReplay } from "./arena/replay-command.js";
import { registerTournament } from "./arena/tournament-command.js";

/** match, tournament, replay — over @rulekit/rps-arena. */
export function registerRpsArenaCommands(group: Command): void {
  registerMatch(group);
  registerTournament(group);
  registerReplay(group);
}
