import type { Command } from "commander";
import { registerCheckCommand } from "./check.js";
import { registerForecastCommand } from "./forecast.js";
import { registerPlayCommand } from "./play.js";
import { registerProveCommand } from "./prove.js";
import { registerRunCommand } from "./run.js";
import { registerSolveCommand } from "./solve.js";
import { registerValidateCommand } from "./validate.js";

/** `rulekit reactor …`: validate, run, forecast, play, solve and prove Reactor Maintenance V1 levels (@rulekit/reactor). */
export function registerReactor(program: Command): void {
  const group = program
    .command("reactor")
    .description("Reactor Maintenance V1: validate, run, forecast, play, solve, prove");
  registerValidateCommand(group);
  registerRunCommand(group);
  registerForecastCommand(group);
  registerPlayCommand(group);
  registerCheckCommand(group);
  registerSolveCommand(group);
  registerProveCommand(group);
}
