import { type ContentBundle, createRun, legalRunActions, type RunState, stepRun } from "@rulekit/card-combat";
import type { Command } from "commander";
import { type CheckSetup, checkSubject } from "../../io/check-task.js";
import { type CheckFlags, checkCommand, runCheckCommand } from "../../io/engine-check.js";
import { DEFAULT_CONTENT_HELP, defaultContentDir, loadContent } from "./content.js";

/** The check of a loaded content directory: whole runs. */
export const cardsCheck: CheckSetup<ContentBundle> = (_source, content) => {
  const factions = content.factions.map((f) => f.id);
  return checkSubject(
    { legalActions: legalRunActions, step: stepRun },
    {
      // Each playout: a run seed and two different factions picked from the playout seed.
      initial: (seed: number): RunState => {
        const first = seed % factions.length;
        const second =
          (first + 1 + (Math.floor(seed / factions.length) % (factions.length - 1))) % factions.length;
        return createRun(content, `check-${seed}`, [factions[first]!, factions[second]!]).state;
      },
      isTerminal: (s) => s.phase === "over",
    },
  );
};

/** `rulekit cards check [dir]`: the conformance kit over whole runs of a content directory. */
export function registerCheckCommand(group: Command): void {
  checkCommand(group, "check", "check the engine contract on random runs of a content directory", {
    runs: 10,
    maxSteps: 1500,
  })
    .argument("[dir]", `the ${DEFAULT_CONTENT_HELP}`)
    .action(async (dir: string | undefined, flags: CheckFlags) => {
      const where = dir ?? defaultContentDir();
      await runCheckCommand("cards", where, loadContent(where), cardsCheck, flags);
    });
}
