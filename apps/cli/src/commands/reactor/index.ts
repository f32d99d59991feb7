import type { Command } from "commander";
import { placeholderGroup } from "../../io/command.js";

export function registerReactor(program: Command): void {
  placeholderGroup(program, "reactor", "Reactor Maintenance V1: validate, run, forecast, play");
}
