import type { Command } from "commander";
import { placeholderGroup } from "../../io/command.js";

export function registerShellTide(program: Command): void {
  placeholderGroup(program, "shell-tide", "Shell Tide — Full Rescue v2: solve, prove, step, analyze, play");
}
