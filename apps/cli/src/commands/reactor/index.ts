import type { Command } from "commander";
import { registerCheckCommand } from "./check.js";
import { registerForecastCommand } from "./forecast.js";
import { registerPlayCommand } from "./play.js";
import { registerRunCommand } from "./run.js";
import { registerValidateCommand } from "./validate.js";

/** `rulekit reactor …`: validate, run, forecast and play Reactor Maintenance V1 levels (@rulekit/reactor). */
export function registerReactor(program: Command): void {
  const group = program
    .command("reactor")
    .description("Reactor Maintenance V1: validate, run, forecast, play");
  registerValidateCommand(group);
  registerRunCommand(group);
  registerForecastCommand(group);
  registerPlayCommand(group);
  registerCheckCommand(group);
}
