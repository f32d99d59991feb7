import type { Command } from "commander";

/** rules validate, new, trace, perft — over @rulekit/rps-grid. */
export function registerRpsEngineCommands(_group: Command): void {}
