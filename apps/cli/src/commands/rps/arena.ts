import type { Command } from "commander";
import { registerMatch } from "./arena/match-command.js";
import { registerReplay } from "./arena/replay-command.js";
import { registerSubmit } from "./arena/submit-command.js";
import { registerTournament } from "./arena/tournament-command.js";
import { registerWorker } from "./arena/worker-command.js";

/** match, tournament, worker, submit, replay — over @rulekit/rps-arena. */
export function registerRpsArenaCommands(group: Command): void {
  registerMatch(group);
  registerTournament(group);
  registerWorker(group);
  registerSubmit(group);
  registerReplay(group);
}
