import type { Command } from "commander";

/** match, tournament, replay — over @rulekit/rps-arena. */
export function registerRpsArenaCommands(_group: Command): void {}
