import type { Command } from "commander";
import { registerNewCommand } from "./engine/new.js";
import { registerPerftCommand } from "./engine/perft.js";
import { registerTraceCommand } from "./engine/trace.js";
import { registerRulesCommands } from "./engine/validate.js";

/** rules validate, new, trace, perft — over @rulekit/rps-grid. */
export function registerRpsEngineCommands(group: Command): void {
  registerRulesCommands(group);
  registerNewCommand(group);
  registerTraceCommand(group);
  registerPerftCommand(group);
}
