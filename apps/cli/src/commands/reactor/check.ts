import { type Level, newGame, reactorEngine } from "@rulekit/reactor";
import type { Command } from "commander";
import { type CheckSetup, checkSubject } from "../../io/check-task.js";
import { type CheckFlags, checkCommand, runCheckCommand } from "../../io/engine-check.js";
import { readLevel, TUTORIAL_HELP } from "./load.js";

/** The check of a loaded level. */
export const reactorCheck: CheckSetup<Level> = (_source, level) =>
  checkSubject(reactorEngine, {
    // The simulation is deterministic: every playout starts from the level, the choices differ.
    initial: () => newGame(level),
    isTerminal: (s) => s.levelState === "Won" || s.levelState === "Lost",
  });

/** `rulekit reactor check <level>`: the conformance kit over random action sequences on a level. */
export function registerCheckCommand(group: Command): void {
  checkCommand(group, "check <level>", "check the engine contract on random play of a level", {
    runs: 60,
    maxSteps: 80,
  })
    .addHelpText("after", TUTORIAL_HELP)
    .action(async (arg: string, flags: CheckFlags) => {
      const { level } = readLevel(arg);
      await runCheckCommand("reactor", arg, level, reactorCheck, flags);
    });
}
