import type { Command } from "commander";
import { registerAnalyze } from "./analyze.js";
import { registerCheck } from "./check.js";
import { registerDesign } from "./design.js";
import { registerPlay } from "./play.js";
import { registerProve } from "./prove.js";
import { registerSolve } from "./solve.js";
import { registerStep } from "./step.js";

export function registerShellTide(program: Command): void {
  const group = program
    .command("shell-tide")
    .description("Shell Tide — Full Rescue v2: solve, step, analyze, prove, design, play");
  registerSolve(group);
  registerStep(group);
  registerAnalyze(group);
  registerProve(group);
  registerDesign(group);
  registerPlay(group);
  registerCheck(group);
}
