import { type Move, newAttempt, shellTideEngine } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { type CheckSetup, checkSubject } from "../../io/check-task.js";
import { type CheckFlags, checkCommand, runCheckCommand } from "../../io/engine-check.js";
import { LEVEL_ARG_HELP, parseLevelFrom, readLevelInput, withLimits } from "./shared.js";

/**
 * The check of a level as read (parsed on the check thread, as the parse of a large ring counts its
 * moves, and the attempt's start solves the level).
 */
export const shellTideCheck: CheckSetup<unknown> = (source, data) => {
  const level = parseLevelFrom(source, data);
  const start = withLimits(source, () => newAttempt(level));
  // Every node (and one past each end) in both directions: the near misses of the legal moves.
  const probes = (): Move[] =>
    Array.from({ length: level.nodes.length + 2 }, (_, i) => i - 1).flatMap((node) =>
      (["left", "right"] as const).map((direction) => ({ node, direction })),
    );
  return checkSubject(shellTideEngine, {
    initial: () => start,
    isTerminal: (s) => s.levelStatus !== "playing",
    probes,
  });
};

/** `rulekit shell-tide check [level]`: the conformance kit over random attempts at a level. */
export function registerCheck(group: Command): void {
  checkCommand(group, "check [level]", "check the engine contract on random attempts at a level", {
    runs: 200,
    maxSteps: 40,
  })
    .addHelpText("after", LEVEL_ARG_HELP)
    .action(async (path: string | undefined, flags: CheckFlags) => {
      const { source, data } = await readLevelInput(path);
      await runCheckCommand("shell-tide", source, data, shellTideCheck, flags);
    });
}
